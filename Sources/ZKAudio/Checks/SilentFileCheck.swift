import ZKCore

/// Lint: an analysed file holds sound: a delivery of digital silence (every sample below the
/// absolute silence floor) is an error, whatever its header says.
public enum SilentFileCheck: Check {
    public static let codes = [silentFile]

    public static let silentFile = DiagnosticCode(
        "ZK4035", .error, summary: "an audio file is silent",
        explanation: """
            With level analysis on, every sample of the file (decoded, for AAC) stays below the \
            absolute silence floor (-60 dBFS by default, `audio.silenceFloorDBFS` in \
            zk-build.json): the export rendered an empty or muted track, yet the header, the \
            duration and the name are right, so nothing else notices. Export the recording again.
            """,
        broken: AudioExamples.masterProject(amplitude: 0, mark: true),
        fixed: AudioExamples.masterProject(amplitude: 0.224, mark: false))

    public static func run(_ input: MeasuredFile) -> [Diagnostic] {
        let report = input.report
        guard report.frames > 0, report.isSilent else { return [] }
        return [Diagnostic(silentFile, message(input.file, report), at: input.at)]
    }

    static func message(_ file: String, _ report: LevelReport) -> String {
        let peak = report.samplePeakDBFS.map { "its peak is \(LevelChecks.format($0)) dBFS" } ?? "every sample is zero"
        return
            "audio file '\(file)' is silent: \(peak) (silence floor \(LevelChecks.format(report.silenceThresholdDBFS)) dBFS)"
    }
}
