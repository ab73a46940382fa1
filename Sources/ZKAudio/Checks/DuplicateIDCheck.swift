import ZKCore

/// Lint: an audio ID listed twice in one manifest is an error at the second entry, with a note
/// at the first.
public struct DuplicateIDCheck: AudioManifestCheck {
    public init() {}

    public func run(_ input: AudioCheckInput) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for manifest in input.manifests {
            var first: [String: AudioManifest.Entry] = [:]
            for entry in manifest.entries {
                if let earlier = first[entry.id] {
                    out.append(Diagnostic(
                        AudioCodes.duplicateID, Self.message(entry.id, manifest.fileName), at: manifest.location(entry.idPosition),
                        notes: [Diagnostic.Note("first listed here", at: manifest.location(earlier.idPosition))]))
                } else {
                    first[entry.id] = entry
                }
            }
        }
        return out
    }

    static func message(_ id: String, _ manifest: String) -> String {
        "audio ID '\(id)' is listed twice in '\(manifest)'"
    }
}
