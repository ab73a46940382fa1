import ZKCore

/// Lint: a master's true peak stays below its category's ceiling (`maxTruePeakDBTP`, -1 dBTP):
/// above it, the AAC encode clips between the samples.
public enum TruePeakCheck: Check {
    public static let codes = [truePeakTooHigh]

    public static let truePeakTooHigh = DiagnosticCode(
        "ZK4032", .warning, summary: "a master's true peak is above its category's ceiling",
        explanation: """
            The true peak is the signal's largest magnitude between the samples (oversampled to \
            192 kHz, as ffmpeg's `ebur128=peak=true` measures it). Above -1 dBTP (the default \
            `maxTruePeakDBTP`) the lossy encode overshoots and clips on the device. Lower the \
            level or use a true-peak limiter, then export again.
            """,
        // A sine at 99 % of full scale peaks at -0.1 dBTP; at 22.4 %, at -13 dBTP.
        broken: AudioExamples.masterProject(amplitude: 0.99, mark: true),
        fixed: AudioExamples.masterProject(amplitude: 0.224, mark: false))

    public static func run(_ input: MeasuredFile) -> [Diagnostic] {
        guard let (_, target) = input.policy, let peak = input.report.truePeakDBTP, peak > target.maxTruePeakDBTP
        else { return [] }
        return [Diagnostic(truePeakTooHigh, message(input.file, peak, target.maxTruePeakDBTP), at: input.at)]
    }

    static func message(_ file: String, _ peak: Double, _ ceiling: Double) -> String {
        "audio file '\(file)' has a true peak of \(LevelChecks.format(peak)) dBTP, above the ceiling of \(LevelChecks.format(ceiling)) dBTP"
    }
}
