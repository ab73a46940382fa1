import ZKCore

/// Lint: a master's integrated loudness (BS.1770-4, gated) is within its category's window
/// (`audio.loudness.<voice|sounds|music>` in zk-build.json: `integratedLUFS` ± `toleranceLU`).
public enum LoudnessCheck: Check {
    public static let codes = [loudnessOffTarget]

    public static let loudnessOffTarget = DiagnosticCode(
        "ZK4031", .warning, summary: "a master's integrated loudness is outside its category's target",
        explanation: """
            With level analysis on (`zk-audio analyze --audio-root DIR`, or `"audio": {"analyze": \
            true}` in zk-build.json), every PCM master (WAV, CAF) is measured as ITU-R BS.1770-4 \
            and EBU R128 do (K-weighting, 400 ms blocks every 100 ms, -70 LUFS and -10 LU gates; \
            the figures agree with ffmpeg's ebur128 filter within 0.1 LU). A child hears 400 lines \
            in a row: each must sound as loud as the next. The targets per category (voice -16 \
            LUFS ± 2 LU, sounds -16 ± 4, music -18 ± 2 by default) are set in \
            `audio.loudness` of zk-build.json. Normalise the master, then export again.
            """,
        // A 997 Hz sine at 2 % of full scale reads -37 LUFS; at 22.4 %, -16 LUFS.
        broken: AudioExamples.masterProject(amplitude: 0.02, mark: true),
        fixed: AudioExamples.masterProject(amplitude: 0.224, mark: false))

    public static func run(_ input: MeasuredFile) -> [Diagnostic] {
        guard let (category, target) = input.policy, let loudness = input.report.integratedLUFS,
            abs(loudness - target.integratedLUFS) > target.toleranceLU
        else { return [] }
        return [Diagnostic(loudnessOffTarget, message(input.file, loudness, category, target), at: input.at)]
    }

    static func message(_ file: String, _ loudness: Double, _ category: AudioCategory, _ target: LevelTarget) -> String
    {
        let difference = loudness - target.integratedLUFS
        return
            "audio file '\(file)' measures \(LevelChecks.format(loudness)) LUFS, \(LevelChecks.format(abs(difference))) LU \(difference > 0 ? "louder" : "quieter") than the \(category.rawValue) target of \(LevelChecks.format(target.integratedLUFS)) LUFS (±\(LevelChecks.format(target.toleranceLU)) LU)"
    }
}
