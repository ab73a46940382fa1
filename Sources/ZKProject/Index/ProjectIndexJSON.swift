import ZKCore

/// The one JSON form of the project index: what `zk-content index --format json` prints and what
/// `zk-audio --content-index` and `zk-strings --index` read. Each entry is flat:
/// `{"name", "path", "line", "column", "context"}` (line, column and context when known).
///
/// Lint: an index file that is not in this form is reported where it goes wrong.
extension ProjectIndex: DeclaresCodes {
    public static let invalidIndex = DiagnosticCode(
        "ZK0030", .error, phase: .structure, summary: "a project index file is not in the expected form",
        explanation: """
            `zk-audio --content-index FILE` and `zk-strings --index FILE` read the JSON that \
            `zk-content index --format json` prints: `sourceLocale`, `locales`, and the lists \
            `stringKeys`, `audioIDs`, `assetReferences`, `assets`, `ids`, each an array of \
            `{"name", "path", "line", "column", "context"}`. Regenerate the file with zk-content.
            """,
        example: .edit(
            DiagnosticExample(
                [
                    .init("Audio-manifests/de.json", #"{ "locale": "de", "entries": [] }"#),
                    .init("build/index.json", #"{ "locales": ["de"], "audioIDs": [] }"#),
                ],
                command: ["zk-audio", "check", "--content-index", "build/index.json"]),
            broken: #""audioIDs": ↓"num.7""#, fixed: #""audioIDs": []"#))

    public static let codes = [invalidIndex]

    static let listKeys = ["stringKeys", "audioIDs", "assetReferences", "assets", "ids"]
    static var keyPaths: [WritableKeyPath<ProjectIndex, [Entry]>] {
        [\.stringKeys, \.audioIDs, \.assetReferences, \.assets, \.ids]
    }

    public var jsonValue: JSONValue {
        func entries(_ list: [Entry]) -> JSONValue {
            .array(
                list.map { entry in
                    var members: [(String, JSONValue)] = [
                        ("name", .string(entry.name)), ("path", .string(entry.location.path)),
                    ]
                    if let start = entry.location.start {
                        members.append(("line", .int(start.line)))
                        members.append(("column", .int(start.column)))
                    }
                    if let context = entry.context { members.append(("context", .string(context))) }
                    return .object(members)
                })
        }
        return .object(
            [("sourceLocale", .string(sourceLocale)), ("locales", .array(locales.map(JSONValue.string)))]
                + zip(Self.listKeys, Self.keyPaths).map { ($0.0, entries(self[keyPath: $0.1])) })
    }

    /// Reads an index file; every problem is a located `invalidIndex` (nil when the file is unusable).
    public static func read(_ file: SourceFile) -> (index: ProjectIndex?, diagnostics: [Diagnostic]) {
        let parsed = JSONReader.read(file)
        var diagnostics = parsed.diagnostics
        guard let root = parsed.value else { return (nil, diagnostics) }
        func problem(_ message: String, _ value: JSONValue) {
            diagnostics.append(
                Diagnostic(invalidIndex, message, at: SourceLocation(path: file.path, start: value.position)))
        }
        guard let object = root.object else {
            problem(notAnObjectMessage(root.typeName), root)
            return (nil, diagnostics)
        }
        var index = ProjectIndex()
        for member in object.members {
            let value = member.value
            switch member.key {
            case "sourceLocale":
                if let text = value.string {
                    index.sourceLocale = text
                } else {
                    problem(wrongTypeMessage("sourceLocale", expected: "a string", found: value.typeName), value)
                }
            case "locales":
                if let list = value.array, list.allSatisfy({ $0.string != nil }) {
                    index.locales = list.compactMap(\.string)
                } else {
                    problem(wrongTypeMessage("locales", expected: "an array of strings", found: value.typeName), value)
                }
            default:
                guard let slot = listKeys.firstIndex(of: member.key) else {
                    let known = ["sourceLocale", "locales"] + listKeys
                    diagnostics.append(
                        Diagnostic(
                            invalidIndex,
                            unknownKeyMessage(member.key, near: EditDistance.nearest(to: member.key, in: known)),
                            at: SourceLocation(path: file.path, start: member.keyPosition)))
                    continue
                }
                guard let array = value.array else {
                    problem(wrongTypeMessage(member.key, expected: "an array of entries", found: value.typeName), value)
                    continue
                }
                var entries: [Entry] = []
                for element in array {
                    guard let name = element["name"]?.string, let path = element["path"]?.string else {
                        problem(incompleteEntryMessage(member.key), element)
                        continue
                    }
                    var start: SourcePosition?
                    if let line = element["line"]?.int, let column = element["column"]?.int {
                        start = SourcePosition(line: line, column: column, offset: -1)
                    }
                    entries.append(
                        Entry(name, at: SourceLocation(path: path, start: start), context: element["context"]?.string))
                }
                index[keyPath: keyPaths[slot]] = entries
            }
        }
        return (index, diagnostics)
    }

    // MARK: Messages

    static func notAnObjectMessage(_ found: String) -> String { "expected the project index object, found \(found)" }

    static func wrongTypeMessage(_ key: String, expected: String, found: String) -> String {
        "'\(key)' must be \(expected), found \(found)"
    }

    static func incompleteEntryMessage(_ list: String) -> String {
        "an entry of '\(list)' needs a string 'name' and 'path'"
    }

    static func unknownKeyMessage(_ key: String, near: String?) -> String {
        "unknown key '\(key)' in the project index" + (near.map { "; did you mean '\($0)'?" } ?? "")
    }
}
