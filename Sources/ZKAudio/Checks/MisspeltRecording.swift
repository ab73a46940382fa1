import ZKCore

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

    /// Each manifest's unreferenced, grammatical entries paired with the missing IDs they are
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
            let orphans = manifest.entries.filter { !referenced.contains(CodePointString($0.id)) && AudioID.problem(in: $0.id) == nil }
            guard !orphans.isEmpty else { continue }
            let wanted = referenced.filter { id in
                guard !ids.contains(id), AudioID.problem(in: id.string) == nil else { return false }
                return (AudioID.kind(of: id.string) == .sound) == manifest.isCommon
            }
            var taken = Set<CodePointString>()
            for missing in wanted.sorted() {
                let candidates = orphans.map(\.id).filter { !taken.contains(CodePointString($0)) }
                guard let near = EditDistance.nearest(to: missing.string, in: candidates), EditDistance.distance(near, missing.string) <= 2,
                    let entry = orphans.first(where: { $0.id.hasSameCodePoints(as: near) })
                else { continue }
                let elsewhere = input.manifests.contains { other in
                    !other.path.hasSameCodePoints(as: manifest.path) && other.entries.contains { CodePointString($0.id) == missing }
                }
                let stem = entry.file.split(separator: "/").last.map { String($0.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")) }
                guard elsewhere || referenceCount[missing, default: 0] >= 2 || stem?.hasSameCodePoints(as: missing.string) == true else { continue }
                taken.insert(CodePointString(near))
                pairs.append(Pair(manifestPath: manifest.path, written: near, intended: missing.string))
            }
        }
        return pairs
    }
}
