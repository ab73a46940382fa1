import ZKCore

/// The driver's one list of what declares its own codes (the project folders and the places of
/// configuration mistakes); `StageCatalog.registry` joins it with ZKCore's and every tool's list.
enum ZKBuildChecks {
    /// Computed: metatypes of a non-`Sendable` protocol cannot be a `let` in Swift 6 mode.
    static var all: [any DeclaresCodes.Type] {
        [
            ProjectFoldersCheck.self, ConfigurationPlaces.self, SeverityCodeCheck.self, SeverityOverrideCheck.self,
            ProjectDiscovery.self, ForeignFiles.self, HeldBackOutputs.self,
        ]
    }

    /// Every driver code, in code order.
    static var codes: [DiagnosticCode] { all.flatMap { $0.codes }.sorted { $0.code < $1.code } }
}
