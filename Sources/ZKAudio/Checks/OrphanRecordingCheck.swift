import ZKCore

/// Lint: a manifest entry that no content references is a warning (needs the content index),
/// unless it is the misspelling of an ID the content needs (then it is that error).
public struct OrphanRecordingCheck: AudioManifestCheck {
    public init() {}

    public func run(_ input: AudioCheckInput) -> [Diagnostic] {
        guard let index = input.index else { return [] }
        let referenced = Set(index.audioIDs.map(\.name))
        // A misspelt entry is reported as the error it is, by MissingRecordingCheck.
        let misspelt = Set(MisspeltRecording.pairs(input).map { "\($0.manifestPath)\u{0}\($0.written)" })
        return input.manifests.flatMap { manifest in
            manifest.entries.compactMap { entry -> Diagnostic? in
                guard !referenced.contains(entry.id), AudioID.problem(in: entry.id) == nil,
                    !misspelt.contains("\(manifest.path)\u{0}\(entry.id)")
                else { return nil }
                return Diagnostic(AudioCodes.orphanRecording, Self.message(entry.id, manifest.fileName), at: manifest.location(entry.idPosition))
            }
        }
    }

    static func message(_ id: String, _ manifest: String) -> String {
        "recording '\(id)' in '\(manifest)' is not referenced by any content"
    }
}
