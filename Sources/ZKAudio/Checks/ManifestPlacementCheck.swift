import ZKCore
import ZKProject

/// Lint: sounds (`sfx.*`, `music.*`) are only in `common.json`, voice lines only in a locale's
/// manifest.
public enum ManifestPlacementCheck: Check {
    public static let codes = [wrongManifest]

    public static let wrongManifest = DiagnosticCode(
        "ZK4009", .error, group: .zahlenkette,
        summary: "a sound in a locale's manifest, or a voice line in common.json",
        explanation: """
            `sfx.*` and `music.*` are locale-independent and live in `common.json` (files under \
            `Audio/common/`); every other ID is spoken and lives in each locale's manifest (files \
            under `Audio/<locale>/`). The app looks them up in those places only.
            """,
        broken: DiagnosticExample(
            "Audio-manifests/de.json",
            """
            { "locale": "de", "entries": [
              { "id": ↓"sfx.tap", "file": "Audio/de/sfx.tap.m4a", "durationMs": 120 }
            ] }
            """),
        fixed: DiagnosticExample([
            .init("Audio-manifests/de.json", #"{ "locale": "de", "entries": [] }"#),
            .init(
                "Audio-manifests/common.json",
                """
                { "locale": "common", "entries": [
                  { "id": "sfx.tap", "file": "Audio/common/sfx.tap.m4a", "durationMs": 120 }
                ] }
                """),
        ]))

    public static func run(_ input: AudioCheckInput) -> [Diagnostic] {
        input.manifests.flatMap { manifest in
            manifest.entries.compactMap { entry -> Diagnostic? in
                let kind = AudioID.kind(of: entry.id)
                if manifest.isCommon && kind == .voice {
                    return Diagnostic(
                        ManifestPlacementCheck.wrongManifest, Self.voiceInCommon(entry.id),
                        at: manifest.location(entry.idPosition),
                        notes: [Diagnostic.Note(Self.voiceNote)])
                }
                if !manifest.isCommon && kind == .sound {
                    return Diagnostic(
                        ManifestPlacementCheck.wrongManifest, Self.soundInLocale(entry.id, manifest.fileName),
                        at: manifest.location(entry.idPosition),
                        notes: [Diagnostic.Note(Self.soundNote)])
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

    static let voiceNote = "voice lines belong in each locale's manifest ('de.json', 'en.json', …)"

    static let soundNote = "sounds belong in 'common.json', under 'Audio/common/'"
}
