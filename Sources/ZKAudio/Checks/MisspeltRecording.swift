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
    }

    /// Each manifest's unreferenced, grammatical entries paired with the missing IDs they are
    /// nearest to (one pair per entry and per missing ID), where the evidence points at the entry.
    static func pairs(_ input: AudioCheckInput) -> [Pair] {
        guard let index = input.index else { return [] }
        let referenced = Set(index.audioIDs.map(\.name))
        var referenceCount: [String: Int] = [:]
        for entry in index.audioIDs { referenceCount[entry.name, default: 0] += 1 }
        var pairs: [Pair] = []
        for manifest in input.manifests {
            let ids = Set(manifest.entries.map(\.id))
            let orphans = manifest.entries.filter { !referenced.contains($0.id) && AudioID.problem(in: $0.id) == nil }
            guard !orphans.isEmpty else { continue }
            let wanted = referenced.filter { id in
                guard !ids.contains(id), AudioID.problem(in: id) == nil else { return false }
                return (AudioID.kind(of: id) == .sound) == manifest.isCommon
            }
            var taken = Set<String>()
            for missing in wanted.sorted() {
                let candidates = orphans.map(\.id).filter { !taken.contains($0) }
                guard let near = EditDistance.nearest(to: missing, in: candidates), EditDistance.distance(near, missing) <= 2,
                    let entry = orphans.first(where: { $0.id == near })
                else { continue }
                let elsewhere = input.manifests.contains { $0.path != manifest.path && $0.entries.contains { $0.id == missing } }
                let stem = entry.file.split(separator: "/").last.map { String($0.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")) }
                guard elsewhere || referenceCount[missing, default: 0] >= 2 || stem == missing else { continue }
                taken.insert(near)
                pairs.append(Pair(manifestPath: manifest.path, written: near, intended: missing))
            }
        }
        return pairs
    }
}
