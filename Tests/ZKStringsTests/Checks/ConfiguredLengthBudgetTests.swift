import Foundation
import Testing
import ZKCore

@testable import ZKStrings

/// Length budgets by key from zk-build.json (`strings.lengthBudgets`, ZK3049): the exact key's
/// or the longest prefix's, over the comment's; the note points at the entry.
@Suite struct ConfiguredLengthBudgetTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "home.title" : {
              "comment" : "Title of the home screen, max. 40 characters.",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen zurück" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome back" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func theBudgetOfZkBuildJSONWinsOverTheComment() throws {
        let folder = try TemporaryFolder()
        try folder.write("Strings/Localizable.xcstrings", Self.catalog)
        #expect(!folder.run(["check"]).output.contains("ZK3049"))
        try folder.write("zk-build.json", #"{ "strings": { "lengthBudgets": { "home.*": 30, "home.title": 12 } } }"#)
        let run = folder.run(["check"])
        #expect(
            run.output.contains(
                "Strings/Localizable.xcstrings:7:69: warning: 'de' value of 'home.title' is 17 characters long; zk-build.json allows 12 [ZK3049]"
            ), "\(run.output)")
        #expect(run.output.contains("zk-build.json:1:63: note: the budget is stated here"), "\(run.output)")
        #expect(!run.output.contains("'en' value of 'home.title'"), "\(run.output)")
    }

    @Test func aPrefixCoversItsKeysAndABadBudgetIsLocated() throws {
        let file = SourceFile(path: "zk-build.json", text: #"{ "lengthBudgets": { "home.*": 30, "onboarding.*": 0 } }"#)
        let (settings, diagnostics) = StringsSettings.read(try #require(JSONReader.read(file).value), path: file.path)
        #expect(settings.lengthBudget(of: "home.title")?.characters == 30)
        #expect(settings.lengthBudget(of: "homework") == nil)
        #expect(diagnostics.map(\.code) == ["ZK0020"])
        #expect(diagnostics.first?.location?.start?.column == 52)
    }
}
