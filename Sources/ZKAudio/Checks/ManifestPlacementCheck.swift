import ZKCore

/// Lint: sounds (`sfx.*`, `music.*`) are only in `common.json`, voice lines only in a locale's
/// manifest.
public struct ManifestPlacementCheck: AudioManifestCheck {
    public init() {}

    public func run(_ input: AudioCheckInput) -> [Diagnostic] {
        input.manifests.flatMap { manifest in
            manifest.entries.compactMap { entry -> Diagnostic? in
                let kind = AudioID.kind(of: entry.id)
                if manifest.isCommon && kind == .voice {
                    return Diagnostic(
                        AudioCodes.wrongManifest, Self.voiceInCommon(entry.id), at: manifest.location(entry.idPosition),
                        notes: [Diagnostic.Note("voice lines belong in each locale's manifest ('de.json', 'en.json', …)")])
                }
                if !manifest.isCommon && kind == .sound {
                    return Diagnostic(
                        AudioCodes.wrongManifest, Self.soundInLocale(entry.id, manifest.fileName), at: manifest.location(entry.idPosition),
                        notes: [Diagnostic.Note("sounds belong in 'common.json', under 'Audio/common/'")])
                }
                return nil
            }
        }
    }

    static func voiceInCommon(_ id: String) -> String {
        "voice line '\(id)' is listed in 'common.json', which holds only sfx.* and music.*"
    }

    static func soundInLocale(_ id: String, _ manifest: String) -> String {
        "sound '\(id)' is listed in the locale manifest '\(manifest)'; sounds are locale-independent"
    }
}
