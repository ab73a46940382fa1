import Foundation
import Testing
import ZKCore
import ZKProject

/// The one reader of catalog texts: the rules every tool shares (the audio checks under zk-build
/// and zk-audio alone read the same values and states).
@Suite struct CatalogTextsReaderTests {
    static let catalog = """
        {
          "sourceLanguage" : "de",
          "strings" : {
            "Zähl mit mir" : {
              "localizations" : {
                "ru" : { "stringUnit" : { "value" : "Считай со мной" } }
              }
            },
            "prompt.hoer_hin.intro" : {
              "comment" : "Hör-hin intro",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Hör gut zu!" } },
                "en" : { "stringUnit" : { "state" : "needs_review", "value" : "Listen closely!" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func aKeyWithoutASourceUnitIsItsOwnSourceText() throws {
        let texts = try #require(
            CatalogTextsReader.read(SourceFile(path: "Strings/Content.xcstrings", text: Self.catalog)).catalog)
        let entry = try #require(texts.entries["Zähl mit mir"])
        #expect(entry.texts["de"]?.value == "Zähl mit mir")
        #expect(entry.texts["de"]?.state == "translated")
        #expect(entry.texts["de"]?.location.start?.line == 4)
        #expect(entry.texts["de"]?.location.start?.column == 5)
    }

    @Test func aUnitWithoutStateIsTranslated() throws {
        let texts = try #require(
            CatalogTextsReader.read(SourceFile(path: "Strings/Content.xcstrings", text: Self.catalog)).catalog)
        #expect(texts.entries["Zähl mit mir"]?.texts["ru"]?.state == "translated")
        #expect(texts.entries["prompt.hoer_hin.intro"]?.texts["en"]?.state == "needs_review")
        #expect(texts.entries["prompt.hoer_hin.intro"]?.texts["de"]?.value == "Hör gut zu!")
        #expect(texts.entries["prompt.hoer_hin.intro"]?.comment == "Hör-hin intro")
    }

    /// "Jalapeño" with U+00F1 and with "n" + U+0303: two keys of the catalog (and two members of
    /// its JSON object), canonically equivalent, so `[String: …]` would merge them.
    static let lookAlikes = """
        {
          "sourceLanguage" : "de",
          "strings" : {
            "sticker.jalapen\\u0303o.name" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Zerlegt" } }
              }
            },
            "sticker.jalapeño.name" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Vorkomponiert" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func keysThatDifferOnlyByNormalisationAreTwoEntries() throws {
        let parsed = CatalogTextsReader.read(SourceFile(path: "Strings/Content.xcstrings", text: Self.lookAlikes))
        #expect(parsed.diagnostics.isEmpty)
        let texts = try #require(parsed.catalog)
        #expect(texts.entries.count == 2)
        #expect(texts.entries["sticker.jalapen\u{0303}o.name"]?.texts["de"]?.value == "Zerlegt")
        #expect(texts.entries["sticker.jalapen\u{0303}o.name"]?.location.start?.line == 4)
        #expect(texts.entries["sticker.jalape\u{00F1}o.name"]?.texts["de"]?.value == "Vorkomponiert")
        #expect(texts.entries["sticker.jalape\u{00F1}o.name"]?.location.start?.line == 9)
        // Listed in code-point order ("n" U+006E before U+00F1), whatever the file's order.
        #expect(
            texts.entries.keys.map { Array($0.unicodeScalars) } == [
                Array("sticker.jalapen\u{0303}o.name".unicodeScalars),
                Array("sticker.jalape\u{00F1}o.name".unicodeScalars),
            ])
    }

    @Test func lookAlikeLocalesAreTwoTexts() {
        let texts: CatalogTexts.Keyed<CatalogTexts.Text> = [
            "x-\u{00E9}": CatalogTexts.Text(value: "one", state: "translated", location: SourceLocation(path: "a")),
            "x-e\u{0301}": CatalogTexts.Text(value: "two", state: "translated", location: SourceLocation(path: "a")),
        ]
        #expect(texts.count == 2)
        #expect(texts["x-e\u{0301}"]?.value == "two")
        #expect(texts["x-\u{00E9}"]?.value == "one")
    }

    @Test func lookAlikeKeysSurviveEncoding() throws {
        let texts = try #require(
            CatalogTextsReader.read(SourceFile(path: "Strings/Content.xcstrings", text: Self.lookAlikes)).catalog)
        let data = try JSONEncoder().encode(texts)
        let decoded = try JSONDecoder().decode(CatalogTexts.self, from: data)
        #expect(decoded == texts)
        #expect(decoded.entries.count == 2)
    }
}
