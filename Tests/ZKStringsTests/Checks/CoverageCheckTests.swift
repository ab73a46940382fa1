import Testing
import ZKCore
import ZKProject
import ZKSwiftSource

@testable import ZKStrings

/// `CoverageCheck` (ZK3002): a required locale without a value, the source language included
/// where the key is an identifier and the implicit source value would show the key itself.
@Suite struct CoverageCheckTests {
    /// `game.hoer_hin.title` with `de` deleted (source language `de`): German users see the key.
    static let withoutSource = """
        {
          "sourceLanguage" : "de",
          "strings" : {
            "game.hoer_hin.title" : {
              "comment" : "Title of the game Hör hin.",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Listen" } },
                "ru" : { "stringUnit" : { "state" : "translated", "value" : "Слушай" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static func check(
        _ text: String, path: String = "Strings/Content.xcstrings", options: StringsCheckOptions = StringsCheckOptions()
    ) -> [Diagnostic] {
        let (catalogs, parsed) = StringsChecker.parse([SourceFile(path: path, text: text)])
        return parsed + StringsChecker.check(catalogs, options: options)
    }

    /// Issue 24, item 6: before, the implicit source value (the key) covered `de` and the check said 0 errors.
    @Test func deletedSourceValueOfAnIdentifierKeyIsAnError() {
        let found = Self.check(Self.withoutSource).filter { $0.code == "ZK3002" }
        #expect(found.map(\.place) == ["ZK3002 Strings/Content.xcstrings:4:5"])
        #expect(found.first?.severity == .error)
        #expect(
            found.first?.message
                == "key 'game.hoer_hin.title' has no 'de' source value; the key names a text and is not one, so 'game.hoer_hin.title' itself would be shown"
        )
        #expect(found.first?.notes.first?.message == "translated into 'en', 'ru'")
    }

    /// Without the key grammar, a key the content index references is an identifier too.
    @Test func deletedSourceValueOfAReferencedKeyIsAnError() {
        let index = ProjectIndex(stringKeys: [
            ProjectIndex.Entry("game.hoer_hin.title", at: SourceLocation(path: "Content/games/hoer_hin.json"))
        ])
        let options = StringsCheckOptions(
            index: index, settings: StringsSettings(keyGrammar: false, translatorComments: false))
        #expect(
            Self.check(Self.withoutSource, options: options).filter { $0.code == "ZK3002" }.map(\.place) == [
                "ZK3002 Strings/Content.xcstrings:4:5"
            ])
    }

    /// A key that is its own source text (as Xcode extracts `Text("Listen")`) stays covered by itself.
    @Test func keyThatIsItsSourceTextIsCovered() {
        let text = Self.withoutSource.replacingOccurrences(of: "game.hoer_hin.title", with: "Hör hin")
        let options = StringsCheckOptions(settings: StringsSettings(keyGrammar: false, translatorComments: false))
        #expect(
            Self.check(text, path: "Strings/Localizable.xcstrings", options: options).filter { $0.code == "ZK3002" }
                .isEmpty)
    }

    /// A catalog as Xcode writes one for `Text("Account")` and `Text("Error: \(message)")`: the keys
    /// are their own English source texts (no `en` localization), translated into German.
    static let extracted = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Account" : {
              "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Konto" } } }
            },
            "Error: %@" : {
              "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Fehler: %@" } } }
            },
            "settings.title" : {
              "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } } }
            }
          },
          "version" : "1.0"
        }
        """

    static func codeOptions(_ source: String) -> StringsCheckOptions {
        var options = StringsCheckOptions(sourceLocale: "en", requiredLocales: ["de", "en"])
        let result = SwiftKeyExtractor.extract(SourceFile(path: "App/HomeView.swift", text: source))
        options.code = CodeIndex(
            keyUses: result.keyUses, literals: result.literals.sorted(), memberAccesses: result.memberAccesses.sorted(),
            files: ["App/HomeView.swift"])
        return options
    }

    /// Keys the Swift code uses are covered in the source language by themselves, as Xcode
    /// takes them (before, every key the code used counted as an identifier: 89 false errors on
    /// IceCubesApp's catalog; a shape rule then still flagged HiPixel's `Text("zaotang.xyz")`).
    @Test func keysTheCodeUsesAreTheirOwnSource() {
        let options = Self.codeOptions(#"Text("Account"); Text("Error: \(message)"); Text("settings.title")"#)
        let found = Self.check(Self.extracted, path: "App/Localizable.xcstrings", options: options)
        #expect(found.filter { $0.code == "ZK3002" }.isEmpty)
        // The same key referenced by content names a text: its missing source value is an error.
        var referenced = options
        referenced.index = ProjectIndex(stringKeys: [
            ProjectIndex.Entry("settings.title", at: SourceLocation(path: "Content/settings.json"))
        ])
        #expect(
            Self.check(Self.extracted, path: "App/Localizable.xcstrings", options: referenced).filter {
                $0.code == "ZK3002"
            }.map(\.place) == ["ZK3002 App/Localizable.xcstrings:10:5"])
    }
}

/// Issue 52: a key marked stale that the Swift code zk-build read uses is not to be deleted.
@Suite struct StaleKeyInUseTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Account" : {
              "extractionState" : "stale",
              "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Konto" } } }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func aStaleKeyTheCodeUsesIsNotAdvisedDeleted() throws {
        let options = CoverageCheckTests.codeOptions(#"Text("Account")"#)
        let found = CoverageCheckTests.check(Self.catalog, path: "App/Localizable.xcstrings", options: options)
            .filter { $0.code == "ZK3004" }
        #expect(found.map(\.place) == ["ZK3004 App/Localizable.xcstrings:5:27"])
        let message = try #require(found.first?.message)
        #expect(!message.contains("delete"))
        #expect(
            message
                == "key 'Account' is marked stale, but the Swift code or the content zk-build read uses it: the mark is out of date; keep the key (a build in Xcode extracts it again, or set 'extractionState' to 'manual')"
        )
    }

    @Test func aStaleKeyNothingUsesIsStillACleanup() {
        let options = CoverageCheckTests.codeOptions(#"Text("Other")"#)
        let found = CoverageCheckTests.check(Self.catalog, path: "App/Localizable.xcstrings", options: options)
            .filter { $0.code == "ZK3004" }
        #expect(found.first?.message.contains("delete it or use it again") == true)
    }
}

/// Issue 52: a Swift key typo is one error at the literal; the key it meant is not "unused".
@Suite struct SwiftKeyTypoTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "settings.title" : {
              "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } } }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func theKeyTheCodeMeantIsNotAdvisedRemoved() {
        let options = CoverageCheckTests.codeOptions(#"Text(String(localized: "settings.titel"))"#)
        let found = CoverageCheckTests.check(Self.catalog, path: "App/Localizable.xcstrings", options: options)
        #expect(!found.contains { $0.message.contains("remove it") }, "\(found)")
        #expect(found.contains { $0.message.contains("did you mean 'settings.title'") }, "\(found)")
    }
}

/// Issue 52: a `table:` typo in `String(localized:table:)` is reported, not skipped.
@Suite struct TableTypoTests {
    @Test func aMisspeltTableIsOneErrorNamingTheCatalog() throws {
        let options = CoverageCheckTests.codeOptions(
            #"Text(String(localized: "settings.title", table: "Localisable"))"#)
        let found = CoverageCheckTests.check(
            SwiftKeyTypoTests.catalog, path: "App/Localizable.xcstrings", options: options
        )
        .filter { ["ZK3080", "ZK3102"].contains($0.code) }
        #expect(found.map(\.place) == ["ZK3102 App/HomeView.swift:1:24"])
        // The key the lookup meant is used: no "remove it".
        let all = CoverageCheckTests.check(
            SwiftKeyTypoTests.catalog, path: "App/Localizable.xcstrings", options: options)
        #expect(!all.contains { $0.message.contains("remove it") }, "\(all)")
        #expect(
            found.first?.message
                == "table 'Localisable' of String(localized:) names no String Catalog; did you mean 'Localizable' ('Localizable.xcstrings')?"
        )
    }
}
