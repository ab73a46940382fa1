import Testing
import ZKCore
@testable import ZKStrings

/// `--baseline`: known findings are absorbed, new ones are reported; a bad file is ZK3030.
@Suite struct BaselineTests {
    @Test func knownFindingsAreAbsorbedNewOnesRemain() throws {
        let old = try Fixtures.check("key-grammar.xcstrings")
        let baseline = Baseline(recording: old)
        let reread = try Baseline.read(SourceFile(path: "baseline.json", bytes: baseline.bytes)).get()
        #expect(reread == baseline)
        let new = Diagnostic(StringsCodes.emptyValue, "'en' value of 'x' is empty", at: SourceLocation(path: "Strings/Content.xcstrings", line: 3, column: 9))
        let (remaining, known) = reread.filter(old + [new])
        #expect(known == old.count)
        #expect(remaining == [new])
    }

    /// ZK3030 has no example files (the baseline is a command-line input): this is its test.
    @Test func malformedBaselineIsRefused() {
        let result = Baseline.read(SourceFile(path: "baseline.json", text: #"{ "version" : 1, "findings" : [ { "code" : 3 } ] }"#))
        guard case .failure(let error) = result else {
            Issue.record("a malformed baseline was accepted")
            return
        }
        #expect(error.diagnostic.place == "ZK3030 baseline.json:1:33")
    }
}

@Suite struct FormatParserTests {
    @Test func readsPositionsLengthsAndSubstitutions() {
        let (specifiers, problems) = FormatParser.parse("%1$@ hat %#@minutes@, %2$lld %% und %.2f %qd")
        #expect(problems.isEmpty)
        #expect(specifiers.map(\.text) == ["%1$@", "%#@minutes@", "%2$lld", "%.2f", "%qd"])
        #expect(specifiers.map(\.typeName) == ["object", "", "llint", "double", "llint"])
        #expect(specifiers.map(\.scalarOffset) == [0, 9, 22, 36, 41])
    }

    @Test func reportsALonePercent() {
        let (_, problems) = FormatParser.parse("100 %")
        #expect(problems.map(\.scalarOffset) == [4])
    }

    @Test func pluralCategoriesOfCommonLocales() {
        #expect(PluralRules.categories(for: "ru") == ["one", "few", "many", "other"])
        #expect(PluralRules.categories(for: "de") == ["one", "other"])
        // CLDR gives pt a `many` for compact numbers (1c6) only: allowed, never required, as Xcode writes pt plurals.
        #expect(PluralRules.categories(for: "pt-BR") == ["one", "other"])
        #expect(PluralRules.allowedCategories(for: "pt-BR") == ["zero", "one", "many", "other"])
        #expect(PluralRules.categories(for: "cs") == ["one", "few", "other"])
        for locale in ["bs", "sl", "my", "af", "gd", "fa"] { #expect(PluralRules.categories(for: locale) != nil, "\(locale)") }
        #expect(PluralRules.categories(for: "tlh") == nil)
    }
}
