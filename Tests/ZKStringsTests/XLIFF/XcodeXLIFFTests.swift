import Foundation
import Testing
import ZKCore

@testable import ZKStrings

/// A real `xcodebuild -exportLocalizations` (geteduroam, Xcode 16.0, German) and the catalogs it
/// was exported from (its `.xcloc`'s Source Contents): every unit of Xcode's file imports, and
/// zk's export of the same catalogs has Xcode's unit ids, sources, targets and states.
@Suite struct XcodeXLIFFTests {
    static let xcloc = "real/geteduroam+apple-app/Localizations/de.xcloc"

    /// The catalogs, named by their paths inside Source Contents (as Xcode's `original` names them).
    static func catalogs() throws -> [StringCatalog] {
        let root = Fixtures.root + "/" + xcloc + "/Source Contents"
        return try DirectoryWalker.files(under: root, extensions: ["xcstrings"]).sorted().map { relative in
            let file = try FileReader.read(root + "/" + relative, displayPath: relative).get()
            return try #require(CatalogParser.parse(file).0)
        }
    }

    struct Unit: Equatable, CustomStringConvertible {
        var id: String
        var source: String
        var target: String?
        var state: String?
        var description: String { "\(id) [\(source)] → \(target ?? "-") (\(state ?? "-"))" }
    }

    /// The units of the `.xcstrings` files of an XLIFF, by file.
    static func units(_ text: String) throws -> [String: [Unit]] {
        let (parsed, failure) = XLIFFDocument.parse(SourceFile(path: "x.xliff", text: text))
        #expect(failure == nil)
        var result: [String: [Unit]] = [:]
        for file in try #require(parsed).files where file.original.hasSuffix(".xcstrings") {
            result[file.original] = file.units.map {
                Unit(
                    id: $0.id, source: $0.source ?? "", target: $0.target,
                    state: $0.target == nil ? nil : $0.targetState)
            }
        }
        return result
    }

    @Test func everyUnitOfXcodesExportImports() throws {
        let catalogs = try Self.catalogs()
        let xliff = try Fixtures.file(Self.xcloc + "/Localized Contents/de.xliff")
        let outcome = XLIFFImporter.importXLIFF(xliff, into: catalogs, locales: ["de"], locale: "de")
        #expect(!outcome.refused, "\(outcome.diagnostics.map(\.message))")
        // The one `.strings` file of the export is no catalog: its units are skipped, named.
        #expect(outcome.diagnostics.map(\.code) == [XLIFFUnknownUnitCheck.xliffUnknownUnit.code])
        #expect(
            outcome.diagnostics.first?.message
                == "XLIFF file original 'geteduroam/GeteduroamPackage/Sources/AppRemoteConfigClient/Resources/en.lproj/Localizable.strings' is a .strings table, not a String Catalog: its 2 unit(s) are not imported (zk-strings imports into .xcstrings catalogs only)"
        )
        #expect(outcome.diagnostics.first?.location?.start?.line == 65)
        let catalogUnits = try Self.units(String(decoding: xliff.bytes, as: UTF8.self)).values.map(\.count).reduce(0, +)
        #expect(outcome.matched == catalogUnits)
        #expect(outcome.applied > 0)
        // What changed is exactly the targets: the source catalogs stay as they were otherwise.
        for catalog in catalogs {
            guard let root = outcome.updated[catalog.path] else { continue }
            let updated = try #require(
                CatalogParser.build(SourceFile(path: catalog.path, bytes: CatalogWriter.bytes(root)), root).0)
            #expect(updated.entries.map(\.key) == catalog.entries.map(\.key))
            for entry in updated.entries {
                #expect(entry.localization("en") == catalog.entry(entry.key)?.localization("en"))
            }
        }
    }

    @Test func zkExportHasXcodesUnits() throws {
        let catalogs = try Self.catalogs()
        let xliff = try Fixtures.file(Self.xcloc + "/Localized Contents/de.xliff")
        let outcome = XLIFFImporter.importXLIFF(xliff, into: catalogs, locales: ["de"], locale: "de")
        let translated = try catalogs.map { catalog in
            guard let root = outcome.updated[catalog.path] else { return catalog }
            return try #require(
                CatalogParser.build(SourceFile(path: catalog.path, bytes: CatalogWriter.bytes(root)), root).0)
        }
        let ours = try Self.units(
            XLIFFExporter.export(translated, sourceLocale: "en", targetLocale: "de", toolVersion: "test"))
        let xcodes = try Self.units(String(decoding: xliff.bytes, as: UTF8.self))
        #expect(Set(ours.keys) == Set(xcodes.keys))
        for (original, units) in xcodes {
            #expect(ours[original] == units, "\(original)")
        }
    }

    @Test func exportShapeIsXcodes() throws {
        let text = XLIFFExporter.export(
            try Self.catalogs(), sourceLocale: "en", targetLocale: "de", toolVersion: "test")
        // Files in Xcode's order, `<note/>` for a key without comment, code-point order of ids.
        let originals = text.components(separatedBy: "<file original=\"").dropFirst().compactMap {
            $0.split(separator: "\"").first.map(String.init)
        }
        #expect(originals == originals.sorted { XcodeKeyOrder.precedes($0, $1) })
        #expect(
            text.contains(
                """
                      <trans-unit id="Agree" xml:space="preserve">
                        <source>Agree</source>
                        <note/>
                      </trans-unit>
                """))
        #expect(
            text.range(of: "id=\"CONNECT\"")?.lowerBound ?? text.endIndex < text.range(of: "id=\"Cancel\"")?.lowerBound
                ?? text.startIndex)
    }
}

/// An Xcode `.xcloc` bundle imports as its `Localized Contents/<locale>.xliff` (issue 30: the
/// bundle was refused).
@Suite struct XclocImportTests {
    @Test func xclocBundleImports() throws {
        let folder = try TemporaryFolder()
        let source = Fixtures.root + "/" + XcodeXLIFFTests.xcloc
        for relative in DirectoryWalker.files(under: source + "/Source Contents", extensions: ["xcstrings"]) {
            try folder.write(
                relative,
                try #require(FileManager.default.contents(atPath: source + "/Source Contents/" + relative)).map { $0 })
        }
        try folder.write(
            "de.xcloc/Localized Contents/de.xliff",
            try #require(FileManager.default.contents(atPath: source + "/Localized Contents/de.xliff")).map { $0 })
        let result = folder.run(["import-xliff", "de.xcloc", "geteduroam", "getgovroam", "--locale", "de", "--dry-run"])
        #expect(result.exit == 0, "\(result.output)")
        #expect(result.output.contains("0 errors, 1 warning"), "\(result.output)")
        // A folder that is no bundle is a usage error naming what it lacks.
        try folder.write("empty.xcloc/Notes/readme.txt", "")
        let refused = folder.run(["import-xliff", "empty.xcloc", "geteduroam"])
        #expect(refused.exit == 2)
        #expect(
            refused.output.contains("no .xcloc with one 'Localized Contents/<locale>.xliff' (found none)"),
            "\(refused.output)")
    }
}
