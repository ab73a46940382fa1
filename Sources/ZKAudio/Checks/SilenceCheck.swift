import ZKCore

/// Lint: silence (below -60 dBFS, or below the room tone's level plus 6 dB where the file has
/// room tone) before the first or after the last sound is at most the
/// category's `maxLeadingSilenceMs` / `maxTrailingSilenceMs`: a line that starts late feels
/// like a broken button to a child.
public enum SilenceCheck: Check {
    public static let codes = [tooMuchSilence]

    public static let tooMuchSilence = DiagnosticCode(
        "ZK4034", .warning, summary: "a master starts or ends with too much silence",
        explanation: """
            Silence at the start delays every playback; at the end it holds up the next \
            instruction. Silence is what stays below -60 dBFS (`audio.silenceFloorDBFS`) or, in a \
            file with room tone, below the room tone's peaks plus 6 dB: 0.8 s of -50 dBFS room \
            tone before a line is 0.8 s of silence. The limits per category are `maxLeadingSilenceMs` and \
            `maxTrailingSilenceMs` in `audio.loudness` of zk-build.json (voice: 500 and 1000 ms). \
            Trim the master.
            """,
        // Sounds may start with at most 100 ms of silence; this one waits 300 ms.
        broken: AudioExamples.masterProject(amplitude: 0.224, leadingSilenceMs: 300, mark: true),
        fixed: AudioExamples.masterProject(amplitude: 0.224, mark: false))

    public static func run(_ input: MeasuredFile) -> [Diagnostic] {
        guard let (_, target) = input.policy else { return [] }
        let (report, file, at) = (input.report, input.file, input.at)
        var out: [Diagnostic] = []
        if report.leadingSilenceMs > target.maxLeadingSilenceMs {
            out.append(
                Diagnostic(
                    tooMuchSilence,
                    message(file, report.leadingSilenceMs, "starts", target.maxLeadingSilenceMs, report), at: at))
        }
        if report.trailingSilenceMs > target.maxTrailingSilenceMs {
            out.append(
                Diagnostic(
                    tooMuchSilence,
                    message(file, report.trailingSilenceMs, "ends", target.maxTrailingSilenceMs, report), at: at))
        }
        return out
    }

    static func message(_ file: String, _ ms: Int, _ where: String, _ limit: Int, _ report: LevelReport) -> String {
        var below = "below \(LevelChecks.format(report.silenceThresholdDBFS)) dBFS"
        if let floor = report.noiseFloorDBFS, report.silenceThresholdDBFS > -59.9 {
            below += "; room tone at \(LevelChecks.format(floor)) dBFS"
        }
        return "audio file '\(file)' \(`where`) with \(ms) ms of silence (\(below)); at most \(limit) ms"
    }
}
