import ZKCore
import ZKProject

/// One mistake, one error: when content references an audio ID a manifest lacks, and that
/// manifest has an entry nothing references within a small edit distance of it, the entry is the
/// misspelling — provided the spelling the content uses is the one more places agree on: another
/// manifest has it, or more than one content place references it (otherwise the content may be
/// the misspelt side, and the error stays at the reference). `MissingRecordingCheck` then reports the error at the entry (with the content
/// reference as a note and a fix-it) instead of at the content, and `OrphanRecordingCheck` does
/// not add a warning for the same entry.
enum MisspeltRecording {
    struct Pair: Hashable {
        var manifestPath: String
        /// The entry's ID as written (the misspelling).
        var written: String
        /// The referenced ID it stands for.
        var intended: String

        /// The manifest and the written ID, compared by code points.
        var writtenKey: CodePointString { MisspeltRecording.key(manifestPath, written) }
        /// The manifest and the intended ID, compared by code points.
        var intendedKey: CodePointString { MisspeltRecording.key(manifestPath, intended) }
    }

    /// One key for a manifest path and an ID (NUL cannot occur in either).
    static func key(_ manifestPath: String, _ id: String) -> CodePointString {
        CodePointString("\(manifestPath)\u{0}\(id)")
    }

    /// Each manifest's unreferenced entries paired with the missing IDs they are
    /// nearest to (one pair per entry and per missing ID), where the evidence points at the entry.
    static func pairs(_ input: AudioCheckInput) -> [Pair] {
        guard let index = input.index else { return [] }
        // IDs are JSON strings: compared, counted and sorted by code points.
        let referenced = Set(index.audioIDs.map { CodePointString($0.name) })
        var referenceCount: [CodePointString: Int] = [:]
        for entry in index.audioIDs { referenceCount[CodePointString(entry.name), default: 0] += 1 }
        var pairs: [Pair] = []
        for manifest in input.manifests {
            let ids = Set(manifest.entries.map { CodePointString($0.id) })
            // An entry off the grammar (`Num.12`) is a misspelling too; its grammar error names the cause.
            let orphans = manifest.entries.filter { !referenced.contains(CodePointString($0.id)) }
            guard !orphans.isEmpty else { continue }
            let wanted = referenced.filter { id in
                guard !ids.contains(id), AudioID.problem(in: id.string) == nil else { return false }
                return (AudioID.kind(of: id.string) == .sound) == manifest.isCommon
            }
            var taken = Set<CodePointString>()
            for missing in wanted.sorted() {
                let candidates = orphans.map(\.id).filter { !taken.contains(CodePointString($0)) }
                guard let near = EditDistance.nearest(to: missing.string, in: candidates),
                    let entry = orphans.first(where: { $0.id.hasSameCodePoints(as: near) })
                else { continue }
                let elsewhere = input.manifests.contains { other in
                    !other.path.hasSameCodePoints(as: manifest.path)
                        && other.entries.contains { CodePointString($0.id) == missing }
                }
                let stem = entry.file.split(separator: "/").last.map {
                    String($0.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: "."))
                }
                guard
                    elsewhere || referenceCount[missing, default: 0] >= 2
                        || stem?.hasSameCodePoints(as: missing.string) == true
                else { continue }
                taken.insert(CodePointString(near))
                pairs.append(Pair(manifestPath: manifest.path, written: near, intended: missing.string))
            }
        }
        return pairs
    }

    /// The entry of `manifest` a referenced ID it lacks most likely meant, when that is no
    /// misspelt entry (`pairs`): the reference is the misspelling (`sfx.card_flp` for the
    /// recorded `sfx.card_flip`). `MissingRecordingCheck` suggests it, `OrphanRecordingCheck`
    /// does not call it unused.
    /// A recording the content plays already is meant only by a one-edit slip (`sfx.corretc`),
    /// not by another line's ID (`num.7` is not `num.7.q`).
    static func intendedEntry(
        for id: String, in manifest: AudioManifest, referenced: Set<CodePointString>
    ) -> AudioManifest.Entry? {
        let candidates = manifest.entries.map(\.id).filter { candidate in
            guard AudioID.problem(in: candidate) == nil else { return false }
            return !referenced.contains(CodePointString(candidate)) || EditDistance.closeness(id, candidate) == 1
        }
        guard let near = EditDistance.nearest(to: id, in: candidates) else { return nil }
        return manifest.entries.first { $0.id.hasSameCodePoints(as: near) }
    }

    /// The IDs the content references, by code points.
    static func referenced(_ input: AudioCheckInput) -> Set<CodePointString> {
        Set((input.index?.audioIDs ?? []).map { CodePointString($0.name) })
    }

    /// Manifest and ID of every entry a reference means by `intendedEntry`.
    static func intendedKeys(_ input: AudioCheckInput) -> Set<CodePointString> {
        let misspelt = Set(pairs(input).map(\.intendedKey))
        let referenced = referenced(input)
        var keys = Set<CodePointString>()
        // A reference that breaks the grammar (`num.19x`) means its nearest entry too: its own
        // error is the fix, the recording is not unused.
        for (id, _) in input.references {
            for manifest in input.manifests where !manifest.entries.contains(where: { $0.id.hasSameCodePoints(as: id) })
            {
                guard (AudioID.kind(of: id) == .sound) == manifest.isCommon, !misspelt.contains(key(manifest.path, id)),
                    let entry = intendedEntry(for: id, in: manifest, referenced: referenced)
                else { continue }
                keys.insert(key(manifest.path, entry.id))
            }
        }
        return keys
    }
}
