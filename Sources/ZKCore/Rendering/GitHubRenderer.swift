/// `--format github`: GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=ZKnnnn::…`),
/// escaped the way `@actions/core` escapes them, notes folded into the message. Paths are
/// relative to the same base as SARIF's (`RepositoryPlace`: `GITHUB_WORKSPACE`, else the git
/// work tree), which is what GitHub resolves `file=` against.
public struct GitHubRenderer: Sendable {
    /// Where the project lies; nil writes project-relative paths.
    public var repository: RepositoryPlace?

    public init(repository: RepositoryPlace? = nil) { self.repository = repository }

    func path(_ path: String) -> String { path.isEmpty ? path : repository?.rootRelative(path) ?? path }

    public func render(_ diagnostics: [Diagnostic], summary: RunSummary) -> String {
        var out = ""
        for diagnostic in diagnostics {
            out += render(diagnostic) + "\n"
        }
        out += summary.line + "\n"
        return out
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        let command: String
        switch diagnostic.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        var properties: [(String, String)] = []
        if let location = diagnostic.location {
            properties.append(("file", path(location.path)))
            if let start = location.start {
                properties.append(("line", String(start.line)))
                properties.append(("col", String(start.column)))
            }
            if let end = location.end {
                properties.append(("endLine", String(end.line)))
                properties.append(("endColumn", String(end.column)))
            }
        }
        properties.append(("title", diagnostic.code))
        var message = diagnostic.message
        for note in diagnostic.notes {
            message +=
                "\nnote: "
                + (note.location.map { SourceLocation(path: path($0.path), start: $0.start).description + ": " } ?? "")
                + note.message
        }
        let rendered = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(command) \(rendered)::\(Self.escapeData(message))"
    }

    /// `%` → `%25`, CR → `%0D`, LF → `%0A` (toolkit's `escapeData`).
    public static func escapeData(_ text: String) -> String { Escape.githubData(text) }

    /// `escapeData` plus `:` → `%3A` and `,` → `%2C` (toolkit's `escapeProperty`).
    public static func escapeProperty(_ text: String) -> String { Escape.githubProperty(text) }
}
