import Dispatch
import Foundation
import ZKCore

/// Runs the stage graph of a project: loads the configuration, orders the stages by their
/// dependencies, runs each wave of independent stages in parallel, skips stages whose cache key
/// is unchanged, and collects every diagnostic.
public struct BuildDriver: Sendable {
    public struct Options: Sendable {
        public var mode: BuildMode
        public var jobs: Int
        public var verbose: Bool
        public var progress: ProgressReporter
        /// Where `--verbose` lines go.
        public var log: @Sendable (String) -> Void

        public init(
            mode: BuildMode, jobs: Int = 1, verbose: Bool = false, progress: ProgressReporter = .silent,
            log: @escaping @Sendable (String) -> Void = { _ in }
        ) {
            self.mode = mode
            self.jobs = jobs
            self.verbose = verbose
            self.progress = progress
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

    public static let toolVersion = "0.1.0"

    /// The version plus a hash of the running executable, so that a rebuilt tool invalidates
    /// the cache even when its version string did not change.
    public static let toolFingerprint: String = {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first ?? ""
        let hash = BuildCache.hashOfFile(executable) ?? "unknown"
        return toolVersion + "+" + hash
    }()

    public var stages: [any Stage]

    public init(stages: [any Stage] = StageCatalog.stages) { self.stages = stages }

    /// Loads `zk-build.json` if present; its diagnostics come back with the configuration.
    public static func loadProject(root: String) -> (Project, [Diagnostic], SourceFile?) {
        let path = root + "/" + ProjectConfiguration.fileName
        guard DirectoryWalker.exists(path) else {
            return (Project(root: root, configuration: ProjectConfiguration()), [], nil)
        }
        switch FileReader.read(path, displayPath: ProjectConfiguration.fileName) {
        case .failure(let error):
            return (Project(root: root, configuration: ProjectConfiguration()), [error.diagnostic], nil)
        case .success(let file):
            let (configuration, diagnostics) = ConfigurationLoader.load(file)
            return (Project(root: root, configuration: configuration), diagnostics, file)
        }
    }

    /// Warnings for missing project folders; an error when none exists.
    public static func checkFolders(_ project: Project) -> [Diagnostic] {
        let configuration = project.configuration
        let folders = [configuration.contentPath, configuration.stringsPath, configuration.audioManifestsPath, configuration.brandPath]
        let missing = folders.filter { !project.isDirectory($0) }
        if missing.count == folders.count {
            return [
                Diagnostic(
                    .error, code: CoreCodes.missingProjectFolder.code,
                    "no project found in '\(project.root)': none of \(folders.map { "'\($0)/'" }.joined(separator: ", ")) exists",
                    notes: [Diagnostic.Note("run zk-build in the project root, or pass -C <dir>")])
            ]
        }
        return missing.map { folder in
            let kind = project.exists(folder) ? "is not a folder" : "not found"
            return Diagnostic(
                CoreCodes.missingProjectFolder, "project folder '\(folder)/' \(kind); the stages that read it have nothing to check",
                at: SourceLocation(path: folder))
        }
    }

    public func run(_ project: Project, options: Options) -> Outcome {
        var diagnostics: [Diagnostic] = []
        var cache = BuildCache.load(from: project)
        var results: [String: StageResult] = [:]
        var ran: [String: Bool] = [:]
        let known = Set(stages.map(\.name))

        var remaining = stages
        while !remaining.isEmpty {
            let ready = remaining.filter { stage in
                stage.dependencies.allSatisfy { results[$0] != nil || !known.contains($0) }
            }
            guard !ready.isEmpty else {
                let names = remaining.map(\.name).sorted().joined(separator: ", ")
                diagnostics.append(Diagnostic(CoreCodes.internalError, "stage dependency cycle among: \(names)"))
                break
            }
            remaining.removeAll { stage in ready.contains { $0.name == stage.name } }

            // Plan each ready stage: its key and whether the cache satisfies it.
            let plans: [(any Stage, StageProducts, String, BuildCache.Entry?)] = ready.map { stage in
                let upstream = stage.dependencies.compactMap { results[$0]?.products }.reduce(StageProducts()) { $0.merged(with: $1) }
                var inputs = stage.inputs(in: project).map { path -> (String, UInt64) in
                    switch project.read(path) {
                    case .success(let file): (path, XXHash64.hash(file.bytes))
                    case .failure: (path, 0)
                    }
                }
                inputs += stage.metadataInputs(in: project).map { path in (path, Self.metadataFingerprint(project.absolute(path))) }
                let key = BuildCache.key(
                    stage: stage, toolVersion: Self.toolFingerprint, configuration: project.configuration, inputs: inputs,
                    upstream: upstream)
                let entry = cache.entries[stage.name].flatMap { entry in
                    isReusable(entry, key: key, mode: options.mode, project: project) ? entry : nil
                }
                return (stage, upstream, key, entry)
            }
            let jobs = options.jobs
            let outcomes = parallelMap(plans.map { PlanBox($0) }, jobs: min(jobs, plans.count)) { box -> StageResult in
                let (stage, upstream, _, entry) = box.plan
                if let entry { return entry.result }
                let context = StageContext(project: project, mode: options.mode, upstream: upstream, jobs: jobs, progress: options.progress)
                return stage.run(context)
            }
            for (plan, result) in zip(plans, outcomes) {
                let (stage, _, key, entry) = plan
                results[stage.name] = result
                ran[stage.name] = entry == nil
                if entry != nil {
                    if options.verbose { options.log("[\(stage.name)] skipped: inputs unchanged") }
                } else {
                    if options.verbose {
                        options.log(
                            "[\(stage.name)] ran: \(plural(result.filesRead.count, "file")) read, \(plural(result.outputs.count, "output")) written, \(plural(result.diagnostics.count, "diagnostic"))"
                        )
                    }
                    var hashes: [String: String] = [:]
                    for output in result.outputs { hashes[output] = BuildCache.hashOfFile(project.absolute(output)) }
                    cache.entries[stage.name] = BuildCache.Entry(key: key, mode: options.mode, result: result, outputHashes: hashes)
                }
            }
        }
        options.progress.finish()

        if options.mode == .build {
            do {
                try cache.save(to: project)
            } catch {
                diagnostics.append(Diagnostic(
                    CoreCodes.writeFailed, "cannot write the build cache: \(error)",
                    at: SourceLocation(path: project.configuration.buildPath + "/.zk-cache.json")))
            }
        }

        var filesRead = Set<String>()
        var products = StageProducts()
        var reports: [StageRecovery.StageReport] = []
        for stage in stages {
            guard let result = results[stage.name] else { continue }
            reports.append(.init(name: stage.name, dependencies: stage.dependencies, filesRead: result.filesRead, diagnostics: result.diagnostics))
            filesRead.formUnion(result.filesRead)
            products = products.merged(with: result.products)
        }
        diagnostics += StageRecovery.silenceConsequences(reports, registry: StageCatalog.registry)
        return Outcome(
            diagnostics: applySeverities(deduplicated(diagnostics), project.configuration.severities), filesRead: filesRead.count,
            sources: project.sources, ran: ran, products: products)
    }

    /// Size and modification time of a file, hashed (0 when it cannot be examined).
    static func metadataFingerprint(_ path: String) -> UInt64 {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return 0 }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return XXHash64.hash("\(size):\(modified)")
    }

    /// A cached entry is reusable when its key matches and, for a build, it was a build whose
    /// outputs are all still on disk unchanged. A check never writes, so a build entry serves it.
    func isReusable(_ entry: BuildCache.Entry, key: String, mode: BuildMode, project: Project) -> Bool {
        guard entry.key == key else { return false }
        if mode == .check { return true }
        guard entry.mode == .build else { return false }
        return entry.outputHashes.allSatisfy { path, hash in BuildCache.hashOfFile(project.absolute(path)) == hash }
    }

    func deduplicated(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }

    /// Applies `severities` of zk-build.json: a new severity, or `ignore` to drop the code.
    func applySeverities(_ diagnostics: [Diagnostic], _ overrides: [String: String]) -> [Diagnostic] {
        guard !overrides.isEmpty else { return diagnostics }
        return diagnostics.compactMap { diagnostic in
            guard let override = overrides[diagnostic.code] else { return diagnostic }
            if override == "ignore" { return nil }
            var changed = diagnostic
            changed.severity = Severity(rawValue: override) ?? diagnostic.severity
            return changed
        }
    }
}

/// Lets a plan tuple cross into `parallelMap` (its parts are all Sendable).
private struct PlanBox: Sendable {
    let plan: (any Stage, StageProducts, String, BuildCache.Entry?)
    init(_ plan: (any Stage, StageProducts, String, BuildCache.Entry?)) { self.plan = plan }
}
