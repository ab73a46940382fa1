import ZKCore

/// The level checks of an analysed file, in a fixed order: silence (no sound at all), loudness,
/// true peak, clipping, DC offset, silence at the ends. Each reports at the manifest entry's
/// `file`. The policy findings (loudness, true peak, silence at the ends) are warnings under the
/// default targets and errors for a category whose targets the project sets (`audio.loudness`).
enum LevelChecks {
    static func check(
        _ report: LevelReport, _ entry: AudioManifest.Entry, _ manifest: AudioManifest, settings: AudioSettings
    ) -> [Diagnostic] {
        let at = manifest.location(entry.filePosition)
        let category = AudioCategory.of(entry.id)
        let target = settings.target(for: category)
        let measured = MeasuredFile(report: report, file: entry.file, at: at, policy: (category, target))
        let silent = ZKAudioChecks.silentFileChecks.run(measured)
        guard silent.isEmpty else { return silent }
        let policy = ZKAudioChecks.levelPolicyChecks.run(measured)
        let findings = ZKAudioChecks.levelChecks.run(measured)
        return findings + policy.map { settings.isProjectTarget(category) ? $0.asError : $0 }
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == 0 ? "0.0" : String(rounded)
    }
}

extension Diagnostic {
    /// The same finding as an error (a target the project set is a requirement, not advice).
    var asError: Diagnostic {
        var copy = self
        copy.severity = .error
        return copy
    }
}
