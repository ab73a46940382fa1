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
