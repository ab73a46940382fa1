import Testing
import ZKCore

@testable import ZKStrings

/// The translation QA checks (ZK3041–ZK3049) on small inline catalogs: the exact code and place,
/// and the rules that keep them quiet on what real catalogs legitimately do.
@Suite struct TranslationQAChecksTests {
    static func findings(
        _ units: [(String, String)], source: String = "en", comment: String? = nil, code: String
    ) -> [String] {
        let localizations = units.map {
            "\"\($0.0)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\($0.1)\" } }"
        }.joined(separator: ",\n        ")
        let text = """
            {
              "sourceLanguage" : "\(source)",
              "strings" : {
                "key" : {
                  \(comment.map { "\"comment\" : \"\($0)\"," } ?? "")
                  "localizations" : {
                    \(localizations)
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let (catalogs, parsed) = StringsChecker.parse([SourceFile(path: "L.xcstrings", text: text)])
        let options = StringsCheckOptions(
            sourceLocale: source, requiredLocales: units.map(\.0),
            settings: StringsSettings(keyGrammar: false, translatorComments: false))
        return (parsed + StringsChecker.check(catalogs, options: options)).filter { $0.code == code }.map(\.place)
    }

    @Test func identicalToSource() {
        let text = "Restore your subscription if it was not synced."
        #expect(Self.findings([("en", text), ("uk", text)], code: "ZK3041") == ["ZK3041 L.xcstrings:8:69"])
        // The source's own language, short texts, credits and lists of names are not compared.
        #expect(Self.findings([("en", text), ("en-GB", text)], code: "ZK3041").isEmpty)
        #expect(Self.findings([("en", "Share Button"), ("uk", "Share Button")], code: "ZK3041").isEmpty)
        #expect(
            Self.findings(
                [("en", "© 2024 Thomas Ricouard, Paris"), ("uk", "© 2024 Thomas Ricouard, Paris")], code: "ZK3041"
            ).isEmpty)
        #expect(
            !IdenticalToSourceCheck.isProse(
                "• [Nuke](https://github.com/kean/Nuke) • [Bodega](https://github.com/mergesort/Bodega)"))
    }

    @Test func wrongScript() {
        #expect(Self.findings([("en", "Resume"), ("be", "Resime")], code: "ZK3042") == ["ZK3042 L.xcstrings:8:69"])
        // Words the source has (a product name) are not counted; a value with its own script passes.
        #expect(Self.findings([("en", "Open iCloud"), ("ru", "iCloud")], code: "ZK3042").isEmpty)
        #expect(
            Self.findings([("en", "Open iCloud settings"), ("ru", "Открыть настройки iCloud")], code: "ZK3042").isEmpty)
        #expect(ScriptCheck.scripts("sr-Latn") == [.latin])
        #expect(ScriptCheck.scripts("zh-Hant") == [.han])
        #expect(ScriptCheck.scripts("xx") == nil)
    }

    @Test func numbers() {
        #expect(
            Self.findings([("en", "For ages 2 to 6"), ("de", "Für 2 bis 5 Jahre")], code: "ZK3043") == [
                "ZK3043 L.xcstrings:8:69"
            ])
        // Separators, order and spelled-out numbers are the translator's.
        #expect(Self.findings([("en", "1,000 points"), ("de", "1.000 Punkte")], code: "ZK3043").isEmpty)
        #expect(Self.findings([("en", "3 days"), ("zh-Hant", "三天")], code: "ZK3043").isEmpty)
        #expect(Self.findings([("en", "%1$lld of %2$lld"), ("de", "%2$lld: %1$lld")], code: "ZK3043").isEmpty)
    }

    @Test func urlsAndMarkup() {
        #expect(
            Self.findings(
                [("en", "See https://a.example/help."), ("de", "Siehe https://a.example/hilfe.")], code: "ZK3044") == [
                    "ZK3044 L.xcstrings:8:69"
                ])
        #expect(URLCheck.links("Mail me@example.com or (www.example.org).") == ["me@example.com", "www.example.org"])
        #expect(
            Self.findings([("en", "Read <b>this</b>"), ("de", "Lies <b>das")], code: "ZK3045") == [
                "ZK3045 L.xcstrings:8:69"
            ])
        #expect(MarkupCheck.tags("a <a href='x'>b</a> <br/> 1 < 2") == ["<a>", "</a>", "<br/>"])
    }

    @Test func endPunctuation() {
        #expect(
            Self.findings([("en", "Clear the session?"), ("de", "Sitzung leeren")], code: "ZK3046") == [
                "ZK3046 L.xcstrings:8:69"
            ])
        // A full stop less, a colon added, a Greek question mark, CJK titles: not reported.
        #expect(Self.findings([("en", "Saved."), ("de", "Gespeichert")], code: "ZK3046").isEmpty)
        #expect(Self.findings([("en", "Joined"), ("it", "Iscrizione:")], code: "ZK3046").isEmpty)
        #expect(Self.findings([("en", "Why?"), ("el", "Γιατί;")], code: "ZK3046").isEmpty)
        #expect(Self.findings([("en", "Clear session?"), ("zh-Hans", "确认清除分组")], code: "ZK3046").isEmpty)
        #expect(EndPunctuationCheck.mark("Loading...", language: "en") == .ellipsis)
        #expect(EndPunctuationCheck.mark("Tippe „Fertig“?“", language: "de") == .question)
    }

    @Test func doubleSpace() {
        #expect(
            Self.findings([("en", "Turn it on"), ("pt", "Definir  ou")], code: "ZK3047") == ["ZK3047 L.xcstrings:8:78"])
        #expect(Self.findings([("en", "A  B"), ("de", "A  B")], code: "ZK3047").isEmpty)
    }

    @Test func nfc() {
        #expect(
            Self.findings([("en", "Listen"), ("de", "Ho\u{308}r hin")], code: "ZK3048") == ["ZK3048 L.xcstrings:8:71"])
        #expect(Self.findings([("en", "Listen"), ("de", "Hör hin")], code: "ZK3048").isEmpty)
    }

    @Test func lengthBudget() {
        #expect(
            Self.findings(
                [("en", "Listen"), ("de", "Hör ganz genau hin")], comment: "Game title, max. 10 characters.",
                code: "ZK3049") == ["ZK3049 L.xcstrings:8:69"])
        #expect(LengthBudgetCheck.budget("Button title (max 12 chars)") == 12)
        #expect(LengthBudgetCheck.budget("at most 30 characters") == 30)
        #expect(LengthBudgetCheck.budget("Höchstens 20 Zeichen") == 20)
        #expect(LengthBudgetCheck.budget("≤24 characters") == 24)
        #expect(LengthBudgetCheck.budget("20 characters max") == 20)
        #expect(LengthBudgetCheck.budget("Up to 3 players can join") == nil)
        #expect(LengthBudgetCheck.budget("The maximum score") == nil)
    }
}
