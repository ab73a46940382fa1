import ZKCore

/// The module's one list of what declares audio codes (`ZK4xxx`): the manifest checks (the
/// shape first), the file checks and the level checks. `explain`, the SARIF rules, the
/// registry and the example tests derive from it.
public enum ZKAudioChecks {
    /// Run on the manifests (with the content index and the catalog when present), in this order.
    static var manifestChecks: [any Check<AudioCheckInput>.Type] {
        [
            DuplicateIDCheck.self, AudioIDGrammarCheck.self, ManifestPlacementCheck.self,
            FilePathConventionCheck.self, MissingManifestCheck.self, MissingRecordingCheck.self,
            OrphanRecordingCheck.self, UnknownKeyCheck.self, UntranslatedLocaleCheck.self, StaleRecordingCheck.self,
        ]
    }

    /// Runs the manifest checks; the result is sorted in report order.
    public static func runManifestChecks(_ input: AudioCheckInput) -> [Diagnostic] {
        manifestChecks.run(input).sorted(by: Diagnostic.reportOrder)
    }

    /// Run on each file a manifest declares, when it has samples.
    static var fileChecks: [any Check<ProbedFile>.Type] {
        [
            TrailingBytesCheck.self, ContainerNameCheck.self, SampleRateCheck.self, ChannelCountCheck.self,
            DurationCheck.self,
        ]
    }

    /// Run on a declared file that has a header and no samples (it is reported empty besides).
    static var emptyFileChecks: [any Check<ProbedFile>.Type] { [ContainerNameCheck.self] }

    /// Run on each file `zk-audio probe` names.
    package static var probeChecks: [any Check<ProbedFile>.Type] { [ContainerNameCheck.self, TrailingBytesCheck.self] }

    /// Run on each file `zk-audio analyze` names, before it is measured.
    package static var analyzeFileChecks: [any Check<ProbedFile>.Type] { [TrailingBytesCheck.self] }

    /// Run first on each measured file: a silent file is reported as that alone.
    static var silentFileChecks: [any Check<MeasuredFile>.Type] { [SilentFileCheck.self] }

    /// Run on each measured file that is not silent: facts of the signal.
    static var levelChecks: [any Check<MeasuredFile>.Type] { [ClippingCheck.self, DCOffsetCheck.self] }

    /// Run on each measured file that is not silent: the targets of its category (warnings under
    /// the default targets, errors for a category whose targets the project sets).
    static var levelPolicyChecks: [any Check<MeasuredFile>.Type] {
        [LoudnessCheck.self, TruePeakCheck.self, SilenceCheck.self]
    }

    /// Run on each file `zk-audio analyze` measures (no targets apply there).
    package static var analyzeLevelChecks: [any Check<MeasuredFile>.Type] {
        [SilentFileCheck.self, ClippingCheck.self, DCOffsetCheck.self]
    }

    /// Run once across every measured file.
    static var levelSetChecks: [any Check<AudioLevels>.Type] { [LoudnessSpreadCheck.self] }

    /// Codes reported outside the checks: the manifest's shape (while it is read), a file that
    /// is missing or cannot be read, a header that cannot be parsed, the audio root, a file not
    /// analysed.
    static var reporters: [any DeclaresCodes.Type] {
        [
            ManifestShapeCheck.self, AudioFileCheck.self, AudioHeaderCheck.self, AudioRootCheck.self,
            NotAnalysedCheck.self,
        ]
    }

    /// Every type that declares audio codes (a check in several lists is declared once).
    public static var all: [any DeclaresCodes.Type] {
        let checks =
            manifestChecks.declaring() + fileChecks.declaring() + silentFileChecks.declaring()
            + levelChecks.declaring() + levelPolicyChecks.declaring() + levelSetChecks.declaring()
        return reporters + checks
    }

    /// Every audio code, in code order.
    public static var codes: [DiagnosticCode] { all.flatMap { $0.codes }.sorted { $0.code < $1.code } }
}
