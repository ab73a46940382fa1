import ZKCore

/// Lint: with an audio root, every manifest entry's file exists, is a WAV, CAF or MP4/M4A whose
/// header parses, has a declared sample rate and channel count, and lasts as long as the manifest
/// says (within its tolerance). Reads headers only; reports at the entry's `file` (or `durationMs`).
public enum AudioFileCheck {
    /// What a probe run read, for `--verbose` and the benchmark.
    public struct Statistics: Sendable, Hashable {
        public var files = 0
        public var bytesRead = 0
        public var bytesOnDisk = 0

        public init() {}
    }

    public static func run(_ manifests: [AudioManifest], files: some AudioFileStore, jobs: Int) -> (diagnostics: [Diagnostic], statistics: Statistics) {
        let work = manifests.sorted { $0.path < $1.path }.flatMap { manifest in manifest.entries.map { (manifest, $0) } }
        let results = parallelMap(work, jobs: jobs) { item in
            check(item.1, in: item.0, files: files)
        }
        var statistics = Statistics()
        var diagnostics: [Diagnostic] = []
        for result in results {
            diagnostics += result.diagnostics
            statistics.files += 1
            statistics.bytesRead += result.bytesRead
            statistics.bytesOnDisk += result.size
        }
        return (diagnostics.sorted(by: Diagnostic.reportOrder), statistics)
    }

    struct EntryResult: Sendable {
        var diagnostics: [Diagnostic]
        var bytesRead: Int
        var size: Int
    }

    static func check(_ entry: AudioManifest.Entry, in manifest: AudioManifest, files: some AudioFileStore) -> EntryResult {
        let at = manifest.location(entry.filePosition)
        let source: any ByteSource
        do {
            source = try files.open(entry.file)
        } catch {
            let diagnostic: Diagnostic
            switch error {
            case .missing: diagnostic = Diagnostic(AudioCodes.fileMissing, missing(entry, files.rootDescription), at: at)
            case .notAFile: diagnostic = Diagnostic(CoreCodes.notAFile, "expected an audio file, but '\(entry.file)' is not a regular file", at: at)
            case .unreadable(let reason): diagnostic = Diagnostic(CoreCodes.unreadableFile, "cannot read audio file '\(entry.file)': \(reason)", at: at)
            }
            return EntryResult(diagnostics: [diagnostic], bytesRead: 0, size: 0)
        }
        let result = AudioProbe.probe(source)
        var diagnostics: [Diagnostic] = []
        switch result {
        case .failure(.empty):
            diagnostics.append(Diagnostic(AudioCodes.fileEmpty, "audio file '\(entry.file)' of '\(entry.id)' is empty (0 bytes)", at: at))
        case .failure(.truncated(let detail)):
            diagnostics.append(Diagnostic(AudioCodes.fileTruncated, "audio file '\(entry.file)' is truncated: \(detail)", at: at))
        case .failure(.unknownFormat(let detail)):
            diagnostics.append(Diagnostic(AudioCodes.unknownFormat, "audio file '\(entry.file)' is of an unknown format: \(detail)", at: at))
        case .failure(.malformed(let detail)):
            diagnostics.append(Diagnostic(AudioCodes.malformedHeader, "audio file '\(entry.file)' has a malformed header: \(detail)", at: at))
        case .success(let info):
            diagnostics += compare(info, entry, manifest)
        }
        return EntryResult(diagnostics: diagnostics, bytesRead: source.bytesRead, size: source.size)
    }

    static func compare(_ info: AudioFileInfo, _ entry: AudioManifest.Entry, _ manifest: AudioManifest) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let at = manifest.location(entry.filePosition)
        let format = manifest.format
        let declaredHere = format.position.map { [Diagnostic.Note("format declared here", at: manifest.location($0))] } ?? []
        if !format.sampleRates.contains(info.sampleRate) {
            out.append(Diagnostic(
                AudioCodes.sampleRateMismatch,
                "audio file '\(entry.file)' has a sample rate of \(info.sampleRate) Hz; '\(manifest.fileName)' expects \(list(format.sampleRates, unit: " Hz"))",
                at: at, notes: declaredHere))
        }
        if !format.channels.contains(info.channels) {
            let what = manifest.isCommon ? "sounds" : "voice lines"
            out.append(Diagnostic(
                AudioCodes.channelMismatch,
                "audio file '\(entry.file)' has \(info.channels) channel\(info.channels == 1 ? "" : "s"); \(what) in '\(manifest.fileName)' must have \(list(format.channels, unit: ""))",
                at: at, notes: declaredHere))
        }
        if let actual = info.durationMs, abs(actual - entry.durationMs) > manifest.durationToleranceMs {
            out.append(Diagnostic(
                AudioCodes.durationMismatch,
                "audio file '\(entry.file)' lasts \(actual) ms, but the manifest says \(entry.durationMs) ms (tolerance \(manifest.durationToleranceMs) ms)",
                at: manifest.location(entry.durationPosition), notes: [Diagnostic.Note("the file is named here", at: at)]))
        }
        return out
    }

    static func missing(_ entry: AudioManifest.Entry, _ root: String) -> String {
        "audio file '\(entry.file)' of '\(entry.id)' does not exist under the audio root '\(root)'"
    }

    static func list(_ values: [Int], unit: String) -> String {
        let texts = values.map { "\($0)\(unit)" }
        guard texts.count > 1, let last = texts.last else { return texts.first ?? "" }
        return texts.dropLast().joined(separator: ", ") + " or " + last
    }
}
