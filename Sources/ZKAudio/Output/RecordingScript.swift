import ZKCore
import ZKProject

/// What the studio must record for one locale: every line the content needs that the locale's
/// manifest lacks (`missing`) and every recording whose text is no longer the catalog's
/// (`stale`), with the text to say, the translator comment and the file name to deliver.
public enum RecordingScript {
    public enum Reason: String, Sendable, Hashable, Comparable, CaseIterable {
        /// The manifest has no entry for a line the content needs.
        case missing
        /// The recording's text is no longer the catalog's.
        case stale
        /// With an audio root: the entry's file is not there, or is not a recording that can be used.
        case fileMissing = "missing file"
        case empty
        case truncated
        case unreadable
        case wrongDuration = "wrong duration"
        case silent
        case tooQuiet = "too quiet"
        case tooLoud = "too loud"
        case clipped
        case peaksTooHigh = "peaks too high"
        case tooMuchSilence = "too much silence"

        public static func < (a: Reason, b: Reason) -> Bool {
            (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
        }

        /// The reason a file check's diagnostic gives to record the line again; nil for findings
        /// a new take does not fix (a manifest or naming problem).
        static func of(_ diagnostic: Diagnostic) -> Reason? {
            switch diagnostic.code {
            case AudioFileCheck.fileMissing.code: .fileMissing
            case AudioHeaderCheck.fileEmpty.code: .empty
            case AudioHeaderCheck.fileTruncated.code: .truncated
            case AudioHeaderCheck.unknownFormat.code, AudioHeaderCheck.malformedHeader.code: .unreadable
            case DurationCheck.durationMismatch.code: .wrongDuration
            case SilentFileCheck.silentFile.code: .silent
            case LoudnessCheck.loudnessOffTarget.code: diagnostic.message.contains(" quieter ") ? .tooQuiet : .tooLoud
            case ClippingCheck.clipped.code: .clipped
            case TruePeakCheck.truePeakTooHigh.code: .peaksTooHigh
            case SilenceCheck.tooMuchSilence.code: .tooMuchSilence
            default: nil
            }
        }
    }

    public struct Row: Sendable, Hashable {
        public var id: String
        public var text: String
        public var comment: String
        public var reason: Reason
        /// The file name to deliver (`num.7.m4a`), to be placed under `Audio/<locale>/`.
        public var file: String
        /// Further reasons for the same line (a stale text whose file is also clipped).
        public var also: [Reason]

        public init(id: String, text: String, comment: String, reason: Reason, file: String, also: [Reason] = []) {
            self.id = id
            self.text = text
            self.comment = comment
            self.reason = reason
            self.file = file
            self.also = also
        }

        /// Every reason, as the TSV's `reason` field lists them.
        public var reasons: [Reason] { [reason] + also }
    }

    /// The header row of the TSV.
    public static let columns = ["id", "text", "comment", "reason", "file"]

    /// Project-relative path of a locale's script under the build folder.
    public static func outputPath(buildPath: String, locale: String) -> String {
        "\(buildPath)/audio/recording-script-\(locale).tsv"
    }

    /// The rows for `locale`, sorted by ID. Missing lines need the content index, stale ones the
    /// catalog; `fileDiagnostics` (what `AudioFileCheck` reported with an audio root) add every
    /// entry whose file is missing, empty, truncated, of the wrong duration, silent, off the
    /// loudness target, clipped or padded with silence.
    public static func rows(for locale: String, input: AudioCheckInput, fileDiagnostics: [Diagnostic] = []) -> [Row] {
        let isCommon = locale.hasSameCodePoints(as: AudioManifest.commonLocale)
        let manifest = input.manifest(for: locale)
        // IDs are JSON strings: "ñ" (U+00F1) recorded does not cover "n\u{0303}" referenced.
        let recorded = Set(manifest?.entries.map { CodePointString($0.id) } ?? [])
        var rows: [Row] = []
        for (id, _) in input.references where AudioID.problem(in: id) == nil && !recorded.contains(CodePointString(id))
        {
            guard (AudioID.kind(of: id) == .sound) == isCommon else { continue }
            let key = isCommon ? nil : spokenKey(of: id, input: input)
            let entry = key.flatMap { input.catalog?.entries[$0] }
            rows.append(
                Row(
                    id: id, text: entry?.texts[locale]?.value ?? "", comment: entry?.comment ?? "", reason: .missing,
                    file: "\(id).m4a"))
        }
        if let manifest, !isCommon, let catalog = input.catalog {
            for entry in manifest.entries {
                guard let current = StaleRecordingCheck.staleText(entry, locale: locale, catalog: catalog) else {
                    continue
                }
                let comment = entry.key.flatMap { catalog.entries[$0]?.comment } ?? ""
                let file = entry.file.split(separator: "/").last.map(String.init) ?? entry.file
                rows.append(Row(id: entry.id, text: current.value, comment: comment, reason: .stale, file: file))
            }
        }
        if let manifest, !fileDiagnostics.isEmpty {
            var byPlace: [SourceLocation: [Reason]] = [:]
            for diagnostic in fileDiagnostics {
                guard let location = diagnostic.location, let reason = Reason.of(diagnostic) else { continue }
                if !(byPlace[location]?.contains(reason) ?? false) { byPlace[location, default: []].append(reason) }
            }
            for entry in manifest.entries {
                // File findings are at the entry's `file`; the duration's at its `durationMs`.
                let found =
                    (byPlace[manifest.location(entry.filePosition)] ?? [])
                    + (byPlace[manifest.location(entry.durationPosition)] ?? [])
                guard let first = found.sorted().first else { continue }
                let reasons = [first] + Set(found).subtracting([first]).sorted()
                if let index = rows.firstIndex(where: { $0.id.hasSameCodePoints(as: entry.id) && $0.reason == .stale })
                {
                    rows[index].also += reasons
                    continue
                }
                let key = entry.key ?? (isCommon ? nil : spokenKey(of: entry.id, input: input))
                let catalogEntry = key.flatMap { input.catalog?.entries[$0] }
                let text = catalogEntry?.texts[locale]?.value ?? entry.text ?? ""
                let file = entry.file.split(separator: "/").last.map(String.init) ?? entry.file
                rows.append(
                    Row(
                        id: entry.id, text: text, comment: catalogEntry?.comment ?? "", reason: first, file: file,
                        also: Array(reasons.dropFirst())))
            }
        }
        return rows.sorted(by: Self.order)
    }

    /// By ID, reason and file; IDs and files by code points, so look-alikes keep one order.
    static func order(_ a: Row, _ b: Row) -> Bool {
        if !a.id.hasSameCodePoints(as: b.id) { return a.id.precedesByCodePoints(b.id) }
        if a.reason != b.reason { return a.reason < b.reason }
        return a.file.precedesByCodePoints(b.file)
    }

    /// The string key a voice line speaks: what another locale's manifest says, else the key equal
    /// to the ID (prompts), else `number.<n>.word` for `num.<n>` and `num.<n>.q` (spec 4.10).
    static func spokenKey(of id: String, input: AudioCheckInput) -> String? {
        for manifest in input.voiceManifests {
            if let key = manifest.entries.first(where: { $0.id.hasSameCodePoints(as: id) })?.key { return key }
        }
        if input.catalog?.entries[id] != nil { return id }
        let segments = id.split(separator: ".")
        if segments.count >= 2 && segments[0] == "num" { return "number.\(segments[1]).word" }
        return nil
    }

    /// Tab-separated values with a header row; tabs, line breaks and backslashes in fields escaped
    /// as `\t`, `\n`, `\r`, `\\`, so every row is one line of exactly five fields.
    public static func tsv(_ rows: [Row]) -> String {
        var out = columns.joined(separator: "\t") + "\n"
        for row in rows {
            out +=
                [row.id, row.text, row.comment, row.reasons.map(\.rawValue).joined(separator: ", "), row.file].map(
                    escape
                ).joined(separator: "\t") + "\n"
        }
        return out
    }

    static func escape(_ field: String) -> String { Escape.tsvField(field) }
}
