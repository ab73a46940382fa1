import Testing

@testable import ZKCore

/// `severities` as a typed value, applied by one function.
@Suite struct SeverityOverridesTests {
    static let code = JSONReader.duplicateKey

    static func diagnostic(_ code: DiagnosticCode = code) -> Diagnostic {
        Diagnostic(code, "duplicate key 'a'", at: SourceLocation(path: "a.json", line: 1, column: 3))
    }

    @Test func aNewSeverityReplacesTheCodesOwn() {
        let overrides: SeverityOverrides = [Self.code.code: .warning]
        #expect(overrides.apply([Self.diagnostic()]).map(\.severity) == [.warning])
    }

    @Test func ignoreDropsTheDiagnostic() {
        let overrides: SeverityOverrides = [Self.code.code: .ignore]
        #expect(overrides.apply([Self.diagnostic()]).isEmpty)
        #expect(overrides.turnedOn.isEmpty)
    }

    @Test func anUnaffectedCodeStaysAsItIs() {
        let overrides: SeverityOverrides = [Self.code.code: .ignore]
        #expect(overrides.apply([Self.diagnostic()], except: [Self.code.code]).map(\.severity) == [.error])
    }

    @Test func aCodeGivenASeverityIsTurnedOn() {
        let overrides: SeverityOverrides = ["ZK3012": .warning, "ZK3013": .ignore]
        #expect(overrides.turnedOn == ["ZK3012"])
        #expect(CheckProfile.universal.turningOn(severities: overrides).rules == ["ZK3012"])
    }

    @Test func everyOverrideIsASeverityOrIgnore() {
        #expect(SeverityOverride.allCases.map(\.rawValue) == ["error", "warning", "note", "ignore"])
        #expect(SeverityOverride.allCases.compactMap(\.severity) == [.error, .warning, .note])
    }
}
