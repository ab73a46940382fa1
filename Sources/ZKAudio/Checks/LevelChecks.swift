import ZKCore

/// The level checks of an analysed master, in a fixed order: loudness, true peak, clipping,
/// silence. Each reports at the manifest entry's `file`.
enum LevelChecks {
    static func check(_ report: LevelReport, _ entry: AudioManifest.Entry, _ manifest: AudioManifest, target: LevelTarget) -> [Diagnostic] {
        let at = manifest.location(entry.filePosition)
        let category = AudioCategory.of(entry.id)
        return [
            LoudnessCheck.check(report, file: entry.file, category: category, target: target, at: at),
            TruePeakCheck.check(report, file: entry.file, target: target, at: at),
            ClippingCheck.check(report, file: entry.file, at: at),
        ].compactMap { $0 } + SilenceCheck.check(report, file: entry.file, target: target, at: at)
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == 0 ? "0.0" : String(rounded)
    }
}
