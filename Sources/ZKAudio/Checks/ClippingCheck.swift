import ZKCore

/// Lint: a master with runs of samples at full scale (three or more in a row) was clipped.
public enum ClippingCheck: Check {
    public static let codes = [clipped]

    public static let clipped = DiagnosticCode(
        "ZK4033", .warning, summary: "a master is clipped",
        explanation: """
            Runs of three or more samples at full scale mean the recording or the export went \
            over 0 dBFS and the waveform was cut flat: audible distortion that no later step \
            repairs. Record or export again at a lower level.
            """,
        broken: AudioExamples.masterProject(amplitude: 0.224, clippedRuns: 10, mark: true),
        fixed: AudioExamples.masterProject(amplitude: 0.224, mark: false))

    public static func run(_ input: MeasuredFile) -> [Diagnostic] {
        let report = input.report
        guard report.clippedRuns > 0 else { return [] }
        return [Diagnostic(clipped, message(input.file, report.clippedSamples, report.clippedRuns), at: input.at)]
    }

    static func message(_ file: String, _ samples: Int, _ runs: Int) -> String {
        "audio file '\(file)' is clipped: \(samples) samples at full scale in \(runs) run\(runs == 1 ? "" : "s")"
    }
}
