import Testing
import ZKCore

@testable import ZKStrings

/// Export as Xcode does, import back: unchanged files change nothing, translations land.
@Suite struct XLIFFTests {
    static let catalogText = """
        {
          "sourceLanguage" : "de",
          "strings" : {
            "parent.dashboard.week_summary" : {
              "comment" : "Summary line; %1$@ is the nickname.",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%1$@ hat %#@minutes@ geübt"
                  },
                  "substitutions" : {
                    "minutes" : {
                      "argNum" : 2,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg Minute"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg Minuten"
                            }
                          }
                        }
                      }
                    }
                  }
                },
                "ru" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%1$@: %#@minutes@"
                  },
                  "substitutions" : {
                    "minutes" : {
                      "argNum" : 2,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg минута"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg минуты"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    func catalog() throws -> StringCatalog {
        try #require(CatalogParser.parse(SourceFile(path: "Strings/Localizable.xcstrings", text: Self.catalogText)).0)
    }

    @Test func exportUsesXcodeUnitIDsAndPositionalArguments() throws {
        let xliff = XLIFFExporter.export([try catalog()], sourceLocale: "de", targetLocale: "ru", toolVersion: "test")
        #expect(
            xliff.contains(
                #"<file original="Strings/Localizable.xcstrings" source-language="de" target-language="ru" datatype="plaintext">"#
            ))
        #expect(xliff.contains(#"<source>%1$@ hat %2$#@minutes@ geübt</source>"#))
        #expect(
            xliff.contains(
                #"<trans-unit id="parent.dashboard.week_summary|==|substitutions.minutes.plural.few" xml:space="preserve">"#
            ))
        #expect(xliff.contains(#"<source>%2$lld Minuten</source>"#))
        #expect(xliff.contains(#"<target state="translated">%2$lld минута</target>"#))
        #expect(xliff.contains("<note>Summary line; %1$@ is the nickname.</note>"))
    }

    @Test func importOfAnUnchangedExportIsByteIdentical() throws {
        let catalog = try catalog()
        #expect(CatalogWriter.bytes(catalog.root) == catalog.file.bytes)
        let xliff = XLIFFExporter.export([catalog], sourceLocale: "de", targetLocale: "ru", toolVersion: "test")
        let outcome = XLIFFImporter.importXLIFF(
            SourceFile(path: "ru.xliff", text: xliff), into: [catalog], locales: ["de", "en", "ru"])
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.updated.isEmpty)
        #expect(CatalogWriter.bytes(outcome.updated[catalog.path] ?? catalog.root) == catalog.file.bytes)
    }

    @Test func importWritesNewFormsBackAsArg() throws {
        let catalog = try catalog()
        var xliff = XLIFFExporter.export([catalog], sourceLocale: "de", targetLocale: "ru", toolVersion: "test")
        xliff = xliff.replacingOccurrences(
            of: "<source>%2$lld Minuten</source>\n        <note>",
            with:
                "<source>%2$lld Minuten</source>\n        <target state=\"translated\">%2$lld минуты</target>\n        <note>"
        )
        let outcome = XLIFFImporter.importXLIFF(
            SourceFile(path: "ru.xliff", text: xliff), into: [catalog], locales: ["de", "en", "ru"])
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.applied == 2)
        let root = try #require(outcome.updated[catalog.path])
        let updated = try #require(
            CatalogParser.build(SourceFile(path: catalog.path, bytes: CatalogWriter.bytes(root)), root).0)
        let forms = updated.entry("parent.dashboard.week_summary")?.localization("ru")?.substitution("minutes")?.node
            .variations.first?.cases.map(\.name)
        #expect(forms == ["one", "other", "few", "many"])
        #expect(
            StringsChecker.check([updated], options: StringsCheckOptions(requiredLocales: ["de", "ru"])).filter {
                $0.severity == .error
            }.isEmpty)
    }

    @Test func missingTargetIsAccepted() throws {
        let catalog = try catalog()
        let xliff = XLIFFExporter.export([catalog], sourceLocale: "de", targetLocale: "en", toolVersion: "test")
        #expect(!xliff.contains("<target"))
        let outcome = XLIFFImporter.importXLIFF(
            SourceFile(path: "en.xliff", text: xliff), into: [catalog], locales: ["de", "en", "ru"])
        #expect(outcome.diagnostics.isEmpty && outcome.updated.isEmpty)
    }
}
