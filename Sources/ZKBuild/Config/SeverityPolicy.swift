import ZKCore

/// Whether diagnostics stop a stage's artifacts, as the project reports them (`reported`:
/// house rules of profiles that are off left out, `severities` applied): an ignored code is
/// ignored (the stage writes its artifacts), a code made a warning or a note no longer stops
/// them, and a warning made an error does.
extension ProjectConfiguration {
    /// Whether any of `diagnostics` is an error once the project's configuration is applied.
    public func blocksOutputs(_ diagnostics: [Diagnostic]) -> Bool {
        reported(diagnostics).contains { $0.severity == .error }
    }
}
