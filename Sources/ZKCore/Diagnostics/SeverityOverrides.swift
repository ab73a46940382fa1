/// What `severities` in zk-build.json makes of one code: another severity, or `ignore` (the
/// code is not reported).
public enum SeverityOverride: String, Sendable, Hashable, Codable, CaseIterable {
    case error
    case warning
    case note
    case ignore

    /// The severity a diagnostic gets; nil: it is dropped.
    public var severity: Severity? {
        switch self {
        case .error: .error
        case .warning: .warning
        case .note: .note
        case .ignore: nil
        }
    }
}

/// A project's `severities`, typed, and the one function that applies them to diagnostics.
public struct SeverityOverrides: Sendable, Hashable, Codable, ExpressibleByDictionaryLiteral {
    public private(set) var codes: [String: SeverityOverride]

    public init(_ codes: [String: SeverityOverride] = [:]) { self.codes = codes }

    public init(dictionaryLiteral elements: (String, SeverityOverride)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    public subscript(code: String) -> SeverityOverride? {
        get { codes[code] }
        set { codes[code] = newValue }
    }

    public var isEmpty: Bool { codes.isEmpty }

    /// The codes given a severity (not `ignore`): a house rule among them runs without its profile.
    public var turnedOn: Set<String> { Set(codes.filter { $0.value != .ignore }.keys) }

    /// `diagnostics` with the overrides applied: a new severity, or dropped for `ignore`; codes in
    /// `unaffected` (reported before the overrides can apply) stay as they are.
    public func apply(_ diagnostics: [Diagnostic], except unaffected: Set<String> = []) -> [Diagnostic] {
        guard !codes.isEmpty else { return diagnostics }
        return diagnostics.compactMap { diagnostic in
            guard let override = codes[diagnostic.code], !unaffected.contains(diagnostic.code) else {
                return diagnostic
            }
            guard let severity = override.severity else { return nil }
            var changed = diagnostic
            changed.severity = severity
            return changed
        }
    }
}
