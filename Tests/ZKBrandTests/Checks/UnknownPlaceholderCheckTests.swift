import Testing
import ZKCore

@testable import ZKBrand

/// ZK5020: a placeholder naming a group lists the group's tokens.
@Suite struct UnknownPlaceholderCheckTests {
    static let tokens = TemplateTests.tokens

    func only(_ code: DiagnosticCode, _ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.filter { $0.code == code.code }.map(\.place)
    }

    @Test func placeholderNamingAGroupListsItsTokens() {
        let found = Fixtures.inline([Self.tokens, ("Brand/marketing/de/release_notes.txt", "{{app}}")])
        let diagnostic = found.first { $0.code == UnknownPlaceholderCheck.unknownPlaceholder.code }
        #expect(diagnostic?.place == "ZK5020 Brand/marketing/de/release_notes.txt:1:3")
        #expect(diagnostic?.message.contains("'app.name'") == true)
        // A group of locale variants is no error: a de template takes its 'de' member.
        let variants = Fixtures.inline([Self.tokens, ("Brand/marketing/de/release_notes.txt", "{{app.name}}")])
        #expect(variants.filter { $0.code == UnknownPlaceholderCheck.unknownPlaceholder.code }.isEmpty)
    }
}
