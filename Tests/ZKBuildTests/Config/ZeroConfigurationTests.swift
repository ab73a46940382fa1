import Foundation
import Testing
import ZKBuild
import ZKCore

#if canImport(Glibc)
    import Glibc
#endif

/// Zero configuration (issue 22): discovery under the repository root, facts from the files,
/// stages and severities that do what they say, and `zk-build init`.
@Suite struct ZeroConfigurationTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Hello %@" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo %@" } }
              }
            },
            "quiz.score %lld" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Punkte: %lld" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static let assets = #"{ "info" : { "author" : "xcode", "version" : 1 } }"#
    static let accentColor =
        #"{ "colors" : [ { "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#

    /// A repository in its own layout, with catalogs where zk-build must not look.
    static func repository() throws -> TestProject {
        let root = NSTemporaryDirectory() + "zk-zero-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let project = TestProject(existing: root)
        try project.write("App/Resources/Localizable.xcstrings", catalog)
        try project.write("App/Assets.xcassets/Contents.json", assets)
        try project.write("Pods/Vendor/Vendor.xcstrings", "{ broken")
        try project.write("build/Generated.xcstrings", "{ broken")
        try project.write(".hidden/Secret.xcstrings", "{ broken")
        try project.write("node_modules/x/Assets.xcassets/Contents.json", "{ broken")
        // The widget's AccentColor is the widget bundle's, not a second one of the app's.
        try project.write("App/Assets.xcassets/AccentColor.colorset/Contents.json", Self.accentColor)
        try project.write("Widget/Assets.xcassets/Contents.json", assets)
        try project.write("Widget/Assets.xcassets/AccentColor.colorset/Contents.json", Self.accentColor)
        return project
    }

    static func codes(_ output: String) throws -> [String] {
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], "\(output)")
        return (document["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
    }

    @Test func zeroConfigurationChecksWhatItFindsWithTheCatalogsOwnFacts() throws {
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        // No key grammar (ZK3012), no translator comments (ZK3013), no German source (ZK3026),
        // no 'ru' required (ZK3002): the catalog's own locales are en and de, and both are there.
        let run = project.run(["check", "--format", "json", "--warnings-as-errors"], stages: StageCatalog.stages)
        #expect(run.code == 0, "\(run.out)")
        #expect(try Self.codes(run.out).isEmpty, "\(run.out)")
    }

    /// Issue 55: discovery never passes in silence over what it could not search: a name that is
    /// not UTF-8 is ZK0041 (exit 1), a folder past the depth bound ZK0070 at the folder.
    @Test func whatDiscoveryCannotSearchIsReported() throws {
        let project = try TestProject([
            String(repeating: "Deep/", count: 33) + "Localizable.xcstrings":
                #"{ "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }"#,
            "App/Localizable.xcstrings": #"{ "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }"#,
        ])
        // Latin-1 `café.json`, as an old archiver writes it.
        let raw = (Array("\(project.root)/App/caf".utf8) + [0xE9] + Array(".json".utf8)).map { CChar(bitPattern: $0) }
        let descriptor = open(raw + [0], O_WRONLY | O_CREAT, 0o644)
        #expect(descriptor >= 0)
        close(descriptor)
        let discovery = ProjectDiscovery.discover(root: project.root)
        #expect(discovery.tooDeep == [String(repeating: "Deep/", count: 32) + "Deep"])
        #expect(discovery.nonUTF8Names.map(\.name) == ["caf\\xE9.json"])
        let run = project.run(["check"], stages: StageCatalog.stages)
        #expect(run.code == 1, "\(run.out)")
        #expect(
            run.out.contains(
                "App: error: name 'caf\\xE9.json' in 'App/' is not valid UTF-8; the entry is left out [ZK0041]"),
            "\(run.out)")
        #expect(run.out.contains("lies deeper than 32 folders; it was not searched [ZK0070]"), "\(run.out)")
    }

    /// Issue 55: a JSON file whose first bytes name a `$schema` but that does not parse was
    /// never checked (exit 0); its syntax error is reported now.
    @Test func aMalformedFileThatNamesASchemaIsASyntaxError() throws {
        let project = try TestProject([
            "config/app.json": "{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n  \"a\": 1,,\n}\n"
        ])
        let run = project.run(["check"], stages: StageCatalog.stages)
        #expect(run.code == 1, "\(run.out)")
        #expect(
            run.out.hasPrefix(
                "config/app.json:3:10: error: expected a string key in double quotes, found ',' [ZK0101]"),
            "\(run.out)")
    }

    /// Issue 55: past the entry bound the search stops with ZK0070 at the root, never in silence
    /// (the bound is 500,000; the test gives the walk a small one).
    @Test func theEntryBoundIsReported() throws {
        let project = try TestProject(Dictionary(uniqueKeysWithValues: (0..<12).map { ("App/f\($0).txt", "") }))
        let discovery = ProjectDiscovery.discover(root: project.root, entryBound: 10)
        #expect(discovery.truncated)
        #expect(
            discovery.boundDiagnostics.map(\.message) == [
                "the search stopped after 10 entries; the rest of the repository was not searched"
            ])
        #expect(discovery.boundDiagnostics.map(\.code) == ["ZK0070"])
        #expect(ProjectDiscovery.discover(root: project.root).boundDiagnostics.isEmpty)
    }

    /// Issue 55: an entry discovery lists but cannot look at or open (here a folder whose path
    /// passes the system's length limit) is ZK0001 at the entry and exit 3, never skipped.
    @Test func anEntryThatCannotBeReadIsAnErrorNotASkip() throws {
        let project = try TestProject([
            "App/Localizable.xcstrings": #"{ "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }"#
        ])
        // 20 folders of 240 characters: past PATH_MAX (4096) from the root, reached step by step.
        let name = String(repeating: "d", count: 240)
        var descriptor = open(project.root, O_DIRECTORY | O_RDONLY)
        for _ in 0..<20 {
            #expect(mkdirat(descriptor, name, 0o755) == 0)
            let next = openat(descriptor, name, O_DIRECTORY | O_RDONLY)
            close(descriptor)
            descriptor = next
        }
        close(descriptor)
        let discovery = ProjectDiscovery.discover(root: project.root)
        #expect(discovery.unreadableFolders.count == 1)
        #expect(discovery.unreadableFolders.first?.reason == "file name too long")
        let run = project.run(["check"], stages: StageCatalog.stages)
        #expect(run.code == 3, "\(run.out)")
        #expect(run.out.contains(": error: cannot read folder '\(name)/"), "\(run.out)")
        #expect(run.out.contains("[ZK0001]"))
    }

    @Test func aMissingTranslationInALocaleTheCatalogHasIsReported() throws {
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        var text = Self.catalog
        text = text.replacingOccurrences(
            of: #""de" : { "stringUnit" : { "state" : "translated", "value" : "Punkte: %lld" } }"#, with: "")
        try project.write("App/Resources/Localizable.xcstrings", text)
        let run = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        #expect(try Self.codes(run.out) == ["ZK3002"], "\(run.out)")
    }

    @Test func nothingToCheckIsOneNoteAndSuccess() throws {
        let root = NSTemporaryDirectory() + "zk-empty-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = TestProject(existing: root)
        try project.write("README.md", "nothing here")
        let run = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        #expect(run.code == 0)
        #expect(try Self.codes(run.out) == [ProjectDiscovery.nothingToCheck.code], "\(run.out)")
    }

    @Test func aStageSwitchedOffDoesNotRunAndVerboseSaysSo() throws {
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write(
            "App/Resources/Localizable.xcstrings", Self.catalog.replacingOccurrences(of: "Hallo %@", with: "Hallo"))
        #expect(
            try Self.codes(project.run(["check", "--format", "json"], stages: StageCatalog.stages).out) == ["ZK3007"])
        try project.write("zk-build.json", #"{ "stages": { "strings": false } }"#)
        let run = project.run(["check", "--format", "json", "-v"], stages: StageCatalog.stages)
        #expect(try Self.codes(run.out).isEmpty, "\(run.out)")
        #expect(run.err.contains("[strings] skipped: switched off in zk-build.json"), "\(run.err)")
        #expect(run.err.contains("[audio] skipped: no inputs"), "\(run.err)")
    }

    @Test func anUnknownStageIsAnUnknownKey() throws {
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write("zk-build.json", #"{ "stages": { "strings": false, "marketin": false } }"#)
        let run = project.run(["check"], stages: StageCatalog.stages)
        #expect(run.code == 1)
        #expect(run.out.contains("zk-build.json:1:33: error: unknown key 'stages.marketin'"), "\(run.out)")
    }

    @Test func severitiesApplyToProjectLevelCodesToo() throws {
        // Under the profile, a missing project folder is ZK0003; "ignore" silences it.
        let project = try TestProject([
            "Strings/Localizable.xcstrings": #"{ "sourceLanguage" : "de", "strings" : { }, "version" : "1.0" }"#
        ])
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try FileManager.default.removeItem(atPath: project.root + "/Brand")
        try project.write("zk-build.json", #"{ "profile": "zahlenkette" }"#)
        #expect(try Self.codes(project.run(["check", "--format", "json"]).out) == ["ZK0003"])
        try project.write("zk-build.json", #"{ "profile": "zahlenkette", "severities": { "ZK0003": "ignore" } }"#)
        let run = project.run(["check", "--format", "json", "--warnings-as-errors"])
        #expect(run.code == 0)
        #expect(try Self.codes(run.out).isEmpty, "\(run.out)")
    }

    @Test func anOverrideThatCannotApplyIsAWarningAtIt() throws {
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write("zk-build.json", #"{ "severities": { "ZK0003": "ignore", "ZK0020": "ignore" } }"#)
        let run = project.run(["check"], stages: StageCatalog.stages)
        #expect(run.code == 0)
        #expect(
            run.out.contains(
                "zk-build.json:1:19: warning: 'severities' ignores 'ZK0003', a house rule of the 'zahlenkette' profile"),
            "\(run.out)")
        #expect(
            run.out.contains(
                "zk-build.json:1:39: warning: 'severities' sets 'ZK0020', which is reported before the overrides apply"),
            "\(run.out)")
    }

    @Test func aSeverityTurnsOneHouseRuleOnWithoutItsProfile() throws {
        // Xcode's extracted key "quiz.score %lld" breaks Zahlenkette's key grammar (ZK3012), a
        // house rule: silent without the profile, reported alone when severities names it; the
        // profile's other rules (translator comments, ZK3013) stay off.
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write("zk-build.json", #"{ "stages": { "content": false } }"#)
        #expect(try Self.codes(project.run(["check", "--format", "json"], stages: StageCatalog.stages).out).isEmpty)
        try project.write(
            "zk-build.json", #"{ "stages": { "content": false }, "severities": { "ZK3012": "warning" } }"#)
        let run = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        #expect(run.code == 0, "\(run.out)")
        #expect(try Set(Self.codes(run.out)) == ["ZK3012"], "\(run.out)")
    }

    @Test func aStageThatNoLongerRunsTakesItsArtifactsAway() throws {
        // The strings report of an earlier build must not pass for this build's once the stage
        // is switched off, or once its inputs are gone; a check changes nothing.
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let report = project.root + "/build/reports/strings.json"
        #expect(project.run(["build"], stages: StageCatalog.stages).code == 0)
        #expect(FileManager.default.fileExists(atPath: report))
        try project.write("zk-build.json", #"{ "stages": { "strings": false } }"#)
        #expect(project.run(["check"], stages: StageCatalog.stages).code == 0)
        #expect(FileManager.default.fileExists(atPath: report))
        let off = project.run(["build", "-v"], stages: StageCatalog.stages)
        #expect(off.code == 0, "\(off.out)\(off.err)")
        #expect(!FileManager.default.fileExists(atPath: report), "\(off.out)\(off.err)")
        try FileManager.default.removeItem(atPath: project.root + "/zk-build.json")
        #expect(project.run(["build"], stages: StageCatalog.stages).code == 0)
        #expect(FileManager.default.fileExists(atPath: report))
        try FileManager.default.removeItem(atPath: project.root + "/App/Resources/Localizable.xcstrings")
        #expect(project.run(["build"], stages: StageCatalog.stages).code == 0)
        #expect(!FileManager.default.fileExists(atPath: report))
    }

    @Test func dictionaryVariantsAreFoundWhereverTheyLie() throws {
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let letters = ["a", "b", "c", "t"].map { #"{ "letter": "\#($0)", "value": 1, "count": 2 }"# }.joined(
            separator: ", ")
        try project.write(
            "Game/Words/small/alphabet.json",
            #"{ "variant": "small", "letters": [\#(letters)], "blanks": 0, "minLength": 2, "maxLength": 8 }"#)
        try project.write("Game/Words/small/words.txt", "bat\ncat\n")
        // An alphabet.json of another kind, beside no word list: not a dictionary.
        try project.write("Web/i18n/latin/alphabet.json", #"["a", "b"]"#)
        let run = project.run(["build", "-v"], stages: StageCatalog.stages)
        #expect(run.code == 0, "\(run.out)\(run.err)")
        #expect(
            FileManager.default.fileExists(atPath: project.root + "/build/dictionaries/small.dawg"),
            "\(run.out)\(run.err)")
        let discovery = ProjectDiscovery.discover(root: project.root, readFacts: true)
        #expect(discovery.dictionaryFolders == ["Game/Words"])
        #expect(project.run(["init"], stages: StageCatalog.stages).code == 0)
        let written = try String(contentsOfFile: project.root + "/zk-build.json", encoding: .utf8)
        #expect(
            written.contains(#""dictionaries" : "Game/Words""#) || written.contains(#""dictionaries": "Game/Words""#),
            "\(written)")
    }

    @Test func variantsInASecondFolderAreNamedInANoteAndNotBuilt() throws {
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        for folder in ["Game/Words/en", "Tools/Lists/de"] {
            try project.write(folder + "/alphabet.json", AtomicFileWriter.exampleAlphabet)
            try project.write(folder + "/words.txt", "at\ntat\n")
        }
        let run = project.run(["build"], stages: StageCatalog.stages)
        #expect(run.code == 0, "\(run.out)\(run.err)")
        #expect(
            run.out.contains(
                "Tools/Lists: note: dictionary variants in 'Tools/Lists' are not built: zk-build builds those of 'Game/Words' [ZK0008]"
            ), "\(run.out)")
        #expect(FileManager.default.fileExists(atPath: project.root + "/build/dictionaries/en.dawg"))
        #expect(!FileManager.default.fileExists(atPath: project.root + "/build/dictionaries/de.dawg"))
        try project.write("zk-build.json", #"{ "paths": { "dictionaries": "Tools/Lists" } }"#)
        let chosen = project.run(["build"], stages: StageCatalog.stages)
        #expect(!chosen.out.contains("ZK0008"), "\(chosen.out)")
        #expect(FileManager.default.fileExists(atPath: project.root + "/build/dictionaries/de.dawg"))
    }

    @Test func anIgnoredErrorLetsItsStageWrite() throws {
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write(
            "App/Resources/Localizable.xcstrings", Self.catalog.replacingOccurrences(of: "Hallo %@", with: "Hallo"))
        try project.write("zk-build.json", #"{ "severities": { "ZK3007": "ignore" } }"#)
        let run = project.run(["build", "--format", "json"], stages: StageCatalog.stages)
        #expect(run.code == 0, "\(run.out)")
        #expect(FileManager.default.fileExists(atPath: project.root + "/build/reports/strings.json"))
    }

    @Test func initWritesTheConfigurationOfTheZeroConfigurationRun() throws {
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let zero = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        let first = project.run(["init"], stages: StageCatalog.stages)
        #expect(first.code == 0, "\(first.err)")
        let written = try String(contentsOfFile: project.root + "/zk-build.json", encoding: .utf8)
        #expect(written == Self.initGolden, "\(written)")
        #expect(first.out == Self.initSummary, "\(first.out)")
        let after = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        #expect(try Self.codes(after.out) == Self.codes(zero.out))
        #expect(after.code == zero.code)

        // A second init keeps the file; --force replaces it.
        try project.write("zk-build.json", "{}")
        let refused = project.run(["init"], stages: StageCatalog.stages)
        #expect(refused.code == 2)
        #expect(refused.err.contains("'zk-build.json' already exists; pass --force to replace it"), "\(refused.err)")
        #expect(try String(contentsOfFile: project.root + "/zk-build.json", encoding: .utf8) == "{}")
        #expect(project.run(["init", "--force"], stages: StageCatalog.stages).code == 0)
        #expect(try String(contentsOfFile: project.root + "/zk-build.json", encoding: .utf8) == Self.initGolden)
    }

    @Test func explainShowsTheGroup() throws {
        let root = NSTemporaryDirectory()
        let out = Capture()
        _ = ZKBuildCommand.main(
            arguments: ["-C", root, "explain", "ZK3012"], standardOutput: { out.append($0) }, standardError: { _ in })
        #expect(
            out.text.contains(
                #"Group: house rule 'zahlenkette' (runs only when zk-build.json turns it on: "profile": "zahlenkette", or a severity for the code alone: "severities": { "ZK3012": "warning" })."#
            ))
        let universal = Capture()
        _ = ZKBuildCommand.main(
            arguments: ["-C", root, "explain", "ZK3005"], standardOutput: { universal.append($0) },
            standardError: { _ in })
        #expect(universal.text.contains("Group: universal (runs on every project, with no configuration)."))
        let list = Capture()
        _ = ZKBuildCommand.main(
            arguments: ["-C", root, "explain"], standardOutput: { list.append($0) }, standardError: { _ in })
        #expect(
            list.text.contains("ZK3012  error    a key does not follow the key grammar  [house rule: zahlenkette]\n"),
            "\(list.text)")
        #expect(list.text.contains("ZK3005  error    a plural variation lacks a CLDR category of its locale\n"))
    }

    static let initGolden = """
        {
          "catalogs": [
            "App"
          ],
          "assetCatalogs": [
            "App",
            "Widget"
          ],
          "sourceLocale": "en",
          "stages": {
            "json-syntax": true,
            "json-schema": false,
            "content": true,
            "dictionary": false,
            "brand": false,
            "marketing": false,
            "store-texts": false,
            "swift": false,
            "strings": true,
            "audio": false,
            "report": true
          }
        }

        """

    static let initSummary = """
        wrote zk-build.json:
          String Catalogs: 1, every one under App at each run
            App/Resources/Localizable.xcstrings (source language en; locales now en, de, read at each run)
          asset catalogs: 2, every one under App, Widget at each run
            App/Assets.xcassets (bundle 'App')
            Widget/Assets.xcassets (bundle 'Widget')
          source locale: en; locales now: en, de (each catalog's read at each run)
          stages: json-syntax, content, strings, report (nothing to check for json-schema, dictionary, brand, marketing, store-texts, swift, audio)
          profile: none, universal checks only ("profile": "zahlenkette" turns on Zahlenkette's house rules)

        """
}
