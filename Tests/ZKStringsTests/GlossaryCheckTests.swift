import Foundation
import Testing
import ZKCore

@testable import ZKStrings

/// The glossary of zk-build.json (`strings.glossary`, ZK3051): whole source words, stems in the
/// translation, regional locales under their language, and a located error for a bad entry.
@Suite struct GlossaryCheckTests {
    @Test func termsAreWholeWordsAndTranslationsAreStems() {
        #expect(GlossaryCheck.containsWord("punkte", in: "du hast 5 punkte!"))
        #expect(!GlossaryCheck.containsWord("punkt", in: "du hast 5 punkte!"))
        #expect(!GlossaryCheck.containsWord("", in: "punkte"))
        #expect(GlossaryCheck.applies("en", to: "en-GB"))
        #expect(GlossaryCheck.applies("pt-BR", to: "pt-br"))
        #expect(!GlossaryCheck.applies("pt-BR", to: "pt-PT"))
    }

    @Test func aBadEntryIsAnErrorAtItsValue() {
        let file = SourceFile(
            path: "zk-build.json", text: #"{ "glossary": { "Punkte": { "en": "", "ru": "очк" }, "Stern": 3 } }"#)
        guard let value = JSONReader.read(file).value else {
            Issue.record("the file must parse")
            return
        }
        let (settings, diagnostics) = StringsSettings.read(value, path: file.path)
        #expect(settings.glossary.map(\.translation) == ["очк"])
        #expect(settings.glossary.first?.location == SourceLocation(path: "zk-build.json", line: 1, column: 45))
        #expect(diagnostics.map(\.code) == ["ZK0020", "ZK0020"])
        #expect(diagnostics.map { $0.location?.start?.column ?? 0 } == [35, 63])
    }

    @Test func aTranslationWithoutTheTermIsReportedAtItsValueWithTheEntryNoted() throws {
        let folder = try TemporaryFolder()
        try folder.write("zk-build.json", #"{ "strings": { "glossary": { "Punkte": { "en": "points" } } } }"#)
        try folder.write(
            "Strings/Localizable.xcstrings",
            """
            {
              "sourceLanguage" : "de",
              "strings" : {
                "score" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "5 Punkte" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Score: 5" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """)
        let run = folder.run(["check"])
        #expect(
            run.output.contains(
                "Strings/Localizable.xcstrings:7:69: warning: 'en' value of 'score' does not use 'points'"),
            "\(run.output)")
        #expect(run.output.contains("zk-build.json:1:48: note: the glossary gives it here"), "\(run.output)")
    }
}
