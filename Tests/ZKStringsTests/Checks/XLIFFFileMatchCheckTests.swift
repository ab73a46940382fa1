import Testing
import ZKCore

@testable import ZKStrings

/// `XLIFFFileMatchCheck` (ZK3040): an XLIFF file is imported into the catalog its path names,
/// never into a catalog of the same name in another folder.
@Suite struct XLIFFFileMatchCheckTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Done" : {

            }
          },
          "version" : "1.0"
        }
        """

    static func xliff(original: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="\(original)" source-language="en" target-language="de" datatype="plaintext">
            <body>
              <trans-unit id="Done" xml:space="preserve">
                <source>Done</source>
                <target state="translated">Fertig</target>
              </trans-unit>
            </body>
          </file>
        </xliff>
        """
    }

    /// Issue 24, item 1: before, AppB's file was applied to AppA's catalog ("updated 1 value(s)", exit 0).
    @Test func nameInAnotherFolderRefusesTheImport() throws {
        let folder = try TemporaryFolder()
        try folder.write("AppA/Localizable.xcstrings", Self.catalog)
        try folder.write("AppB_de.xliff", Self.xliff(original: "AppB/Localizable.xcstrings"))
        let before = folder.bytes("AppA/Localizable.xcstrings")
        let result = folder.run(["import-xliff", "AppB_de.xliff", "AppA", "--locales", "de"])
        #expect(result.exit == 1, "\(result.output)")
        #expect(
            result.output.contains(
                "AppB_de.xliff:3:3: error: XLIFF file original 'AppB/Localizable.xcstrings' names no catalog of this project; 'AppA/Localizable.xcstrings' only shares its name and belongs to another folder; nothing is imported [ZK3040]"
            ), "\(result.output)")
        #expect(folder.bytes("AppA/Localizable.xcstrings") == before)
    }

    /// The same file imports into AppB's catalog, found by its path among both.
    @Test func pathRelativeToTheProjectPicksTheRightCatalog() throws {
        let folder = try TemporaryFolder()
        try folder.write("AppA/Localizable.xcstrings", Self.catalog)
        try folder.write("AppB/Localizable.xcstrings", Self.catalog)
        try folder.write("AppB_de.xliff", Self.xliff(original: "AppB/Localizable.xcstrings"))
        let before = folder.bytes("AppA/Localizable.xcstrings")
        let result = folder.run(["import-xliff", "AppB_de.xliff", "AppA", "AppB", "--locales", "de"])
        #expect(result.exit == 0, "\(result.output)")
        #expect(folder.bytes("AppA/Localizable.xcstrings") == before)
        #expect(folder.read("AppB/Localizable.xcstrings")?.contains("Fertig") == true)
    }

    /// An original that ends two catalogs' paths names neither.
    @Test func originalEndingTwoPathsIsAmbiguous() {
        let catalogs = ["ios/AppA/Localizable.xcstrings", "mac/AppA/Localizable.xcstrings"].compactMap {
            CatalogParser.parse(SourceFile(path: $0, text: Self.catalog)).0
        }
        let outcome = XLIFFImporter.importXLIFF(
            SourceFile(path: "de.xliff", text: Self.xliff(original: "AppA/Localizable.xcstrings")), into: catalogs,
            locales: ["de"])
        #expect(outcome.refused)
        #expect(outcome.diagnostics.map(\.place) == ["ZK3040 de.xliff:3:3"])
        // Xcode's project-relative path names the catalog below the repository's folder of the project.
        let one = XLIFFImporter.importXLIFF(
            SourceFile(path: "de.xliff", text: Self.xliff(original: "AppA/Localizable.xcstrings")), into: [catalogs[0]],
            locales: ["de"])
        #expect(!one.refused)
        #expect(one.applied == 1)
    }
}
