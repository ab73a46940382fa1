import Testing
import ZKCore

@testable import ZKStrings

/// CSV for translators: export, fill in, import; malformed files refuse the import.
@Suite struct CSVExchangeTests {
    static func catalogs() throws -> [StringCatalog] {
        [Fixtures.relocated(try Fixtures.catalog("report/Localizable.xcstrings"))]
    }

    @Test func exportWritesTheXLIFFUnitsAsRows() throws {
        let csv = CSVExchange.export(try Self.catalogs(), sourceLocale: "en", targetLocale: "ru")
        let lines = csv.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "file,id,comment,en,ru,state")
        #expect(
            lines.contains(
                "Strings/Content.xcstrings,%lld stars|==|plural.few,Stars earned in a round.,%lld stars,%lld звезды,translated"
            ))
        #expect(
            lines.contains("Strings/Content.xcstrings,Done,The button that closes a sheet.,Done,Готово,needs_review"))
        #expect(
            lines.contains(
                "Strings/Content.xcstrings,\"Hello, %@!\",Greeting; %@ is the child's name.,\"Hello, %@!\",\"Привет, %@!\",new"
            ))
        #expect(lines.contains("Strings/Content.xcstrings,Settings <b>now</b>,,Settings <b>now</b>,,"))
    }

    /// Export → import changes nothing; a filled-in cell is imported as `import-xliff` would.
    @Test func roundTripAndFilledInCell() throws {
        let catalogs = try Self.catalogs()
        let csv = CSVExchange.export(catalogs, sourceLocale: "en", targetLocale: "ru")
        let unchanged = CSVExchange.importCSV(SourceFile(path: "ru.csv", text: csv), into: catalogs, locales: ["ru"])
        #expect(unchanged.diagnostics.isEmpty, "\(unchanged.diagnostics.map(\.message))")
        #expect(unchanged.updated.isEmpty)
        let filled = csv.replacingOccurrences(
            of: "Settings <b>now</b>,,Settings <b>now</b>,,",
            with: "Settings <b>now</b>,,Settings <b>now</b>,Настройки <b>сейчас</b>,translated")
        let outcome = CSVExchange.importCSV(SourceFile(path: "ru.csv", text: filled), into: catalogs, locales: ["ru"])
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.message))")
        #expect(outcome.applied == 1)
        let root = try #require(outcome.updated["Strings/Content.xcstrings"])
        #expect(
            root["strings"]?["Settings <b>now</b>"]?["localizations"]?["ru"]?["stringUnit"]?["value"]?.string
                == "Настройки <b>сейчас</b>")
    }

    @Test func changedSourceRefusesTheImportAsXLIFFDoes() throws {
        let catalogs = try Self.catalogs()
        let csv = CSVExchange.export(catalogs, sourceLocale: "en", targetLocale: "ru")
            .replacingOccurrences(of: "Done,Готово,needs_review", with: "Finished,Готово,translated")
        let outcome = CSVExchange.importCSV(SourceFile(path: "ru.csv", text: csv), into: catalogs, locales: ["ru"])
        #expect(outcome.refused)
        #expect(outcome.diagnostics.map(\.code) == ["ZK3021"])
    }

    @Test func malformedCSVIsZK3050AtThePlace() throws {
        let text = "file,id,comment,en,ru,state\nStrings/Content.xcstrings,Done,,Done,\"Готово,translated\n"
        let outcome = CSVExchange.importCSV(
            SourceFile(path: "ru.csv", text: text), into: try Self.catalogs(), locales: ["ru"])
        #expect(outcome.diagnostics.map(\.place) == ["ZK3050 ru.csv:2:38"])
        let short = CSVExchange.importCSV(
            SourceFile(path: "ru.csv", text: "file,id,comment,en,ru,state\na,b\n"), into: try Self.catalogs(),
            locales: ["ru"])
        #expect(short.diagnostics.map(\.message) == ["CSV: the row has 2 field(s), expected 6"])
        #expect(short.refused)
    }

    @Test func fieldsWithCommasQuotesAndLineBreaksRoundTrip() throws {
        let row = CSVExchange.row(["a,b", "say \"hi\"", "two\nlines", " padded ", "plain"])
        #expect(row == "\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",\" padded \",plain\n")
        let (table, failure) = CSVExchange.parse(SourceFile(path: "x.csv", text: row))
        #expect(failure == nil)
        #expect(table?.rows.first?.fields == ["a,b", "say \"hi\"", "two\nlines", " padded ", "plain"])
    }

    /// A cell a spreadsheet would run as a formula gets a leading `'`; the import drops it, so
    /// every value, even one that starts with `'` itself, round-trips.
    @Test func formulaCellsAreProtectedAndRoundTrip() throws {
        let values = ["=1+2", "+1", "-5 Punkte", "@SUM(A1)", "\tTab", "'=quoted", "''", "'Tis", "O'Brien", "plain", ""]
        let row = CSVExchange.row(values)
        #expect(row == "'=1+2,'+1,'-5 Punkte,'@SUM(A1),'\tTab,''=quoted,''','Tis,O'Brien,plain,\n")
        for cell in row.dropLast().split(separator: ",", omittingEmptySubsequences: false) {
            #expect(!(cell.first.map { "=+-@\t\r".contains($0) } ?? false), "\(cell)")
        }
        let (table, failure) = CSVExchange.parse(SourceFile(path: "x.csv", text: row))
        #expect(failure == nil)
        #expect(table?.rows.first?.fields == values)
    }
}

/// The pseudo-locale: accented, ~30 % longer, placeholders and tags kept.
@Suite struct PseudoLocaleTests {
    @Test func accentsPadsAndKeepsPlaceholdersAndTags() {
        #expect(PseudoLocale.pseudo("Settings", isFormat: false) == "[Šéţţíñĝš~~~]")
        #expect(PseudoLocale.pseudo("Hello, %@!", isFormat: true) == "[Ĥéļļö, %@!~~]")
        #expect(PseudoLocale.pseudo("Settings <b>now</b>", isFormat: false) == "[Šéţţíñĝš <b>ñöŵ</b>~~~~]")
        #expect(PseudoLocale.pseudo("Hi ${applicationName}", isFormat: false) == "[Ĥí ${applicationName}~]")
        #expect(PseudoLocale.pseudo("", isFormat: false) == "")
    }

    @Test func everyKeyToTranslateGetsThePseudoLocale() throws {
        let catalog = try Fixtures.catalog("report/Localizable.xcstrings")
        let root = PseudoLocale.tree(catalog, locale: "en-XA", sourceLocale: "en")
        let written = try #require(
            CatalogParser.build(
                SourceFile(path: catalog.path, bytes: CatalogWriter.bytes(root, replacing: catalog)), root
            ).0)
        #expect(written.entry("Done")?.localization("en-XA")?.allLeaves.first?.unit.value?.text == "[Ðöñé~~]")
        let plural = written.entry("%lld stars")?.localization("en-XA")?.allLeaves.map { $0.pathText }
        #expect(plural == nil || plural?.isEmpty == false)
        #expect(written.entry("")?.localization("en-XA") == nil)
        // The catalog's other locales are untouched.
        #expect(written.entry("Done")?.localization("ru")?.allLeaves.first?.unit.value?.text == "Готово")
    }
}
