import Foundation
import Testing
import ZKBuild
import ZKCore

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 23: zk-build on a pull request from anyone. Each hostile setup of the issue is a test:
/// nothing outside the project changes, the inputs are intact, the error is located, the exit
/// status is not 0, the log holds no byte of the outside file, and the output stays small.
@Suite struct HostileSetupTests {
    /// A folder outside the project, with a file that must survive every run.
    struct Outside {
        let root: String
        static let secret = "TOKEN=ghp_zkbuildSecret4242\n"

        init() throws {
            root = NSTemporaryDirectory() + "zk-outside-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: root + "/nested", withIntermediateDirectories: true)
            try Data("precious".utf8).write(to: URL(fileURLWithPath: root + "/precious.txt"))
            try Data(Self.secret.utf8).write(to: URL(fileURLWithPath: root + "/token.txt"))
            try Data("deep".utf8).write(to: URL(fileURLWithPath: root + "/nested/deep.txt"))
        }

        /// Every entry below the folder (hidden ones too) with its bytes; folders as "/".
        var snapshot: [String: Data] { HostileSetupTests.snapshot(root) }
    }

    static func snapshot(_ root: String) -> [String: Data] {
        var out: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: root) else { return out }
        while let path = walker.nextObject() as? String {
            let full = root + "/" + path
            var info = stat()
            guard lstat(full, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: out[path + "/"] = Data()
            case S_IFLNK:
                out[path + " ->"] = Data(
                    ((try? FileManager.default.destinationOfSymbolicLink(atPath: full)) ?? "").utf8)
            default: out[path] = FileManager.default.contents(atPath: full) ?? Data()
            }
        }
        return out
    }

    /// The inputs of a project (everything but the build folder and its links), with their bytes.
    static func inputs(_ project: TestProject) -> [String: Data] {
        snapshot(project.root).filter { !$0.key.hasPrefix("build") && !$0.key.hasPrefix("Out") }
    }

    func run(_ project: TestProject, _ arguments: [String]) -> (code: Int32, out: String, err: String) {
        project.run(arguments, stages: StageCatalog.stages)
    }

    /// What every hostile run must keep to.
    func expectConfined(
        _ result: (code: Int32, out: String, err: String), outside: Outside, before: [String: Data],
        project: TestProject,
        inputs: [String: Data], code: Int32, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(result.code == code, "\(result.out)", sourceLocation: sourceLocation)
        #expect(outside.snapshot == before, "the folder outside the project changed", sourceLocation: sourceLocation)
        #expect(Self.inputs(project) == inputs, "an input changed", sourceLocation: sourceLocation)
        #expect(
            !(result.out + result.err).contains("ghp_zkbuildSecret"), "the log quotes the outside file",
            sourceLocation: sourceLocation)
        #expect(
            (result.out + result.err).utf8.count < 100_000, "output of \((result.out + result.err).utf8.count) bytes",
            sourceLocation: sourceLocation)
    }

    @Test func aSymlinkedBuildFolderIsNeitherWrittenNorCleaned() throws {
        let project = try TestProject(["Content/a.json": "{}"])
        let outside = try Outside()
        let before = outside.snapshot
        let inputs = Self.inputs(project)
        try FileManager.default.createSymbolicLink(atPath: project.root + "/build", withDestinationPath: outside.root)
        for arguments in [["build"], ["clean"], ["build", "--verbose"]] {
            let result = run(project, arguments)
            expectConfined(result, outside: outside, before: before, project: project, inputs: inputs, code: 3)
            #expect(result.out.hasPrefix("build: error: cannot "), "\(result.out)")
            #expect(
                result.out.contains(
                    "'build': it is a symbolic link; zk-build never writes or deletes through a symbolic link [ZK0050]"),
                "\(result.out)")
        }
        // A check writes nothing, so it neither fails on the link nor reads the cache behind it.
        #expect(project.run(["check"]).code == 0)
        #expect(outside.snapshot == before)
    }

    @Test func aSymlinkedOutputFolderInTheBuildFolderIsNeverWrittenThrough() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        let outside = try Outside()
        let before = outside.snapshot
        let inputs = Self.inputs(project)
        try FileManager.default.createDirectory(atPath: project.root + "/build", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: project.root + "/build/marketing", withDestinationPath: outside.root)
        let result = run(project, ["build"])
        expectConfined(result, outside: outside, before: before, project: project, inputs: inputs, code: 3)
        #expect(result.out.contains("build/marketing: error: cannot write 'build/marketing/"), "\(result.out)")
        #expect(
            result.out.contains(
                "'build/marketing' is a symbolic link; zk-build never writes or deletes through a symbolic link [ZK0050]"
            ))
        // The other stages' artifacts are written; the marketing stage is not cached and tries again.
        #expect(FileManager.default.fileExists(atPath: project.root + "/build/content/catalog.json"))
        expectConfined(
            run(project, ["build"]), outside: outside, before: before, project: project, inputs: inputs, code: 3)
        expectConfined(
            run(project, ["clean"]), outside: outside, before: before, project: project, inputs: inputs, code: 0)
    }

    @Test func aSymlinkedOutputDestinationIsNeverWrittenThrough() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try project.write("zk-build.json", #"{ "outputs": { "content": "Resources/Content" } }"#)
        let outside = try Outside()
        let before = outside.snapshot
        try FileManager.default.createSymbolicLink(
            atPath: project.root + "/Resources", withDestinationPath: outside.root)
        let inputs = Self.inputs(project)
        let result = run(project, ["build"])
        expectConfined(result, outside: outside, before: before, project: project, inputs: inputs, code: 3)
        #expect(result.out.contains("Resources: error: cannot write 'Resources/Content/"), "\(result.out)")
        #expect(
            result.out.contains(
                "'Resources' is a symbolic link; zk-build never writes or deletes through a symbolic link [ZK0050]"))
    }

    @Test(arguments: [
        (
            #"{ "paths": { "build": "/ABSOLUTE" } }"#, "1:23",
            "'paths.build' must be a relative path to a folder inside the project, not '/ABSOLUTE'"
        ),
        (
            #"{ "paths": { "build": "../outside" } }"#, "1:23",
            "'paths.build' must be a relative path to a folder inside the project, not '../outside'"
        ),
        (
            #"{ "paths": { "build": "Content" } }"#, "1:23",
            "'paths.build' is 'Content', which is the input folder 'Content' (paths.content)"
        ),
        (
            #"{ "paths": { "build": "Content/build" } }"#, "1:23",
            "'paths.build' is 'Content/build', inside the input folder 'Content' (paths.content)"
        ),
        (
            #"{ "paths": { "build": ".git" } }"#, "1:23",
            "'paths.build' is '.git', inside the repository's '.git' folder; zk-build never writes there"
        ),
        (
            #"{ "paths": { "build": "./.git/x" } }"#, "1:23",
            "'paths.build' is '.git/x', inside the repository's '.git' folder"
        ),
        (
            #"{ "paths": { "content": "src/Content" }, "outputs": { "reports": "src" } }"#, "1:66",
            "'outputs.reports' is 'src', which holds the input folder 'src/Content' (paths.content)"
        ),
        (
            #"{ "outputs": { "marketing": ".git/hooks" } }"#, "1:29",
            "'outputs.marketing' is '.git/hooks', inside the repository's '.git' folder"
        ),
        (
            #"{ "outputs": { "brandSwift": "zk-build.json" } }"#, "1:30",
            "'outputs.brandSwift' is 'zk-build.json', the configuration itself"
        ),
        (
            #"{ "outputs": { "content": "Out", "marketing": "Out" } }"#, "1:47",
            "'outputs.marketing' is 'Out', which overlaps 'outputs.content' ('Out'); each output needs a place of its own"
        ),
        (
            #"{ "outputs": { "content": "Out", "reports": "Out/reports" } }"#, "1:45",
            "'outputs.reports' is 'Out/reports', which overlaps 'outputs.content' ('Out')"
        ),
        (
            #"{ "outputs": { "content": "build/dictionaries" } }"#, "1:27",
            "'outputs.content' is 'build/dictionaries', which overlaps 'outputs.dictionaries' ('build/dictionaries')"
        ),
        (
            #"{ "outputs": { "reports": "build" } }"#, "1:27",
            "'outputs.reports' is 'build', which overlaps 'paths.build' ('build')"
        ),
    ])
    func aBuildFolderOrOutputOutsideItsPlaceIsAnErrorInTheConfiguration(
        setting: String, place: String, message: String
    ) throws {
        let project = try TestProject(["Content/a.json": "{}", "zk-build.json": setting])
        let outside = try Outside()
        let before = outside.snapshot
        let inputs = Self.inputs(project)
        for arguments in [["build"], ["clean"], ["check"]] {
            let result = run(project, arguments)
            expectConfined(result, outside: outside, before: before, project: project, inputs: inputs, code: 1)
            #expect(result.out.hasPrefix("zk-build.json:\(place): error: \(message)"), "\(arguments): \(result.out)")
            #expect(result.out.contains("[ZK0020]"))
        }
        #expect(!FileManager.default.fileExists(atPath: project.root + "/build"))
    }

    /// Issue 55: an input folder of `paths` outside the project (absolute or through `..`) is an
    /// error at its value, and nothing there is opened, quoted or copied into `build/`.
    @Test(arguments: ["content", "strings", "assets", "audioManifests", "dictionaries", "brand", "marketing"])
    func anInputFolderOutsideTheProjectIsAnErrorAndNeverRead(key: String) throws {
        let outside = try Outside()
        try Data(#"{"token": "ghp_zkbuildSecret4242"}"#.utf8).write(
            to: URL(fileURLWithPath: outside.root + "/config.json"))
        let before = outside.snapshot
        let relative = "../" + (outside.root as NSString).lastPathComponent
        for folder in [outside.root, relative] {
            let setting = #"{ "paths": { "\#(key)": "\#(folder)" } }"#
            let project = try TestProject(["Content/a.json": "{}", "zk-build.json": setting])
            let inputs = Self.inputs(project)
            for arguments in [["check"], ["build"]] {
                let result = run(project, arguments)
                expectConfined(result, outside: outside, before: before, project: project, inputs: inputs, code: 1)
                #expect(
                    result.out.hasPrefix(
                        "zk-build.json:1:\(18 + key.utf8.count): error: 'paths.\(key)' must be a relative path "
                            + "inside the project (no '/' at the start, no '..'), not '\(folder)' [ZK0020]"),
                    "\(arguments): \(result.out)")
                #expect(!result.out.contains(outside.root + "/"), "\(result.out)")
            }
            #expect(!FileManager.default.fileExists(atPath: project.root + "/build/content/config.json"))
        }
    }

    /// A zero-configuration project with one image set whose Contents.json names `foo.png` (not
    /// written: each test puts its own thing there), and the set's path.
    static func projectWithOneImageSet() throws -> (TestProject, String) {
        let set = "App/Assets.xcassets/Foo.imageset"
        let contents =
            #"{"images":[{"filename":"foo.png","idiom":"universal","scale":"1x"}],"info":{"author":"xcode","version":1}}"#
        return (try TestProject([set + "/Contents.json": contents]), set)
    }

    /// Issue 55: zero configuration reads an app's asset catalogs; an image that links to a file
    /// outside the repository is one ZK0051 at the link, and its bytes are never quoted.
    @Test func anImageLinkedOutsideTheRepositoryIsNeverRead() throws {
        let outside = try Outside()
        let before = outside.snapshot
        let (project, set) = try Self.projectWithOneImageSet()
        try FileManager.default.createSymbolicLink(
            atPath: project.root + "/" + set + "/foo.png", withDestinationPath: outside.root + "/token.txt")
        let inputs = Self.inputs(project)
        let result = run(project, ["check"])
        expectConfined(result, outside: outside, before: before, project: project, inputs: inputs, code: 1)
        #expect(
            result.out.contains(
                "\(set)/foo.png: error: '\(set)/foo.png' is a symbolic link to a place outside the repository; "
                    + "it is not read [ZK0051]"), "\(result.out)")
        #expect(!result.out.contains("TOKEN"), "\(result.out)")
    }

    /// Issue 55: a FIFO named as an image hung `check`; it is reported at the name, never read.
    @Test func aFIFONamedAsAnImageIsReportedNotWaitedOn() throws {
        let (project, set) = try Self.projectWithOneImageSet()
        #expect(mkfifo(project.root + "/" + set + "/foo.png", 0o644) == 0)
        let result = run(project, ["check"])
        #expect(result.code == 1, "\(result.out)")
        #expect(
            result.out.contains(
                "\(set)/Contents.json:1:24: error: cannot read the header of 'foo.png': it is a FIFO (named pipe), "
                    + "not a regular file; it is not read [ZK2055]"), "\(result.out)")
    }

    @Test func anOutputOverAnInputIsRefusedBeforeAnythingRuns() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try project.write("zk-build.json", #"{ "outputs": { "brandXcconfig": "Brand/brand.json" } }"#)
        let outside = try Outside()
        let before = outside.snapshot
        let inputs = Self.inputs(project)
        let result = run(project, ["build"])
        expectConfined(result, outside: outside, before: before, project: project, inputs: inputs, code: 1)
        #expect(
            result.out.hasPrefix(
                "zk-build.json:1:33: error: 'outputs.brandXcconfig' is 'Brand/brand.json', the input 'Brand/brand.json'; zk-build would overwrite what it reads"
            ),
            "\(result.out)")
        #expect(!FileManager.default.fileExists(atPath: project.root + "/build"))
    }

    @Test func aSymlinkToASecretOutsideTheRepositoryIsOneErrorAtTheLinkAndNeverQuoted() throws {
        let project = try TestProject()
        let outside = try Outside()
        let before = outside.snapshot
        try project.write(
            "Content/dictionaries/en/alphabet.json",
            #"{"variant": "en", "language": "en", "letters": [{"letter": "a", "value": 1, "count": 9}]}"#)
        let links = [
            "Content/dictionaries/en/words.txt", "Strings/Localizable.xcstrings", "Content/numbers.json",
            "Brand/brand.json",
        ]
        for link in links {
            try FileManager.default.createDirectory(
                atPath: project.root + "/" + (link as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: project.root + "/" + link, withDestinationPath: outside.root + "/token.txt")
        }
        try FileManager.default.createSymbolicLink(
            atPath: project.root + "/Audio-manifests/linked", withDestinationPath: outside.root)
        let inputs = Self.inputs(project)
        for arguments in [["check"], ["build"], ["check", "--format", "sarif"], ["check", "--format", "github"]] {
            let result = run(project, arguments)
            expectConfined(result, outside: outside, before: before, project: project, inputs: inputs, code: 1)
        }
        let result = run(project, ["check", "--error-limit", "0"])
        for link in links + ["Audio-manifests/linked"] {
            let line =
                "\(link): error: '\(link)' is a symbolic link to a place outside the repository; it is not read [ZK0051]"
            #expect(
                result.out.components(separatedBy: line).count == 2,
                "\(link) reported \(result.out.components(separatedBy: line).count - 1) times: \(result.out)")
        }
        #expect(!result.out.contains(outside.root), "the target is named: \(result.out)")
    }

    @Test func aLinkInsideTheRepositoryIsReadAsUsual() throws {
        let project = try TestProject(["Content/real.json": "{ \"a\": 1, \"a\": 2 }"])
        try FileManager.default.createSymbolicLink(
            atPath: project.root + "/Content/alias.json", withDestinationPath: "real.json")
        let result = run(project, ["check"])
        #expect(result.code == 1)
        #expect(result.out.contains("Content/alias.json:1:11: error: duplicate key"), "\(result.out)")
        #expect(!result.out.contains("ZK0051"))
    }

    @Test func aTenMegabyteValueGivesSmallDiagnostics() throws {
        let project = try TestProject()
        let value = String(repeating: "ü", count: 5_000_000)
        try project.write("Content/big.json", "{ \"\(value)\": 1, \"\(value)\": 2 }")
        let outside = try Outside()
        let result = run(project, ["check"])
        expectConfined(
            result, outside: outside, before: outside.snapshot, project: project, inputs: Self.inputs(project), code: 1)
        // A duplicate key is a structure error (issue 47): it is listed in path order among the
        // others of its phase, after the missing brand tokens of this bare project.
        #expect(result.out.contains("\nContent/big.json:1:5000010: error: duplicate key"), "\(result.out.prefix(300))")
        #expect(result.out.contains("…"))
        for format in ["json", "sarif", "github"] {
            let formatted = run(project, ["check", "--format", format])
            #expect(formatted.code == 1)
            #expect(formatted.out.utf8.count < 100_000, "\(format): \(formatted.out.utf8.count) bytes")
        }
    }

    @Test func aHundredMegabyteLineGivesOneSmallError() throws {
        let project = try TestProject()
        var bytes = Array("{ \"a\": \"".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "x"), count: 100 << 20)
        bytes += Array("\", }\n".utf8)
        try project.write("Strings/Big.xcstrings", bytes)
        let outside = try Outside()
        let result = run(project, ["check"])
        expectConfined(
            result, outside: outside, before: outside.snapshot, project: project, inputs: Self.inputs(project), code: 1)
        #expect(result.out.hasPrefix("Strings/Big.xcstrings:1:"), "\(result.out.prefix(300))")
    }

    // Issue 24, item 2: files zk-build did not write are kept and named once, never deleted.
    @Test func handPlacedFilesInAnOutputFolderAreKeptAndNamedOnce() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        let placed = [
            "build/marketing/screenshots/de-DE/1.png": "png",
            "build/marketing/trade_representative_contact_information/city.txt": "Berlin",
            "build/marketing/app_clip_review_information/notes.txt": "n", "build/content/README.md": "mine",
        ]
        for (path, text) in placed { try project.write(path, text) }
        try FileManager.default.createDirectory(
            atPath: project.root + "/build/marketing/screenshots/en-US", withIntermediateDirectories: true)
        for round in 0..<2 {
            let result = run(project, ["build"])
            #expect(result.code == 0, "\(result.out)")
            #expect(
                result.out.contains(
                    "build/marketing: note: 'build/marketing/' holds 3 files zk-build did not write; they are kept: "
                        + "'app_clip_review_information/notes.txt', 'screenshots/de-DE/1.png', 'trade_representative_contact_information/city.txt' [ZK0053]"
                ),
                "round \(round): \(result.out)")
            // Marketing and content, once each.
            #expect(result.out.components(separatedBy: "[ZK0053]").count == 3, "\(result.out)")
            for (path, text) in placed {
                #expect(FileManager.default.contents(atPath: project.root + "/" + path) == Data(text.utf8))
            }
            #expect(DirectoryWalker.isDirectory(project.root + "/build/marketing/screenshots/en-US"))
        }
        #expect(run(project, ["build", "--verbose"]).err.contains("nothing to do: all 11 stages up to date"))
        // clean removes what zk-build wrote and keeps the rest.
        let cleaned = run(project, ["clean"])
        #expect(cleaned.code == 0)
        for (path, text) in placed {
            #expect(FileManager.default.contents(atPath: project.root + "/" + path) == Data(text.utf8))
        }
        #expect(!FileManager.default.fileExists(atPath: project.root + "/build/content/catalog.json"))
        #expect(!FileManager.default.fileExists(atPath: project.root + "/build/.zk-cache"))
        #expect(!FileManager.default.fileExists(atPath: project.root + "/build/dictionaries"))
        #expect(
            cleaned.out.contains("note: 'build/' holds 4 files zk-build did not write; they are kept"), "\(cleaned.out)"
        )
    }

    @Test func cleanRemovesExactlyWhatWasWrittenAndTheFoldersItMade() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try project.write(
            "zk-build.json",
            #"{ "outputs": { "brandSwift": "App/Generated/BrandTokens.swift", "content": "Resources/Content" } }"#)
        try project.write("App/Main.swift", "// the app")
        #expect(run(project, ["build"]).code == 0)
        #expect(FileManager.default.fileExists(atPath: project.root + "/App/Generated/BrandTokens.swift"))
        #expect(FileManager.default.fileExists(atPath: project.root + "/Resources/Content/catalog.json"))
        try project.write("Resources/Content/mine.txt", "kept")
        let result = run(project, ["clean"])
        #expect(result.code == 0, "\(result.out)")
        #expect(!FileManager.default.fileExists(atPath: project.root + "/build"))
        // Made by zk-build, empty again.
        #expect(!FileManager.default.fileExists(atPath: project.root + "/App/Generated"))
        #expect(FileManager.default.fileExists(atPath: project.root + "/App/Main.swift"))
        #expect(FileManager.default.contents(atPath: project.root + "/Resources/Content/mine.txt") == Data("kept".utf8))
        #expect(!FileManager.default.fileExists(atPath: project.root + "/Resources/Content/catalog.json"))
        #expect(!FileManager.default.fileExists(atPath: project.root + "/Resources/Content/games"))
    }

    /// Issue 55: a build cache committed with hand-placed files (its checksum recomputed, or a
    /// whole `build/` checked out) names them with the right hashes, but not the stamps their
    /// checkout gave them: `clean` and `build` keep them.
    @Test func aCommittedCacheCannotMakeCleanDeleteHandPlacedFiles() throws {
        let contentOnly = StageCatalog.stages.filter {
            ["json-syntax", "json-schema", "swift", "content"].contains($0.name)
        }
        let project = try TestProject(["Content/a.json": #"{"name": "Ёжик"}"#])
        let first = project.run(["build"], stages: contentOnly)
        #expect(first.code == 0, "\(first.out)")
        let built = DirectoryWalker.files(under: project.root + "/build/content")
        #expect(!built.isEmpty)
        // The checkout: the same bytes, written anew.
        for path in built {
            let full = project.root + "/build/content/" + path
            let bytes = try #require(FileManager.default.contents(atPath: full))
            try FileManager.default.removeItem(atPath: full)
            try bytes.write(to: URL(fileURLWithPath: full))
        }
        let cleaned = project.run(["clean"], stages: contentOnly)
        #expect(cleaned.code == 0, "\(cleaned.out)")
        #expect(DirectoryWalker.files(under: project.root + "/build/content") == built)
        #expect(cleaned.out.contains("zk-build did not write; they are kept"), "\(cleaned.out)")
        // What this machine's zk-build writes, it removes.
        try FileManager.default.removeItem(atPath: project.root + "/build")
        #expect(project.run(["build"], stages: contentOnly).code == 0)
        #expect(project.run(["clean"], stages: contentOnly).code == 0)
        #expect(!FileManager.default.fileExists(atPath: project.root + "/build"))
    }

    @Test func aStaleArtifactEditedByHandIsKept() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        #expect(run(project, ["build"]).code == 0)
        let herz = project.root + "/Content/dotpictures/herz.json"
        let text = try String(contentsOfFile: herz, encoding: .utf8)
        try project.write("build/content/dotpictures/herz.json", "{\"edited\": true}")
        try FileManager.default.removeItem(atPath: herz)
        _ = run(project, ["build", "--verbose"])
        try project.write("Content/dotpictures/herz.json", text)
        #expect(FileManager.default.fileExists(atPath: project.root + "/build/content/dotpictures/herz.json"))
    }

    // Issue 24, item 5: an ignored code means ignored, and what is held back is said without -v.
    @Test func ignoredErrorsDoNotHoldOutputsBack() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try ProjectScenarioTests.replace(
            "\"$type\": \"color\"", with: "\"$type\": \"colour\"", in: "Brand/brand.json", of: project)
        let failing = run(project, ["build"])
        #expect(failing.code == 1)
        let codes = Set(failing.out.matches(of: /\[(ZK5[0-9]{3})\]/).map { String($0.1) })
        #expect(!codes.isEmpty, "\(failing.out)")
        #expect(failing.out.contains("build: note: held back: brand ("), "\(failing.out)")
        #expect(failing.out.contains("marketing ('brand' failed)"), "\(failing.out)")
        #expect(!FileManager.default.fileExists(atPath: project.root + "/build/brand/BrandTokens.swift"))

        let severities = codes.sorted().map { "\"\($0)\": \"ignore\"" }.joined(separator: ", ")
        try project.write("zk-build.json", "{ \"severities\": { \(severities) } }")
        let ignored = run(project, ["build"])
        #expect(ignored.code == 0, "\(ignored.out)")
        #expect(!ignored.out.contains("held back"), "\(ignored.out)")
        for path in [
            "build/brand/BrandTokens.swift", "build/reports/index.html", "build/reports/strings.html",
            "build/marketing/de-DE/name.txt",
        ] {
            #expect(FileManager.default.fileExists(atPath: project.root + "/" + path), "\(path) missing")
        }
    }

    @Test func aStageThatCannotWriteDespiteIgnoredErrorsFailsTheBuild() throws {
        let project = try TestProject(["Audio-manifests/de.json": "{ \"entries\": [ }"])
        try project.write("zk-build.json", #"{ "severities": { "ZK0101": "ignore" } }"#)
        let result = project.run(
            ["build"],
            stages: [
                BuildSafetyTests.Probe(name: "content", dependencies: []),
                BuildSafetyTests.Probe(name: "strings", dependencies: []), AudioStage(),
            ])
        #expect(result.code == 1, "\(result.out)")
        #expect(
            result.out.contains(
                "build: error: held back: audio (1 ignored error); their outputs were not written, so this build fails [ZK0054]"
            ), "\(result.out)")
    }
}
