/// Reads a schema file and, transitively, the schema files its `$ref`s and `$dynamicRef`s name
/// by relative path (or `file:` URI), for `zk-content validate --schema` and any tool that keeps
/// its schemas as files. Remote URIs are never fetched: they stay unresolved unless a loaded
/// file defines them with its `$id`.
public enum SchemaFileLoader {
    public struct Loaded: Sendable {
        /// Every schema read, the one asked for among them (its `path` is the given path).
        public var documents: [SchemaDocument] = []
        /// The given file unreadable, or a file that is not valid JSON (core codes, located).
        public var diagnostics: [Diagnostic] = []
        /// The files read, by display path (for renderers that echo source lines).
        public var sources: [String: SourceFile] = [:]
    }

    /// Loads `path` (a display path, project- or working-directory-relative) and the files it
    /// references; `absolute` turns a display path into one to read. Compile the result with
    /// `SchemaLibrary(documents: loaded.documents)`.
    public static func load(_ path: String, absolute: (String) -> String) -> Loaded {
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
