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
        let parsed = try #require(
            JSONReader.read(
                text: #"{"strings":{"b":{},"a":{"localizations":{}}},"version":"1.0","sourceLanguage":"de"}"#
            ).value)
        let text = String(decoding: CatalogWriter.bytes(parsed), as: UTF8.self)
        #expect(
            text == """
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
        #expect(
            String(decoding: CatalogWriter.bytes(parsed), as: UTF8.self)
                == "{\n  \"k\" : \"a/b ü \\\"q\\\" \\\\ \\n\\t\\u0001\"\n}")
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
