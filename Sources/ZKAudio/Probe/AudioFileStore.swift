import Foundation
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

    /// The audio-root error when the root is not a directory (nothing can be probed), nil otherwise.
    public func rootProblem(configuredIn origin: String? = nil, at location: SourceLocation? = nil) -> Diagnostic? {
        AudioRootCheck.missingRoot(self, at: location, origin: origin)
    }

    public func open(_ relativePath: String) throws(FileByteSource.OpenError) -> any ByteSource {
        try FileByteSource(path: root + "/" + relativePath)
    }

    public func exists(_ relativePath: String) -> Bool {
        DirectoryWalker.exists(root + "/" + relativePath)
    }

    /// The roots a misconfigured root may have meant: its parent, then each folder in it.
    func neighbours() -> [(display: String, files: DiskAudioFiles)] {
        var out: [(String, DiskAudioFiles)] = []
        let trimmed = root.hasSuffix("/") ? String(root.dropLast()) : root
        if let slash = trimmed.lastIndex(of: "/") {
            let parent = slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
            out.append((Self.parentDisplay(rootDescription), DiskAudioFiles(root: parent)))
        }
        let children = ((try? FileManager.default.contentsOfDirectory(atPath: trimmed)) ?? []).sorted()
        for child in children where !child.hasPrefix(".") && DirectoryWalker.isDirectory(trimmed + "/" + child) {
            let display = rootDescription == "." ? child : rootDescription + "/" + child
            out.append((display, DiskAudioFiles(root: trimmed + "/" + child)))
        }
        return out
    }

    static func parentDisplay(_ display: String) -> String {
        let parts = display.split(separator: "/", omittingEmptySubsequences: true)
        if display == "." || display.isEmpty { return ".." }
        if parts.last == ".." { return display + "/.." }
        if parts.count <= 1 { return display.hasPrefix("/") ? "/" : "." }
        return (display.hasPrefix("/") ? "/" : "") + parts.dropLast().joined(separator: "/")
    }
}

/// Files held in memory, by relative path (tests).
public struct MemoryAudioFiles: AudioFileStore {
    public var files: [String: [UInt8]]
    public var rootDescription = "<memory>"

    public init(_ files: [String: [UInt8]]) { self.files = files }

    /// By the path's code points, as a file system compares names (a `String` key alone would
    /// find "n\u{0303}.m4a" under "ñ.m4a").
    public func open(_ relativePath: String) throws(FileByteSource.OpenError) -> any ByteSource {
        guard let index = files.index(forKey: relativePath), files[index].key.hasSameCodePoints(as: relativePath) else {
            throw .missing
        }
        return MemoryByteSource(files[index].value)
    }
}
