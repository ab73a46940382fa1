import ZKCore

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

        public init() {}
    }

    /// A URI prefix whose references resolve to files of a folder (`--map URI-PREFIX=DIR`):
    /// `https://example.com/schemas/a.json` under `https://example.com/schemas/` is `DIR/a.json`.
    public struct Mapping: Sendable, Hashable {
        public var prefix: String
        /// A display path (project- or working-directory-relative).
        public var folder: String

        public init(prefix: String, folder: String) {
            self.prefix = prefix
            self.folder = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
        }

        /// `PREFIX=DIR` as the option gives it; nil when there is no `=` or a side is empty.
        public init?(option: String) {
            guard let equals = option.firstIndex(of: "="), equals != option.startIndex,
                option.index(after: equals) != option.endIndex
            else { return nil }
            self.init(prefix: String(option[..<equals]), folder: String(option[option.index(after: equals)...]))
        }

        /// The file (display path) that holds `uri` (no fragment), if the prefix covers it.
        func file(for uri: String) -> String? {
            guard uri.hasPrefix(prefix), uri.count > prefix.count else { return nil }
            var rest = String(uri.dropFirst(prefix.count))
            if let query = rest.firstIndex(of: "?") { rest = String(rest[..<query]) }
            if rest.hasPrefix("/") { rest.removeFirst() }
            guard !rest.isEmpty, !rest.split(separator: "/").contains("..") else { return nil }
            return folder + "/" + JSONPointer.percentDecoded(rest)
        }
    }

    /// Loads `path` (a display path, project- or working-directory-relative) and the files it
    /// references; `absolute` turns a display path into one to read. A remote reference (or a
    /// `$schema`) under a `mappings` prefix is read from its folder, known by its URI; other
    /// remote references are never fetched. Compile the result with
    /// `SchemaLibrary(documents: loaded.documents)`.
    public static func load(_ path: String, mappings: [Mapping] = [], absolute: (String) -> String) -> Loaded {
        load(queue: [(path, nil)], mappings: mappings, absolute: absolute)
    }

    /// The mapped documents the remote references (and `$schema`s) of `documents` name, read
    /// through `mappings` as `load` reads them (and what those reference in turn); the given
    /// documents themselves are not read again. How the content stage gets `zk-build.json`'s `schemaMap`.
    public static func loadMapped(
        referencedBy documents: [SchemaDocument], mappings: [Mapping], absolute: (String) -> String
    ) -> Loaded {
        var queue: [(path: String, uri: String?)] = []
        var seen: Set<String> = []
        for document in documents {
            var targets = references(in: document.root)
            if let dialect = document.root["$schema"]?.string, SchemaDraft.named(dialect: dialect) == nil {
                targets.append(dialect)
            }
            for reference in targets {
                let resolved = URIReference.resolve(
                    URIReference.withoutFragment(reference), against: document.uri ?? document.path)
                guard URIReference.hasScheme(resolved),
                    let file = mappings.lazy.compactMap({ $0.file(for: resolved) }).first,
                    seen.insert(resolved).inserted
                else { continue }
                queue.append((file, resolved))
            }
        }
        return load(queue: queue, mappings: mappings, absolute: absolute, reportUnreadable: false)
    }

    private static func load(
        queue initial: [(path: String, uri: String?)], mappings: [Mapping], absolute: (String) -> String,
        reportUnreadable: Bool = true
    ) -> Loaded {
        var loaded = Loaded()
        var queue = initial
        let path = initial.first?.path ?? ""
        var seen: Set<CodePointString> = Set(initial.map { CodePointString($0.uri ?? $0.path) })
        func enqueue(_ resolved: String) {
            if URIReference.hasScheme(resolved), !resolved.hasPrefix("file://") {
                guard let file = mappings.lazy.compactMap({ $0.file(for: resolved) }).first else { return }
                if seen.insert(CodePointString(resolved)).inserted { queue.append((file, resolved)) }
                return
            }
            let local = resolved.hasPrefix("file://") ? String(resolved.dropFirst(7)) : resolved
            if seen.insert(CodePointString(local)).inserted { queue.append((local, nil)) }
        }
        while let next = queue.popLast() {
            switch FileReader.read(absolute(next.path), displayPath: next.path) {
            case .failure(let error):
                // A referenced file that cannot be read is reported where it is referenced (unresolved).
                if reportUnreadable, next.path == path { loaded.diagnostics.append(error.diagnostic) }
            case .success(let file):
                loaded.sources[next.path] = file
                let parse = JSONReader.read(file)
                loaded.diagnostics += parse.diagnostics
                guard let root = parse.value else { continue }
                loaded.documents.append(SchemaDocument(path: next.path, root: root, uri: next.uri))
                let documentBase = next.uri ?? next.path
                var targets = scopedReferences(in: root, base: documentBase)
                if let dialect = root["$schema"]?.string, SchemaDraft.named(dialect: dialect) == nil {
                    targets.append((dialect, documentBase))
                }
                for (reference, base) in targets {
                    let target = URIReference.withoutFragment(reference)
                    guard !target.isEmpty else { continue }
                    // Against the identifiers in scope (what the compiler does), and for a
                    // local file also against its path (a sibling file named relatively).
                    enqueue(URIReference.resolve(target, against: base))
                    if base != documentBase { enqueue(URIReference.resolve(target, against: documentBase)) }
                }
            }
        }
        return loaded
    }

    /// Every `$ref`, `$dynamicRef` and `$recursiveRef` string in a document, with the base URI
    /// the `$id`s (draft 4's `id`) around it give.
    static func scopedReferences(in value: JSONValue, base: String) -> [(reference: String, base: String)] {
        var found: [(String, String)] = []
        func walk(_ value: JSONValue, _ base: String) {
            switch value.kind {
            case .object(let object):
                var base = base
                if let id = (object["$id"] ?? object["id"])?.string, !id.hasPrefix("#") {
                    base = URIReference.withoutFragment(URIReference.resolve(id, against: base))
                }
                for member in object.members {
                    if member.key == "$ref" || member.key == "$dynamicRef" || member.key == "$recursiveRef",
                        let text = member.value.string
                    {
                        found.append((text, base))
                    }
                    walk(member.value, base)
                }
            case .array(let items):
                for item in items { walk(item, base) }
            default:
                break
            }
        }
        walk(value, base)
        return found
    }

    /// Every `$ref`, `$dynamicRef` and `$recursiveRef` string in a document.
    static func references(in value: JSONValue) -> [String] {
        var found: [String] = []
        func walk(_ value: JSONValue) {
            switch value.kind {
            case .object(let object):
                for member in object.members {
                    if member.key == "$ref" || member.key == "$dynamicRef" || member.key == "$recursiveRef",
                        let text = member.value.string
                    {
                        found.append(text)
                    }
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
