/// `--format sarif`: a SARIF 2.1.0 log for code scanning. Paths are repository-relative (base id
/// `SRCROOT`), columns count Unicode code points (`columnKind`), rules come from the registry.
public struct SARIFRenderer: Sendable {
    public var context: RenderContext

    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    public init(context: RenderContext) { self.context = context }

    public func render(_ diagnostics: [Diagnostic], summary: RunSummary) -> String {
        let usedCodes = Array(Set(diagnostics.map(\.code))).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: usedCodes.enumerated().map { ($1, $0) })
        let rules: [JSONValue] = usedCodes.map { code in
            let declaration = context.registry[code]
            var members: [(String, JSONValue)] = [("id", .string(code))]
            if let declaration {
                members += [
                    ("shortDescription", .object([("text", .string(declaration.summary))])),
                    ("fullDescription", .object([("text", .string(declaration.explanation))])),
                    ("defaultConfiguration", .object([("level", .string(Self.level(declaration.severity)))])),
                    ("help", .object([("text", .string("Run `zk-build explain \(code)` for the explanation and examples."))])),
                ]
            }
            return .object(members)
        }
        let results: [JSONValue] = diagnostics.map { diagnostic in
            var members: [(String, JSONValue)] = [
                ("ruleId", .string(diagnostic.code)),
                ("ruleIndex", .int(ruleIndex[diagnostic.code] ?? 0)),
                ("level", .string(Self.level(diagnostic.severity))),
                ("message", .object([("text", .string(diagnostic.message))])),
            ]
            if let location = diagnostic.location {
                members.append(("locations", .array([.object([("physicalLocation", Self.physical(location))])])))
            }
            let related = diagnostic.notes.enumerated().compactMap { offset, note -> JSONValue? in
                guard let location = note.location else { return nil }
                return .object([
                    ("id", .int(offset + 1)),
                    ("message", .object([("text", .string(note.message))])),
                    ("physicalLocation", Self.physical(location)),
                ])
            }
            if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
            return .object(members)
        }
        let log = JSONValue.object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
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
                        ("columnKind", .string("unicodeCodePoints")),
                        ("results", .array(results)),
                    ])
                ])
            ),
        ])
        return JSONWriter(style: .pretty).string(log)
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    static func physical(_ location: SourceLocation) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("artifactLocation", .object([("uri", .string(location.path)), ("uriBaseId", .string("SRCROOT"))]))
        ]
        if let start = location.start, start.line > 0 {
            var region: [(String, JSONValue)] = [("startLine", .int(start.line)), ("startColumn", .int(start.column))]
            if let end = location.end {
                region += [("endLine", .int(end.line)), ("endColumn", .int(end.column))]
            }
            members.append(("region", .object(region)))
        }
        return .object(members)
    }
}
