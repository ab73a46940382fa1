import Foundation

/// `--format sarif`: a SARIF 2.1.0 log for GitHub code scanning.
///
/// Paths are relative to the repository root (the enclosing git work tree, else the project),
/// written as percent-encoded relative URIs against the base id `%SRCROOT%`. `originalUriBaseIds`
/// describes that base without a `uri`: the log names no absolute path of the machine that wrote
/// it, and code scanning resolves the base to the checkout (SARIF 2.1.0 §3.14.14 lets the consumer
/// supply a base without a `uri`); GitHub annotations use the same base. Columns count Unicode
/// code points (`columnKind`); a region ends where the diagnostic's range or the JSON string it
/// points at ends. Rules carry the explain entry (`name`, descriptions, `help.text`,
/// `help.markdown`) and `helpUri`, the code's anchor in `docs/codes.md`; results carry
/// `partialFingerprints.primaryLocationLineHash` (the fingerprint code scanning uses) that
/// survives unrelated edits and reworded messages, notes as `relatedLocations` (linked from the
/// message; notes without a place stay in the message), fix-its as `fixes`, and the run its exit
/// code in `invocations`. A log of more than `prettyLimit` results is written without white space
/// (a third of the size: an app's 10,000 findings fit GitHub's upload limit with room to spare).
public struct SARIFRenderer: Sendable {
    public var context: RenderContext

    public static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    public static let baseID = "%SRCROOT%"
    /// The one `partialFingerprints` key GitHub code scanning reads (its value: hash `:` occurrence).
    public static let fingerprintKey = "primaryLocationLineHash"
    /// Up to this many results the log is indented for a reader; above it, compact.
    public static let prettyLimit = 1_000
    static let baseDescription =
        "The root of the repository: GITHUB_WORKSPACE when set, else the enclosing git work tree, else the folder zk-build ran in."
    /// Where every code is documented: `docs/codes.md`, one anchor per code (`#zk3004`), written
    /// by `zk-build explain --markdown` and kept in step by a test.
    public static let codesDocument = "https://github.com/zk-build/zk-build/blob/main/docs/codes.md"

    /// A code's `helpUri`: its anchor in the codes document.
    public static func helpURI(_ code: String) -> String { codesDocument + "#" + ExplainText.anchor(code) }

    public init(context: RenderContext) { self.context = context }

    public func render(_ diagnostics: [Diagnostic], summary: RunSummary) -> String {
        let usedCodes = Array(Set(diagnostics.map(\.code))).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: usedCodes.enumerated().map { ($1, $0) })
        let rules: [JSONValue] = usedCodes.map(rule)
        var occurrences: [UInt64: Int] = [:]
        let results: [JSONValue] = diagnostics.map { diagnostic in
            let key = fingerprintBase(diagnostic)
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            return result(
                diagnostic, ruleIndex: ruleIndex[diagnostic.code] ?? 0,
                fingerprint: Self.hex(key) + ":" + String(occurrence + 1))
        }
        var run: [(String, JSONValue)] = [
            (
                "tool",
                .object([
                    (
                        "driver",
                        .object([
                            ("name", .string(context.toolName)),
                            ("version", .string(context.toolVersion)),
                            ("informationUri", .string("https://github.com/zk-build/zk-build")),
                            ("rules", .array(rules)),
                        ])
                    )
                ])
            ),
            (
                "invocations",
                .array([
                    .object([
                        (
                            "executionSuccessful",
                            .bool(
                                context.exitCode == ExitCode.success.rawValue
                                    || context.exitCode == ExitCode.errors.rawValue)
                        ),
                        ("exitCode", .int(Int(context.exitCode))),
                    ])
                ])
            ),
        ]
        // Every artifact URI is relative to this base; it is described, never given as a path.
        run.append(
            (
                "originalUriBaseIds",
                .object([(Self.baseID, .object([("description", .object([("text", .string(Self.baseDescription))]))]))])
            ))
        run += [("columnKind", .string("unicodeCodePoints")), ("results", .array(results))]
        let log = JSONValue.object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ])
        return JSONWriter(style: results.count > Self.prettyLimit ? .compact : .pretty).string(log)
    }

    // MARK: Rules

    func rule(_ code: String) -> JSONValue {
        var members: [(String, JSONValue)] = [("id", .string(code))]
        guard let declaration = context.registry[code] else { return .object(members) }
        members += [
            ("name", .string(Self.ruleName(declaration.summary))),
            ("shortDescription", .object([("text", .string(declaration.summary))])),
            ("fullDescription", .object([("text", .string(declaration.explanation))])),
            ("defaultConfiguration", .object([("level", .string(Self.level(declaration.severity)))])),
            ("helpUri", .string(Self.helpURI(declaration.code))),
            (
                "help",
                .object([
                    ("text", .string(ExplainText.text(declaration))),
                    ("markdown", .string(ExplainText.markdown(declaration))),
                ])
            ),
            ("properties", .object([("tags", .array([.string(declaration.phase.name)]))])),
        ]
        return .object(members)
    }

    /// A rule's `name`: its summary in UpperCamelCase, without articles (`JSONSyntaxError`).
    static func ruleName(_ summary: String) -> String {
        let words = summary.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        let articles: Set<String> = ["a", "an", "the"]
        return words.filter { !articles.contains($0.lowercased()) }.map { word in
            guard let first = word.first else { return word }
            return first.uppercased() + word.dropFirst()
        }.joined()
    }

    // MARK: Results

    func result(_ diagnostic: Diagnostic, ruleIndex: Int, fingerprint: String) -> JSONValue {
        var text = Self.escapeBrackets(diagnostic.message)
        var related: [JSONValue] = []
        for note in diagnostic.notes {
            if let location = note.location {
                let id = related.count + 1
                related.append(
                    .object([
                        ("id", .int(id)),
                        ("message", .object([("text", .string(note.message))])),
                        ("physicalLocation", physical(location)),
                    ]))
                text += "\nnote: [\(Self.escapeBrackets(note.message))](\(id))"
            } else {
                text += "\nnote: " + Self.escapeBrackets(note.message)
            }
        }
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(diagnostic.code)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(Self.level(diagnostic.severity))),
            ("message", .object([("text", .string(text))])),
            (
                "locations",
                .array([.object([("physicalLocation", physical(diagnostic.location ?? SourceLocation(path: "")))])])
            ),
            ("partialFingerprints", .object([(Self.fingerprintKey, .string(fingerprint))])),
        ]
        if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
        if let fix = fix(diagnostic) { members.append(("fixes", .array([fix]))) }
        return .object(members)
    }

    /// What identifies a result across commits: the code, the repository-relative file and the
    /// normalised place: the text of the line it points at with its white space collapsed, and
    /// the column counted from the line's first non-blank character. Never the message (a
    /// reworded message must not reopen an alert), the line number (edits above it move it) or
    /// the indentation. Identical results in one file are told apart by their occurrence.
    func fingerprintBase(_ diagnostic: Diagnostic) -> UInt64 {
        let path = diagnostic.location?.path ?? ""
        var parts = [diagnostic.code, context.repository?.rootRelative(path) ?? path]
        if let location = diagnostic.location, let start = location.start, start.line > 0,
            let line = context.source(location.path)?.lineText(start.line)
        {
            let indentation = line.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count
            parts.append(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " "))
            parts.append(String(start.column - indentation))
        }
        return XXHash64.hash(parts.joined(separator: "\u{0}"))
    }

    /// A fix-it replaces the diagnostic's range; without an end, the JSON token that starts there
    /// (a quoted value or key, a number). No fix when neither is known; every check that offers a
    /// fix-it elsewhere (a template, a byte order mark) gives its range.
    func fix(_ diagnostic: Diagnostic) -> JSONValue? {
        guard let fixIt = diagnostic.fixIt, let location = diagnostic.location, let start = location.start,
            start.line > 0
        else {
            return nil
        }
        guard let end = location.end ?? stringTokenEnd(location.path, start) else { return nil }
        let region = JSONValue.object([
            ("startLine", .int(start.line)), ("startColumn", .int(start.column)),
            ("endLine", .int(end.line)), ("endColumn", .int(end.column)),
        ])
        return .object([
            ("description", .object([("text", .string(fixIt.description))])),
            (
                "artifactChanges",
                .array([
                    .object([
                        ("artifactLocation", artifact(location.path)),
                        (
                            "replacements",
                            .array([
                                .object([
                                    ("deletedRegion", region),
                                    ("insertedContent", .object([("text", .string(fixIt.replacement))])),
                                ])
                            ])
                        ),
                    ])
                ])
            ),
        ])
    }

    /// The end of the token at `start` (`RenderContext.tokenEnd`).
    func stringTokenEnd(_ path: String, _ start: SourcePosition) -> SourcePosition? {
        context.tokenEnd(path, start)
    }

    func artifact(_ path: String) -> JSONValue {
        // A place in a schema named by URL (a metaschema, a `$ref` to a spec) is that URL, not a
        // file of the repository.
        if Self.isURL(path) { return .object([("uri", .string(path))]) }
        var relative = context.repository?.rootRelative(path) ?? path
        if path.isEmpty {
            relative = context.repository.map { $0.projectPrefix.isEmpty ? "./" : $0.projectPrefix + "/" } ?? "./"
        } else if context.isDirectory(path), !relative.hasSuffix("/") {
            relative += "/"
        }
        return .object([("uri", .string(URIEncoding.encodePath(relative))), ("uriBaseId", .string(Self.baseID))])
    }

    /// Whether `path` is an absolute URI (`https://json-schema.org/draft/2020-12/schema`).
    public static func isURL(_ path: String) -> Bool {
        guard let colon = path.range(of: "://"), let first = path.unicodeScalars.first, first.isASCII,
            first.properties.isAlphabetic
        else { return false }
        return path[..<colon.lowerBound].unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0))
        }
    }

    func physical(_ location: SourceLocation) -> JSONValue {
        var members: [(String, JSONValue)] = [("artifactLocation", artifact(location.path))]
        if let start = location.start, start.line > 0 {
            var region: [(String, JSONValue)] = [("startLine", .int(start.line)), ("startColumn", .int(start.column))]
            // The end where known: the diagnostic's range, else the JSON string token it starts at.
            if let end = location.end ?? stringTokenEnd(location.path, start) {
                region += [("endLine", .int(end.line)), ("endColumn", .int(end.column))]
            }
            members.append(("region", .object(region)))
        }
        return .object(members)
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// SARIF messages may embed links `[text](id)`; literal brackets are escaped (§3.11.6).
    static func escapeBrackets(_ text: String) -> String {
        var out = ""
        for character in text {
            if character == "[" || character == "]" { out.append("\\") }
            out.append(character)
        }
        return out
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
