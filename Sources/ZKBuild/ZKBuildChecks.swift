import ZKCore

/// The driver's one list: the checks, by what they read, then the types whose codes the driver
/// reports outside a check (where configuration mistakes are placed, discovery, foreign files,
/// held-back outputs). The driver runs the checks from these lists alone;
/// `StageCatalog.registry` joins `all` with ZKCore's and every tool's list.
enum ZKBuildChecks {
    /// Run on each well-formed code of `severities`, as zk-build.json is read.
    static var severityChecks: [any Check<SeverityEntry>.Type] { [SeverityCodeCheck.self] }

    /// Run once zk-build.json is read.
    static var configurationChecks: [any Check<LoadedConfiguration>.Type] {
        [OutputPlacesCheck.self, SeverityOverrideCheck.self]
    }

    /// Run once on the project, when its profile holds it to the folder layout.
    static var projectChecks: [any Check<Project>.Type] { [ProjectFoldersCheck.self] }

    /// Codes reported outside the checks.
    static var reporters: [any DeclaresCodes.Type] {
        [
            ConfigurationPlaces.self, SourceLocaleSettingCheck.self, ProjectDiscovery.self, ForeignFiles.self,
            HeldBackOutputs.self,
        ]
    }

    /// Computed: metatypes of a non-`Sendable` protocol cannot be a `let` in Swift 6 mode.
    static var all: [any DeclaresCodes.Type] {
        severityChecks.declaring() + configurationChecks.declaring() + projectChecks.declaring() + reporters
    }

    /// Every driver code, in code order.
    static var codes: [DiagnosticCode] { all.flatMap { $0.codes }.sorted { $0.code < $1.code } }
}
