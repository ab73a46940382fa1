import ZKCore

/// One rule over the manifests (and the content index and catalog when present).
public protocol AudioManifestCheck: Sendable {
    func run(_ input: AudioCheckInput) -> [Diagnostic]
}

/// The manifest checks, in a fixed order.
public enum AudioManifestChecks {
    public static let all: [any AudioManifestCheck] = [
        DuplicateIDCheck(), AudioIDGrammarCheck(), ManifestPlacementCheck(), FilePathConventionCheck(),
        MissingManifestCheck(), MissingRecordingCheck(), OrphanRecordingCheck(),
        UnknownKeyCheck(), UntranslatedLocaleCheck(), StaleRecordingCheck(),
    ]

    /// Runs every check; the result is sorted in report order.
    public static func run(_ input: AudioCheckInput) -> [Diagnostic] {
        all.flatMap { $0.run(input) }.sorted(by: Diagnostic.reportOrder)
    }
}
