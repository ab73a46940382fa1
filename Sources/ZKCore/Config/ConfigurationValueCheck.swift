/// Lint: `zk-build.json` holds a key no tool knows or a value of the wrong type. Every reader of
/// the file reports its mistakes with this one code, located at the key or the value: the driver
/// (`ConfigurationLoader`), the audio settings (`"audio"`) and zk-strings' own reading of the file.
public enum ConfigurationValueCheck: DeclaresCodes {
    public static let invalidConfiguration = DiagnosticCode(
        "ZK0020", .error, phase: .structure, summary: "zk-build.json has an unknown key or a value of the wrong type",
        explanation: """
            `zk-build.json` is optional; when present every key must be one zk-build knows \
            (`paths`, `locales`, `sourceLocale`, `variants`, `severities`, `audioRoot`, …) with a \
            value of the right type. docs/configuration/ lists the keys and their values, one page per \
            section; the message names the key and, for a misspelt one, the nearest known key.
            """,
        broken: DiagnosticExample("zk-build.json", #"{ ↓"lokales": ["de", "en", "ru"] }"#),
        fixed: DiagnosticExample("zk-build.json", #"{ "locales": ["de", "en", "ru"] }"#))

    public static let codes = [invalidConfiguration]

    /// A value that is wrong for its key, at the value.
    public static func invalidValue(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(invalidConfiguration, message, at: location)
    }

    /// A value of the wrong kind for its key, at the value: "'paths' must be an object, found
    /// array". `key` is the key's path (`paths.build`), `expected` what it must be.
    public static func mustBe(
        _ key: String, _ expected: String, found: String? = nil, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(invalidConfiguration, mustBeMessage(key, expected, found: found), at: location)
    }

    /// A key that no reader knows, at the key: it names the nearest known key (with a fix-it
    /// renaming it) and lists the known ones. `prefix` is the path of the enclosing object
    /// (`"paths."`, `""` at the top).
    public static func unknownKey(
        _ key: String, prefix: String = "", known: [String], at location: SourceLocation
    ) -> Diagnostic {
        let near = EditDistance.nearest(to: key, in: known)
        return Diagnostic(
            invalidConfiguration, unknownKeyMessage(prefix + key, near: near.map { prefix + $0 }), at: location,
            notes: [Diagnostic.Note(knownKeysNote(known.filter { $0 != "$schema" }))],
            fixIt: near.map { Diagnostic.FixIt(replacement: JSONWriter.quoted($0), description: "rename to '\($0)'") })
    }

    static func mustBeMessage(_ key: String, _ expected: String, found: String?) -> String {
        "'\(key)' must be \(expected)" + (found.map { ", found \($0)" } ?? "")
    }

    static func unknownKeyMessage(_ key: String, near: String?) -> String {
        "unknown key '\(key)' in zk-build.json" + (near.map { "; did you mean '\($0)'?" } ?? "")
    }

    static func knownKeysNote(_ known: [String]) -> String { "known keys: \(known.joined(separator: ", "))" }
}
