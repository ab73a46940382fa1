import Testing
import ZKCore
@testable import ZKStrings

/// The writer reproduces Xcode's formatting, so Xcode-written catalogs round-trip byte for byte.
@Suite struct CatalogWriterTests {
    @Test func xcodeFormattedCatalogRoundTripsByteIdentically() throws {
        let file = try Fixtures.file("xcode/XcodeFormatted.xcstrings")
        let catalog = try Fixtures.catalog("xcode/XcodeFormatted.xcstrings")
        #expect(CatalogWriter.bytes(catalog.root) == file.bytes)
    }

    @Test func emptyObjectsSpanAnEmptyLineAndThereIsNoFinalNewline() throws {
        let parsed = try #require(JSONReader.read(text: #"{"strings":{"b":{},"a":{"localizations":{}}},"version":"1.0","sourceLanguage":"de"}"#).value)
        let text = String(decoding: CatalogWriter.bytes(parsed), as: UTF8.self)
        #expect(text == """
            {
              "sourceLanguage" : "de",
              "strings" : {
                "a" : {
                  "localizations" : {

                  }
                },
                "b" : {

                }
              },
              "version" : "1.0"
            }
            """)
    }

    @Test func slashesAndNonASCIIAreWrittenAsTheyAreControlCharactersEscaped() throws {
        let parsed = try #require(JSONReader.read(text: #"{"k":"a/b \u00fc \"q\" \\ \n\t\u0001"}"#).value)
        #expect(String(decoding: CatalogWriter.bytes(parsed), as: UTF8.self) == "{\n  \"k\" : \"a/b ü \\\"q\\\" \\\\ \\n\\t\\u0001\"\n}")
    }

    /// ZK3017 has no example files (it is `format --check`, not a check): this is its test.
    @Test func pythonFormattedCatalogIsReported() throws {
        let python = "{\n  \"sourceLanguage\" : \"de\",\n  \"strings\" : {},\n  \"version\" : \"1.0\"\n}"
        let catalog = try #require(CatalogParser.parse(SourceFile(path: "Strings/Content.xcstrings", text: python)).0)
        #expect(StringsTool.formattingDiagnostic(catalog).place == "ZK3017 Strings/Content.xcstrings:3:16")
    }

    @Test func writingIsIdempotentForTheProjectCatalogs() throws {
        for name in ["Localizable.xcstrings", "Content.xcstrings"] {
            let path = Fixtures.packageRoot + "/Strings/" + name
            guard DirectoryWalker.exists(path) else { continue }
            let file = try FileReader.read(path, displayPath: "Strings/" + name).get()
            let (catalog, _) = CatalogParser.parse(file)
            let once = CatalogWriter.bytes(try #require(catalog).root)
            let again = try #require(CatalogParser.parse(SourceFile(path: file.path, bytes: once)).0)
            #expect(CatalogWriter.bytes(again.root) == once)
        }
    }
}

/// Xcode's key order: Finder-like (ICU root collation, numeric, case-insensitive).
@Suite struct XcodeKeyOrderTests {
    @Test func ordersLikeXcodeWrittenCatalogs() {
        let expected = [
            "", "%@", "© x", "$x", "360", "A-", "A+", "Baidu", "baidu.com", "Before", "Heart Rate", "Heartbeat",
            "Key2", "Key10", "number.2.word", "number.10.word", "sound_effects", "sound.music", "Unknown", "UV Index",
            "Vitamin B6", "Vitamin B12", "VO₂ max", "Vomiting", "Walking + Running", "Walking Asymmetry",
        ]
        #expect(XcodeKeyOrder.sorted(expected.reversed()) == expected)
        #expect(XcodeKeyOrder.sorted(expected.shuffled()) == expected)
    }

    @Test func pluralCategoriesAndLocalesSortAlphabetically() {
        #expect(XcodeKeyOrder.sorted(["zero", "other", "one", "many", "few"]) == ["few", "many", "one", "other", "zero"])
        #expect(XcodeKeyOrder.sorted(["zh-Hant", "ru", "en", "zh-Hans", "de"]) == ["de", "en", "ru", "zh-Hans", "zh-Hant"])
    }
}
