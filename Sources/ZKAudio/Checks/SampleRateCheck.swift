import ZKCore

/// Lint: an audio file's sample rate (the rate its decoder outputs: the SBR rate of HE-AAC) is
/// one the manifest's `format.sampleRates` allows (44.1 or 48 kHz by default).
public enum SampleRateCheck: Check {
    public static let codes = [sampleRateMismatch]

    public static let sampleRateMismatch = DiagnosticCode(
        "ZK4025", .error, summary: "an audio file's sample rate is not one the project declares",
        explanation: """
            Recordings must use a declared sample rate (by default 44100 or 48000 Hz; a manifest's \
            `format.sampleRates` overrides). Other rates are resampled on the device at a cost, or \
            reveal a wrong export preset.
            """,
        broken: AudioExamples.fileProject(
            SyntheticAudio.wav(sampleRate: 22_050, durationMs: 120), ext: "wav", mark: .file),
        fixed: AudioExamples.fileProject(SyntheticAudio.wav(sampleRate: 48_000, durationMs: 120), ext: "wav"))

    public static func run(_ input: ProbedFile) -> [Diagnostic] {
        guard let declared = input.declared else { return [] }
        let (info, entry, manifest) = (input.info, declared.entry, declared.manifest)
        let format = manifest.format
        guard !format.sampleRates.contains(info.sampleRate) else { return [] }
        return [
            Diagnostic(
                sampleRateMismatch, message(entry.file, info.sampleRate, manifest.fileName, format.sampleRates),
                at: manifest.location(entry.filePosition), notes: AudioFileCheck.formatNotes(manifest))
        ]
    }

    static func message(_ file: String, _ rate: Int, _ manifest: String, _ allowed: [Int]) -> String {
        "audio file '\(file)' has a sample rate of \(rate) Hz; '\(manifest)' expects \(AudioFileCheck.list(allowed, unit: " Hz"))"
    }
}
