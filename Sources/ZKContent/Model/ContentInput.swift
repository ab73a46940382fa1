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

/// Everything the content checks read: the parsed JSON files and the paths of all files (the
/// images of the asset catalog are only checked for existence, never read).
public struct ContentInput: Sendable {
    /// The content folder, project-relative (`Content`).
    public var root: String
    /// Every `.json` file under `root` except `dictionaries/`, sorted by path.
    public var documents: [ContentDocument]
    /// Every file under `root`, project-relative.
    public var files: Set<String>
    /// Diagnostics of reading (unreadable files), reported as they are.
    public var readDiagnostics: [Diagnostic]

    public init(root: String, documents: [ContentDocument], files: Set<String>, readDiagnostics: [Diagnostic] = []) {
        self.root = root
        self.documents = documents.sorted { $0.path < $1.path }
        self.files = files
        self.readDiagnostics = readDiagnostics
    }

    /// `path` relative to the content folder.
    public func relative(_ path: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// The in-memory input of a code's example files (paths like `Content/games/x.json`).
    public static func examples(_ files: [DiagnosticExample.ExampleFile], root: String = "Content") -> ContentInput {
        var documents: [ContentDocument] = []
        for example in files where example.path.hasSuffix(".json") {
            let file = SourceFile(path: example.path, text: example.contents)
            documents.append(ContentDocument(path: example.path, file: file, parse: JSONReader.read(file)))
        }
        return ContentInput(root: root, documents: documents, files: Set(files.map(\.path)))
    }
}
