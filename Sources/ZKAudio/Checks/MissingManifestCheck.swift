import ZKCore

/// Lint: every required locale has `<locale>.json`, and `common.json` exists once the content
/// references a sound. The diagnostic names the file that should exist.
public struct MissingManifestCheck: AudioManifestCheck, DeclaresCodes {
    public static let codes = [missingManifest]

    public static let missingManifest = DiagnosticCode(
        "ZK4011", .error, phase: .crossLink, summary: "a required locale, or the sounds, have no manifest",
        explanation: """
            Every locale the content ships (`Content/manifest.json`, or `locales` in \
            `zk-build.json`) needs `Audio-manifests/<locale>.json`, and `common.json` is needed as \
            soon as the content references a sound. Without the manifest nothing of that locale can \
            be checked; the missing lines are not listed one by one.
            """)

    public init() {}

    public func run(_ input: AudioCheckInput) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for locale in input.locales where input.manifest(for: locale) == nil {
            let path = "\(input.manifestsFolder)/\(locale).json"
            out.append(Diagnostic(MissingManifestCheck.missingManifest, Self.locale(locale, path), at: SourceLocation(path: path)))
        }
        let needsSounds = input.index?.audioIDs.contains { AudioID.kind(of: $0.name) == .sound } ?? false
        if needsSounds && input.manifest(for: AudioManifest.commonLocale) == nil {
            let path = "\(input.manifestsFolder)/\(AudioManifest.commonLocale).json"
            out.append(Diagnostic(MissingManifestCheck.missingManifest, Self.common(path), at: SourceLocation(path: path)))
        }
        return out
    }

    static func locale(_ locale: String, _ path: String) -> String {
        "locale '\(locale)' has no audio manifest; expected '\(path)'"
    }

    static func common(_ path: String) -> String {
        "the content references sounds but there is no '\(path)'"
    }
}
