import Foundation
import Testing
import ZKCore

@testable import ZKStrings

/// Catalogs Xcode wrote in real apps (`Tests/Fixtures/strings/real/`, sources and licences in
/// its SOURCES.md): no structure error, `format` leaves every byte, and the findings are the
/// ones verified by hand (project conventions aside: key grammar ZK3012 and translator comments
/// ZK3013 are Zahlenkette's rules, which other apps do not follow).
@Suite struct RealCatalogTests {
    static let catalogs = [
        "anonaddy+addy-ios/addy/AppShortcuts.xcstrings",
        "anonaddy+addy-ios/InfoPlist.xcstrings",
        "Ranchero-Software+NetNewsWire/Shared/DefaultAccountNames.xcstrings",
        "Ranchero-Software+NetNewsWire/Mac/ErrorLog/mul.lproj/ErrorLogWindow.xcstrings",
        "liamnichols+xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/Variations.xcstrings",
        "liamnichols+xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/Substitution.xcstrings",
        "liamnichols+xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/Localizable.xcstrings",
        "liamnichols+xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/Positional.xcstrings",
        "Kanunnikoff+GlagolitsaKeyboard-iOS/Localizable.xcstrings",
    ]

    /// The catalog with its own source language and every language it holds as the required locales.
    static func checked(_ name: String) throws -> (StringCatalog, [Diagnostic]) {
        let file = try Fixtures.file("real/" + name)
        let (parsed, diagnostics) = CatalogParser.parse(file)
        let catalog = try #require(parsed, "\(name): \(diagnostics.map(\.message))")
        let source = catalog.sourceLanguage?.text ?? "en"
        var locales = Set([source])
        for entry in catalog.entries { for localization in entry.localizations { locales.insert(localization.locale) } }
        let options = StringsCheckOptions(sourceLocale: source, requiredLocales: locales.sorted())
        let findings = diagnostics + StringsChecker.check([catalog], options: options)
        return (
            catalog,
            findings.filter {
                $0.code != KeyGrammarCheck.keyGrammar.code && $0.code != TranslatorCommentCheck.missingComment.code
            }
        )
    }

    @Test(arguments: catalogs)
    func formatLeavesEveryByte(name: String) throws {
        let file = try Fixtures.file("real/" + name)
        let catalog = try Fixtures.catalog("real/" + name)
        // As text, so a failure shows the difference, not two byte arrays.
        #expect(
            String(decoding: CatalogWriter.bytes(catalog.root, replacing: catalog), as: UTF8.self)
                == String(decoding: file.bytes, as: UTF8.self))
    }

    @Test(arguments: catalogs)
    func noStructureErrorAndNoMissingSourceTranslation(name: String) throws {
        let (catalog, findings) = try Self.checked(name)
        #expect(
            !findings.contains {
                $0.code == CatalogStructure.catalogStructure.code
                    || $0.code == CatalogVersionCheck.unsupportedVersion.code
            })
        // The implicit source value: a key without a source localization is its own source text.
        let source = catalog.sourceLanguage?.text ?? ""
        #expect(
            !findings.contains {
                $0.code == CoverageCheck.localeMissing.code && $0.message.hasSuffix("has no '\(source)' translation")
            })
    }

    /// Every finding on these catalogs, verified by hand against the files.
    @Test func findingsAreTheVerifiedOnes() throws {
        func codes(_ name: String) throws -> [String: Int] {
            Dictionary(try Self.checked(name).1.map { ($0.code, 1) }, uniquingKeysWith: +)
        }
        // Five keys Xcode marked stale.
        #expect(try codes("Kanunnikoff+GlagolitsaKeyboard-iOS/Localizable.xcstrings") == ["ZK3004": 5])
        // Xcode writes the source values it extracts from a storyboard or an Info.plist as 'new':
        // the source language is not a translation, so none of these is reported.
        #expect(try codes("Ranchero-Software+NetNewsWire/Mac/ErrorLog/mul.lproj/ErrorLogWindow.xcstrings") == [:])
        #expect(try codes("anonaddy+addy-ios/addy/AppShortcuts.xcstrings") == [:])
        #expect(try codes("anonaddy+addy-ios/InfoPlist.xcstrings") == [:])
        // A stale key.
        #expect(try codes("Ranchero-Software+NetNewsWire/Shared/DefaultAccountNames.xcstrings") == ["ZK3004": 1])
        // 'remaining.strings' varies by plural with 'other' alone: English 1 selects 'one'.
        #expect(
            try codes("liamnichols+xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/Substitution.xcstrings") == [
                "ZK3005": 1
            ])
        #expect(
            try codes("liamnichols+xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/Positional.xcstrings") == [:])
        #expect(
            try codes("liamnichols+xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/Variations.xcstrings") == [:])
    }

    @Test func stringSetIsReadAsAValue() throws {
        let catalog = try Fixtures.catalog("real/anonaddy+addy-ios/addy/AppShortcuts.xcstrings")
        let entry = try #require(catalog.entries.first)
        let set = try #require(entry.localization("en")?.node.stringSet)
        #expect(!set.values.isEmpty)
        #expect(entry.localization("en")?.hasValue == true)
    }

    /// Xcode's order of non-ASCII keys, as this Xcode-written catalog has them: `©` before
    /// letters, `“` where ICU puts it, U+200B ignored but for the tie, Glagolitic after Latin.
    @Test func keyOrderBeyondASCIIIsXcodes() throws {
        let catalog = try Fixtures.catalog("real/Kanunnikoff+GlagolitsaKeyboard-iOS/Localizable.xcstrings")
        let keys = catalog.entries.map(\.key)
        #expect(XcodeKeyOrder.sorted(keys) == keys)
        #expect(keys.first == "© 2022 Dmitry Kanunnikoff")
        #expect(keys.last == "ⰀⰁⰂ")
        let plain = try #require(keys.firstIndex(of: "The keyboard contains all letters of the Glagolitic alphabet."))
        let spaced = try #require(keys.firstIndex { $0.hasPrefix("The keyboard contains \u{200B}all") })
        #expect(plain + 1 == spaced)
    }

    @Test func nonASCIIPairsSortAsXcodeWritesThem() {
        // Each pair as it stands in an Xcode-written corpus catalog (issue 10's closing note).
        let pairs: [(String, String)] = [
            ("-6mo", "—"), ("—", "**Thank you"), ("%@", "©"), ("©", "$x"), ("Settings", "Settings…"),
            ("Zebra", "ⰀⰁⰂ"), ("é", "f"), ("’", "“"), ("Add the “Glagolitic” keyboard.", "Alphabet"),
            ("Keyboard", "Keyboard → Keyboards"),
        ]
        for (first, second) in pairs {
            #expect(XcodeKeyOrder.precedes(first, second), "\(first) < \(second)")
            #expect(!XcodeKeyOrder.precedes(second, first), "\(second) > \(first)")
        }
    }
}

/// The ASCII sort key and Foundation's comparison (what Xcode's JSONSerialization uses) agree.
@Suite struct KeyOrderAgreementTests {
    /// SplitMix64: a fixed seed, the same strings on every machine.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func asciiSortKeyAgreesWithFoundation() {
        var generator = Seeded(state: 10)
        let alphabet = Array("\t\n aAbBzZ0019.-_%@$+#&'\"()[]{}/\\:;,!?*<=>|~^`")
        var disagreements: [String] = []
        for _ in 0..<20_000 {
            let a = String(
                (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                    alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
                })
            var b = String(
                (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                    alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
                })
            if Bool.random(using: &generator) { b = a + b }
            guard a != b else { continue }
            let fast = XcodeKeyOrder.sortKey(a).lexicographicallyPrecedes(XcodeKeyOrder.sortKey(b))
            if fast != XcodeKeyOrder.foundationPrecedes(a, b) {
                disagreements.append("\(a.debugDescription) \(b.debugDescription)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
        // Leading zeros: fewer first, and a leading zero outranks a later case difference.
        #expect(
            XcodeKeyOrder.precedes("0.00", "0.000") && XcodeKeyOrder.precedes("1", "01")
                && XcodeKeyOrder.precedes("1A", "01a"))
    }
}
