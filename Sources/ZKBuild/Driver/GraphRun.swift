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
    /// The plan this run carries out: a stage's artifacts are written only where it declared them.
    let plan: BuildPlan
    let project: Project
    let options: BuildDriver.Options
    private let lock = NSLock()
    private var cache: BuildCache
    private var records: [String: Record] = [:]
    private var setAsideErrors: [String: Int] = [:]
    private var pendingDependencies: [String: Int] = [:]
    private let group = DispatchGroup()
    private let slots: DispatchSemaphore

    init(
        graph: StageGraph, selected: Set<String>, plan: BuildPlan, project: Project, options: BuildDriver.Options,
        cache: BuildCache
    ) {
        self.graph = graph
        self.selected = selected
        self.plan = plan
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

    /// How many errors of the stage's last run `severities` ignored or lowered (0 when it was skipped).
    func setAside(_ name: String) -> Int { lock.withLock { setAsideErrors[name] ?? 0 } }

    /// The cache to save: stamps only for the artifacts the record still names.
    func finalCache() -> BuildCache {
        lock.withLock {
            var recorded = Set(cache.written.values.flatMap(\.keys))
            recorded.formUnion(cache.entries.values.flatMap(\.outputHashes.keys))
            var final = cache
            final.stamps = cache.stamps.filter { recorded.contains($0.key) }
            return final
        }
    }

    private func launch(_ name: String) {
        group.enter()
        DispatchQueue.global().async {
            self.slots.wait()
            let record = self.execute(name)
            self.slots.signal()
            let next: [String] = self.lock.withLock {
                self.records[name] = record
                var ready: [String] = []
                for stage in self.graph.stages
                where self.selected.contains(stage.name) && stage.dependencies.contains(name) {
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
            return Record(
                result: StageResult(), ran: false, succeeded: false,
                driverDiagnostics: [Diagnostic(InternalError.internalError, "no stage '\(name)'")])
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
            return Record(
                result: StageResult(), ran: false, succeeded: failedDependency == nil, driverDiagnostics: retire(stage))
        }
        if !stage.hasInputs(in: project) {
            log("[\(name)] skipped: no inputs")
            return Record(
                result: StageResult(), ran: false, succeeded: failedDependency == nil, driverDiagnostics: retire(stage))
        }
        let key = cacheKey(stage, upstream: upstream, upstreamOutputs: upstreamOutputs)
        if let entry = lock.withLock({ cache.entries[name] }), isReusable(entry, key: key, stage: stage) {
            log("[\(name)] skipped: inputs unchanged")
            return Record(
                result: entry.result, ran: false, succeeded: !entry.result.failed && failedDependency == nil,
                outputHashes: entry.outputHashes)
        }
        let result = run(stage, upstream: upstream)
        let summary = "\(plural(result.filesRead.count, "file")) read"
        let diagnosticCount = plural(result.diagnostics.count, "diagnostic")
        guard options.mode == .build else {
            log("[\(name)] ran: \(summary), 0 outputs written, \(diagnosticCount)")
            return Record(result: result, ran: true, succeeded: !result.failed && failedDependency == nil)
        }
        guard !result.failed, failedDependency == nil else {
            return recordFailure(
                stage, result, key: key, failedDependency: failedDependency, summary: summary,
                diagnosticCount: diagnosticCount)
        }
        let (hashes, made, problems) = write(result.artifacts, of: stage)
        log("[\(name)] ran: \(summary), \(plural(hashes.count, "output")) written, \(diagnosticCount)")
        return lock.withLock {
            cache.folders = Array(Set(cache.folders).union(made)).sorted()
            let previous = cache.written[name] ?? [:]
            guard problems.isEmpty else {
                // Never cache a failed write: the next run must try again.
                cache.entries.removeValue(forKey: name)
                cache.written[name] = previous.merging(hashes) { _, new in new }
                return Record(
                    result: result, ran: true, succeeded: false, driverDiagnostics: problems, outputHashes: hashes)
            }
            let removalProblems = removeStale(of: stage, keeping: hashes, previous: previous)
            cache.written[name] = hashes
            if removalProblems.isEmpty {
                cache.entries[name] = BuildCache.Entry(key: key, mode: .build, result: result, outputHashes: hashes)
            } else {
                cache.entries.removeValue(forKey: name)
            }
            return Record(
                result: result, ran: true, succeeded: removalProblems.isEmpty, driverDiagnostics: removalProblems,
                outputHashes: hashes)
        }
    }

    /// The cache key of a stage's run: its inputs' hashes, its metadata inputs' fingerprints, the
    /// configuration, the tool, and what the stages it depends on made.
    private func cacheKey(_ stage: any Stage, upstream: StageProducts, upstreamOutputs: [String: String]) -> String {
        var inputs = stage.inputs(in: project).map { path -> (String, UInt64) in
            switch project.read(path) {
            case .success(let file): (path, XXHash64.hash(file.bytes))
            case .failure: (path, 0)
            }
        }
        inputs += stage.metadataInputs(in: project).map { path in
            (path, BuildDriver.metadataFingerprint(project.absolute(path)))
        }
        return BuildCache.key(
            stage: stage, toolVersion: BuildDriver.toolFingerprint, configuration: project.configuration,
            inputs: inputs,
            upstream: upstream, upstreamOutputs: upstreamOutputs)
    }

    /// Runs the stage, with `severities` applied, and keeps how many errors they set aside.
    private func run(_ stage: any Stage, upstream: StageProducts) -> StageResult {
        let context = StageContext(
            project: project, mode: options.mode, upstream: upstream, jobs: options.jobs, progress: options.progress)
        // A stage hands on the products it declares, and no other.
        var raw = stage.run(context)
        raw.products = raw.products.restricted(to: stage.products)
        // `severities` applied: an ignored code is ignored, and a stage whose only errors are
        // ignored (or made warnings) succeeds and writes its artifacts.
        let result = BuildDriver.applyingConfiguration(raw, project.configuration)
        // Errors set aside by `severities` (house rules of a profile that is off are not
        // reported at all, so they are not counted as ignored).
        let profiled = project.configuration.profile.filter(raw.diagnostics, registry: StageCatalog.registry)
        let setAside =
            profiled.filter { $0.severity == .error }.count - result.diagnostics.filter { $0.severity == .error }.count
        lock.withLock { setAsideErrors[stage.name] = max(0, setAside) }
        return result
    }

    /// A build of a stage that failed, or whose dependency failed: its reports are written (that
    /// is when they are read), and its generated code made from inputs that parsed
    /// (`StageArtifact.isGeneratedFromParsedInputs`), nothing else.
    private func recordFailure(
        _ stage: any Stage, _ result: StageResult, key: String, failedDependency: String?, summary: String,
        diagnosticCount: String
    ) -> Record {
        let name = stage.name
        let standing = result.artifacts.filter(\.isWrittenWhateverTheFindings)
        let (reports, reportFolders, reportProblems) = write(standing, of: stage)
        let kind = standing.allSatisfy(\.isReport) ? "report" : "output"
        let written = reports.isEmpty ? "0 outputs written" : "\(plural(reports.count, kind)) written"
        lock.withLock {
            cache.folders = Array(Set(cache.folders).union(reportFolders)).sorted()
            cache.written[name] = (cache.written[name] ?? [:]).merging(reports) { _, new in new }
        }
        if result.failed {
            // A stage that failed on its own input writes nothing else and is cached: the same
            // input fails the same way. Its previous artifacts stay as they were.
            log("[\(name)] ran: \(summary), \(written), \(diagnosticCount)")
            lock.withLock {
                if reportProblems.isEmpty {
                    cache.entries[name] = BuildCache.Entry(
                        key: key, mode: .build, result: result, outputHashes: reports)
                } else {
                    cache.entries.removeValue(forKey: name)
                }
            }
            return Record(result: result, ran: true, succeeded: false, driverDiagnostics: reportProblems)
        }
        // Its artifacts would be made from a failed stage's products: hold them back, and
        // do not cache the run, so that it runs (and writes) once the dependency is fixed.
        log("[\(name)] ran: \(summary), \(written) (held back: '\(failedDependency ?? "")' failed), \(diagnosticCount)")
        lock.withLock { _ = cache.entries.removeValue(forKey: name) }
        return Record(result: result, ran: true, succeeded: false, driverDiagnostics: reportProblems)
    }

    /// Writes a stage's artifacts atomically, in path order, never through a symbolic link.
    /// Returns the hash of each artifact written, the folders made for them, and a diagnostic for
    /// each that could not be written.
    private func write(_ artifacts: [StageArtifact], of stage: any Stage) -> ([String: String], [String], [Diagnostic])
    {
        let buildPath = project.configuration.buildPath
        var hashes: [String: String] = [:]
        var made: [String] = []
        var problems: [Diagnostic] = []
        var seen = Set<String>()
        let declared = plan.step(stage.name)?.declaredOutputs ?? StageOutputs()
        for artifact in artifacts.sorted(by: { $0.path < $1.path }) {
            guard declared.covers(artifact.path) else {
                problems.append(
                    Diagnostic(InternalError.internalError, Self.undeclaredArtifact(stage.name, artifact.path)))
                continue
            }
            guard project.configuration.isOutputPath(artifact.path), seen.insert(artifact.path).inserted else {
                problems.append(
                    Diagnostic(InternalError.internalError, Self.badArtifact(stage.name, artifact.path, buildPath)))
                continue
            }
            if let link = SymbolicLinkGuard.firstLink(in: artifact.path, root: project.root) {
                problems.append(SymbolicLinkGuard.outputThroughLink(artifact.path, link: link, action: "write"))
                continue
            }
            made += OutputRecord.missingFolders(of: artifact.path, root: project.root).filter {
                OutputRecord.isRecordable($0, project.configuration)
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
                let stamp = FileStamp.of(absolute)
                lock.withLock { cache.stamps[artifact.path] = stamp }
            } catch {
                problems.append(
                    Diagnostic(
                        AtomicFileWriter.writeFailed, Self.writeFailed(artifact.path, error.reason),
                        at: SourceLocation(path: artifact.path)))
            }
        }
        return (hashes, made, problems)
    }

    /// A build of a stage that does not run (switched off, or its inputs gone) removes what the
    /// stage wrote before, by the record, so that no artifact of an earlier run passes for one of
    /// this run; a check changes nothing.
    private func retire(_ stage: any Stage) -> [Diagnostic] {
        guard options.mode == .build else { return [] }
        return lock.withLock {
            guard let previous = cache.written[stage.name], !previous.isEmpty else { return [] }
            let problems = removeStale(of: stage, keeping: [:], previous: previous)
            cache.entries.removeValue(forKey: stage.name)
            if problems.isEmpty { cache.written.removeValue(forKey: stage.name) }
            return problems
        }
    }

    /// Removes what the stage wrote before and no longer makes, by the record: only a file that
    /// is still as zk-build wrote it (same hash) is removed, never through a symbolic link, and
    /// then the folders left empty by the removal, up to the folder the stage fills. Files in its
    /// folders that zk-build did not write are kept (the driver names them, `ForeignFiles`).
    private func removeStale(
        of stage: any Stage, keeping kept: [String: String], previous: [String: String]
    ) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let stops = Set(stage.outputFolders(in: project) + [project.configuration.buildPath])
        for path in Set(previous.keys).subtracting(kept.keys).sorted() {
            switch OutputRecord.remove(
                path, hash: previous[path], stamp: cache.stamps[path], root: project.root, stops: stops)
            {
            case .removed: log("[\(stage.name)] removed stale '\(path)'")
            case .gone: break
            case .changed: log("[\(stage.name)] kept '\(path)': it changed since zk-build wrote it")
            case .failed(let diagnostic): problems.append(diagnostic)
            }
        }
        return problems
    }

    /// A cached entry is reusable when its key matches and, for a build, it was a build whose
    /// artifacts are all on disk as written (and not behind a symbolic link). A check never
    /// writes, so a build entry serves it.
    private func isReusable(_ entry: BuildCache.Entry, key: String, stage: any Stage) -> Bool {
        guard entry.key == key else { return false }
        if options.mode == .check { return true }
        guard entry.mode == .build else { return false }
        if entry.result.failed {
            // Its reports were written: they are still there as written.
            return entry.outputHashes.allSatisfy { path, hash in BuildCache.hashOfFile(project.absolute(path)) == hash }
        }
        guard Set(entry.result.outputs) == Set(entry.outputHashes.keys) else { return false }
        // Files zk-build did not write may lie beside the artifacts: they are kept, and change nothing.
        return entry.outputHashes.allSatisfy { path, hash in
            SymbolicLinkGuard.firstLink(in: path, root: project.root) == nil
                && BuildCache.hashOfFile(project.absolute(path)) == hash
        }
    }

    private func log(_ line: String) {
        if options.verbose { options.log(line) }
    }

    static func badArtifact(_ stage: String, _ path: String, _ buildPath: String) -> String {
        "stage '\(stage)' returned the artifact '\(path)' twice or outside '\(buildPath)/'; it is not written"
    }

    static func writeFailed(_ path: String, _ reason: String) -> String { "cannot write '\(path)': \(reason)" }

    static func undeclaredArtifact(_ stage: String, _ path: String) -> String {
        "stage '\(stage)' returned the artifact '\(path)', which its plan does not declare; it is not written"
    }
}
