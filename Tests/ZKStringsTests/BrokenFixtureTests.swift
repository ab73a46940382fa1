import Testing
import ZKCore
@testable import ZKStrings

/// The broken inputs the issue names, each yielding exactly its diagnostic at its place.
@Suite struct BrokenFixtureTests {
    let base = "Tests/Fixtures/strings/"

    @Test func russianPluralLackingFew() throws {
        let found = try Fixtures.check("ru-lacks-few.xcstrings")
        #expect(found.map(\.place) == ["ZK3005 \(base)ru-lacks-few.xcstrings:25:13"])
        #expect(found.first?.message == "'ru' plural variation of 'child.home.star_count' lacks the 'few' category")
        #expect(found.first?.notes.first?.message == "'one', 'many' and 'other' defined here")
    }

    @Test func germanObjectAgainstRussianInteger() throws {
        let found = try Fixtures.check("placeholder-type.xcstrings")
        #expect(found.map(\.place) == ["ZK3007 \(base)placeholder-type.xcstrings:9:76"])
        #expect(found.first?.message == "'%1$lld' in the 'ru' value of 'child.friends.friend.accessibility' reads argument 1 as a 64-bit integer ('lld'), but the source 'de' passes an object ('@') ('%1$@')")
        #expect(found.first?.notes.first?.location?.description == "\(base)placeholder-type.xcstrings:7:78")
    }

    @Test func substitutionNeverReferenced() throws {
        let found = try Fixtures.check("substitution-unreferenced.xcstrings")
        #expect(found.map(\.place) == ["ZK3008 \(base)substitution-unreferenced.xcstrings:10:13"])
    }

    @Test func keyWithUpperCase() throws {
        let found = try Fixtures.check("key-grammar.xcstrings")
        #expect(found.map(\.place) == ["ZK3012 \(base)key-grammar.xcstrings:4:6"])
        #expect(found.first?.message == "key 'Game.Title' has the upper-case letter 'G'; key segments are lower-case snake_case")
    }

    @Test func appNameWrittenLiterally() throws {
        let name = BrandFacts.Name(locale: "en", value: "Zahlenkette", location: SourceLocation(path: "Brand/brand.json", line: 13, column: 19))
        let found = try Fixtures.check("app-name-literal.xcstrings", options: StringsCheckOptions(appNames: [name]))
        #expect(found.map(\.place) == ["ZK3014 \(base)app-name-literal.xcstrings:8:76"])
        #expect(found.first?.notes.first?.location?.description == "Brand/brand.json:13:19")
        // Without brand facts the check reads nothing.
        #expect(try Fixtures.check("app-name-literal.xcstrings").isEmpty)
    }

    @Test func catalogWithoutVersion() throws {
        let found = try Fixtures.check("version-missing.xcstrings")
        #expect(found.map(\.place) == ["ZK3001 \(base)version-missing.xcstrings:1:1"])
    }

    @Test func xliffWhoseSourceChanged() throws {
        let catalog = try Fixtures.catalog("xliff/Content.xcstrings")
        let outcome = XLIFFImporter.importXLIFF(try Fixtures.file("xliff/source-changed.xliff"), into: [relocated(catalog)], locales: ["de", "en", "ru"])
        #expect(outcome.diagnostics.map(\.place) == ["ZK3021 \(base)xliff/source-changed.xliff:6:17"])
        #expect(outcome.updated.isEmpty)
    }

    @Test func xliffThatIsNotWellFormed() throws {
        let catalog = try Fixtures.catalog("xliff/Content.xcstrings")
        let outcome = XLIFFImporter.importXLIFF(try Fixtures.file("xliff/malformed.xliff"), into: [relocated(catalog)], locales: ["de", "en", "ru"])
        #expect(outcome.diagnostics.map(\.place) == ["ZK3020 \(base)xliff/malformed.xliff:6:22"])
        #expect(outcome.diagnostics.first?.message.contains("libxml2 error") == true)
    }

    /// The catalog as if it lived at `Strings/Content.xcstrings`, the `original` the XLIFF names.
    private func relocated(_ catalog: StringCatalog) -> StringCatalog {
        let file = SourceFile(path: "Strings/Content.xcstrings", bytes: catalog.file.bytes)
        return CatalogParser.build(file, catalog.root).0 ?? catalog
    }
}
