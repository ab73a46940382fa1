import Testing
import ZKCore

@testable import ZKStrings

/// printf-style format specifiers as `String(format:)` reads them.
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

    /// Issue 30: the message quoted '%' and half of 'ü' ('%\u{FFFD}').
    @Test func invalidPlaceholderMessageNeverCutsACharacter() {
        for (text, shown) in [("Rabatt 50%ü", "%ü"), ("скидка 5%ф", "%ф"), ("%l😀 x", "%l😀")] {
            let (_, problems) = FormatParser.parse(text)
            #expect(
                problems.map(\.message) == ["'\(shown)' is not a valid placeholder; write '%%' for a percent sign"],
                "\(text)")
            #expect(!(problems.first?.message.contains("\u{FFFD}") ?? true))
        }
    }
}
