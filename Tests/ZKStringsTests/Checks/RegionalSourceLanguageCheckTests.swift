import Testing
import ZKCore

@testable import ZKStrings

/// Issue 52: `"sourceLanguage": "en_US"` in an `en` project is one error at line 2, not one
/// "has no 'en' translation" per key.
@Suite struct RegionalSourceLanguageCheckTests {
    static let catalog = """
        {
          "sourceLanguage" : "en_US",
          "strings" : {
            "Bye" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Tschüss" } } } },
            "Hello" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } } } },
            "Thanks" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Danke" } } } }
          },
          "version" : "1.0"
        }
        """

    @Test func theCauseIsNamedOnceAtTheSourceLanguage() throws {
        let (catalogs, parsed) = StringsChecker.parse([SourceFile(path: "Localizable.xcstrings", text: Self.catalog)])
        let options = StringsCheckOptions(
            sourceLocale: "en", requiredLocales: ["en", "de"],
            settings: StringsSettings(keyGrammar: false, translatorComments: false))
        let found = (parsed + StringsChecker.check(catalogs, options: options)).filter { $0.severity == .error }
        #expect(found.map(\.place) == ["ZK3101 Localizable.xcstrings:2:22"])
        #expect(!found.contains { $0.code == "ZK3002" })
        let diagnostic = try #require(found.first)
        #expect(
            diagnostic.message
                == "catalog source language is 'en_US', a variant of 'en', which the catalog must cover: 3 keys have no 'en' value"
        )
        #expect(diagnostic.fixIt?.replacement == "\"en\"")
    }

    @Test func aRegionalSourceOfItsOwnIsFine() {
        #expect(RegionalSourceLanguageCheck.hiddenLocale(source: "en_US", required: ["en_US", "de"]) == nil)
        #expect(RegionalSourceLanguageCheck.hiddenLocale(source: "pt-BR", required: ["pt-BR", "pt"]) == "pt")
        #expect(RegionalSourceLanguageCheck.hiddenLocale(source: "en", required: ["en", "de"]) == nil)
    }
}
