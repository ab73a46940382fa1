import ZKCore

/// Lint: a master's mean sample value (DC offset) is within 1 % of full scale: a larger offset
/// is a faulty interface or preamp, costs headroom and clicks where the line starts and stops.
public enum DCOffsetCheck: Check {
    public static let codes = [dcOffset]

    /// 1 % of full scale (-40 dBFS).
    public static let limit = 0.01

    public static let dcOffset = DiagnosticCode(
        "ZK4037", .warning, summary: "a master has a DC offset",
        explanation: """
            The mean of a channel's samples is more than 1 % of full scale away from zero: the \
            waveform sits off the centre line (a faulty interface, a preamp, a bad plug-in). It \
            wastes headroom, and playback clicks where the line starts and stops. Apply a DC \
            offset removal (a high-pass below 20 Hz) and export again.
            """,
        broken: AudioExamples.masterProject(amplitude: 0.224, dcOffset: 0.05, mark: true),
        fixed: AudioExamples.masterProject(amplitude: 0.224, mark: false))

    public static func run(_ input: MeasuredFile) -> [Diagnostic] {
        let offset = input.report.dcOffset
        guard abs(offset) > limit else { return [] }
        return [Diagnostic(dcOffset, message(input.file, offset), at: input.at)]
    }

    static func message(_ file: String, _ offset: Double) -> String {
        "audio file '\(file)' has a DC offset of \(LevelChecks.format(offset * 100)) % of full scale; at most 1 %"
    }
}
