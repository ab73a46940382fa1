import Testing
import ZKCore

@testable import ZKBrand

/// ZK5022: the app name written literally, as a word, in any case.
@Suite struct LiteralAppNameCheckTests {
    static let tokens = TemplateTests.tokens

    func only(_ code: DiagnosticCode, _ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.filter { $0.code == code.code }.map(\.place)
    }

    @Test func literalAppNameIsFoundCaseInsensitivelyAsAWord() {
        let found = Fixtures.inline([
            Self.tokens, ("Brand/marketing/de/description.txt", "Mit ZAHLENKETTE lernen. Zahlenketten sind kein Name."),
        ])
        #expect(only(LiteralAppNameCheck.literalAppName, found) == ["ZK5022 Brand/marketing/de/description.txt:1:5"])
    }
}
