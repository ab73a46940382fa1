import Foundation
import ZKCore

#if canImport(Glibc)
    import Glibc
#endif

/// The `zk-build` command line: build (default), check, clean, explain.
public enum ZKBuildCommand {
    static let stagesArgument = PositionalSpec(
        "stage",
        help:
            "Run only these stages and the stages they need (\(StageCatalog.stages.map(\.name).joined(separator: ", "))).",
        optional: true, variadic: true)
    static let noWait = OptionSpec.flag(
        "no-wait", help: "Stop at once (exit 3) instead of waiting when another zk-build holds the build folder's lock."
    )

    static let depfile = OptionSpec(
        "depfile", value: "file",
        help: "Also write a Makefile depfile naming every file the run read (for ninja's deps = gcc, or make).")
    static let depfileTarget = OptionSpec(
        "depfile-target", value: "name", help: "The target the depfile names (default: the depfile's path without .d).")
    static let inputList = OptionSpec(
        "inputs", value: "file", help: "Write the input file list here: every file a run of the stages reads.")
    static let outputList = OptionSpec(
        "outputs", value: "file", help: "Write the output file list here: every file and folder a build may write.")
    static let listPrefix = OptionSpec(
        "prefix", value: "text", help: "What each path of the lists starts with.", default: HostFiles.sourceRoot)

    /// The code the help texts use as their example (the duplicate-key error, which every reader knows).
    static let exampleCode = JSONReader.duplicateKey.code

    public static let spec = CommandSpec(
        name: "zk-build",
        abstract: "Build and check the content, strings, audio manifests, dictionaries and store texts of a project.",
        discussion: """
            The project is the current directory (or -C DIR). zk-build runs every stage, or the
            stages named with what they need. Each stage starts as soon as the stages it depends on
            have finished; independent ones run in parallel. A stage whose inputs and artifacts are
            unchanged since the last build is skipped.

            Stages only return their artifacts. zk-build writes them atomically under build/, and
            only when the stage and every stage it depends on succeeded. It removes artifacts a
            stage no longer makes: only files it recorded writing, still as written. Other files
            are kept and named. Nothing is written or removed through a symbolic link. paths.build
            and outputs must lie inside the project, away from .git and the inputs. What is held
            back is said without -v. A build locks build/.zk-lock: a second build waits for the
            first.

            With no zk-build.json, zk-build checks what it finds anywhere under the project: String
            Catalogs, asset catalogs, the Swift sources for the keys they use, and the folders
            Content/, Audio-manifests/ and Brand/. It skips build and vendor folders. It runs the
            universal checks, with each catalog's own source language and locales. `zk-build init`
            writes that configuration down. zk-build.json overrides inputs, paths, locales,
            variants, stages, severities, the Swift sources (swiftSources) and generators.
            "profile": "zahlenkette" turns on Zahlenkette's house rules and its layout.

            build also writes typed Swift accessors for every catalog (build/swift/strings/), and a
            constant per image and colour set of every asset catalog (build/swift/Assets.swift).
            """,
        options: ToolMain.commonOptions,
        subcommands: [
            CommandSpec(
                name: "build", abstract: "Run the checks and write the outputs under build/.",
                options: [noWait, depfile, depfileTarget], positionals: [stagesArgument],
                examples: [
                    "zk-build", "zk-build build -j 4 --verbose", "zk-build build dictionary",
                    "zk-build build --no-wait -C path/to/project",
                ]),
            CommandSpec(
                name: "check", abstract: "Run the checks without writing outputs (for CI).",
                options: [depfile, depfileTarget, CheckBaseline.baseline, CheckBaseline.writeBaseline],
                positionals: [stagesArgument],
                examples: [
                    "zk-build check --format github", "zk-build check strings audio",
                    "zk-build check --format sarif > zk-build.sarif",
                    "zk-build check --write-baseline zk-baseline.json", "zk-build check --baseline zk-baseline.json",
                ]),
            CommandSpec(
                name: "init",
                abstract: "Write the zk-build.json that reproduces a run without one, and print what it names.",
                discussion: """
                    Finds the inputs zk-build understands, as a run without zk-build.json does, and
                    writes them down without freezing them. It names the folders that hold the String
                    Catalogs and the asset catalogs: every catalog under them is found at each run, so
                    one added later is checked and a deleted one is no error. It names the folders
                    holding Swift sources, the source locale, and which stages have anything to check.
                    Each catalog's locales and the JSON and Design Tokens files are read at each run.
                    No profile is turned on: add "profile": "zahlenkette" for Zahlenkette's house rules.
                    An existing zk-build.json is kept unless --force is given.
                    """,
                options: [InitCommand.force],
                examples: ["zk-build init", "zk-build init --force -C path/to/repository"]),
            CommandSpec(
                name: "plan", abstract: "Print what a build would run, read and write, without running anything.",
                discussion: """
                    The plan is made before any stage runs. It lists the stages in the order they may
                    start, each with the stages it waits for and the products they hand it, the files
                    it reads and the files and folders it may write. A build writes nothing the plan
                    does not list. --format json prints it for hosts (Xcode file lists, depfiles, Bazel
                    rules). Stages named run with the stages they need, as in build.
                    """,
                positionals: [stagesArgument],
                examples: ["zk-build plan", "zk-build plan --format json", "zk-build plan --format json strings"]),
            CommandSpec(
                name: "xcfilelist", abstract: "Write Xcode's input and output file lists of a build, from the plan.",
                discussion: """
                    A sandboxed Run Script phase (ENABLE_USER_SCRIPT_SANDBOXING) may read only the files \
                    its input file lists name and write only its outputs. The lists are the plan's: the \
                    files the stages read (and zk-build.json), and the files and folders a build writes. \
                    Run it again when inputs are added or removed.
                    """,
                options: [inputList, outputList, listPrefix], positionals: [stagesArgument],
                examples: [
                    "zk-build xcfilelist --inputs zk-inputs.xcfilelist --outputs zk-outputs.xcfilelist",
                    "zk-build xcfilelist --inputs strings.xcfilelist strings",
                ]),
            CommandSpec(
                name: "clean",
                abstract:
                    "Remove what zk-build wrote (by its record), the folders it made and its cache (after taking its lock).",
                options: [noWait], examples: ["zk-build clean"]),
            CommandSpec(
                name: "explain", abstract: "Explain a diagnostic code, with a broken and a fixed example.",
                options: [markdown],
                positionals: [
                    PositionalSpec(
                        "code", help: "A code such as \(exampleCode); without it, every code is listed.", optional: true
                    )
                ],
                examples: [
                    "zk-build explain \(exampleCode)", "zk-build explain",
                    "zk-build explain --markdown > docs/codes.md",
                ]),
        ],
        defaultSubcommand: "build",
        examples: [
            "zk-build", "zk-build check --format github", "zk-build check strings audio",
            "zk-build explain \(exampleCode)",
        ])

    /// Runs the command line; returns the process exit code.
    public static let version = BuildDriver.toolVersion

    /// Every code of the driver and of every linked tool.
    public static var registry: CodeRegistry { StageCatalog.registry }

    /// The command, as the executable runs it (`ToolMain` parses, renders and exits).
    public static func run(_ context: ToolContext) throws -> ToolResult {
        try run(context, stages: StageCatalog.stages, standardError: { ToolMain.printError($0, terminator: "") })
    }

    /// The command with other stages or another standard error (tests run it in-process).
    public static func main(
        arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        environment: [String: String] = ProcessInfo.processInfo.environment,
        standardOutput: @escaping @Sendable (String) -> Void = { print($0, terminator: "") },
        standardError: @escaping @Sendable (String) -> Void = { ToolMain.printError($0, terminator: "") },
        stages: [any Stage] = StageCatalog.stages
    ) -> Int32 {
        ToolMain.run(
            spec: spec, version: version, registry: registry, arguments: arguments, environment: environment,
            standardOutput: standardOutput, standardError: standardError
        ) { context in try run(context, stages: stages, standardError: standardError) }
    }

    static func run(
        _ context: ToolContext, stages: [any Stage], standardError: @escaping @Sendable (String) -> Void
    ) throws -> ToolResult {
        switch context.arguments.subcommand {
        case "clean": return try clean(context)
        case "plan": return try plan(context, stages: stages)
        case "xcfilelist": return try xcfilelist(context, stages: stages)
        case "init": return try InitCommand.run(context, stages: stages)
        case "explain": return try explain(context, registry: registry)
        case "check": return try build(context, mode: .check, stages: stages, standardError: standardError)
        default: return try build(context, mode: .build, stages: stages, standardError: standardError)
        }
    }

    static func build(
        _ context: ToolContext, mode: BuildMode, stages: [any Stage],
        standardError: @escaping @Sendable (String) -> Void
    ) throws(UsageError) -> ToolResult {
        let (project, configurationDiagnostics, configurationFile) = BuildDriver.loadProject(root: context.directory)
        var diagnostics = configurationDiagnostics
        var sources: [String: SourceFile] = [:]
        if let configurationFile { sources[configurationFile.path] = configurationFile }
        if diagnostics.contains(where: { $0.severity == .error }) {
            return ToolResult(diagnostics: diagnostics, filesRead: 1, sources: sources)
        }
        let configuration = project.configuration
        if configuration.profile.reports(ProjectFoldersCheck.missingProjectFolder.code, registry: StageCatalog.registry)
        {
            // The profile's layout: the four folders (or the paths zk-build.json gives them).
            let folderDiagnostics = configuration.reported(ZKBuildChecks.projectChecks.run(project))
            diagnostics += folderDiagnostics
            if folderDiagnostics.contains(where: { $0.severity == .error }) {
                return ToolResult(diagnostics: diagnostics, filesRead: sources.count, sources: sources)
            }
        } else if !stages.contains(where: { configuration.runs(stage: $0.name) && $0.hasInputs(in: project) }) {
            diagnostics += configuration.reported([ProjectDiscovery.nothingToCheckNote(project.root)])
            return ToolResult(diagnostics: diagnostics, filesRead: sources.count, sources: sources)
        }
        let verbose = context.verbose && !context.quiet
        var selection: [String]?
        let names = context.arguments.positionals
        if !names.isEmpty {
            // An invalid graph is reported by the driver, before any stage runs.
            if case .success(let graph) = StageGraph.make(stages) {
                do throws(UsageError) {
                    _ = try graph.closure(of: names)
                } catch {
                    throw UsageError(error.message, commandPath: context.arguments.commandPath)
                }
            }
            selection = names
        }
        let announce = context.terminal.isInteractive && Terminal.stderrIsTerminal && !context.quiet
        let buildPath = project.configuration.buildPath
        let options = BuildDriver.Options(
            mode: mode, jobs: context.jobs, verbose: verbose,
            progress: ProgressReporter(enabled: context.showsProgress),
            selection: selection, waitForLock: !context.arguments.flag("no-wait"),
            waiting: { holder in
                guard announce || verbose else { return }
                let who = holder.map { " (process \($0))" } ?? ""
                standardError("waiting for the lock on '\(buildPath)/': another zk-build\(who) is building there\n")
            },
            log: { standardError($0 + "\n") })
        let outcome = BuildDriver(stages: stages).run(project, options: options)
        diagnostics += outcome.diagnostics
        if verbose {
            let skipped = outcome.ran.values.filter { !$0 }.count
            if skipped == outcome.ran.count, skipped > 0 {
                standardError("nothing to do: all \(plural(skipped, "stage")) up to date\n")
            }
        }
        sources.merge(outcome.sources) { first, _ in first }
        let files = outcome.filesRead + (configurationFile == nil ? 0 : 1)
        diagnostics = configuration.reported(
            ConfigurationPlaces.locate(diagnostics, file: configurationFile, project: project))
        diagnostics += try writeDepfile(context, stages: stages)
        var result = ToolResult(diagnostics: diagnostics, filesRead: files, sources: sources)
        result.consequencesSilenced = true
        return mode == .check ? CheckBaseline.apply(result, context, standardError: standardError) : result
    }

    /// Prints the plan of a build of the project (`--format json`: the plan's JSON), running nothing.
    static func plan(_ context: ToolContext, stages: [any Stage]) throws -> ToolResult {
        guard context.format == .human || context.format == .json else {
            throw UsageError(
                "'zk-build plan' prints text or JSON, not '\(context.format.rawValue)' (use --format json)",
                commandPath: ["plan"])
        }
        let (plan, _, diagnostics, file) = try plannedRun(context, stages: stages)
        let sources = file.map { [$0.path: $0] } ?? [:]
        guard let plan else { return ToolResult(diagnostics: diagnostics, filesRead: 1, sources: sources) }
        context.write(context.format == .json ? plan.json() : plan.text())
        var result = ToolResult(diagnostics: diagnostics, sources: sources, printsSummary: false)
        result.diagnosticsToStandardError = true
        return result
    }

    /// The plan of the stages named on the command line (all when none), or the diagnostics that
    /// stop it (an unreadable zk-build.json, a broken stage graph).
    static func plannedRun(
        _ context: ToolContext, stages: [any Stage]
    ) throws(UsageError) -> (BuildPlan?, Project, [Diagnostic], SourceFile?) {
        let (project, diagnostics, file) = BuildDriver.loadProject(root: context.directory)
        if diagnostics.contains(where: { $0.severity == .error }) { return (nil, project, diagnostics, file) }
        let graph: StageGraph
        switch StageGraph.make(stages) {
        case .failure(let error): return (nil, project, diagnostics + error.diagnostics, file)
        case .success(let made): graph = made
        }
        var selected: Set<String>?
        if !context.arguments.positionals.isEmpty {
            do throws(UsageError) {
                selected = try graph.closure(of: context.arguments.positionals)
            } catch {
                throw UsageError(error.message, commandPath: context.arguments.commandPath)
            }
        }
        return (BuildPlan.make(graph, project, selected: selected), project, diagnostics, file)
    }

    /// Writes Xcode's file lists of the plan (`--inputs`, `--outputs`; at least one).
    static func xcfilelist(_ context: ToolContext, stages: [any Stage]) throws -> ToolResult {
        let arguments = context.arguments
        guard arguments.value("inputs") != nil || arguments.value("outputs") != nil else {
            throw UsageError("give --inputs FILE, --outputs FILE or both", commandPath: arguments.commandPath)
        }
        let (plan, project, diagnostics, file) = try plannedRun(context, stages: stages)
        let sources = file.map { [$0.path: $0] } ?? [:]
        guard let plan else { return ToolResult(diagnostics: diagnostics, filesRead: 1, sources: sources) }
        let prefix = arguments.value("prefix") ?? HostFiles.sourceRoot
        let inputs = HostFiles.inputs(of: plan, configuration: file?.path)
        var written = diagnostics
        let lists = [("inputs", inputs), ("outputs", HostFiles.outputs(of: plan))]
        for (option, paths) in lists {
            guard let path = arguments.value(option) else { continue }
            if let problem = HostFiles.write(
                HostFiles.xcfilelist(paths, prefix: prefix), to: path, project: project.root, inputs: Set(inputs))
            {
                written.append(problem)
            }
        }
        return ToolResult(diagnostics: written, sources: sources, printsSummary: false)
    }

    /// Writes `--depfile` after a run: the files the plan of the run's stages reads.
    static func writeDepfile(_ context: ToolContext, stages: [any Stage]) throws(UsageError) -> [Diagnostic] {
        guard let path = context.arguments.value("depfile") else { return [] }
        let (plan, project, _, file) = try plannedRun(context, stages: stages)
        guard let plan else { return [] }
        let inputs = HostFiles.inputs(of: plan, configuration: file?.path)
        let target = context.arguments.value("depfile-target") ?? HostFiles.defaultTarget(ofDepfile: path)
        let text = HostFiles.depfile(target: target, dependencies: inputs)
        return HostFiles.write(text, to: path, project: project.root, inputs: Set(inputs)).map { [$0] } ?? []
    }

    /// Removes, under the build folder's lock, exactly the files the build cache records as
    /// written (those still as written), then the folders zk-build made if they are empty, the
    /// cache, and the build folder and its lock file if nothing else is left. Files zk-build did
    /// not write are kept and named (ForeignFiles). Nothing is removed through a symbolic link.
    static func clean(_ context: ToolContext) throws -> ToolResult {
        let (project, diagnostics, file) = BuildDriver.loadProject(root: context.directory)
        let sources = file.map { [$0.path: $0] } ?? [:]
        if diagnostics.contains(where: { $0.severity == .error }) {
            return ToolResult(diagnostics: diagnostics, filesRead: 1, sources: sources)
        }
        let folder = project.buildFolder
        let buildPath = project.configuration.buildPath
        if let link = SymbolicLinkGuard.firstLink(in: buildPath, root: project.root) {
            return ToolResult(
                diagnostics: diagnostics + [SymbolicLinkGuard.outputThroughLink(buildPath, link: link, action: "clean")]
            )
        }
        guard DirectoryWalker.exists(folder) else { return ToolResult(diagnostics: diagnostics) }
        let lockPath = folder + "/" + BuildDriver.lockName
        let lock: FileLock
        switch FileLock.acquire(lockPath, wait: !context.arguments.flag("no-wait")) {
        case .success(let acquired): lock = acquired
        case .failure(.busy(let holder)):
            return ToolResult(diagnostics: [
                Diagnostic(FileLock.busy, BuildDriver.lockBusy(buildPath, holder), at: SourceLocation(path: buildPath))
            ])
        case .failure(.unavailable(let reason)):
            return ToolResult(diagnostics: [
                Diagnostic(
                    AtomicFileWriter.writeFailed, BuildDriver.lockUnavailable(buildPath, reason),
                    at: SourceLocation(path: buildPath))
            ])
        }
        defer { lock.release() }
        let (cache, discarded) = BuildCache.load(from: project, tool: nil)
        var recorded: [String: String] = [:]
        for written in cache.written.values { recorded.merge(written) { first, _ in first } }
        for entry in cache.entries.values { recorded.merge(entry.outputHashes) { first, _ in first } }
        var problems: [Diagnostic] = []
        var removed = 0
        for (path, hash) in recorded.sorted(by: { $0.key < $1.key }) {
            switch OutputRecord.remove(
                path, hash: hash, stamp: cache.stamps[path], root: project.root, stops: [buildPath])
            {
            case .removed: removed += 1
            case .gone: break
            case .changed:
                if context.verbose { ToolMain.printError("kept '\(path)': it changed since zk-build wrote it") }
            case .failed(let diagnostic): problems.append(diagnostic)
            }
        }
        _ = OutputRecord.removeFolders(cache.folders, root: project.root)
        AtomicFileWriter.sweepTemporaries(under: folder, includingOwn: true)
        unlink(BuildCache.path(in: project))
        let left = ForeignFiles.notes(project, folders: [buildPath], written: [])
        if left.isEmpty, problems.isEmpty {
            unlink(lockPath)
            OutputRecord.removeEmptyTree(buildPath, root: project.root)
        }
        if context.verbose {
            if let discarded {
                ToolMain.printError(
                    "note: the build cache was discarded (\(discarded)); only what it records is removed")
            }
            ToolMain.printError("removed \(plural(removed, "file")) zk-build wrote")
        }
        return ToolResult(diagnostics: diagnostics + problems + left)
    }

    static let markdown = OptionSpec.flag(
        "markdown",
        help:
            "Print Markdown: the code's entry, or without a code the whole codes document (docs/codes.md, one anchor per code)."
    )

    static func explain(_ context: ToolContext, registry: CodeRegistry) throws -> ToolResult {
        let asMarkdown = context.arguments.flag("markdown")
        guard let requested = context.arguments.positionals.first else {
            if asMarkdown {
                context.write(ExplainText.reference(registry, tool: "zk-build"))
                return ToolResult(printsSummary: false)
            }
            var out = ""
            for code in registry.codes {
                // House rules are marked with their profile; the rest are universal.
                let group = code.group.profile.map { "  [house rule: \($0)]" } ?? ""
                out +=
                    "\(code.code)  \(code.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  \(code.summary)\(group)\n"
            }
            context.write(out)
            return ToolResult(printsSummary: false)
        }
        guard let code = registry[requested] else {
            var message = "unknown diagnostic code '\(requested)'"
            if let near = EditDistance.nearest(
                to: requested.uppercased(), in: registry.codes.map(\.code), digitsName: false)
            {
                message += "; did you mean '\(near)'?"
            }
            throw UsageError(message + " ('zk-build explain' lists every code)", commandPath: ["explain"])
        }
        context.write(asMarkdown ? ExplainText.markdown(code) : ExplainFormatter.text(code))
        return ToolResult(printsSummary: false)
    }
}

/// The text `zk-build explain CODE` prints (ZKCore's `ExplainText`, shared with SARIF's rule help).
public enum ExplainFormatter {
    public static func text(_ code: DiagnosticCode) -> String { ExplainText.text(code) }
}
