import Dispatch
import Foundation
import ZKCore

/// One run of a stage graph: a ready queue that starts each selected stage as soon as the stages
/// it depends on have finished (up to `jobs` at once), and the driver's side effects for each
/// stage — writing its artifacts, removing the stale ones, updating its cache entry.
final class GraphRun: @unchecked Sendable {
    /// What became of one stage.
    struct Record {
        var result: StageResult
        var ran: Bool
        /// The stage and every stage it depends on succeeded (and, in a build, its artifacts are on disk).
        var succeeded: Bool
        /// Write failures and other findings of the driver about this stage.
        var driverDiagnostics: [Diagnostic] = []
        /// Hashes of the stage's artifacts as they are on disk now.
        var outputHashes: [String: String] = [:]
    }

    let graph: StageGraph
    let selected: Set<String>
    let project: Project
    let options: BuildDriver.Options
    private let lock = NSLock()
    private var cache: BuildCache
    private var records: [String: Record] = [:]
    private var pendingDependencies: [String: Int] = [:]
    private let group = DispatchGroup()
    private let slots: DispatchSemaphore

    init(graph: StageGraph, selected: Set<String>, project: Project, options: BuildDriver.Options, cache: BuildCache) {
        self.graph = graph
        self.selected = selected
        self.project = project
        self.options = options
        self.cache = cache
        self.slots = DispatchSemaphore(value: max(1, options.jobs))
    }

    /// Runs every selected stage and returns when all have finished.
    func start() {
        let ready: [String] = lock.withLock {
            for stage in graph.stages where selected.contains(stage.name) {
                pendingDependencies[stage.name] = Set(stage.dependencies).count
            }
            return graph.stages.filter { pendingDependencies[$0.name] == 0 }.map(\.name)
        }
        for name in ready { launch(name) }
        group.wait()
    }

    func record(_ name: String) -> Record? { lock.withLock { records[name] } }

    func finalCache() -> BuildCache { lock.withLock { cache } }

    private func launch(_ name: String) {
        group.enter()
        DispatchQueue.global().async {
            self.slots.wait()
            let record = self.execute(name)
            self.slots.signal()
            let next: [String] = self.lock.withLock {
                self.records[name] = record
                var ready: [String] = []
                for stage in self.graph.stages where self.selected.contains(stage.name) && stage.dependencies.contains(name) {
                    let left = (self.pendingDependencies[stage.name] ?? 1) - 1
                    self.pendingDependencies[stage.name] = left
                    if left == 0 { ready.append(stage.name) }
                }
                return ready
            }
            for stage in next { self.launch(stage) }
            self.group.leave()
        }
    }

    private func execute(_ name: String) -> Record {
        guard let stage = graph.stage(name) else {
            return Record(result: StageResult(), ran: false, succeeded: false, driverDiagnostics: [Diagnostic(InternalError.internalError, "no stage '\(name)'")])
        }
        let dependencies: [(name: String, record: Record)] = lock.withLock {
            stage.dependencies.compactMap { dependency in records[dependency].map { (name: dependency, record: $0) } }
        }
        let upstream = dependencies.map(\.record.result.products).reduce(StageProducts()) { $0.merged(with: $1) }
        var upstreamOutputs: [String: String] = [:]
        for dependency in dependencies { upstreamOutputs.merge(dependency.record.outputHashes) { first, _ in first } }
        let failedDependency = dependencies.first { !$0.record.succeeded }?.name
        if !project.configuration.runs(stage: name) {
            log("[\(name)] skipped: switched off in zk-build.json (\"stages\")")
            return Record(result: StageResult(), ran: false, succeeded: failedDependency == nil)
        }
        if !stage.hasInputs(in: project) {
            log("[\(name)] skipped: no inputs")
            return Record(result: StageResult(), ran: false, succeeded: failedDependency == nil)
        }

        var inputs = stage.inputs(in: project).map { path -> (String, UInt64) in
            switch project.read(path) {
            case .success(let file): (path, XXHash64.hash(file.bytes))
            case .failure: (path, 0)
            }
        }
        inputs += stage.metadataInputs(in: project).map { path in (path, BuildDriver.metadataFingerprint(project.absolute(path))) }
        let key = BuildCache.key(
            stage: stage, toolVersion: BuildDriver.toolFingerprint, configuration: project.configuration, inputs: inputs,
            upstream: upstream, upstreamOutputs: upstreamOutputs)

        if let entry = lock.withLock({ cache.entries[name] }), isReusable(entry, key: key, stage: stage) {
            log("[\(name)] skipped: inputs unchanged")
            return Record(
                result: entry.result, ran: false, succeeded: !entry.result.failed && failedDependency == nil, outputHashes: entry.outputHashes)
        }

        let context = StageContext(project: project, mode: options.mode, upstream: upstream, jobs: options.jobs, progress: options.progress)
        let result = BuildDriver.applyingConfiguration(stage.run(context), project.configuration)
        let summary = "\(plural(result.filesRead.count, "file")) read"
        let diagnosticCount = plural(result.diagnostics.count, "diagnostic")
        guard options.mode == .build else {
            log("[\(name)] ran: \(summary), 0 outputs written, \(diagnosticCount)")
            return Record(result: result, ran: true, succeeded: !result.failed && failedDependency == nil)
        }
        if result.failed {
            // A stage that failed on its own input writes nothing and is cached: the same input
            // fails the same way. Its previous artifacts stay as they were.
            log("[\(name)] ran: \(summary), 0 outputs written, \(diagnosticCount)")
            lock.withLock { cache.entries[name] = BuildCache.Entry(key: key, mode: .build, result: result, outputHashes: [:]) }
            return Record(result: result, ran: true, succeeded: false)
        }
        if let failedDependency {
            // Its artifacts would be made from a failed stage's products: hold them back, and
            // do not cache the run, so that it runs (and writes) once the dependency is fixed.
            log("[\(name)] ran: \(summary), 0 outputs written (held back: '\(failedDependency)' failed), \(diagnosticCount)")
            lock.withLock { _ = cache.entries.removeValue(forKey: name) }
            return Record(result: result, ran: true, succeeded: false)
        }
        let (hashes, problems) = write(result.artifacts, of: stage)
        log("[\(name)] ran: \(summary), \(plural(hashes.count, "output")) written, \(diagnosticCount)")
        return lock.withLock {
            let previous = cache.written[name] ?? [:]
            guard problems.isEmpty else {
                // Never cache a failed write: the next run must try again.
                cache.entries.removeValue(forKey: name)
                cache.written[name] = previous.merging(hashes) { _, new in new }
                return Record(result: result, ran: true, succeeded: false, driverDiagnostics: problems, outputHashes: hashes)
            }
            let removalProblems = removeStale(of: stage, keeping: hashes, previous: previous)
            cache.written[name] = hashes
            if removalProblems.isEmpty {
                cache.entries[name] = BuildCache.Entry(key: key, mode: .build, result: result, outputHashes: hashes)
            } else {
                cache.entries.removeValue(forKey: name)
            }
            return Record(result: result, ran: true, succeeded: removalProblems.isEmpty, driverDiagnostics: removalProblems, outputHashes: hashes)
        }
    }

    /// Writes a stage's artifacts atomically, in path order. Returns the hash of each artifact
    /// written and a diagnostic for each that could not be.
    private func write(_ artifacts: [StageArtifact], of stage: any Stage) -> ([String: String], [Diagnostic]) {
        let buildPath = project.configuration.buildPath
        var hashes: [String: String] = [:]
        var problems: [Diagnostic] = []
        var seen = Set<String>()
        for artifact in artifacts.sorted(by: { $0.path < $1.path }) {
            guard project.configuration.isOutputPath(artifact.path), seen.insert(artifact.path).inserted else {
                problems.append(Diagnostic(InternalError.internalError, Self.badArtifact(stage.name, artifact.path, buildPath)))
                continue
            }
            let absolute = project.absolute(artifact.path)
            do throws(AtomicFileWriter.WriteError) {
                switch artifact.body {
                case .bytes(let bytes):
                    try AtomicFileWriter.write(bytes, to: absolute)
                    hashes[artifact.path] = BuildCache.hash(bytes)
                case .writer(let writer):
                    try AtomicFileWriter.write(to: absolute) { emit in try writer { try emit($0) } }
                    hashes[artifact.path] = BuildCache.hashOfFile(absolute) ?? "unreadable"
                }
            } catch {
                problems.append(Diagnostic(
                    AtomicFileWriter.writeFailed, Self.writeFailed(artifact.path, error.reason), at: SourceLocation(path: artifact.path)))
            }
        }
        return (hashes, problems)
    }

    /// Removes what the stage wrote before and no longer makes, and every other file in the
    /// folders it fills alone (left by a killed or concurrent run of an older tool, or by hand).
    private func removeStale(of stage: any Stage, keeping kept: [String: String], previous: [String: String]) -> [Diagnostic] {
        var stale = Set(previous.keys).subtracting(kept.keys)
        let folders = stage.outputFolders(in: project)
        for folder in folders {
            for path in project.files(under: folder) where kept[path] == nil { stale.insert(path) }
        }
        var problems: [Diagnostic] = []
        for path in stale.sorted() {
            let absolute = project.absolute(path)
            guard DirectoryWalker.exists(absolute) else { continue }
            if unlink(absolute) != 0, !DirectoryWalker.isDirectory(absolute) {
                problems.append(Diagnostic(
                    AtomicFileWriter.writeFailed, Self.removeFailed(path, String(cString: strerror(errno)).lowercased()),
                    at: SourceLocation(path: path)))
            } else {
                log("[\(stage.name)] removed stale '\(path)'")
            }
        }
        for folder in folders { removeEmptyFolders(under: project.absolute(folder), keepingRoot: true) }
        return problems
    }

    /// Removes folders left empty below `folder` (a clean build would not have them).
    private func removeEmptyFolders(under folder: String, keepingRoot: Bool) {
        for name in DirectoryWalker.folders(in: folder) {
            removeEmptyFolders(under: folder + "/" + name, keepingRoot: false)
        }
        if !keepingRoot { rmdir(folder) }
    }

    /// A cached entry is reusable when its key matches and, for a build, it was a build whose
    /// artifacts are all on disk as written and alone in the folders the stage fills. A check
    /// never writes, so a build entry serves it.
    private func isReusable(_ entry: BuildCache.Entry, key: String, stage: any Stage) -> Bool {
        guard entry.key == key else { return false }
        if options.mode == .check { return true }
        guard entry.mode == .build else { return false }
        if entry.result.failed { return true }
        guard Set(entry.result.outputs) == Set(entry.outputHashes.keys) else { return false }
        guard entry.outputHashes.allSatisfy({ path, hash in BuildCache.hashOfFile(project.absolute(path)) == hash }) else { return false }
        for folder in stage.outputFolders(in: project) where project.files(under: folder).contains(where: { entry.outputHashes[$0] == nil }) {
            return false
        }
        return true
    }

    private func log(_ line: String) {
        if options.verbose { options.log(line) }
    }

    static func badArtifact(_ stage: String, _ path: String, _ buildPath: String) -> String {
        "stage '\(stage)' returned the artifact '\(path)' twice or outside '\(buildPath)/'; it is not written"
    }

    static func writeFailed(_ path: String, _ reason: String) -> String { "cannot write '\(path)': \(reason)" }

    static func removeFailed(_ path: String, _ reason: String) -> String {
        "cannot remove the stale artifact '\(path)': \(reason)"
    }
}
