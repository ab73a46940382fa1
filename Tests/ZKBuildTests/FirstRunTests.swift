import Foundation
import Testing
import ZKBuild
import ZKCore

/// Issue 48, a first run a team can adopt on day one: the reports count what the command line
/// counts, the project page lists every catalog found, and the typed API is written whenever
/// its own inputs parse.
@Suite struct FirstRunTests {
    /// The zero-configuration repository (its catalog under `App/Resources/`, outside `Strings/`),
    /// with the German value of one key gone: one missing translation.
    static func repositoryWithAMissingTranslation() throws -> TestProject {
        let project = try ZeroConfigurationTests.repository()
        let text = ZeroConfigurationTests.catalog.replacingOccurrences(
            of: #""de" : { "stringUnit" : { "state" : "translated", "value" : "Punkte: %lld" } }"#, with: "")
        try project.write("App/Resources/Localizable.xcstrings", text)
        return project
    }

    static func document(_ path: String) throws -> JSONValue {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try #require(JSONReader.read(text: text).value, "\(text)")
    }

    static func summary(_ output: String) throws -> (errors: Int?, warnings: Int?) {
        let document = try #require(JSONReader.read(text: output).value, "\(output)")
        return (document["summary"]?["errors"]?.int, document["summary"]?["warnings"]?.int)
    }

    /// Its keys break the key grammar (ZK3012) and have no translator comments (ZK3013): house
    /// rules of a profile the project does not turn on, which the report counted.
    @Test func theStringsReportCountsWhatCheckCounts() throws {
        let project = try Self.repositoryWithAMissingTranslation()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let check = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        #expect(check.code == 1, "\(check.out)")
        let checked = try Self.summary(check.out)
        #expect(checked.errors == 1 && checked.warnings == 0, "\(check.out)")
        let build = project.run(["build"], stages: StageCatalog.stages)
        #expect(build.code == 1, "\(build.out)")
        let report = try Self.document(project.root + "/build/reports/strings.json")
        #expect(report["errors"]?.int == checked.errors && report["warnings"]?.int == checked.warnings)
        let html = try String(contentsOfFile: project.root + "/build/reports/strings.html", encoding: .utf8)
        #expect(!html.contains("ZK3012") && !html.contains("ZK3013"))
        #expect(html.contains("ZK3002"))
        // Under the profile the house rules count, in both.
        try project.write(
            "zk-build.json", #"{ "profile": "zahlenkette", "catalogs": ["App/Resources/Localizable.xcstrings"] }"#)
        let strict = try Self.summary(project.run(["check", "--format", "json"], stages: StageCatalog.stages).out)
        _ = project.run(["build"], stages: StageCatalog.stages)
        let profiled = try Self.document(project.root + "/build/reports/strings.json")
        #expect(profiled["errors"]?.int == strict.errors && profiled["warnings"]?.int == strict.warnings)
    }

    /// `severities` lowers a finding: the report shows it as the command line does.
    @Test func theReportAppliesSeverities() throws {
        let project = try Self.repositoryWithAMissingTranslation()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write("zk-build.json", #"{ "severities": { "ZK3002": "warning" } }"#)
        let build = project.run(["build"], stages: StageCatalog.stages)
        #expect(build.code == 0, "\(build.out)")
        let report = try Self.document(project.root + "/build/reports/strings.json")
        #expect(report["errors"]?.int == 0 && report["warnings"]?.int == 1)
    }

    @Test func theProjectPageListsACatalogOutsideStrings() throws {
        let project = try Self.repositoryWithAMissingTranslation()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        _ = project.run(["build"], stages: StageCatalog.stages)
        let page = try String(contentsOfFile: project.root + "/build/reports/index.html", encoding: .utf8)
        #expect(!page.contains("No String Catalogs"))
        #expect(page.contains(#"data-catalog="App/Resources/Localizable.xcstrings" data-locale="de">"#))
        // Its findings are the command line's: the missing value, no house rule.
        #expect(page.contains("ZK3002") && !page.contains("ZK3012") && !page.contains("ZK3013"))
    }

    /// A late translation fails the build, and the typed API the app compiles against is written.
    @Test func theTypedAPIIsWrittenWhenATranslationIsMissing() throws {
        let project = try Self.repositoryWithAMissingTranslation()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let build = project.run(["build", "--verbose"], stages: StageCatalog.stages)
        #expect(build.code == 1, "\(build.out)")
        #expect(build.out.contains("ZK3002"), "\(build.out)")
        let accessors = project.root + "/build/swift/strings/Localizable.swift"
        let text = try String(contentsOfFile: accessors, encoding: .utf8)
        #expect(text.contains("quizScore"), "\(text)")
        #expect(FileManager.default.fileExists(atPath: project.root + "/build/swift/Assets.swift"))
        // Recorded as written by zk-build: clean removes it.
        #expect(project.run(["clean"], stages: StageCatalog.stages).code == 0)
        #expect(!FileManager.default.fileExists(atPath: accessors))
    }

    /// A catalog that does not parse holds every accessor back (the API would lose its keys):
    /// the previous files stay as they were.
    @Test func aCatalogThatDoesNotParseHoldsTheAccessorsBack() throws {
        let project = try Self.repositoryWithAMissingTranslation()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        _ = project.run(["build"], stages: StageCatalog.stages)
        let accessors = project.root + "/build/swift/strings/Localizable.swift"
        let before = try String(contentsOfFile: accessors, encoding: .utf8)
        try project.write("App/Resources/Localizable.xcstrings", ZeroConfigurationTests.catalog + ",")
        try project.write("App/Resources/Other.xcstrings", ZeroConfigurationTests.catalog)
        let build = project.run(["build"], stages: StageCatalog.stages)
        #expect(build.code == 1, "\(build.out)")
        #expect(try String(contentsOfFile: accessors, encoding: .utf8) == before)
        #expect(!FileManager.default.fileExists(atPath: project.root + "/build/swift/strings/Other.swift"))
    }

    /// The asset constants are written when a content file has an error, and held back when an
    /// asset catalog's Contents.json does not parse.
    @Test func theAssetConstantsStandAloneWhileTheirCatalogsParse() throws {
        let project = try ZeroConfigurationTests.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write("Content/games/broken.json", #"{ "id": "x", }"#)
        let build = project.run(["build"], stages: StageCatalog.stages)
        #expect(build.code == 1, "\(build.out)")
        #expect(build.out.contains("content (1 error)"), "\(build.out)")
        let constants = project.root + "/build/swift/Assets.swift"
        #expect(FileManager.default.fileExists(atPath: constants), "\(build.out)")
        try FileManager.default.removeItem(atPath: constants)
        try project.write("App/Assets.xcassets/AccentColor.colorset/Contents.json", "{ broken")
        _ = project.run(["build"], stages: StageCatalog.stages)
        #expect(!FileManager.default.fileExists(atPath: constants))
    }

    /// A path entry that names nothing switched its whole check family off in silence.
    @Test func aPathEntryThatNamesNothingIsAnErrorAtItWithTheNearestPath() throws {
        let project = try ZeroConfigurationTests.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write("App/color.tokens.json", "{}")
        try project.write("Config/app.json", "{}")
        try project.write(
            "zk-build.json",
            """
            {
              "catalogs": ["App/Resources/Localizable.xcstring"],
              "assetCatalogs": [{ "path": "App/Asets.xcassets" }],
              "tokenFiles": ["App/colour.tokens.json"],
              "jsonFiles": ["Config/ap.json"]
            }
            """)
        let check = project.run(["check"], stages: StageCatalog.stages)
        #expect(check.code == 1, "\(check.out)")
        let errors = check.out.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
        #expect(
            errors == [
                "zk-build.json:2:16: error: 'catalogs' names 'App/Resources/Localizable.xcstring', which does not exist, so no String Catalog is checked there; did you mean 'App/Resources/Localizable.xcstrings'? [ZK0021]",
                "zk-build.json:3:31: error: 'assetCatalogs' names 'App/Asets.xcassets', which does not exist, so no asset catalog is checked there; did you mean 'App/Assets.xcassets'? [ZK0021]",
                "zk-build.json:4:18: error: 'tokenFiles' names 'App/colour.tokens.json', which does not exist, so no Design Tokens are checked there; did you mean 'App/color.tokens.json'? [ZK0021]",
                "zk-build.json:5:17: error: 'jsonFiles' names 'Config/ap.json', which does not exist, so no JSON is checked there; did you mean 'Config/app.json'? [ZK0021]",
            ], "\(check.out)")
    }

    /// After `init`, a catalog added later is checked, and a deleted one is no error.
    @Test func afterInitACatalogAddedLaterIsCheckedAndADeletedOneIsNoError() throws {
        let project = try ZeroConfigurationTests.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        #expect(project.run(["init"], stages: StageCatalog.stages).code == 0)
        // A new catalog with a placeholder dropped in German.
        try project.write(
            "App/Settings/Settings.xcstrings",
            ZeroConfigurationTests.catalog.replacingOccurrences(of: "Hallo %@", with: "Hallo"))
        let added = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        #expect(added.code == 1, "\(added.out)")
        #expect(added.out.contains("App/Settings/Settings.xcstrings"), "\(added.out)")
        try FileManager.default.removeItem(atPath: project.root + "/App/Settings/Settings.xcstrings")
        try FileManager.default.removeItem(atPath: project.root + "/App/Resources/Localizable.xcstrings")
        let deleted = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        #expect(deleted.code == 0, "\(deleted.out)")
        #expect(try ZeroConfigurationTests.codes(deleted.out).isEmpty, "\(deleted.out)")
    }

    /// A folder entry's locales go to every catalog under it; its asset catalogs get their own bundles.
    @Test func aFolderEntryStandsForEveryCatalogUnderIt() throws {
        let project = try ZeroConfigurationTests.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write(
            "zk-build.json",
            #"{ "catalogs": [{ "path": "App", "locales": ["en", "de", "fr"] }], "assetCatalogs": ["."] }"#)
        let check = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        // Both keys lack French; the widget's AccentColor is its own bundle's, not a second one.
        #expect(try ZeroConfigurationTests.codes(check.out) == ["ZK3002", "ZK3002"], "\(check.out)")
        // Vendor folders are not entered ('Pods/Vendor/Vendor.xcstrings' does not parse).
        try project.write("zk-build.json", #"{ "catalogs": ["."] }"#)
        let root = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        #expect(root.code == 0, "\(root.out)")
    }

    /// A project with findings records them, passes against them, and fails on a new mistake alone.
    @Test func aBaselineOfEveryStageLetsOnlyANewMistakeFail() throws {
        let project = try Self.repositoryWithAMissingTranslation()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write("Content/games/broken.json", #"{ "id": "x", }"#)
        let before = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        #expect(before.code == 1)
        #expect(try ZeroConfigurationTests.codes(before.out).sorted() == ["ZK0101", "ZK3002"], "\(before.out)")
        let written = project.run(["check", "--write-baseline", "zk-baseline.json"], stages: StageCatalog.stages)
        #expect(written.code == 0, "\(written.out)")
        #expect(written.err.contains("recorded 2 finding(s) in 'zk-baseline.json'"), "\(written.err)")
        let known = project.run(
            ["check", "--baseline", "zk-baseline.json", "--format", "json"], stages: StageCatalog.stages)
        #expect(known.code == 0, "\(known.out)")
        #expect(try ZeroConfigurationTests.codes(known.out).isEmpty, "\(known.out)")
        // A new mistake: a placeholder dropped from the German value.
        let catalog = try String(
            contentsOfFile: project.root + "/App/Resources/Localizable.xcstrings", encoding: .utf8)
        try project.write(
            "App/Resources/Localizable.xcstrings", catalog.replacingOccurrences(of: "Hallo %@", with: "Hallo"))
        let new = project.run(
            ["check", "--baseline", "zk-baseline.json", "--format", "json"], stages: StageCatalog.stages)
        #expect(new.code == 1, "\(new.out)")
        let codes = try ZeroConfigurationTests.codes(new.out)
        #expect(codes.count == 1 && !codes.contains("ZK3002") && !codes.contains("ZK0101"), "\(new.out)")
        // A file that is no baseline is its error.
        try project.write("bad-baseline.json", #"{ "version": 1 }"#)
        let bad = project.run(["check", "--baseline", "bad-baseline.json"], stages: StageCatalog.stages)
        #expect(bad.code == 1)
        #expect(bad.out.contains("[ZK3030]"), "\(bad.out)")
    }
}
