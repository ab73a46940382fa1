import Foundation
import Testing
import ZKCore

@testable import ZKStrings

/// Import is safe: whatever the file, no crash, and a failed import changes no catalog.
@Suite struct XLIFFSafetyTests {
    static let catalogText = """
        {
          "sourceLanguage" : "de",
          "strings" : {
            "Hör hin" : {
              "comment" : "Title of a game.",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Listen"
                  }
                }
              }
            },
            "Los" : {

            }
          },
          "version" : "1.1"
        }
        """

    static func catalog(_ text: String = catalogText) throws -> StringCatalog {
        try #require(CatalogParser.parse(SourceFile(path: "Strings/Localizable.xcstrings", text: text)).0)
    }

    static func xliff(target: String = "ru", _ units: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="Strings/Localizable.xcstrings" source-language="de" target-language="\(target)" datatype="plaintext">
            <body>
        \(units)
            </body>
          </file>
        </xliff>
        """
    }

    static let translated = """
              <trans-unit id="Los" xml:space="preserve">
                <source>Los</source>
                <target state="translated">Поехали</target>
              </trans-unit>
        """

    func run(_ text: String, locale: String? = nil) throws -> XLIFFImporter.Outcome {
        XLIFFImporter.importXLIFF(
            SourceFile(path: "ru.xliff", text: text), into: [try Self.catalog()], locales: ["de", "en", "ru"],
            locale: locale)
    }

    @Test func implicitSourceKeysImport() throws {
        let outcome = try run(Self.xliff(Self.translated))
        #expect(!outcome.refused && outcome.applied == 1)
        let root = try #require(outcome.updated["Strings/Localizable.xcstrings"])
        #expect(String(decoding: CatalogWriter.bytes(root), as: UTF8.self).contains("\"value\" : \"Поехали\""))
    }

    @Test(arguments: [
        "<xliff><file", "<xliff", "", "<", "<?xml version=\"1.0\"?>",
        "<xliff><file original=\"a\"><body><trans-unit id=\"x\"><source>", "\u{0}\u{1}", "<xliff/>", "<a></b>",
    ])
    func malformedFilesAreDiagnosticsNotCrashes(text: String) throws {
        let outcome = try run(text)
        #expect(outcome.refused)
        #expect(outcome.updated.isEmpty)
        #expect(outcome.diagnostics.allSatisfy { $0.location?.start != nil })
    }

    /// The fuzzer's first find: FoundationXML traps on an attribute name that is not UTF-8.
    @Test func invalidUTF8IsRefusedBeforeLibxml2() throws {
        var bytes = Array(Self.xliff(Self.translated).utf8)
        let name = Array("target-language".utf8)
        let offset = try #require(bytes.indices.first { bytes[$0...].starts(with: name) })
        bytes[offset + 8] = 0xC4  // "target-l\xC4nguage", as the fuzzer wrote it
        let outcome = XLIFFImporter.importXLIFF(
            SourceFile(path: "ru.xliff", bytes: bytes), into: [try Self.catalog()], locales: ["ru"])
        #expect(outcome.refused && outcome.updated.isEmpty)
        #expect(outcome.diagnostics.first?.message.contains("not valid UTF-8") == true)
        #expect(outcome.diagnostics.first?.location?.start?.line == 3)
    }

    @Test func entitiesAreNeverExpanded() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE xliff [<!ENTITY secret SYSTEM "file:///etc/passwd"><!ENTITY lol "lol">]>
            \(Self.xliff(Self.translated).replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: "").replacingOccurrences(of: "Поехали", with: "&secret;&lol;"))
            """
        let outcome = try run(text)
        #expect(outcome.refused && outcome.updated.isEmpty)
        #expect(outcome.diagnostics.first?.code == XLIFFSyntaxCheck.xliffMalformed.code)
        #expect(outcome.diagnostics.first?.location?.start?.line == 2)
    }

    // Issue 23: inline markup was dropped silently; a value could become "" and be marked translated.
    @Test(arguments: [
        ("<g id=\"1\">Поехали</g>", "g", 7, 36),
        ("<xi:include xmlns:xi=\"http://www.w3.org/2001/XInclude\" href=\"/etc/passwd\"/>", "xi:include", 7, 36),
        ("По<ph id=\"1\">%@</ph>ехали", "ph", 7, 38), ("<x id=\"1\"/>Поехали", "x", 7, 36),
        ("<mrk mtype=\"seg\">Поехали</mrk>", "mrk", 7, 36),
    ])
    func inlineMarkupRefusesTheUnitAtTheElement(target: String, element: String, line: Int, column: Int) throws {
        let unit = Self.translated.replacingOccurrences(of: ">Поехали<", with: ">\(target)<")
        let outcome = try run(Self.xliff(unit))
        #expect(outcome.updated.isEmpty && outcome.applied == 0)
        #expect(outcome.diagnostics.map(\.code) == [XLIFFInlineMarkupCheck.inlineMarkup.code])
        #expect(
            outcome.diagnostics.first?.message
                == "trans-unit 'Los' holds the inline element <\(element)>, which a catalog value cannot carry; the unit is refused"
        )
        #expect(outcome.diagnostics.first?.location?.start?.line == line)
        #expect(outcome.diagnostics.first?.location?.start?.column == column)
    }

    @Test func duplicateUnitIDsRefuseTheImport() throws {
        let outcome = try run(Self.xliff(Self.translated + "\n" + Self.translated))
        #expect(outcome.refused && outcome.updated.isEmpty)
        #expect(outcome.diagnostics.map(\.code) == [XLIFFDuplicateUnitCheck.duplicateUnit.code])
        #expect(outcome.diagnostics.first?.location?.start?.line == 9)
    }

    @Test func wrongTargetLanguagesAreRefused() throws {
        // A locale not asked for, one not in the project (the source language is a
        // development-language file: `DevelopmentLanguageImportTests`).
        for (target, locale) in [("en", "ru"), ("uk", nil)] as [(String, String?)] {
            let outcome = try run(Self.xliff(target: target, Self.translated), locale: locale)
            #expect(outcome.refused && outcome.updated.isEmpty, "\(target)")
            #expect(outcome.diagnostics.map(\.code) == [XLIFFLanguageCheck.wrongLanguage.code], "\(target)")
        }
    }

    @Test func oneRefusedUnitLeavesEveryCatalogAsItWas() throws {
        let changed = """
                  <trans-unit id="Hör hin" xml:space="preserve">
                    <source>Hör gut hin</source>
                    <target state="translated">Слушай</target>
                  </trans-unit>
            """
        let outcome = try run(Self.xliff(Self.translated + "\n" + changed))
        #expect(outcome.refused)
        #expect(outcome.updated.isEmpty && outcome.applied == 0)
        #expect(outcome.diagnostics.map(\.code) == [XLIFFSourceCheck.xliffSourceChanged.code])
    }

    /// Control characters XML 1.0 cannot carry survive export → xmllint-clean XML → import.
    @Test func unwritableCharactersRoundTrip() throws {
        let text = Self.catalogText.replacingOccurrences(
            of: "\"value\" : \"Listen\"", with: #""value" : "Li\u0001st\u001Fen\r\nnext\u000Bline\tend""#)
        let catalog = try Self.catalog(text)
        let xliff = XLIFFExporter.export([catalog], sourceLocale: "de", targetLocale: "en", toolVersion: "test")
        #expect(xliff.contains(#"Li<x id="zk1" ctype="x-zk-char-0001"/>st<x id="zk2" ctype="x-zk-char-001F"/>en&#13;"#))
        #expect(!xliff.unicodeScalars.contains { XLIFFExporter.isUnwritable($0) })
        let (document, failure) = XLIFFDocument.parse(SourceFile(path: "en.xliff", text: xliff))
        #expect(failure == nil)
        #expect(
            document?.files.first?.units.first { $0.id == "Hör hin" }?.target
                == "Li\u{1}st\u{1F}en\r\nnext\u{B}line\tend")
        let outcome = XLIFFImporter.importXLIFF(
            SourceFile(path: "en.xliff", text: xliff), into: [catalog], locales: ["en"])
        #expect(!outcome.refused && outcome.updated.isEmpty)
    }

    @Test func stringSetsExportAsXcodeDoesAndImport() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Search on ${applicationName}" : {
                  "extractionState" : "extracted_with_value",
                  "localizations" : {
                    "en" : {
                      "stringSet" : {
                        "state" : "new",
                        "values" : [
                          "Search on ${applicationName}",
                          "Find in ${applicationName}"
                        ]
                      }
                    }
                  }
                }
              },
              "version" : "1.1"
            }
            """
        let catalog = try #require(CatalogParser.parse(SourceFile(path: "AppShortcuts.xcstrings", text: text)).0)
        var xliff = XLIFFExporter.export([catalog], sourceLocale: "en", targetLocale: "de", toolVersion: "test")
        #expect(
            xliff.contains(
                """
                        <source>
                          <mrk mtype="x-set" mid="0">Search on ${applicationName}</mrk>
                          <mrk mtype="x-set" mid="1">Find in ${applicationName}</mrk>
                        </source>
                        <note/>
                """))
        xliff = xliff.replacingOccurrences(
            of: "        <note/>",
            with: """
                        <target state="translated">
                          <mrk mtype="x-set" mid="0">Suche in ${applicationName}</mrk>
                        </target>
                        <note/>
                """)
        let outcome = XLIFFImporter.importXLIFF(
            SourceFile(path: "de.xliff", text: xliff), into: [catalog], locales: ["de"])
        #expect(!outcome.refused && outcome.applied == 1)
        let root = try #require(outcome.updated["AppShortcuts.xcstrings"])
        let updated = try #require(
            CatalogParser.build(SourceFile(path: "AppShortcuts.xcstrings", bytes: CatalogWriter.bytes(root)), root).0)
        #expect(
            updated.entries.first?.localization("de")?.node.stringSet?.values.map(\.text) == [
                "Suche in ${applicationName}"
            ])
    }

    @Test func translateNoNotesAndReviewStatesAreXcodes() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Debug" : {
                  "comment" : "Developer menu.",
                  "shouldTranslate" : false
                },
                "Done" : {
                  "comment" : "A button that closes the sheet.",
                  "isCommentAutoGenerated" : true,
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "needs_review",
                        "value" : "Fertig"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let catalog = try #require(CatalogParser.parse(SourceFile(path: "Localizable.xcstrings", text: text)).0)
        let xliff = XLIFFExporter.export([catalog], sourceLocale: "en", targetLocale: "de", toolVersion: "test")
        #expect(
            xliff.contains(
                """
                      <trans-unit id="Debug" translate="no" xml:space="preserve">
                        <source>Debug</source>
                        <note>Developer menu.</note>
                      </trans-unit>
                      <trans-unit id="Done" xml:space="preserve">
                        <source>Done</source>
                        <target state="needs-review-l10n">Fertig</target>
                        <note from="auto-generated">A button that closes the sheet.</note>
                      </trans-unit>
                """))
        let outcome = XLIFFImporter.importXLIFF(
            SourceFile(path: "de.xliff", text: xliff), into: [catalog], locales: ["de"])
        #expect(!outcome.refused && outcome.updated.isEmpty && outcome.matched == 2)
    }

    /// libxml2 refuses a document over 10 MB handed over whole; read in chunks, it imports.
    @Test func filesOverTenMegabytesImport() throws {
        let long = String(repeating: "Поехали! ", count: 700_000)
        let text = Self.xliff(Self.translated.replacingOccurrences(of: "Поехали", with: long))
        #expect(text.utf8.count > 10_000_000)
        let outcome = try run(text)
        #expect(!outcome.refused && outcome.applied == 1, "\(outcome.diagnostics.map(\.message))")
    }
}
