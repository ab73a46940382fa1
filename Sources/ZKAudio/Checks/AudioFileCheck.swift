import ZKCore

/// Lint: with an audio root, every manifest entry's file exists (ZK4020) and passes the file
/// checks: a readable header (`AudioHeaderCheck`), content matching its name
/// (`ContainerNameCheck`), a declared sample rate and channel count (`SampleRateCheck`,
/// `ChannelCountCheck`), the declared duration (`DurationCheck`), and with `analyze` the level
/// targets (`LevelChecks`). Reads headers only unless it analyses; reports at the entry.
public enum AudioFileCheck: DeclaresCodes {
    public static let codes = [fileMissing]

    public static let fileMissing = DiagnosticCode(
        "ZK4020", .error, phase: .crossLink, summary: "a manifest entry's audio file does not exist",
        explanation: """
            With an audio root (`--audio-root DIR` or `audioRoot` in `zk-build.json`) every entry's \
            `file` must exist under it. The error points at the entry's `file` value.
            """,
        broken: AudioExamples.soundProject(markFile: true, contents: nil),
        fixed: AudioExamples.soundProject(contents: ""))

    /// What a probe run read, for `--verbose` and the benchmark.
    public struct Statistics: Sendable, Hashable {
        public var files = 0
        public var bytesRead = 0
        public var bytesOnDisk = 0
        public var analysed = 0
        public var notAnalysed = 0
        /// Each analysed entry's figures, by manifest locale and ID (the spread report and the recording script).
        public var levels: [EntryLevels] = []

        public init() {}
    }

    /// How the files are checked: the duration tolerance, and whether (and against what) the levels are analysed.
    public struct Options: Sendable {
        public var tolerance: DurationTolerance
        public var analyze: Bool
        public var settings: AudioSettings

        public init(settings: AudioSettings = AudioSettings(), analyze: Bool? = nil) {
            self.settings = settings
            self.tolerance = settings.durationTolerance
            self.analyze = analyze ?? settings.analyze
        }
    }

    public static func run(
        _ manifests: [AudioManifest], files: some AudioFileStore, jobs: Int, options: Options = Options()
    ) -> (diagnostics: [Diagnostic], statistics: Statistics) {
        let work = manifests.sorted { $0.path.precedesByCodePoints($1.path) }.flatMap { manifest in
            manifest.entries.map { (manifest, $0) }
        }
        let results = parallelMap(work, jobs: jobs) { item in
            check(item.1, in: item.0, files: files, options: options)
        }
        var statistics = Statistics()
        var diagnostics: [Diagnostic] = []
        var skipped: [NotAnalysedCheck.Skipped] = []
        for result in results {
            diagnostics += result.diagnostics
            statistics.files += 1
            statistics.bytesRead += result.bytesRead
            statistics.bytesOnDisk += result.size
            if result.analysed { statistics.analysed += 1 }
            if let skip = result.skipped { skipped.append(skip) }
            if let levels = result.levels { statistics.levels.append(levels) }
        }
        statistics.notAnalysed = skipped.count
        diagnostics += NotAnalysedCheck.summarize(skipped)
        diagnostics += ZKAudioChecks.levelSetChecks.run(
            AudioLevels(levels: statistics.levels, settings: options.settings))
        return (diagnostics.sorted(by: Diagnostic.reportOrder), statistics)
    }

    /// The run on disk: a root that is not a directory, or that is the wrong folder, gives one
    /// located error (at `rootLocation`, the setting) instead of an error per file.
    public static func run(
        _ manifests: [AudioManifest], root: DiskAudioFiles, rootLocation: SourceLocation?, origin: String?, jobs: Int,
        options: Options = Options()
    ) -> (diagnostics: [Diagnostic], statistics: Statistics) {
        if let problem = AudioRootCheck.missingRoot(root, at: rootLocation, origin: origin) {
            return ([problem], Statistics())
        }
        if let problem = AudioRootCheck.wrongRoot(manifests, root, at: rootLocation) {
            return ([problem], Statistics())
        }
        return run(manifests, files: root, jobs: jobs, options: options)
    }

    /// The figures of one analysed manifest entry.
    public struct EntryLevels: Sendable, Hashable {
        public var locale: String
        public var id: String
        public var file: String
        public var report: LevelReport
        /// The entry's `file` in its manifest.
        public var at: SourceLocation
    }

    struct EntryResult: Sendable {
        var diagnostics: [Diagnostic]
        var bytesRead: Int
        var size: Int
        var analysed = false
        var skipped: NotAnalysedCheck.Skipped?
        var levels: EntryLevels?
    }

    static func check(
        _ entry: AudioManifest.Entry, in manifest: AudioManifest, files: some AudioFileStore, options: Options
    ) -> EntryResult {
        let at = manifest.location(entry.filePosition)
        let source: any ByteSource
        do {
            source = try files.open(entry.file)
        } catch {
            let diagnostic: Diagnostic
            switch error {
            case .missing: diagnostic = Diagnostic(fileMissing, missing(entry, files.rootDescription), at: at)
            case .notAFile: diagnostic = Diagnostic(FileReader.notAFile, notAFile(entry.file), at: at)
            case .unreadable(let reason):
                diagnostic = Diagnostic(FileReader.unreadableFile, unreadable(entry.file, reason), at: at)
            }
            return EntryResult(diagnostics: [diagnostic], bytesRead: 0, size: 0)
        }
        var result = EntryResult(diagnostics: [], bytesRead: 0, size: source.size)
        switch AudioProbe.probe(source) {
        case .failure(let failure):
            result.diagnostics.append(AudioHeaderCheck.diagnostic(failure, file: entry.file, id: entry.id, at: at))
        case .success(let info):
            result.diagnostics += compare(info, entry, manifest, tolerance: options.tolerance)
            if options.analyze && info.frames != 0 {
                switch FileAnalysis.analyze(source, info: info, silenceFloor: options.settings.silenceFloor) {
                case .measured(let levels):
                    result.analysed = true
                    result.levels = EntryLevels(
                        locale: manifest.locale, id: entry.id, file: entry.file, report: levels, at: at)
                    result.diagnostics += LevelChecks.check(levels, entry, manifest, settings: options.settings)
                case .notAnalysed(let reason):
                    result.skipped = NotAnalysedCheck.Skipped(reason: reason, file: entry.file, at: at)
                case .failed(let failure):
                    result.diagnostics.append(
                        AudioHeaderCheck.diagnostic(failure, file: entry.file, id: entry.id, at: at))
                }
            }
        }
        result.bytesRead = source.bytesRead
        return result
    }

    static func compare(
        _ info: AudioFileInfo, _ entry: AudioManifest.Entry, _ manifest: AudioManifest,
        tolerance: DurationTolerance = DurationTolerance()
    ) -> [Diagnostic] {
        let at = manifest.location(entry.filePosition)
        let declared = DeclaredFile(entry: entry, manifest: manifest, tolerance: tolerance)
        let probed = ProbedFile(info: info, file: entry.file, at: at, declared: declared)
        if info.frames == 0 {
            // A header and no samples: empty, whatever the duration would say.
            let empty = AudioHeaderCheck.noSamples(info, file: entry.file, id: entry.id, at: at)
            return ZKAudioChecks.emptyFileChecks.run(probed) + (empty.map { [$0] } ?? [])
        }
        return ZKAudioChecks.fileChecks.run(probed)
    }

    /// A note at the manifest's `format`, where it declares one.
    static func formatNotes(_ manifest: AudioManifest) -> [Diagnostic.Note] {
        manifest.format.position.map { [Diagnostic.Note(formatNote, at: manifest.location($0))] } ?? []
    }

    static let formatNote = "format declared here"

    static func missing(_ entry: AudioManifest.Entry, _ root: String) -> String {
        "audio file '\(entry.file)' of '\(entry.id)' does not exist under the audio root '\(root)'"
    }

    static func list(_ values: [Int], unit: String) -> String {
        let texts = values.map { "\($0)\(unit)" }
        guard texts.count > 1, let last = texts.last else { return texts.first ?? "" }
        return texts.dropLast().joined(separator: ", ") + " or " + last
    }

    /// The file named on the command line (`zk-audio probe FILE`) does not exist.
    package static func missing(_ file: String) -> String { "audio file '\(file)' does not exist" }

    /// A file named on the command line that does not exist.
    package static func missingFile(_ file: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(fileMissing, missing(file), at: location)
    }

    package static func notAFile(_ file: String) -> String {
        "expected an audio file, but '\(file)' is not a regular file"
    }

    package static func unreadable(_ file: String, _ reason: String) -> String {
        "cannot read audio file '\(file)': \(reason)"
    }
}
