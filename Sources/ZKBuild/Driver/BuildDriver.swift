import Dispatch
import Foundation
import ZKCore

/// Runs the stage graph of a project and owns every side effect of the build: it locks the build
/// folder, sweeps temporary files that killed runs left, starts each stage as soon as the stages
/// it depends on have finished (a ready queue, up to `jobs` at once), skips stages whose cache
/// key and artifacts are unchanged, writes the artifacts of the stages that succeeded (and whose
/// dependencies did), removes the artifacts a stage no longer makes, and saves the cache with
/// exactly the stages whose results are on disk.
public struct BuildDriver: Sendable {
    public struct Options: Sendable {
        public var mode: BuildMode
        public var jobs: Int
        public var verbose: Bool
        public var progress: ProgressReporter
        /// The stages asked for (with what they need); nil runs every stage.
        public var selection: [String]?
        /// Whether a build waits for another build's lock (false: `--no-wait`).
        public var waitForLock: Bool
        /// Called once when the build folder is locked by another process and this run waits.
        public var waiting: @Sendable (_ holder: Int32?) -> Void
        /// Where `--verbose` lines go.
        public var log: @Sendable (String) -> Void

        public init(
            mode: BuildMode, jobs: Int = 1, verbose: Bool = false, progress: ProgressReporter = .silent,
            selection: [String]? = nil,
            waitForLock: Bool = true, waiting: @escaping @Sendable (_ holder: Int32?) -> Void = { _ in },
            log: @escaping @Sendable (String) -> Void = { _ in }
        ) {
            self.mode = mode
            self.jobs = jobs
            self.verbose = verbose
            self.progress = progress
            self.selection = selection
            self.waitForLock = waitForLock
            self.waiting = waiting
            self.log = log
        }
    }

    /// What a run produced.
    public struct Outcome: Sendable {
        public var diagnostics: [Diagnostic]
        public var filesRead: Int
        public var sources: [String: SourceFile]
        /// Stage name → whether it ran (false: skipped from the cache).
        public var ran: [String: Bool]
        public var products: StageProducts
    }

    public static let toolVersion = ToolVersion.current

    /// The version plus a hash of the running executable, so that a rebuilt tool invalidates
    /// the cache even when its version string did not change.
    public static let toolFingerprint: String = {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments
            .first ?? ""
        let hash = BuildCache.hashOfFile(executable) ?? "unknown"
        return toolVersion + "+" + hash
    }()

    /// The name of the lock file in the build folder.
    public static let lockName = ".zk-lock"

    public var stages: [any Stage]

    public init(stages: [any Stage] = StageCatalog.stages) { self.stages = stages }

    /// Loads `zk-build.json` if present; its diagnostics come back with the configuration.
    /// Without a profile, what the file leaves out is what discovery finds (`ProjectDiscovery`).
    public static func loadProject(root: String) -> (Project, [Diagnostic], SourceFile?) {
        var parsed: [String: ProjectDiscovery.ParsedFile] = [:]
        let (configuration, loaded, file) = loadConfiguration(root: root, parsed: &parsed)
        var diagnostics = loaded
        let project = Project(root: root, configuration: configuration, parsed: parsed)
        if !diagnostics.contains(where: { $0.severity == .error }) {
            diagnostics += OutputPlacesCheck.overInputs(project, stages: StageCatalog.stages, file: file)
        }
        return (project, diagnostics, file)
    }

    /// The configuration of the project at `root`, as `loadProject` makes it. A zk-build.json
    /// that is a symbolic link to a place outside the repository is not read (SymbolicLinkGuard).
    public static func loadConfiguration(root: String) -> (ProjectConfiguration, [Diagnostic], SourceFile?) {
        var parsed: [String: ProjectDiscovery.ParsedFile] = [:]
        return loadConfiguration(root: root, parsed: &parsed)
    }

    /// `loadConfiguration`, with the catalogs discovery read and parsed (for the project's cache).
    static func loadConfiguration(
        root: String, parsed: inout [String: ProjectDiscovery.ParsedFile]
    ) -> (ProjectConfiguration, [Diagnostic], SourceFile?) {
        let path = root + "/" + ProjectConfiguration.fileName
        var configuration = ProjectConfiguration()
        var diagnostics: [Diagnostic] = []
        var file: SourceFile?
        if DirectoryWalker.exists(path) {
            let repository = RepositoryPlace.find(from: root).root
            let boundary = SymbolicLinkGuard.realPath(repository) ?? repository
            if let link = SymbolicLinkGuard.escapingLink(
                in: ProjectConfiguration.fileName, root: root, boundary: boundary)
            {
                return (configuration, [SymbolicLinkGuard.escaping(link)], nil)
            }
            switch FileReader.read(path, displayPath: ProjectConfiguration.fileName) {
            case .failure(let error):
                return (configuration, [error.diagnostic], nil)
            case .success(let read):
                (configuration, diagnostics) = ConfigurationLoader.load(read)
                file = read
            }
        }
        // Folders in `catalogs` and `assetCatalogs`: the catalogs under them now.
        configuration.expandFolderEntries(root: root)
        if configuration.profile.names.isEmpty {
            let discovery = ProjectDiscovery.discover(root: root, buildPath: configuration.buildPath, readFacts: true)
            discovery.fill(&configuration)
            diagnostics += discovery.unbuiltDictionaryFolders(configuration)
            diagnostics += discovery.boundDiagnostics
            parsed = discovery.parsed
        }
        return (configuration, diagnostics, file)
    }

    /// What the walk of the project folders could not list: unreadable folders (an I/O
    /// failure that stops the run before any stage reads a partial tree) and names that are not
    /// UTF-8 (DirectoryWalker.nonUTF8Name).
    public static func walkProblems(_ project: Project) -> [Diagnostic] {
        let configuration = project.configuration
        var folders = [
            configuration.contentPath, configuration.stringsPath, configuration.audioManifestsPath,
            configuration.brandPath,
        ]
        if let root = configuration.audioRoot { folders.append(root) }
        return folders.filter(project.isDirectory).flatMap { folder -> [Diagnostic] in
            if let link = project.escapingLink(folder) { return [SymbolicLinkGuard.escaping(link)] }
            let boundary = folder.hasPrefix("/") ? nil : project.boundary
            return DirectoryWalker.walk(under: project.absolute(folder), boundary: boundary).problems.map {
                $0.diagnostic(displayRoot: folder)
            }
        }
    }

    public func run(_ project: Project, options: Options) -> Outcome {
        let empty = { (diagnostics: [Diagnostic]) in
            Outcome(
                diagnostics: diagnostics, filesRead: 0, sources: project.sources, ran: [:], products: StageProducts())
        }
        let graph: StageGraph
        switch StageGraph.make(stages) {
        case .failure(let error): return empty(error.diagnostics)
        case .success(let made): graph = made
        }
        var selected = Set(graph.names)
        if let selection = options.selection {
            do throws(UsageError) {
                selected = try graph.closure(of: selection)
            } catch {
                return empty([Diagnostic(InternalError.internalError, error.message)])
            }
        }
        var diagnostics = Self.walkProblems(project)
        if diagnostics.contains(where: { $0.code == FileReader.unreadableFile.code }) { return empty(diagnostics) }

        let buildPath = project.configuration.buildPath
        // Nothing is written, locked or swept through a symbolic link in the build folder's path.
        let buildLink = SymbolicLinkGuard.firstLink(in: buildPath, root: project.root)
        if options.mode == .build, let buildLink {
            return empty(
                diagnostics + [SymbolicLinkGuard.outputThroughLink(buildPath, link: buildLink, action: "write into")])
        }
        var lock: FileLock?
        if options.mode == .build {
            switch Self.lockBuildFolder(project, options: options) {
            case .success(let acquired): lock = acquired
            case .failure(let refusal): return empty(diagnostics + [refusal.diagnostic])
            }
        }
        defer { lock?.release() }

        let loaded: (cache: BuildCache, discarded: String?) =
            buildLink == nil
            ? BuildCache.load(from: project, tool: Self.toolFingerprint) : (BuildCache(tool: Self.toolFingerprint), nil)
        if let reason = loaded.discarded, options.verbose {
            options.log(
                "note: discarded the build cache '\(buildPath)/\(BuildCache.fileName)': \(reason); every stage reruns")
        }
        let plan = BuildPlan.make(graph, project, selected: selected)
        let run = GraphRun(
            graph: graph, selected: selected, plan: plan, project: project, options: options, cache: loaded.cache)
        run.start()
        options.progress.finish()

        let cache = run.finalCache()
        if options.mode == .build {
            do {
                try cache.save(to: project)
            } catch {
                diagnostics.append(
                    Diagnostic(
                        AtomicFileWriter.writeFailed, "cannot write the build cache: \(error)",
                        at: SourceLocation(path: buildPath + "/" + BuildCache.fileName)))
            }
        }
        return outcome(of: run, graph, project, options: options, cache: cache, diagnostics: diagnostics)
    }

    /// Why the build folder could not be locked, as the diagnostic that says so.
    struct LockRefusal: Error {
        var diagnostic: Diagnostic
    }

    /// Locks the build folder (waiting if asked to) and sweeps the temporary files an
    /// interrupted run left.
    static func lockBuildFolder(_ project: Project, options: Options) -> Result<FileLock, LockRefusal> {
        let buildPath = project.configuration.buildPath
        let lock: FileLock
        switch FileLock.acquire(
            project.buildFolder + "/" + Self.lockName, wait: options.waitForLock, waiting: options.waiting)
        {
        case .success(let acquired): lock = acquired
        case .failure(.busy(let holder)):
            return .failure(
                LockRefusal(
                    diagnostic: Diagnostic(
                        FileLock.busy, Self.lockBusy(buildPath, holder), at: SourceLocation(path: buildPath))))
        case .failure(.unavailable(let reason)):
            return .failure(
                LockRefusal(
                    diagnostic: Diagnostic(
                        AtomicFileWriter.writeFailed, Self.lockUnavailable(buildPath, reason),
                        at: SourceLocation(path: buildPath + "/" + Self.lockName))))
        }
        let swept = AtomicFileWriter.sweepTemporaries(under: project.buildFolder, includingOwn: true)
        if options.verbose, !swept.isEmpty {
            options.log("removed \(plural(swept.count, "temporary file")) left by an interrupted run")
        }
        return .success(lock)
    }

    /// What the run of the graph came to: every stage's records gathered, consequences silenced,
    /// severities applied, and in a build the notes on foreign files and held-back outputs.
    func outcome(
        of run: GraphRun, _ graph: StageGraph, _ project: Project, options: Options, cache: BuildCache,
        diagnostics: [Diagnostic]
    ) -> Outcome {
        var diagnostics = diagnostics
        var filesRead = Set<String>()
        var products = StageProducts()
        var ran: [String: Bool] = [:]
        var reports: [StageRecovery.StageReport] = []
        for stage in graph.stages {
            guard let record = run.record(stage.name) else { continue }
            reports.append(
                .init(
                    name: stage.name, dependencies: stage.dependencies, filesRead: record.result.filesRead,
                    diagnostics: record.result.diagnostics + record.driverDiagnostics))
            filesRead.formUnion(record.result.filesRead)
            products = products.merged(with: record.result.products)
            ran[stage.name] = record.ran
        }
        diagnostics += StageRecovery.silenceConsequences(reports, registry: StageCatalog.registry)
        var final = project.configuration.reported(deduplicated(diagnostics))
        if options.mode == .build {
            let owned = graph.stages.filter { ran[$0.name] != nil }.flatMap { $0.outputFolders(in: project) }
            final += project.configuration.reported(
                ForeignFiles.notes(
                    project, folders: owned, written: Set(cache.written.values.flatMap { Array($0.keys) })))
            let explained = final.contains { $0.severity == .error }
            if let summary = HeldBackOutputs.summary(
                heldBack(graph, run, project, reported: final), buildPath: project.configuration.buildPath,
                explained: explained)
            {
                final += project.configuration.reported([summary])
            }
        }
        return Outcome(
            diagnostics: final, filesRead: filesRead.count, sources: project.sources, ran: ran, products: products)
    }

    /// The stages of a build that wrote nothing because they or a stage they need failed; their
    /// errors are counted among those `reported` (consequences silenced, severities applied).
    func heldBack(
        _ graph: StageGraph, _ run: GraphRun, _ project: Project, reported: [Diagnostic]
    ) -> [HeldBackOutputs.Stage] {
        func key(_ diagnostic: Diagnostic) -> String {
            "\(diagnostic.code)\u{0}\(diagnostic.message)\u{0}\(diagnostic.location.map { "\($0)" } ?? "")"
        }
        let shown = Set(reported.map(key))
        return graph.stages.compactMap { stage -> HeldBackOutputs.Stage? in
            guard let record = run.record(stage.name), !record.succeeded else { return nil }
            let own = (record.result.diagnostics + record.driverDiagnostics).filter { shown.contains(key($0)) }
            return HeldBackOutputs.Stage(
                name: stage.name, errors: own.filter { $0.severity == .error }.count,
                setAside: run.setAside(stage.name),
                failedDependencies: stage.dependencies.filter { run.record($0).map { !$0.succeeded } ?? false })
        }
    }

    /// Whether `path` (project-relative) lies inside the build folder `buildPath`, with no `..`.
    static func isInside(_ buildPath: String, _ path: String) -> Bool {
        guard path.hasPrefix(buildPath + "/") else { return false }
        return !path.split(separator: "/").contains { $0 == ".." || $0 == "." }
    }

    /// Size and modification time of a file, hashed (0 when it cannot be examined).
    static func metadataFingerprint(_ path: String) -> UInt64 {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return 0 }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return XXHash64.hash("\(size):\(modified)")
    }

    func deduplicated(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }

    /// A stage's result as the project's configuration reports it: house rules of profiles that
    /// are off left out, `severities` applied, and a stage that failed only on what is now gone
    /// (an ignored error, a house rule) no longer failed, so that it writes its artifacts.
    static func applyingConfiguration(_ result: StageResult, _ configuration: ProjectConfiguration) -> StageResult {
        let diagnostics = configuration.reported(result.diagnostics)
        guard diagnostics != result.diagnostics else { return result }
        var adjusted = result
        let failedOnErrors = result.failsOnItsErrors
        adjusted.diagnostics = diagnostics
        if failedOnErrors { adjusted.failed = adjusted.hasErrors }
        return adjusted
    }

    static func lockBusy(_ buildPath: String, _ holder: Int32?) -> String {
        let who = holder.map { "another zk-build (process \($0))" } ?? "another zk-build"
        return
            "\(who) is building in '\(buildPath)/'; --no-wait was given, so this run stops (without it, zk-build waits for the lock)"
    }

    static func lockUnavailable(_ buildPath: String, _ reason: String) -> String {
        "cannot lock the build folder '\(buildPath)/': \(reason)"
    }
}
