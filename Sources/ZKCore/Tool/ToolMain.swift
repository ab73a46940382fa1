import Foundation

/// What a command hands back to `ToolMain`: its findings, how many files it read, and the
/// sources for the human renderer's snippets.
public struct ToolResult: Sendable {
    public var diagnostics: [Diagnostic]
    public var filesRead: Int
    public var sources: [String: SourceFile]
    /// Print diagnostics and summary to standard error, keeping standard output for data
    /// (`zk-dawg dump`, `zk-content index`).
    public var diagnosticsToStandardError: Bool
    /// False for commands that only print information (`explain`): no summary line.
    public var printsSummary: Bool
    /// True when the command already silenced the consequences of broken files per stage (the
    /// driver); otherwise `ToolMain` does it for the whole run.
    public var consequencesSilenced = false

    public init(
        diagnostics: [Diagnostic] = [], filesRead: Int = 0, sources: [String: SourceFile] = [:],
        diagnosticsToStandardError: Bool = false, printsSummary: Bool = true
    ) {
        self.printsSummary = printsSummary
        self.diagnostics = diagnostics
        self.filesRead = filesRead
        self.sources = sources
        self.diagnosticsToStandardError = diagnosticsToStandardError
    }
}

/// What a command gets: its parsed arguments and the run's settings.
public struct ToolContext: Sendable {
    public var arguments: ParsedArguments
    /// The directory the command runs in (after `-C`), absolute.
    public var directory: String
    public var format: OutputFormat
    public var terminal: Terminal
    public var environment: [String: String]
    public var quiet: Bool
    public var verbose: Bool
    public var jobs: Int
    /// The paths the host declared (`--trust-declared-inputs`): read even through a link that
    /// leads outside the repository. Empty without the flag.
    public var declaredInputs = DeclaredInputs.none
    /// Standard output of the command (data such as `dump`); tests capture it.
    public var write: @Sendable (String) -> Void

    /// `path` made absolute against `directory`.
    public func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
    }

    /// The writer of the command's outputs: never through a symbolic link below `directory`,
    /// never over an input, removal only by its record.
    public var outputs: OutputWriter { OutputWriter(root: directory) }

    /// The first symbolic link on the way to the relative `path` that leads outside the
    /// repository holding `directory` (nil: none, or `path` is absolute, the user's own choice,
    /// or the host declared it: `declaredInputs`).
    public func escapingLink(_ path: String) -> String? {
        guard !path.hasPrefix("/"), !declaredInputs.contains(path, directory: directory) else { return nil }
        let repository = RepositoryPlace.find(from: directory).root
        let boundary = SymbolicLinkGuard.realPath(repository) ?? repository
        return SymbolicLinkGuard.escapingLink(in: path, root: directory, boundary: boundary)
    }

    /// Reads the input at `path` (relative to `directory`, or absolute) as zk-build reads a
    /// project's: a file behind a symbolic link that leads outside the repository is not read,
    /// and the failure is one error at the link, which never names or quotes the target.
    public func read(_ path: String) -> Result<SourceFile, DiagnosticError> {
        if let link = escapingLink(path) { return .failure(DiagnosticError(SymbolicLinkGuard.escaping(link))) }
        return FileReader.read(absolute(path), displayPath: path)
    }

    /// Progress for long stages: on a terminal only, never in CI or with `--quiet`.
    public var showsProgress: Bool { terminal.isInteractive && Terminal.stderrIsTerminal && !quiet && format == .human }

    public init(
        arguments: ParsedArguments, directory: String, format: OutputFormat, terminal: Terminal,
        environment: [String: String], quiet: Bool, verbose: Bool, jobs: Int,
        write: @escaping @Sendable (String) -> Void = { print($0, terminator: "") }
    ) {
        self.write = write
        self.arguments = arguments
        self.directory = directory
        self.format = format
        self.terminal = terminal
        self.environment = environment
        self.quiet = quiet
        self.verbose = verbose
        self.jobs = jobs
    }
}

/// The shared `main` of every executable: parses the command line (usage errors exit 2), runs
/// the command, applies `--warnings-as-errors`, silences the consequences of broken files, orders
/// causes first, applies `--error-limit`, renders the diagnostics in the chosen format,
/// prints the summary line and returns the exit code.
public enum ToolMain {
    /// Options every command accepts.
    public static let commonOptions: [OptionSpec] = [
        OptionSpec(
            "format", value: "format", help: "Diagnostic output format.", default: "human", allowed: OutputFormat.names),
        .flag("warnings-as-errors", help: "Treat warnings as errors (exit 1 when any is reported)."),
        .flag("quiet", short: "q", help: "Print only errors, warnings and the summary; no progress."),
        .flag("verbose", short: "v", help: "Explain what is done and what is skipped."),
        OptionSpec("directory", short: "C", value: "dir", help: "Run as if started in <dir>.", default: "."),
        OptionSpec("jobs", short: "j", value: "n", help: "Run up to <n> jobs in parallel.", default: "number of CPUs"),
        OptionSpec(
            "error-limit", value: "n",
            help: "Show at most <n> errors per file, then a note counting the rest (0: no limit).",
            default: String(ErrorLimit.defaultLimit)),
    ]

    public static func run(
        spec: CommandSpec, version: String, registry: CodeRegistry,
        arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        environment: [String: String] = ProcessInfo.processInfo.environment,
        standardOutput: @escaping @Sendable (String) -> Void = { print($0, terminator: "") },
        standardError: @escaping @Sendable (String) -> Void = { ToolMain.printError($0, terminator: "") },
        handler: (ToolContext) throws -> ToolResult
    ) -> Int32 {
        let printError: @Sendable (String) -> Void = { standardError($0 + "\n") }
        let parsed: ParsedArguments
        switch parse(arguments, spec: spec, version: version, standardOutput: standardOutput, printError: printError) {
        case .success(let result): parsed = result
        case .failure(let exit): return exit.code
        }
        let options: GlobalOptions
        switch GlobalOptions.read(parsed, printError: printError) {
        case .success(let read): options = read
        case .failure(let exit): return exit.code
        }
        let format = parsed.value("format").flatMap(OutputFormat.init(rawValue:)) ?? .human
        let terminal = Terminal.current(environment: environment)
        var context = ToolContext(
            arguments: parsed, directory: options.directory, format: format, terminal: terminal,
            environment: environment, quiet: parsed.flag("quiet"), verbose: parsed.flag("verbose"), jobs: options.jobs,
            write: standardOutput)
        if parsed.flag(DeclaredInputs.option.long) {
            let own = ArgumentParser(spec).command(at: parsed.commandPath)?.options ?? []
            let inherited = HelpFormatter.inheritedOptions(root: spec, path: parsed.commandPath)
            context.declaredInputs = DeclaredInputs(
                DeclaredInputs.named(by: parsed, options: own + inherited), directory: options.directory)
        }

        var result: ToolResult
        do {
            result = try handler(context)
        } catch let error as UsageError {
            let usage = ([spec.name] + parsed.commandPath).joined(separator: " ")
            printError("error: \(error.message)\nusage: \(usage) [options]; see '\(usage) --help'")
            return ExitCode.usage.rawValue
        } catch let error as DiagnosticError {
            result = ToolResult(diagnostics: [error.diagnostic])
        } catch {
            result = ToolResult(diagnostics: [InternalError.thrown(error)])
        }
        return report(
            result, of: context, spec: spec, version: version, registry: registry, errorLimit: options.errorLimit,
            standardOutput: standardOutput, standardError: standardError)
    }

    /// How a run ends before the handler: the exit code (what to say was printed already).
    struct EarlyExit: Error {
        var code: Int32
    }

    /// The parsed command line, or the exit after printing help, the version or a usage error.
    static func parse(
        _ arguments: [String], spec: CommandSpec, version: String,
        standardOutput: @escaping @Sendable (String) -> Void, printError: @Sendable (String) -> Void
    ) -> Result<ParsedArguments, EarlyExit> {
        let parser = ArgumentParser(spec)
        do {
            switch try parser.parse(arguments) {
            case .help(let path):
                guard let command = parser.command(at: path) else {
                    printError("error: unknown subcommand '\(path.last ?? "")'")
                    return .failure(EarlyExit(code: ExitCode.usage.rawValue))
                }
                let inherited = HelpFormatter.inheritedOptions(root: spec, path: path)
                standardOutput(HelpFormatter.help(for: command, path: path, toolName: spec.name, inherited: inherited))
                return .failure(EarlyExit(code: ExitCode.success.rawValue))
            case .version:
                standardOutput("\(spec.name) \(version)\n")
                return .failure(EarlyExit(code: ExitCode.success.rawValue))
            case .run(let result):
                return .success(result)
            }
        } catch {
            let usage = ([spec.name] + error.commandPath).joined(separator: " ")
            printError("error: \(error.message)\nusage: \(usage) [options]; see '\(usage) --help'")
            return .failure(EarlyExit(code: ExitCode.usage.rawValue))
        }
    }

    /// The options every tool has that decide how it runs: `--directory`, `--jobs`, `--error-limit`.
    struct GlobalOptions {
        var directory: String
        var jobs: Int
        var errorLimit: Int

        /// The options of `parsed`, or the exit after printing what is wrong with one.
        static func read(
            _ parsed: ParsedArguments, printError: @Sendable (String) -> Void
        ) -> Result<GlobalOptions, EarlyExit> {
            var directory = FileManager.default.currentDirectoryPath
            if let change = parsed.value("directory") {
                directory = change.hasPrefix("/") ? change : (directory as NSString).appendingPathComponent(change)
                directory = (directory as NSString).standardizingPath
                guard DirectoryWalker.isDirectory(directory) else {
                    printError("error: cannot change to directory '\(change)': no such directory")
                    return .failure(EarlyExit(code: ExitCode.usage.rawValue))
                }
            }
            var jobs = ProcessInfo.processInfo.activeProcessorCount
            if let text = parsed.value("jobs") {
                guard let value = Int(text), value >= 1 else {
                    printError("error: invalid value '\(text)' for '--jobs'; expected a positive integer")
                    return .failure(EarlyExit(code: ExitCode.usage.rawValue))
                }
                jobs = value
            }
            var errorLimit = ErrorLimit.defaultLimit
            if let text = parsed.value("error-limit") {
                guard let value = Int(text), value >= 0 else {
                    printError(
                        "error: invalid value '\(text)' for '--error-limit'; expected 0 (no limit) or a positive integer"
                    )
                    return .failure(EarlyExit(code: ExitCode.usage.rawValue))
                }
                errorLimit = value
            }
            return .success(GlobalOptions(directory: directory, jobs: jobs, errorLimit: errorLimit))
        }
    }

    /// Prints the handler's diagnostics (the project's profile, `--warnings-as-errors`, the error
    /// limit and `--quiet` applied) in the asked format, and returns the exit code they give.
    static func report(
        _ result: ToolResult, of context: ToolContext, spec: CommandSpec, version: String, registry: CodeRegistry,
        errorLimit: Int, standardOutput: @Sendable (String) -> Void, standardError: @Sendable (String) -> Void
    ) -> Int32 {
        let parsed = context.arguments
        let directory = context.directory
        let format = context.format
        // House rules run only under the profile the project's zk-build.json turns on (`CheckGroup`).
        var diagnostics = CheckProfile.ofProject(at: directory).filter(result.diagnostics, registry: registry)
        if parsed.flag("warnings-as-errors") {
            for index in diagnostics.indices where diagnostics[index].severity == .warning {
                diagnostics[index].severity = .error
            }
        }
        let arranged = DiagnosticTriage(registry: registry).arrange(
            diagnostics, errorLimit: errorLimit, recover: !result.consequencesSilenced)
        diagnostics = arranged.shown
        var counted = arranged.counted
        if parsed.flag("quiet") {
            diagnostics.removeAll { $0.severity == .note }
            counted.removeAll { $0.severity == .note }
        }
        let summary = RunSummary(diagnostics: counted, files: result.filesRead)
        let sources = result.sources
        let exitCode = ExitCode.forDiagnostics(counted).rawValue
        let root = directory
        let renderContext = RenderContext(
            toolName: spec.name, toolVersion: version, registry: registry,
            colors: context.terminal.colors && !result.diagnosticsToStandardError, exitCode: exitCode,
            repository: format == .sarif || format == .github
                ? RepositoryPlace.find(from: directory, workspace: context.environment["GITHUB_WORKSPACE"]) : nil,
            isDirectory: { DirectoryWalker.isDirectory(root + "/" + $0) }, source: { sources[$0] })
        if diagnostics.isEmpty, !result.printsSummary { return ExitCode.success.rawValue }
        let text = DiagnosticRenderer.render(diagnostics, summary: summary, format: format, context: renderContext)
        if result.diagnosticsToStandardError {
            standardError(text)
        } else {
            standardOutput(text)
        }
        return exitCode
    }

    /// Writes to standard error.
    public static func printError(_ text: String, terminator: String = "\n") {
        FileHandle.standardError.write(Data((text + terminator).utf8))
    }
}
