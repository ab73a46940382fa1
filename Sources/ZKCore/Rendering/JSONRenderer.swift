/// `--format json`: one JSON document with every diagnostic and the summary. Each diagnostic
/// carries its code's `phase` (`syntax`, `structure`, `check`, `cross-link`, `summary`), the
/// order in which causes come before consequences.
public struct JSONRenderer: Sendable {
    public var context: RenderContext

    public init(context: RenderContext) { self.context = context }

    public func render(_ diagnostics: [Diagnostic], summary: RunSummary) -> String {
        let document = JSONValue.object([
            ("tool", .string(context.toolName)),
            ("version", .string(context.toolVersion)),
            ("diagnostics", .array(diagnostics.map(value))),
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

    func value(_ diagnostic: Diagnostic) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("severity", .string(diagnostic.severity.rawValue)),
            ("code", .string(diagnostic.code)),
            ("phase", .string(DiagnosticTriage(registry: context.registry).phase(of: diagnostic).name)),
            ("message", .string(diagnostic.message)),
        ]
        members += Self.locationMembers(diagnostic.location)
        if !diagnostic.notes.isEmpty {
            members.append(
                (
                    "notes",
                    .array(
                        diagnostic.notes.map { note in
                            .object([("message", .string(note.message))] + Self.locationMembers(note.location))
                        })
                ))
        }
        if let fixIt = diagnostic.fixIt {
            var fix: [(String, JSONValue)] = [
                ("description", .string(fixIt.description)), ("replacement", .string(fixIt.replacement)),
            ]
            // The range the replacement takes the place of (issue 52): the diagnostic's, else the
            // token at its start.
            if let location = diagnostic.location, let start = location.start, start.line > 0,
                let end = location.end ?? context.tokenEnd(location.path, start)
            {
                fix.append(
                    (
                        "range",
                        .object([
                            ("line", .int(start.line)), ("column", .int(start.column)), ("endLine", .int(end.line)),
                            ("endColumn", .int(end.column)),
                        ])
                    ))
            }
            members.append(("fixIt", .object(fix)))
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
