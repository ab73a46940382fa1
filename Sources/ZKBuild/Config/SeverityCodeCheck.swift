import ZKCore

/// Lint: `severities` in zk-build.json names a code no linked tool declares (`ZK9999`), so the
/// override would silently change nothing.
enum SeverityCodeCheck: Check {
    static let unknownCode = DiagnosticCode(
        "ZK0022", .error, phase: .structure, summary: "'severities' names a diagnostic code that does not exist",
        explanation: """
            Each key of `severities` must be a code zk-build reports (`zk-build explain` lists them). \
            A code that does not exist, usually a typo, would leave the severity you meant to change \
            as it is. The message suggests the nearest code; fix the key or remove the entry.
            """,
        broken: DiagnosticExample("zk-build.json", #"{ "severities": { ↓"ZK9999": "error" } }"#),
        fixed: DiagnosticExample(
            "zk-build.json", "{ \"severities\": { \"\(JSONReader.byteOrderMark.code)\": \"error\" } }"))

    static let codes = [unknownCode]

    /// The error for a well-formed code that the registry does not know; nothing for a known one.
    static func run(_ entry: SeverityEntry) -> [Diagnostic] {
        let (code, location, registry) = (entry.code, entry.location, entry.registry)
        guard registry[code] == nil else { return [] }
        let near = EditDistance.nearest(to: code, in: registry.codes.map(\.code), digitsName: false)
        return [
            Diagnostic(
                unknownCode, unknownCodeMessage(code, near: near), at: location,
                notes: [Diagnostic.Note("'zk-build explain' lists every code")],
                fixIt: near.map { Diagnostic.FixIt(replacement: JSONWriter.quoted($0), description: "use '\($0)'") })
        ]
    }

    static func unknownCodeMessage(_ code: String, near: String?) -> String {
        "'severities' names '\(code)', which is no diagnostic code of zk-build"
            + (near.map { "; did you mean '\($0)'?" } ?? "")
    }
}
