/// `--format github`: GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=ZKnnnn::…`),
/// escaped the way `@actions/core` escapes them, notes folded into the message. Paths are
/// relative to the same base as SARIF's (`RepositoryPlace`: `GITHUB_WORKSPACE`, else the git
/// work tree), which is what GitHub resolves `file=` against.
public struct GitHubRenderer: Sendable {
    /// Where the project lies; nil writes project-relative paths.
    public var repository: RepositoryPlace?

    public init(repository: RepositoryPlace? = nil) { self.repository = repository }

    func path(_ path: String) -> String { path.isEmpty ? path : repository?.rootRelative(path) ?? path }

    /// The most annotations one run writes. GitHub shows 10 error and 10 warning annotations
    /// per step (50 per job) and drops the rest; an app's first run can have 10,000 findings,
    /// which as workflow commands flood the log. Past this many, the errors come first as
    /// annotations and every finding is still in the log, as a plain line in a folded group
    /// per code, with one notice that says so (SARIF carries them all).
    public static let annotationLimit = 50

    public func render(_ diagnostics: [Diagnostic], summary: RunSummary) -> String {
        var out = ""
        guard diagnostics.count > Self.annotationLimit else {
            for diagnostic in diagnostics {
                out += render(diagnostic) + "\n"
            }
            return out + summary.line + "\n"
        }
        // The annotated ones: by severity (errors first), in the given order within one.
        let ranked = diagnostics.indices.sorted { left, right in
            let (a, b) = (Self.rank(diagnostics[left].severity), Self.rank(diagnostics[right].severity))
            return a != b ? a < b : left < right
        }
        let annotated = Set(ranked.prefix(Self.annotationLimit))
        var rest: [String: [Diagnostic]] = [:]
        for (index, diagnostic) in diagnostics.enumerated() {
            if annotated.contains(index) {
                out += render(diagnostic) + "\n"
            } else {
                rest[diagnostic.code, default: []].append(diagnostic)
            }
        }
        for code in rest.keys.sorted() {
            guard let group = rest[code] else { continue }
            out += "::group::\(code): \(plural(group.count, "more finding")) (not annotated)\n"
            for diagnostic in group { out += plainLine(diagnostic) + "\n" }
            out += "::endgroup::\n"
        }
        let left = diagnostics.count - annotated.count
        out +=
            "::notice title=zk-build::\(Self.escapeData("\(plural(left, "finding")) past the first \(Self.annotationLimit) are not annotated; they are listed in the log by code, and every finding is in --format sarif"))\n"
        return out + summary.line + "\n"
    }

    /// Errors first, then warnings, then notes.
    static func rank(_ severity: Severity) -> Int {
        switch severity {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    /// A finding as a log line that no runner reads as a workflow command (it starts with two
    /// spaces; control characters are escaped).
    func plainLine(_ diagnostic: Diagnostic) -> String {
        let place = diagnostic.location.map { SourceLocation(path: path($0.path), start: $0.start).description + ": " }
        let text = (place ?? "") + "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code)]"
        return "  " + Escape.messageValue(text)
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
