import ZKCore

/// What the configuration checks read once zk-build.json is read: the configuration, the file
/// it was read from (for the places), the registry of every linked tool's codes, and the values
/// that set where zk-build writes.
struct LoadedConfiguration {
    var configuration: ProjectConfiguration
    var file: SourceFile
    var registry: CodeRegistry
    /// The value of `paths.build`, when zk-build.json gives an acceptable one.
    var buildValue: JSONValue?
    /// The values of `outputs` accepted, by output kind, in the file's order.
    var destinations: [(key: String, value: JSONValue)]
}

/// What the severity checks read: one well-formed code of `severities`, at its key.
struct SeverityEntry {
    var code: String
    var location: SourceLocation
    var registry: CodeRegistry
}
