import DawgReader
import Foundation
import Testing
import ZKBuild
import ZKCore

/// The app's own repository layout (Zahlenkette spec 5.13): `zk-build.json` maps the inputs and
/// sends the outputs where the app's build picks them up (`Tests/Fixtures/spec-layout`).
@Suite struct SpecLayoutTests {
    static let fixture = DefaultProjectTests.root + "/Tests/Fixtures/spec-layout"

    /// The default project moved into the spec's layout, with the fixture's configuration and
    /// its small dictionary.
    static func specLayoutProject() throws -> TestProject {
        let project = try TestProject()
        let manager = FileManager.default
        let root = project.root
        let source = DefaultProjectTests.root
        for folder in ["Content", "Strings", "Audio-manifests", "Brand"] {
            try manager.removeItem(atPath: root + "/" + folder)
        }
        for folder in ["Resources", "App", "Config"] {
            try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try manager.copyItem(atPath: source + "/Content", toPath: root + "/Resources/Content")
        try manager.removeItem(atPath: root + "/Resources/Content/dictionaries")
        try manager.moveItem(
            atPath: root + "/Resources/Content/Illustrations.xcassets",
            toPath: root + "/Resources/Illustrations.xcassets")
        try manager.copyItem(atPath: fixture + "/dictionaries", toPath: root + "/Resources/Content/dictionaries")
        try manager.copyItem(atPath: source + "/Audio-manifests", toPath: root + "/Resources/Audio")
        try manager.copyItem(atPath: source + "/Strings", toPath: root + "/App/Localization")
        try manager.copyItem(atPath: source + "/Brand/brand.json", toPath: root + "/Config/brand.json")
        try manager.copyItem(atPath: source + "/Brand/schemas", toPath: root + "/Config/schemas")
        try manager.copyItem(atPath: source + "/Brand/marketing", toPath: root + "/Marketing")
        try manager.copyItem(atPath: fixture + "/zk-build.json", toPath: root + "/zk-build.json")
        return project
    }

    func exists(_ path: String, in project: TestProject) -> Bool {
        FileManager.default.fileExists(atPath: project.root + "/" + path)
    }

    @Test func buildWritesEveryOutputWhereTheConfigurationSays() throws {
        let project = try Self.specLayoutProject()
        let result = project.run(["build"], stages: StageCatalog.stages)
        #expect(result.code == 0, "\(result.out)\(result.err)")
        #expect(result.out.hasPrefix("0 errors, 0 warnings"), "\(result.out)")

        let dictionary = try DawgFile(path: project.root + "/Resources/Dictionaries/mini.dawg")
        #expect(dictionary.wordCount == 12 && dictionary.contains("taco"))
        let xcconfig = try String(contentsOfFile: project.root + "/Config/Brand.xcconfig", encoding: .utf8)
        #expect(xcconfig.contains("APP_DISPLAY_NAME = Zahlenkette"), "\(xcconfig)")
        let swift = try String(contentsOfFile: project.root + "/App/Generated/BrandTokens.swift", encoding: .utf8)
        #expect(swift.contains("public enum BrandTokens"))
        #expect(exists("App/Brand.xcassets/Contents.json", in: project))
        #expect(exists("App/Brand.xcassets/Accent.colorset/Contents.json", in: project))
        for file in ["de-DE/name.txt", "en-US/keywords.txt", "ru/description.txt"] {
            #expect(exists("Marketing/rendered/" + file, in: project), "Marketing/rendered/\(file)")
        }
        // What has no destination stays in the build folder; what has one is not there too.
        #expect(exists("build/content/catalog.json", in: project))
        #expect(exists("build/brand/BrandTokens.swift", in: project) == false)
        #expect(exists("build/brand/Brand.xcconfig", in: project) == false)
        #expect(exists("build/dictionaries", in: project) == false)
        #expect(exists("build/marketing", in: project) == false)

        // The rendered store texts inside Marketing/ are not read back as templates, and nothing
        // changed: the second build skips every stage and leaves the outputs alone.
        let again = project.run(["build", "--verbose"], stages: StageCatalog.stages)
        #expect(again.code == 0, "\(again.out)")
        #expect(again.err.contains("nothing to do"), "\(again.err)")
        #expect(exists("Marketing/rendered/de-DE/name.txt", in: project))
    }

    @Test func checkOfTheLayoutIsClean() throws {
        let project = try Self.specLayoutProject()
        let result = project.run(["check"], stages: StageCatalog.stages)
        #expect(result.code == 0, "\(result.out)")
        #expect(!exists("Resources/Dictionaries", in: project), "check writes nothing")
    }

    @Test func aBrokenCatalogInTheLayoutIsReportedAtItsPlace() throws {
        let project = try Self.specLayoutProject()
        let path = project.root + "/App/Localization/Localizable.xcstrings"
        var lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        lines.insert(#"  "sourceLanguage" : "de","#, at: 2)
        try project.write("App/Localization/Localizable.xcstrings", lines.joined(separator: "\n"))
        let result = project.run(["check"], stages: StageCatalog.stages)
        #expect(result.code == 1)
        #expect(
            result.out.contains(
                "App/Localization/Localizable.xcstrings:3:3: error: duplicate key 'sourceLanguage' in object [ZK0102]"),
            "\(result.out)")
    }

    @Test func outputPathsMapByKind() {
        var configuration = ProjectConfiguration()
        configuration.outputs = ["dictionaries": "Resources/Dictionaries", "brandXcconfig": "Config/Brand.xcconfig"]
        #expect(configuration.outputPath("dictionaries/erudit_ru.dawg") == "Resources/Dictionaries/erudit_ru.dawg")
        #expect(configuration.outputPath("brand/Brand.xcconfig") == "Config/Brand.xcconfig")
        #expect(configuration.outputPath("brand/BrandTokens.swift") == "build/brand/BrandTokens.swift")
        #expect(configuration.outputPath("dictionariesX/a") == "build/dictionariesX/a")
    }

    @Test func badOutputsAreLocated() {
        let file = SourceFile(
            path: "zk-build.json",
            text: """
                {
                  "paths": { "content": "Resources/Content" },
                  "outputs": {
                    "dictionary": "Resources/Dictionaries",
                    "brandSwift": "../elsewhere/BrandTokens.swift",
                    "content": "Resources"
                  }
                }
                """)
        let (_, diagnostics) = ConfigurationLoader.load(file)
        let found = diagnostics.map {
            "\($0.code) \($0.location?.start?.line ?? 0):\($0.location?.start?.column ?? 0) \($0.message)"
        }
        #expect(found.count == 3, "\(found)")
        #expect(
            found.contains {
                $0.hasPrefix("ZK0020 4:5 unknown key 'outputs.dictionary'")
                    && $0.contains("did you mean 'outputs.dictionaries'")
            }, "\(found)")
        #expect(
            found.contains { $0.hasPrefix("ZK0020 5:19 'outputs.brandSwift' must be a path inside the project") },
            "\(found)")
        #expect(
            found.contains {
                $0.hasPrefix(
                    "ZK0020 6:16 'outputs.content' is 'Resources', which holds the input folder 'Resources/Content'")
            }, "\(found)")
    }
}
