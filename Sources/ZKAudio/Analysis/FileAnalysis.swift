/// The level analysis of one probed file, whatever its codec: PCM read directly, AAC-LC
/// decoded in Swift (`AACDecoder`), anything else reported as not analysed with the reason.
public enum FileAnalysis {
    public enum Outcome: Sendable {
        case measured(LevelReport)
        /// Not measured; the reason groups the files in the summary ("HE-AAC: the SBR part is not decoded").
        case notAnalysed(String)
        case failed(ProbeFailure)
    }

    public static func analyze(
        _ source: some ByteSource, info: AudioFileInfo, silenceFloor: Double = LevelAnalysis.silenceThreshold
    ) -> Outcome {
        if let pcm = info.pcm {
            switch LevelAnalysis.analyze(source, info: info, pcm: pcm, silenceFloor: silenceFloor) {
            case .success(let report): return .measured(report)
            case .failure(let failure): return .failed(failure)
            }
        }
        guard info.codec == "aac" else { return .notAnalysed("\(info.codec): zk-audio decodes PCM and AAC-LC only") }
        switch AACDecoder.decode(source, info: info) {
        case .success(let channels):
            return .measured(LevelAnalysis.measure(channels, rate: info.sampleRate, silenceFloor: silenceFloor))
        case .failure(let reason):
            return .notAnalysed(reason.description)
        }
    }
}
