/// How serious a diagnostic is; `error` fails the run, `warning` fails it only with `--warnings-as-errors`.
public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
