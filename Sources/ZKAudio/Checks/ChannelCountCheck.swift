import ZKCore

/// Lint: an audio file's channel count — what the decoder outputs, from the codec configuration
/// (AAC's AudioSpecificConfig, ALAC's cookie), not the container's template field — is one the
/// manifest's `format.channels` allows (voice: mono; sounds: mono or stereo).
public enum ChannelCountCheck: Check {
    public static let codes = [channelMismatch]

    public static let channelMismatch = DiagnosticCode(
        "ZK4026", .error, summary: "an audio file's channel count is not one the project declares",
        explanation: """
            Voice lines are mono, sounds mono or stereo (a manifest's `format.channels` overrides). \
            A stereo voice line doubles the download size for nothing. The count is the one the \
            decoder outputs: for AAC the AudioSpecificConfig in `esds` (ffmpeg writes 2 in the \
            sample entry's channel field of every track), for ALAC its magic cookie.
            """,
        broken: AudioExamples.fileProject(
            SyntheticAudio.wav(channels: 2, durationMs: 120), ext: "wav", locale: "de", mark: .file),
        fixed: AudioExamples.fileProject(SyntheticAudio.wav(channels: 1, durationMs: 120), ext: "wav", locale: "de"))

    public static func run(_ input: ProbedFile) -> [Diagnostic] {
        guard let declared = input.declared else { return [] }
        let (info, entry, manifest) = (input.info, declared.entry, declared.manifest)
        guard !manifest.format.channels.contains(info.channels) else { return [] }
        return [
            Diagnostic(
                channelMismatch, message(entry.file, info.channels, manifest),
                at: manifest.location(entry.filePosition), notes: AudioFileCheck.formatNotes(manifest))
        ]
    }

    static func message(_ file: String, _ channels: Int, _ manifest: AudioManifest) -> String {
        let what = manifest.isCommon ? "sounds" : "voice lines"
        return
            "audio file '\(file)' has \(channels) channel\(channels == 1 ? "" : "s"); \(what) in '\(manifest.fileName)' must have \(AudioFileCheck.list(manifest.format.channels, unit: ""))"
    }
}
