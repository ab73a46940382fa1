import Dispatch
import ZKCore
import ZKSchema

/// What `ContentChecker.validateFolder` needs before it validates a file: the content folder's
/// JSON files in path order with their kinds, and its schemas read and compiled. With more
/// than one job the two overlap: the whole folder is listed on a thread of its own while
/// `schemas/` alone is listed, read and compiled; the schemas the full listing finds are then
/// compared with those compiled, and compiled again in the rare case they differ (a link the
/// full walk leaves out, say). Both are work every file waits for: overlapped, they leave
/// less of the run to one core.
struct FolderPrelude {
    var files: [String]
    var kinds: [ContentKind]
    var schemas: CompiledSchemas

    /// The schema files of the folder, read and compiled.
    struct CompiledSchemas {
        var paths: [String] = []
        var documents: [SchemaDocument] = []
        var diagnostics: [Diagnostic] = []
        var sources: [String: SourceFile] = [:]
        var library: SchemaLibrary

        init(_ paths: [String], options: SchemaOptions, absolute: (String) -> String) {
            self.paths = paths
            for path in paths {
                switch FileReader.read(absolute(path), displayPath: path) {
                case .failure(let error): diagnostics.append(error.diagnostic)
                case .success(let file):
                    sources[path] = file
                    let parse = JSONReader.read(file)
                    diagnostics += parse.diagnostics
                    if let root = parse.value { documents.append(SchemaDocument(path: path, root: root)) }
                }
            }
            library = SchemaLibrary(documents: documents, options: options)
        }
    }

    init(projectRoot: String, contentPath: String, jobs: Int, options: SchemaOptions) {
        let absolute: @Sendable (String) -> String = { $0.hasPrefix("/") ? $0 : projectRoot + "/" + $0 }
        guard jobs > 1 else {
            (files, kinds) = Self.list(projectRoot: projectRoot, contentPath: contentPath)
            schemas = CompiledSchemas(
                zip(files, kinds).filter { $0.1 == .schema }.map(\.0), options: options, absolute: absolute)
            return
        }
        let listing = Listing()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            (listing.files, listing.kinds) = Self.list(projectRoot: projectRoot, contentPath: contentPath)
        }
        let folder = contentPath + "/schemas"
        let early = DirectoryWalker.files(under: absolute(folder), prefix: folder).filter(Self.isJSON)
            .filter { Self.kind(of: $0, inside: contentPath) == .schema }
        var compiled = CompiledSchemas(early, options: options, absolute: absolute)
        group.wait()
        files = listing.files
        kinds = listing.kinds
        let found = zip(files, kinds).filter { $0.1 == .schema }.map(\.0)
        if found != compiled.paths { compiled = CompiledSchemas(found, options: options, absolute: absolute) }
        schemas = compiled
    }

    /// The folder's JSON files (project-relative, in the walker's order: `String`'s, which the
    /// common prefix keeps) with their kinds, told from the path inside the folder without a
    /// copy of it: all of it the listing thread's work.
    static func list(projectRoot: String, contentPath: String) -> (files: [String], kinds: [ContentKind]) {
        // In place: filtering into a new array retained every string kept and released the old.
        var files = ContentLoader.contentFiles(projectRoot: projectRoot, contentPath: contentPath)
        files.removeAll { !isJSON($0) }
        return (files, files.map { kind(of: $0, inside: contentPath) })
    }

    /// The kind of `path` (`contentPath/…`, as listed), from its bytes after the folder's.
    static func kind(of path: String, inside contentPath: String) -> ContentKind {
        let prefix = contentPath.utf8.count + 1
        let kind = path.utf8.withContiguousStorageIfAvailable {
            ContentKind.of(bytes: UnsafeBufferPointer(rebasing: $0.dropFirst(prefix)))
        }
        return kind ?? Array(path.utf8.dropFirst(prefix)).withUnsafeBufferPointer(ContentKind.of(bytes:))
    }

    /// As `ContentLoader` tells JSON files (for `check`).
    @Sendable static func isJSON(_ path: String) -> Bool { path.hasSuffix(".json") }

    /// The full listing, written by its thread before the group is left.
    private final class Listing: @unchecked Sendable {
        var files: [String] = []
        var kinds: [ContentKind] = []
    }
}
