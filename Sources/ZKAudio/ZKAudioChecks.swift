import ZKCore

/// The module's one list of what declares audio codes (`ZK4xxx`): the manifest checks (the
/// shape first), the file checks and the level checks. `explain`, the SARIF rules, the
/// registry and the example tests derive from it.
public enum ZKAudioChecks {
    /// Computed: metatypes of a non-`Sendable` protocol cannot be a `let` in Swift 6 mode.
    public static var all: [any DeclaresCodes.Type] {
        [
            ManifestShapeCheck.self, DuplicateIDCheck.self, AudioIDGrammarCheck.self, MissingRecordingCheck.self,
            OrphanRecordingCheck.self, StaleRecordingCheck.self, UntranslatedLocaleCheck.self, UnknownKeyCheck.self,
            ManifestPlacementCheck.self, FilePathConventionCheck.self, MissingManifestCheck.self,
            AudioFileCheck.self, AudioHeaderCheck.self, SampleRateCheck.self, ChannelCountCheck.self,
            DurationCheck.self,
            AudioRootCheck.self, ContainerNameCheck.self, LoudnessCheck.self, TruePeakCheck.self, ClippingCheck.self,
            SilenceCheck.self, SilentFileCheck.self, NotAnalysedCheck.self, DCOffsetCheck.self, TrailingBytesCheck.self,
            LoudnessSpreadCheck.self,
        ]
    }

    /// Every audio code, in code order.
    public static var codes: [DiagnosticCode] { all.flatMap { $0.codes }.sorted { $0.code < $1.code } }
}
