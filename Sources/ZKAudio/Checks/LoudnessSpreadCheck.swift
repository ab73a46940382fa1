import ZKCore

/// Policy (optional): a locale's voice lines are about equally loud. With `maxSpreadLU` set for
/// the voice category (`audio.loudness.voice.maxSpreadLU`), the difference between a locale's
/// loudest and quietest analysed line is at most that; reported at the line farthest from the
/// locale's median. Without the setting, `zk-audio analyze --audio-root` prints the spread only.
public enum LoudnessSpreadCheck: Check {
    public static let codes = [spreadTooWide]

    public static let spreadTooWide = DiagnosticCode(
        "ZK4039", .error, summary: "a locale's voice lines differ too much in loudness",
        explanation: """
            A child hears the lines one after another: each must sound as loud as the last. With \
            `maxSpreadLU` set in `audio.loudness.voice` of zk-build.json, the loudest and the \
            quietest analysed line of a locale may differ by at most that many LU (integrated \
            loudness, BS.1770). The error is at the line farthest from the locale's median; \
            normalise it and export again.
            """,
        broken: AudioExamples.spreadProject(mark: true),
        fixed: AudioExamples.spreadProject(mark: false))

    public static func run(_ input: AudioLevels) -> [Diagnostic] {
        guard let limit = input.settings.target(for: .voice).maxSpreadLU else { return [] }
        var byLocale: [String: [AudioFileCheck.EntryLevels]] = [:]
        for item in input.levels where AudioCategory.of(item.id) == .voice && item.report.integratedLUFS != nil {
            byLocale[item.locale, default: []].append(item)
        }
        var out: [Diagnostic] = []
        for locale in byLocale.keys.sorted(by: { $0.precedesByCodePoints($1) }) {
            guard let items = byLocale[locale], items.count >= 2 else { continue }
            let sorted = items.sorted {
                ($0.report.integratedLUFS ?? 0, $0.id) < ($1.report.integratedLUFS ?? 0, $1.id)
            }
            guard let low = sorted.first?.report.integratedLUFS, let high = sorted.last?.report.integratedLUFS,
                high - low > limit
            else { continue }
            let median = sorted[sorted.count / 2].report.integratedLUFS ?? 0
            guard
                let outlier = sorted.max(by: {
                    abs(($0.report.integratedLUFS ?? 0) - median) < abs(($1.report.integratedLUFS ?? 0) - median)
                }),
                let loudness = outlier.report.integratedLUFS
            else { continue }
            out.append(
                Diagnostic(
                    spreadTooWide,
                    "the '\(locale)' voice lines spread \(LevelChecks.format(high - low)) LU in loudness (\(LevelChecks.format(low)) to \(LevelChecks.format(high)) LUFS over \(items.count) lines), at most \(LevelChecks.format(limit)) LU; '\(outlier.file)' measures \(LevelChecks.format(loudness)) LUFS, the median is \(LevelChecks.format(median))",
                    at: outlier.at))
        }
        return out
    }
}
