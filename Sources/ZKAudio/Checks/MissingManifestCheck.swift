import ZKCore

/// Lint: every required locale has `<locale>.json`, and `common.json` exists once the content
/// references a sound. The diagnostic names the file that should exist.
public struct MissingManifestCheck: AudioManifestCheck {
    public init() {}

    public func run(_ input: AudioCheckInput) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for locale in input.locales where input.manifest(for: locale) == nil {
            let path = "\(input.manifestsFolder)/\(locale).json"
            out.append(Diagnostic(AudioCodes.missingManifest, Self.locale(locale, path), at: SourceLocation(path: path)))
        }
        let needsSounds = input.index?.audioIDs.contains { AudioID.kind(of: $0.name) == .sound } ?? false
        if needsSounds && input.manifest(for: AudioManifest.commonLocale) == nil {
            let path = "\(input.manifestsFolder)/\(AudioManifest.commonLocale).json"
            out.append(Diagnostic(AudioCodes.missingManifest, Self.common(path), at: SourceLocation(path: path)))
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
