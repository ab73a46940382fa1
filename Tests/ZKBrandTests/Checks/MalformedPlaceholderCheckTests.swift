import Testing
import ZKCore

@testable import ZKBrand

/// ZK5021: an unterminated or empty placeholder, at its braces.
@Suite struct MalformedPlaceholderCheckTests {
    static let tokens = TemplateTests.tokens

    func only(_ code: DiagnosticCode, _ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.filter { $0.code == code.code }.map(\.place)
    }

    @Test func unterminatedPlaceholderIsLocatedAtTheBraces() {
        let found = Fixtures.inline([
            Self.tokens, ("Brand/marketing/de/release_notes.txt", "Neu:\nSchreiben an {{contact.support_email\n"),
        ])
        #expect(
            only(MalformedPlaceholderCheck.malformedPlaceholder, found) == [
                "ZK5021 Brand/marketing/de/release_notes.txt:2:14"
            ])
    }
    @Test func emptyPlaceholderIsMalformed() {
        let found = Fixtures.inline([Self.tokens, ("Brand/marketing/de/release_notes.txt", "Neu: {{ }}")])
        #expect(
            only(MalformedPlaceholderCheck.malformedPlaceholder, found) == [
                "ZK5021 Brand/marketing/de/release_notes.txt:1:6"
            ])
    }
}
