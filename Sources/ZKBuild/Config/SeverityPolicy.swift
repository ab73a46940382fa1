import ZKCore

/// What `severities` of zk-build.json makes of a diagnostic, for the decision whether a stage
/// succeeded: an ignored code is ignored (the stage writes its artifacts), a code made a warning
/// or a note no longer fails it, and a warning made an error does.
extension ProjectConfiguration {
    /// The severity `severities` gives `diagnostic`; nil when its code is ignored.
    public func effectiveSeverity(_ diagnostic: Diagnostic) -> Severity? {
        guard let override = severities[diagnostic.code] else { return diagnostic.severity }
        if override == "ignore" { return nil }
        return Severity(rawValue: override) ?? diagnostic.severity
    }

    /// Whether any of `diagnostics` is an error once `severities` is applied.
    public func blocksOutputs(_ diagnostics: [Diagnostic]) -> Bool {
        diagnostics.contains { effectiveSeverity($0) == .error }
    }

    /// The errors of `diagnostics` that `severities` ignores or lowers.
    public func setAsideErrors(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { $0.severity == .error && effectiveSeverity($0) != .error }
    }
}
