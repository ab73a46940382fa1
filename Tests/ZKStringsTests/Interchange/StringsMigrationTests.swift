import Foundation
import Testing
import ZKCore

@testable import ZKStrings

/// `zk-strings migrate` (issue 30): `.strings`/`.stringsdict` tables become a String Catalog
/// whose keys and values equal the originals. Real tables: Pack my Bag's English and Nynorsk
/// `Localizable.strings` (the Nynorsk one re-encoded as UTF-16LE with a byte order mark, as
/// older Xcode templates wrote them) and FocusedWork's `en-GB` `Localizable.stringsdict`.
@Suite struct StringsMigrationTests {
    static let packMyBag = "real/DarthMikke+pack-my-bag/Shared"
    static let focusedWork = "real/teeeeeegz+focusedwork-translations"

    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for (fixture, target) in [
            (packMyBag + "/en.lproj/Localizable.strings", "Shared/en.lproj/Localizable.strings"),
            (packMyBag + "/nn.lproj/Localizable.strings", "Shared/nn.lproj/Localizable.strings"),
            (focusedWork + "/en-GB.lproj/Localizable.stringsdict", "FW/en-GB.lproj/Localizable.stringsdict"),
        ] {
            try folder.write(target, try Fixtures.file(fixture).bytes)
        }
        return folder
    }

    static func migrated(_ folder: TemporaryFolder, _ path: String) throws -> StringCatalog {
        let bytes = try #require(folder.bytes(path))
        return try #require(CatalogParser.parse(SourceFile(path: path, bytes: bytes)).0)
    }

    /// The table as Foundation reads it (an OpenStep property list), independent of zk's parser.
    static func foundation(_ bytes: [UInt8]) throws -> [String: Any] {
        try #require(try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any])
    }

    @Test func realStringsTablesMigrateWithTheirKeysAndValues() throws {
        let folder = try Self.project()
        let run = folder.run(["migrate", "Shared", "FW", "--source-locale", "en"])
        #expect(run.exit == 0, "\(run.output)")
        let catalog = try Self.migrated(folder, "build/migrated/Shared/Localizable.xcstrings")
        #expect(catalog.sourceLanguage?.text == "en")
        var keys = Set<String>()
        for locale in ["en", "nn"] {
            let original = try Self.foundation(
                try Fixtures.file(Self.packMyBag + "/\(locale).lproj/Localizable.strings").bytes)
            #expect(original.count > 20)
            for (key, value) in original {
                keys.insert(key)
                let unit = catalog.entry(key)?.localization(locale)?.node.unit
                #expect(unit?.value?.text == value as? String, "\(locale) \(key)")
                #expect(unit?.state?.text == "translated")
            }
        }
        #expect(Set(catalog.entries.map(\.key)) == keys)
        // Every key is Xcode's migrated kind; the file's header comment is no key's comment.
        #expect(
            catalog.root.object?["strings"]?.object?.members.allSatisfy {
                $0.value.object?["extractionState"]?.string == "migrated" && $0.value.object?["comment"] == nil
            } == true)
        // zk-strings reads the catalog it wrote as Xcode's formatting.
        #expect(XcodeFormattingCheck.check(catalog) == nil)
    }

    @Test func realStringsdictMigratesToPluralVariations() throws {
        let folder = try Self.project()
        #expect(folder.run(["migrate", "FW", "--source-locale", "en"]).exit == 0)
        let catalog = try Self.migrated(folder, "build/migrated/FW/Localizable.xcstrings")
        let original = try Self.foundation(
            try Fixtures.file(Self.focusedWork + "/en-GB.lproj/Localizable.stringsdict").bytes)
        #expect(Set(catalog.entries.map(\.key)) == Set(original.keys))
        for (key, value) in original {
            let entry = try #require(value as? [String: Any])
            let format = try #require(entry["NSStringLocalizedFormatKey"] as? String)
            let variable = String(format.dropFirst(3).dropLast())
            let rule = try #require(entry[variable] as? [String: Any])
            let plural = try #require(catalog.entry(key)?.localization("en-GB")?.node.variations.first)
            #expect(plural.kind == "plural")
            for item in plural.cases { #expect(item.node.unit?.value?.text == rule[item.name] as? String, "\(key)") }
            #expect(Set(plural.cases.map(\.name)) == Set(rule.keys).intersection(StringsDictReader.pluralCategories))
        }
    }

    @Test func aFormatWithTextAroundItsVariableBecomesASubstitution() throws {
        let entry: [String: Any] = [
            "NSStringLocalizedFormatKey": "%@ has %#@stars@",
            "stars": [
                "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "lld",
                "one": "%lld star", "other": "%lld stars",
            ],
        ]
        let node = try #require(StringsDictReader.node(entry))
        #expect(
            String(decoding: CatalogWriter.bytes(node), as: UTF8.self)
                == String(
                    decoding: CatalogWriter.bytes(
                        .object([
                            (
                                "stringUnit",
                                .object([("state", .string("translated")), ("value", .string("%@ has %#@stars@"))])
                            ),
                            (
                                "substitutions",
                                .object([
                                    (
                                        "stars",
                                        .object([
                                            ("argNum", .int(2)), ("formatSpecifier", .string("lld")),
                                            (
                                                "variations",
                                                .object([
                                                    (
                                                        "plural",
                                                        .object([
                                                            ("one", StringsMigration.unit("%arg star")),
                                                            ("other", StringsMigration.unit("%arg stars")),
                                                        ])
                                                    )
                                                ])
                                            ),
                                        ])
                                    )
                                ])
                            ),
                        ])), as: UTF8.self))
        #expect(StringsDictReader.argumentNumbers("%2$#@b@ %1$#@a@") == ["a": 1, "b": 2])
    }

    @Test func theParserReadsWhatFoundationReads() throws {
        let text = #"""
            /* Header of the file. */

            /* The title. */
            "title" = "Zahlen\tkette \"1\" \U00e4 \UD83D\UDE00 \101";
            // A line comment.
            unquoted_key = "Wert";
            "alone";
            """#
        let entries = try StringsTableParser.parse(Array(text.utf8)).get()
        #expect(entries.map(\.key) == ["title", "unquoted_key", "alone"])
        #expect(entries.map(\.value) == ["Zahlen\tkette \"1\" ä 😀 A", "Wert", "alone"])
        #expect(entries.map(\.comment) == ["The title.", "A line comment.", nil])
        #expect(entries.map(\.position.line) == [4, 6, 7])
        let foundation = try Self.foundation(Array(text.utf8))
        for entry in entries { #expect(foundation[entry.key] as? String == entry.value, "\(entry.key)") }
        // UTF-16 big-endian with a byte order mark reads the same.
        var big: [UInt8] = [0xFE, 0xFF]
        for unit in text.utf16 { big += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        #expect(try StringsTableParser.parse(big).get().map(\.value) == entries.map(\.value))
    }

    @Test func aMalformedTableIsZK3061AtItsPlaceAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/en.lproj/Localizable.strings", "\"Start\" = \"Start\"\n\"Settings\" = \"Settings\";\n")
        try folder.write("App/de.lproj/Localizable.strings", "\"Start\" = \"Los\";\n\"Settings\" = \"Einstellungen;\n")
        let run = folder.run(["migrate", "App"])
        #expect(run.exit == 1)
        #expect(
            run.output.contains(
                "App/en.lproj/Localizable.strings:1:18: error: expected ';' after the entry of 'Start'; nothing is migrated [ZK3061]"
            ), "\(run.output)")
        #expect(
            run.output.contains(
                "App/de.lproj/Localizable.strings:2:14: error: unterminated string; nothing is migrated"),
            "\(run.output)")
        #expect(folder.bytes("build/migrated/App/Localizable.xcstrings") == nil)
    }
}

/// Issue 52: a `.strings` table with git's conflict markers names the unresolved merge.
@Suite struct StringsTableMergeConflictTests {
    @Test func aConflictMarkerIsTheCause() {
        let text = "\"a\" = \"A\";\n<<<<<<< HEAD\n\"b\" = \"B\";\n=======\n\"b\" = \"C\";\n>>>>>>> x\n"
        guard case .failure(let failure) = StringsTableParser.parse(Array(text.utf8)) else {
            Issue.record("the table parsed")
            return
        }
        #expect(failure.position.line == 2)
        #expect(failure.position.column == 1)
        #expect(
            failure.message.hasPrefix("unresolved merge conflict: the line starts with git's conflict marker '<<<<<<<'")
        )
    }
}
