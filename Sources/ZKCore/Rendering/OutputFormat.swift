/// The diagnostic output formats every tool offers with `--format`.
public enum OutputFormat: String, Sendable, CaseIterable {
    case human
    case json
    case sarif
    case github

    public static var names: [String] { allCases.map(\.rawValue) }
}

/// Counts of a run, printed as its last line (`3 errors, 1 warning in 42 files`).
public struct RunSummary: Sendable, Hashable {
    public var errors: Int
    public var warnings: Int
    public var notes: Int
    public var files: Int

    public init(diagnostics: [Diagnostic], files: Int) {
        errors = diagnostics.filter { $0.severity == .error }.count
        warnings = diagnostics.filter { $0.severity == .warning }.count
        notes = diagnostics.filter { $0.severity == .note }.count
        self.files = files
    }

    public var line: String {
        "\(plural(errors, "error")), \(plural(warnings, "warning")) in \(plural(files, "file"))"
    }
}

/// What a renderer needs besides the diagnostics.
public struct RenderContext: Sendable {
    public var toolName: String
    public var toolVersion: String
    public var registry: CodeRegistry
    /// The source of a project-relative path, for the human renderer's source lines.
    public var source: @Sendable (String) -> SourceFile?
    public var colors: Bool
    /// The run's exit code (SARIF `invocations`).
    public var exitCode: Int32
    /// Where the project lies in its repository: the base of SARIF's `uriBaseId` and of the
    /// `file=` of GitHub annotations alike.
    public var repository: RepositoryPlace?
    /// Whether a project-relative path names a folder (SARIF writes a folder URI with a final `/`).
    public var isDirectory: @Sendable (String) -> Bool

    public init(
        toolName: String, toolVersion: String, registry: CodeRegistry, colors: Bool = false,
        exitCode: Int32 = 0, repository: RepositoryPlace? = nil,
        isDirectory: @escaping @Sendable (String) -> Bool = { _ in false },
        source: @escaping @Sendable (String) -> SourceFile? = { _ in nil }
    ) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.registry = registry
        self.source = source
        self.colors = colors
        self.exitCode = exitCode
        self.repository = repository
        self.isDirectory = isDirectory
    }
}

/// Renders diagnostics and the summary in one of the four formats.
public enum DiagnosticRenderer {
    public static func render(
        _ diagnostics: [Diagnostic], summary: RunSummary, format: OutputFormat, context: RenderContext
    ) -> String {
        switch format {
        case .human: HumanRenderer(context: context).render(diagnostics, summary: summary)
        case .json: JSONRenderer(context: context).render(diagnostics, summary: summary)
        case .sarif: SARIFRenderer(context: context).render(diagnostics, summary: summary)
        case .github:
            GitHubRenderer(repository: context.repository).render(
                DiagnosticTriage(registry: context.registry).mostImportantFirst(diagnostics), summary: summary)
        }
    }
}
