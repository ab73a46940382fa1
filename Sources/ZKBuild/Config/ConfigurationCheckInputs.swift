import ZKCore

/// What the configuration checks read once zk-build.json is read: the configuration, the file
/// it was read from (for the places) and the registry of every linked tool's codes.
struct LoadedConfiguration {
    var configuration: ProjectConfiguration
    var file: SourceFile
    var registry: CodeRegistry
}

/// What the severity checks read: one well-formed code of `severities`, at its key.
struct SeverityEntry {
    var code: String
    var location: SourceLocation
    var registry: CodeRegistry
}
