import Testing
import ZKCore

@testable import ZKBrand

/// ZK5032: `default/` fills what a locale lacks; what neither has is reported at the path it should have.
@Suite struct RequiredFieldCheckTests {
    static let tokens = TemplateTests.tokens

    func only(_ code: DiagnosticCode, _ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.filter { $0.code == code.code }.map(\.place)
    }

    @Test func defaultFolderFillsMissingFields() {
        let found = Fixtures.inline([
            Self.tokens,
            ("Brand/marketing/default/name.txt", "{{app.name.de}}"),
            ("Brand/marketing/de/description.txt", "Zahlen."),
            ("Brand/marketing/de/keywords.txt", "zählen"),
        ])
        let missing = found.filter { $0.code == RequiredFieldCheck.requiredFieldMissing.code }.map(\.place)
        #expect(
            missing == [
                "ZK5032 Brand/marketing/de/support_url.txt:1:1", "ZK5032 Brand/marketing/de/privacy_url.txt:1:1",
            ])
    }
}
