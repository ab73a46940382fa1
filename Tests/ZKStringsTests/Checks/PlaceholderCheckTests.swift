import Testing
import ZKCore

@testable import ZKStrings

/// `PlaceholderCheck` on its broken fixture: the exact code, place and message.
@Suite struct PlaceholderCheckTests {
    /// A Russian placeholder whose type differs from the German source's.
    @Test func germanObjectAgainstRussianInteger() throws {
        let found = try Fixtures.check("placeholder-type.xcstrings")
        #expect(found.map(\.place) == ["ZK3007 \(Fixtures.displayRoot)placeholder-type.xcstrings:9:76"])
        #expect(
            found.first?.message
                == "'%1$lld' in the 'ru' value of 'child.friends.friend.accessibility' reads argument 1 as a 64-bit integer ('lld'), but the source 'de' passes an object ('@') ('%1$@')"
        )
        #expect(
            found.first?.notes.first?.location?.description == "\(Fixtures.displayRoot)placeholder-type.xcstrings:7:78")
    }
}

/// Issue 24, item 7: a placeholder only in a translation reads an argument the code never passes.
@Suite struct PlaceholderOnlyInTranslationTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Home" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "%@ Startseite" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "100 % Accueil" } },
                "ru" : { "stringUnit" : { "state" : "translated", "value" : "Главная %lld" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func placeholderNotInTheSourceIsAnError() {
        let (catalogs, parsed) = StringsChecker.parse([SourceFile(path: "Localizable.xcstrings", text: Self.catalog)])
        let options = StringsCheckOptions(
            sourceLocale: "en", requiredLocales: ["en", "de", "fr", "ru"],
            settings: StringsSettings(keyGrammar: false, translatorComments: false))
        let found = (parsed + StringsChecker.check(catalogs, options: options)).filter { $0.code == "ZK3007" }
        // Before: none. The French '100 %' is no format string and is shown verbatim.
        #expect(found.map(\.place) == ["ZK3007 Localizable.xcstrings:6:70", "ZK3007 Localizable.xcstrings:8:78"])
        #expect(found.allSatisfy { $0.severity == .error })
        #expect(
            found.first?.message
                == "'%@' in the 'de' value of 'Home' reads argument 1, which the source 'en' does not pass")
        #expect(found.first?.notes.first?.message == "the source 'en' passes no arguments")
    }
}

/// Issue 55: a value of 100,000 `%d` placeholders compared each translation's use with the
/// source's by searching (past 120 s). 60,000 on one line are matched by table at once: the one
/// mismatched type and the one argument the translation leaves out are found, at their columns.
@Suite struct ManyPlaceholdersTests {
    @Test func sixtyThousandPlaceholdersAreMatchedByTable() {
        let count = 60_000
        let source = (1...count).map { "%\($0)$d" }.joined(separator: " ")
        var uses = (1...count).map { "%\($0)$d" }
        uses[41_999] = "%42000$@"
        uses[count - 1] = "x"
        let translation = uses.joined(separator: " ")
        let catalog = """
            { "sourceLanguage" : "en", "strings" : { "many" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "\(translation)" } }, "en" : { "stringUnit" : { "state" : "translated", "value" : "\(source)" } } } } }, "version" : "1.0" }
            """
        let (catalogs, parsed) = StringsChecker.parse([SourceFile(path: "Localizable.xcstrings", text: catalog)])
        let options = StringsCheckOptions(
            sourceLocale: "en", requiredLocales: ["en", "de"],
            settings: StringsSettings(keyGrammar: false, translatorComments: false))
        let found = (parsed + StringsChecker.check(catalogs, options: options)).filter { $0.code == "ZK3007" }
        #expect(found.count == 2)
        let mismatch = found.first { $0.message.hasPrefix("'%42000$@'") }
        #expect(mismatch?.location?.start?.line == 1)
        let before = catalog.range(of: "%42000$@").map { catalog[..<$0.lowerBound].unicodeScalars.count }
        let column = (before ?? 0) + 1
        #expect(mismatch?.location?.start?.column == column)
        #expect(found.contains { $0.message.contains("60000") })
    }
}

/// Issue 52: a percent sign before a word and a position without its `$`.
@Suite struct PercentAndPositionTests {
    static func findings(_ de: String) -> [Diagnostic] {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Stars" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "\(de)" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ has %2$lld stars" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let (catalogs, parsed) = StringsChecker.parse([SourceFile(path: "Localizable.xcstrings", text: catalog)])
        let options = StringsCheckOptions(
            sourceLocale: "en", requiredLocales: ["en", "de"],
            settings: StringsSettings(keyGrammar: false, translatorComments: false))
        return (parsed + StringsChecker.check(catalogs, options: options)).filter { $0.severity == .error }
    }

    @Test func aPercentSignBeforeAWordIsAdvisedToBeDoubled() throws {
        let found = Self.findings("%1$@ hat %2$lld Sterne, 100% sicher")
        #expect(found.map(\.place) == ["ZK3007 Localizable.xcstrings:6:97"])
        let diagnostic = try #require(found.first)
        #expect(
            diagnostic.message
                == "'% s' in the 'de' value of 'Stars' reads argument 1 as a C string ('s'), but the source 'en' passes an object ('@') ('%1$@'); for a percent sign write '%%'"
        )
        #expect(diagnostic.fixIt?.replacement == "%% s")
    }

    @Test func aPositionWithoutItsDollarIsOneErrorNamingTheFix() throws {
        let found = Self.findings("%1@ hat %2$lld Sterne")
        #expect(found.map(\.place) == ["ZK3007 Localizable.xcstrings:6:70"])
        #expect(
            found.first?.message
                == "'%1@' reads an object with a field width of 1, not argument 1; write '%1$@' (in the 'de' value of 'Stars')"
        )
    }

    @Test func typeNamesTakeTheirArticle() {
        #expect(FormatSpecifier.typeDescription(conversion: "d", length: "") == "an integer ('d')")
        #expect(FormatSpecifier.typeDescription(conversion: "u", length: "") == "an unsigned integer ('u')")
        #expect(FormatSpecifier.typeDescription(conversion: "d", length: "hh") == "an 8-bit integer ('hhd')")
        #expect(FormatSpecifier.typeDescription(conversion: "d", length: "ll") == "a 64-bit integer ('lld')")
        #expect(MessageText.withArticle("unique key") == "a unique key")
        #expect(MessageText.withArticle("object") == "an object")
    }
}
