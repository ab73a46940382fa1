import Foundation
import ZKCore

/// A project on disk: its root, its configuration, and a shared cache of the files read, so
/// that stages running in parallel read and parse each file once.
public final class Project: Sendable {
    /// Absolute path of the project root.
    public let root: String
    public let configuration: ProjectConfiguration
    /// The real path of the repository that holds the project (the project itself outside a
    /// repository): a symbolic link among the inputs is followed only to a target inside it.
    public let boundary: String
    private let cache = FileCache()

    /// `parsed`: files read and parsed before the project existed (by discovery), kept so that
    /// they are not read again.
    public init(root: String, configuration: ProjectConfiguration, parsed: [String: ProjectDiscovery.ParsedFile] = [:])
    {
        self.root = root
        self.configuration = configuration
        let repository = RepositoryPlace.find(from: root).root
        self.boundary = SymbolicLinkGuard.realPath(repository) ?? repository
        for (path, entry) in parsed { cache.seed(path, entry.file, entry.result) }
    }

    /// A project-relative path made absolute.
    public func absolute(_ relative: String) -> String {
        relative.hasPrefix("/") ? relative : root + "/" + relative
    }

    /// Project-relative paths of the files under a project folder (with one of `extensions`, when
    /// given), sorted. Folders that cannot be read and names that are not UTF-8 are left out here;
    /// the driver reports them before any stage runs (`DirectoryWalker.walk`).
    /// Symbolic links to places outside the repository are left out too (reported the same way).
    public func files(under folder: String, extensions: Set<String>? = nil) -> [String] {
        if folder.hasPrefix("/") {
            return DirectoryWalker.files(under: folder, extensions: extensions).map { folder + "/" + $0 }
        }
        guard escapingLink(folder) == nil else { return [] }
        return DirectoryWalker.files(under: absolute(folder), extensions: extensions, boundary: boundary).map {
            folder + "/" + $0
        }
    }

    /// The first symbolic link on the way to the project-relative `path` that leads outside the
    /// repository, nil when there is none (an absolute path, a setting such as `audioRoot`, is
    /// the user's own choice and not checked).
    public func escapingLink(_ path: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        return SymbolicLinkGuard.escapingLink(in: path, root: root, boundary: boundary)
    }

    /// Names of the (non-hidden) folders directly inside a project folder, sorted.
    public func folders(in folder: String) -> [String] { DirectoryWalker.folders(in: absolute(folder)) }

    public func exists(_ relative: String) -> Bool { DirectoryWalker.exists(absolute(relative)) }

    public func isDirectory(_ relative: String) -> Bool { DirectoryWalker.isDirectory(absolute(relative)) }

    /// Reads a file once per run; later calls get the same `SourceFile`.
    /// A file behind a symbolic link that leads outside the repository is not read: the
    /// failure is one error at the link (SymbolicLinkGuard), which never quotes the target.
    public func read(_ relative: String) -> Result<SourceFile, DiagnosticError> {
        cache.file(relative) {
            if let link = escapingLink(relative) { return .failure(DiagnosticError(SymbolicLinkGuard.escaping(link))) }
            return FileReader.read(absolute(relative), displayPath: relative)
        }
    }

    /// Reads and parses a JSON file once per run (syntax diagnostics included in the result).
    public func readJSON(_ relative: String) -> Result<(SourceFile, JSONParseResult), DiagnosticError> {
        cache.json(relative) {
            read(relative).map { file in (file, JSONReader.read(file)) }
        }
    }

    /// Every file read so far, by path (for the human renderer's source lines).
    public var sources: [String: SourceFile] { cache.allFiles() }

    /// The build folder, absolute.
    public var buildFolder: String { absolute(configuration.buildPath) }
}

/// The lock-guarded maps behind `Project.read` and `Project.readJSON`.
private final class FileCache: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: Result<SourceFile, DiagnosticError>] = [:]
    private var parsed: [String: Result<(SourceFile, JSONParseResult), DiagnosticError>] = [:]

    func file(_ key: String, _ load: () -> Result<SourceFile, DiagnosticError>) -> Result<SourceFile, DiagnosticError> {
        if let hit = lock.withLock({ files[key] }) { return hit }
        let value = load()
        lock.withLock { files[key] = value }
        return value
    }

    func json(
        _ key: String, _ load: () -> Result<(SourceFile, JSONParseResult), DiagnosticError>
    ) -> Result<(SourceFile, JSONParseResult), DiagnosticError> {
        if let hit = lock.withLock({ parsed[key] }) { return hit }
        let value = load()
        lock.withLock { parsed[key] = value }
        return value
    }

    func seed(_ key: String, _ file: SourceFile, _ result: JSONParseResult) {
        lock.withLock {
            files[key] = .success(file)
            parsed[key] = .success((file, result))
        }
    }

    func allFiles() -> [String: SourceFile] {
        lock.withLock {
            var out: [String: SourceFile] = [:]
            for (key, value) in files {
                if case .success(let file) = value { out[key] = file }
            }
            return out
        }
    }
}
