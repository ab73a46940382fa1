import ZKCore

/// Reads a schema file and, transitively, the schema files its `$ref`s and `$dynamicRef`s name
/// by relative path (or `file:` URI), for `zk-content validate --schema`. Remote URIs are never
/// fetched: they stay unresolved unless a loaded file defines them with its `$id`.
enum SchemaFileLoader {
    struct Loaded {
        var documents: [SchemaDocument] = []
        var diagnostics: [Diagnostic] = []
        var sources: [String: SourceFile] = [:]
    }

    /// `path` as given on the command line; `absolute` turns a path into one to read.
    static func load(_ path: String, absolute: (String) -> String) -> Loaded {
        var loaded = Loaded()
        var queue = [path]
        var seen: Set<CodePointString> = [CodePointString(path)]
        while let next = queue.popLast() {
            switch FileReader.read(absolute(next), displayPath: next) {
            case .failure(let error):
                // A referenced file that cannot be read is reported where it is referenced (unresolved).
                if next == path { loaded.diagnostics.append(error.diagnostic) }
            case .success(let file):
                loaded.sources[next] = file
                let parse = JSONReader.read(file)
                loaded.diagnostics += parse.diagnostics
                guard let root = parse.value else { continue }
                loaded.documents.append(SchemaDocument(path: next, root: root))
                for reference in references(in: root) {
                    let target = URIReference.withoutFragment(reference)
                    guard !target.isEmpty else { continue }
                    var resolved = URIReference.resolve(target, against: next)
                    if resolved.hasPrefix("file://") { resolved = String(resolved.dropFirst(7)) } else if URIReference.hasScheme(resolved) { continue }
                    if seen.insert(CodePointString(resolved)).inserted { queue.append(resolved) }
                }
            }
        }
        return loaded
    }

    /// Every `$ref` and `$dynamicRef` string in a document.
    static func references(in value: JSONValue) -> [String] {
        var found: [String] = []
        func walk(_ value: JSONValue) {
            switch value.kind {
            case .object(let object):
                for member in object.members {
                    if member.key == "$ref" || member.key == "$dynamicRef", let text = member.value.string { found.append(text) }
                    walk(member.value)
                }
            case .array(let items):
                items.forEach(walk)
            default:
                break
            }
        }
        walk(value)
        return found
    }
}
