import ZKCore
import ZKStrings

/// Lint: an entry of `severities` in zk-build.json can change nothing: it ignores a house rule
/// that is not on anyway, or names a code reported while zk-build.json itself is read (before
/// its severities apply) or for an internal failure. One warning, at the entry.
enum SeverityOverrideCheck: Check {
    static let cannotApply = DiagnosticCode(
        "ZK0023", .warning, phase: .structure, summary: "a severity override cannot apply",
        explanation: """
            A `severities` entry changes how a code is reported, for every file and for the \
            project-level codes too. A house rule (`zk-build explain` shows a code's group) runs \
            when `profile` turns its profile on, or alone when `severities` gives it `error`, \
            `warning` or `note`. Some entries can change nothing: `ignore` for a house rule whose \
            profile is off (it does not run anyway); and the codes reported while zk-build.json \
            itself is read (an unknown key, an unknown code, this one) or for an internal error \
            come before the overrides apply. Remove the entry.
            """,
        broken: DiagnosticExample(
            "zk-build.json", "{ \"profile\": [], \"severities\": { ↓\"\(houseRule)\": \"ignore\" } }"),
        fixed: DiagnosticExample(
            "zk-build.json", "{ \"profile\": [], \"severities\": { \"\(houseRule)\": \"warning\" } }"))

    /// The house rule of the examples (the German-source rule of the strings checks).
    static var houseRule: String { SourceLanguageCheck.sourceLanguageMismatch.code }

    static let codes = [cannotApply]

    /// Codes reported before the overrides of zk-build.json can apply.
    static var unaffected: [String] {
        [
            ConfigurationValueCheck.invalidConfiguration.code, SeverityCodeCheck.unknownCode.code, cannotApply.code,
            InternalError.internalError.code,
        ]
    }

    /// A warning for every override of the configuration that cannot apply, located at its key.
    static func run(_ input: LoadedConfiguration) -> [Diagnostic] {
        let (configuration, file, registry) = (input.configuration, input.file, input.registry)
        return configuration.severityPositions.sorted { $0.value < $1.value }.compactMap { code, position in
            let location = SourceLocation(path: file.path, start: position)
            if unaffected.contains(code) { return Diagnostic(cannotApply, readFirstMessage(code), at: location) }
            guard let declared = registry[code], let profile = declared.group.profile,
                !configuration.profile.reports(code, registry: registry)
            else { return nil }
            return Diagnostic(
                cannotApply, houseRuleMessage(code, profile: profile), at: location,
                notes: [
                    Diagnostic.Note(
                        "the rule does not run; give it \"error\", \"warning\" or \"note\" to run it alone, or add \"profile\": \"\(profile)\""
                    )
                ])
        }
    }

    static func readFirstMessage(_ code: String) -> String {
        "'severities' sets '\(code)', which is reported before the overrides apply; the entry changes nothing"
    }

    static func houseRuleMessage(_ code: String, profile: String) -> String {
        "'severities' ignores '\(code)', a house rule of the '\(profile)' profile, which this project does not turn on; the entry changes nothing"
    }
}
