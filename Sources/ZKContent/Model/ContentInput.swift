import ZKCore

/// One JSON file of the content folder, read and parsed.
public struct ContentDocument: Sendable {
    /// Project-relative path (`Content/games/hoer_hin.json`).
    public var path: String
    public var file: SourceFile
    public var parse: JSONParseResult
    /// The document as a tape, when it was read for validation only (`zk-content validate`):
    /// then `parse` holds no tree.
    public var tape: JSONTape?

    public init(path: String, file: SourceFile, parse: JSONParseResult, tape: JSONTape? = nil) {
        self.path = path
        self.file = file
        self.parse = parse
        self.tape = tape
    }

    /// Whether the document was read (as a tree or a tape).
    var isRead: Bool { tape != nil || parse.value != nil }
}

/// Everything the content checks read: the parsed JSON files, the paths of all files, the asset
/// catalogs the project ships, and the size and image header of each file of those catalogs.
public struct ContentInput: Sendable {
    /// The content folder, project-relative (`Content`).
    public var root: String
    /// Every `.json` file under `root` except `dictionaries/`, sorted by path.
    public var documents: [ContentDocument]
    /// Every file under `root`, project-relative, by code point: two names that differ only in
    /// Unicode normalisation (`ñ` and `n\u{0303}`) are two files, as on Linux's file systems.
    public var files: Set<CodePointString>
    /// Diagnostics of reading (unreadable files), reported as they are.
    public var readDiagnostics: [Diagnostic]
    /// The asset catalogs (configured, or every `.xcassets` folder under `root`); their files are
    /// in `files` and their `Contents.json` in `documents`, wherever they live.
    public var catalogSources: [AssetCatalogSource]
    /// Size and header of each file of the catalogs, by project-relative path (by code point).
    public var catalogFiles: [CodePointString: CatalogFileFacts]

    public init(
        root: String, documents: [ContentDocument], files: some Sequence<String>, readDiagnostics: [Diagnostic] = [],
        catalogs: [AssetCatalogSource]? = nil, catalogFiles: [CodePointString: CatalogFileFacts] = [:]
    ) {
        self.root = root
        self.documents = documents.sorted { $0.path.precedesByCodePoints($1.path) }
        self.files = Set(files.map { CodePointString($0) })
        self.readDiagnostics = readDiagnostics
        self.catalogSources = catalogs ?? AssetCatalogSource.conventional(files: self.files.map(\.string), under: root)
        self.catalogFiles = catalogFiles
    }

    /// Whether `path` is a file of the input, compared by code point.
    public func hasFile(_ path: String) -> Bool { files.contains(CodePointString(path)) }

    /// The size and header of a catalog file, looked up by code point.
    public func facts(of path: String) -> CatalogFileFacts? { catalogFiles[CodePointString(path)] }

    /// Every file, sorted by code point.
    public var sortedFiles: [String] { files.sorted().map(\.string) }

    /// `path` relative to the content folder.
    public func relative(_ path: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// The in-memory input of a code's example files (paths like `Content/games/x.json`).
    public static func examples(_ files: [DiagnosticExample.ExampleFile], root: String = "Content") -> ContentInput {
        var documents: [ContentDocument] = []
        for example in files where example.path.hasSuffix(".json") {
            let file = SourceFile(path: example.path, bytes: example.bytes)
            documents.append(ContentDocument(path: example.path, file: file, parse: JSONReader.read(file)))
        }
        let input = ContentInput(root: root, documents: documents, files: files.map(\.path))
        var facts: [CodePointString: CatalogFileFacts] = [:]
        for example in files
        where input.catalogSources.contains(where: { example.path.hasPrefix($0.path + "/") })
            || IconDocument.isAssetFile(example.path)
        {
            facts[CodePointString(example.path)] = CatalogFileFacts.of(
                path: example.path, source: MemoryBytes(example.bytes))
        }
        var result = input
        result.catalogFiles = facts
        return result
    }
}
