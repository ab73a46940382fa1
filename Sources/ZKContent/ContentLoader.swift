import ZKCore

/// Reads the content folder from disk into a `ContentInput`: every `.json` file (outside
/// `dictionaries/`, which zk-dawg owns) read and parsed in parallel, and the list of all files.
public enum ContentLoader {
    /// `projectRoot` is absolute; `contentPath` is project-relative (`Content`).
    /// With `tapes`, the content files (not the schemas) are read as tapes when they read cleanly:
    /// what schema validation alone needs, in a fraction of the time and memory of trees.
    public static func load(projectRoot: String, contentPath: String, jobs: Int, tapes: Bool = false) -> ContentInput {
        let absoluteRoot = contentPath.hasPrefix("/") ? contentPath : projectRoot + "/" + contentPath
        let relativeFiles = DirectoryWalker.files(under: absoluteRoot).filter { !$0.hasPrefix("dictionaries/") }
        let jsonFiles = relativeFiles.filter { $0.hasSuffix(".json") }
        let loaded = parallelMap(jsonFiles, jobs: jobs) { relative -> Result<ContentDocument, DiagnosticError> in
            let display = contentPath + "/" + relative
            return FileReader.read(absoluteRoot + "/" + relative, displayPath: display).map { file in
                if tapes, ContentKind.of(relative) != .schema, let tape = JSONTape.read(file) {
                    return ContentDocument(path: display, file: file, parse: JSONParseResult(value: nil, diagnostics: []), tape: tape)
                }
                return ContentDocument(path: display, file: file, parse: JSONReader.read(file))
            }
        }
        return input(root: contentPath, loaded: loaded, files: relativeFiles.map { contentPath + "/" + $0 })
    }

    /// Assembles an input from documents read elsewhere (the zk-build stage reads through its
    /// shared file cache).
    public static func input(root: String, loaded: [Result<ContentDocument, DiagnosticError>], files: [String]) -> ContentInput {
        var documents: [ContentDocument] = []
        var diagnostics: [Diagnostic] = []
        for result in loaded {
            switch result {
            case .success(let document): documents.append(document)
            case .failure(let error): diagnostics.append(error.diagnostic)
            }
        }
        return ContentInput(root: root, documents: documents, files: Set(files), readDiagnostics: diagnostics)
    }
}
