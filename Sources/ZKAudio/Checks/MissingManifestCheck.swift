import ZKCore
import ZKProject

/// Lint: every required locale has `<locale>.json` (reported at that path, which has no line),
/// and `common.json` exists once the content references a sound (reported at the first sound
/// the content references, the reason the file is needed).
public enum MissingManifestCheck: Check {
    public static let codes = [missingManifest]

    public static let missingManifest = DiagnosticCode(
        "ZK4011", .error, phase: .crossLink, group: .zahlenkette,
        summary: "a required locale, or the sounds, have no manifest",
        explanation: """
            Every locale the content ships (`Content/manifest.json`, or `locales` in \
            `zk-build.json`) needs `Audio-manifests/<locale>.json`, and `common.json` is needed as \
            soon as the content references a sound (the error points at the first reference). \
            Without the manifest nothing of that locale can be checked; the missing lines are not \
            listed one by one.
            """,
        broken: DiagnosticExample(
            [
                .init("Content/manifest.json", #"{ "locales": ["de", "en"] }"#),
                .init("Content/games/memory.json", #"{ "id": "memory", "sounds": [↓"sfx.card_flip"] }"#),
                .init("Audio-manifests/de.json", #"{ "locale": "de", "entries": [] }"#),
            ], unlocated: ["Audio-manifests/en.json"]),
        fixed: DiagnosticExample([
            .init("Content/manifest.json", #"{ "locales": ["de", "en"] }"#),
            .init("Content/games/memory.json", #"{ "id": "memory", "sounds": ["sfx.card_flip"] }"#),
            .init("Audio-manifests/de.json", #"{ "locale": "de", "entries": [] }"#),
            .init("Audio-manifests/en.json", #"{ "locale": "en", "entries": [] }"#),
            .init(
                "Audio-manifests/common.json",
                """
                { "locale": "common", "entries": [
                  { "id": "sfx.card_flip", "file": "Audio/common/sfx.card_flip.m4a", "durationMs": 300 }
                ] }
                """),
        ]))

    public static func run(_ input: AudioCheckInput) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for locale in input.locales where input.manifest(for: locale) == nil {
            let path = "\(input.manifestsFolder)/\(locale).json"
            out.append(
                Diagnostic(
                    MissingManifestCheck.missingManifest, Self.locale(locale, path), at: SourceLocation(path: path)))
        }
        let sounds = (input.index?.audioIDs ?? []).filter { AudioID.kind(of: $0.name) == .sound }
            .sorted { ReferenceOrder.less($0.location, $1.location) }
        if let first = sounds.first, input.manifest(for: AudioManifest.commonLocale) == nil {
            let path = "\(input.manifestsFolder)/\(AudioManifest.commonLocale).json"
            out.append(
                Diagnostic(
                    MissingManifestCheck.missingManifest, Self.common(path, first.name, more: sounds.count - 1),
                    at: first.location))
        }
        return out
    }

    static func locale(_ locale: String, _ path: String) -> String {
        "locale '\(locale)' has no audio manifest; expected '\(path)'"
    }

    static func common(_ path: String, _ first: String, more: Int) -> String {
        let others = more == 0 ? "" : " (and \(more) more sound reference\(more == 1 ? "" : "s"))"
        return "the content references sound '\(first)'\(others) but there is no '\(path)'"
    }
}
