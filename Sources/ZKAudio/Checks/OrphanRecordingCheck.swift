import ZKCore

/// Lint: a manifest entry that no content references is a warning (needs the content index).
public struct OrphanRecordingCheck: AudioManifestCheck {
    public init() {}

    public func run(_ input: AudioCheckInput) -> [Diagnostic] {
        guard let index = input.index else { return [] }
        let referenced = Set(index.audioIDs.map(\.name))
        return input.manifests.flatMap { manifest in
            manifest.entries.compactMap { entry -> Diagnostic? in
                guard !referenced.contains(entry.id), AudioID.problem(in: entry.id) == nil else { return nil }
                return Diagnostic(AudioCodes.orphanRecording, Self.message(entry.id, manifest.fileName), at: manifest.location(entry.idPosition))
            }
        }
    }

    static func message(_ id: String, _ manifest: String) -> String {
        "recording '\(id)' in '\(manifest)' is not referenced by any content"
    }
}
