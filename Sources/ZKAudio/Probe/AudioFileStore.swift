import ZKCore

/// Where the probes find the files a manifest names (paths relative to the audio root).
public protocol AudioFileStore: Sendable {
    /// A human name of the root for messages.
    var rootDescription: String { get }
    func open(_ relativePath: String) throws(FileByteSource.OpenError) -> any ByteSource
}

/// Files under a directory on disk.
public struct DiskAudioFiles: AudioFileStore {
    /// Absolute path of the audio root.
    public var root: String
    public var rootDescription: String

    public init(root: String, displayName: String? = nil) {
        self.root = root
        self.rootDescription = displayName ?? root
    }

    /// ZK4028 when the root is not a directory (nothing can be probed), nil otherwise.
    public func rootProblem(configuredIn origin: String? = nil) -> Diagnostic? {
        guard !DirectoryWalker.isDirectory(root) else { return nil }
        let source = origin.map { " (\($0))" } ?? ""
        return Diagnostic(
            AudioCodes.audioRootMissing, "audio root '\(rootDescription)'\(source) is not a directory",
            at: SourceLocation(path: rootDescription))
    }

    public func open(_ relativePath: String) throws(FileByteSource.OpenError) -> any ByteSource {
        try FileByteSource(path: root + "/" + relativePath)
    }
}

/// Files held in memory, by relative path (tests).
public struct MemoryAudioFiles: AudioFileStore {
    public var files: [String: [UInt8]]
    public var rootDescription = "<memory>"

    public init(_ files: [String: [UInt8]]) { self.files = files }

    public func open(_ relativePath: String) throws(FileByteSource.OpenError) -> any ByteSource {
        guard let bytes = files[relativePath] else { throw .missing }
        return MemoryByteSource(bytes)
    }
}
