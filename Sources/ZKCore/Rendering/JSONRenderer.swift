/// `--format json`: one JSON document with every diagnostic and the summary.
public struct JSONRenderer: Sendable {
    public var context: RenderContext

    public init(context: RenderContext) { self.context = context }

    public func render(_ diagnostics: [Diagnostic], summary: RunSummary) -> String {
        let document = JSONValue.object([
            ("tool", .string(context.toolName)),
            ("version", .string(context.toolVersion)),
            ("diagnostics", .array(diagnostics.map(Self.value))),
            (
                "summary",
                .object([
                    ("errors", .int(summary.errors)), ("warnings", .int(summary.warnings)),
                    ("notes", .int(summary.notes)), ("files", .int(summary.files)),
                ])
            ),
        ])
        return JSONWriter(style: .pretty).string(document)
    }

    static func value(_ diagnostic: Diagnostic) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("severity", .string(diagnostic.severity.rawValue)),
            ("code", .string(diagnostic.code)),
            ("message", .string(diagnostic.message)),
        ]
        members += locationMembers(diagnostic.location)
        if !diagnostic.notes.isEmpty {
            members.append(
                (
                    "notes",
                    .array(diagnostic.notes.map { note in .object([("message", .string(note.message))] + locationMembers(note.location)) })
                ))
        }
        if let fixIt = diagnostic.fixIt {
            members.append(("fixIt", .object([("description", .string(fixIt.description)), ("replacement", .string(fixIt.replacement))])))
        }
        return .object(members)
    }

    static func locationMembers(_ location: SourceLocation?) -> [(String, JSONValue)] {
        guard let location else { return [] }
        var members: [(String, JSONValue)] = [("file", .string(location.path))]
        if let start = location.start {
            members += [("line", .int(start.line)), ("column", .int(start.column))]
        }
        if let end = location.end {
            members += [("endLine", .int(end.line)), ("endColumn", .int(end.column))]
        }
        return members
    }
}
