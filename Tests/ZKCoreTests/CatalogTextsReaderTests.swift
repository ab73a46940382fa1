import Testing
import ZKCore

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
        let texts = try #require(CatalogTextsReader.read(SourceFile(path: "Strings/Content.xcstrings", text: Self.catalog)).catalog)
        let entry = try #require(texts.entries["Zähl mit mir"])
        #expect(entry.texts["de"]?.value == "Zähl mit mir")
        #expect(entry.texts["de"]?.state == "translated")
        #expect(entry.texts["de"]?.location.start?.line == 4)
        #expect(entry.texts["de"]?.location.start?.column == 5)
    }

    @Test func aUnitWithoutStateIsTranslated() throws {
        let texts = try #require(CatalogTextsReader.read(SourceFile(path: "Strings/Content.xcstrings", text: Self.catalog)).catalog)
        #expect(texts.entries["Zähl mit mir"]?.texts["ru"]?.state == "translated")
        #expect(texts.entries["prompt.hoer_hin.intro"]?.texts["en"]?.state == "needs_review")
        #expect(texts.entries["prompt.hoer_hin.intro"]?.texts["de"]?.value == "Hör gut zu!")
        #expect(texts.entries["prompt.hoer_hin.intro"]?.comment == "Hör-hin intro")
    }
}
