/// When in the life of an input a diagnostic arises. Reports list earlier phases first, so that a
/// cause (a syntax error) comes before its consequences (a reference it left unresolved); a file
/// with a `syntax` error is broken, and the checks of later phases stay silent about it.
public enum DiagnosticPhase: Int, Sendable, Hashable, Comparable, CaseIterable, Codable {
    /// The file cannot be read as its format (JSON syntax, encoding, unreadable file).
    case syntax
    /// The file reads, but its shape is wrong: a schema, a required field, the configuration.
    case structure
    /// A value is wrong on its own (a grammar, a range, a limit).
    case check
    /// A reference between files or stages: an ID, key, audio ID or asset defined elsewhere.
    case crossLink
    /// Notes about the run itself: checks skipped after a broken input, the error limit.
    case summary

    public var name: String {
        switch self {
        case .syntax: "syntax"
        case .structure: "structure"
        case .check: "check"
        case .crossLink: "cross-link"
        case .summary: "summary"
        }
    }

    public static func < (lhs: DiagnosticPhase, rhs: DiagnosticPhase) -> Bool { lhs.rawValue < rhs.rawValue }
}
