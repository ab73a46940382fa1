import Foundation
import Testing
import ZKBuild
import ZKCore

/// Issue 47: with zero configuration, the keys an app uses from a Swift file at the repository's
/// root (btlb's `BTLBApp.swift`: `Text("Ok")`) and from Objective-C (Cog's
/// `NSLocalizedString(@"ValidYes", …)`) or named by the app's own JSON data (btlb's
/// `Libraries.json`) are used, not reported unused (ZK3016); a key nothing uses still is.
@Suite struct OtherTeamsRepositoryTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Ok" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Ok" } } } },
            "Unused" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Unused" } } } },
            "ValidYes" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Yes" } } } },
            "INFO_VIEW_LIBRARY_TEXT_ANHALT" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Anhalt" } } } }
          },
          "version" : "1.0"
        }
        """

    @Test func rootSwiftFilesAndObjectiveCLiteralsUseKeys() throws {
        let project = TestProject(existing: NSTemporaryDirectory() + "zk-build-other-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write("Localizable.xcstrings", Self.catalog)
        try project.write("BTLBApp.swift", "import SwiftUI\n\nlet ok = Text(\"Ok\")\n")
        try project.write("Package.swift", "let name = \"Unused\"\n")
        try project.write(
            "Preferences/SandboxPathBehaviorController.m",
            "#import \"SandboxPathBehaviorController.h\"\n\nNSString *valid = NSLocalizedString(@\"ValidYes\", @\"Positive answer.\");\n"
        )
        // btlb's `Libraries.json` names the key of each library's text; an asset catalog's JSON is no data.
        try project.write(
            "Preferences/Libraries.json", #"[ { "name" : "Anhalt", "infoText" : "INFO_VIEW_LIBRARY_TEXT_ANHALT" } ]"#)
        try project.write("Preferences/Assets.xcassets/Contents.json", #"{ "info" : { "author" : "Unused" } }"#)
        let reported = try DiagnosticFlowTests.check(project).reported.filter { $0.code == "ZK3016" }
        #expect(reported.map(\.place) == ["Localizable.xcstrings:5:5"], "\(reported)")
        let initRun = project.run(["init"], stages: StageCatalog.stages)
        #expect(initRun.code == 0, "\(initRun.err)")
        let configuration = try String(contentsOfFile: project.root + "/zk-build.json", encoding: .utf8)
        #expect(configuration.contains(#""BTLBApp.swift""#) && configuration.contains(#""Preferences""#))
        #expect(!configuration.contains("Package.swift"), "\(configuration)")
    }

    /// GitOK's catalog: a key written twice hid every other finding of the catalog (75 of them).
    /// A duplicate key is a structure error of a file that still parses: it is reported, and the
    /// catalog's other findings stay (here a placeholder the German value dropped).
    @Test func aDuplicateKeyDoesNotHideTheRestOfTheCatalog() throws {
        let project = TestProject(existing: NSTemporaryDirectory() + "zk-build-duplicate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write(
            "Localizable.xcstrings",
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Merge" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Zusammenführen" } } } },
                "Merge" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Mergen" } } } },
                "%lld files" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Dateien" } } } }
              },
              "version" : "1.0"
            }
            """)
        let reported = try DiagnosticFlowTests.check(project).reported
        #expect(reported.contains { $0.place == "Localizable.xcstrings:5:5" && $0.code == "ZK0102" }, "\(reported)")
        #expect(reported.contains { $0.code == "ZK3007" }, "\(reported)")
        #expect(!reported.contains { $0.code == "ZK0010" }, "\(reported)")
    }
}
