import Foundation
import ZKCore

/// A folder the tool owns completely (`build/marketing`, `build/brand`): rendered whole into a
/// temporary folder beside it and swapped in, so nothing stale survives (a deleted template or
/// locale disappears from the tree fastlane uploads) and a failed write leaves the previous tree
/// intact. Subfolders another tree owns (`marketing/android` when only the App Store is
/// rendered) are carried over unchanged.
public struct OutputTree: Sendable {
    /// Path relative to the build folder (`marketing`).
    public var root: String
    /// Files relative to `root`, with their bytes.
    public var files: [String: [UInt8]]
    /// Subfolders of `root` (relative names) that belong to another tree and are kept as they are.
    public var preserved: [String]

    public init(root: String, files: [String: [UInt8]], preserved: [String] = []) {
        self.root = root
        self.files = files
        self.preserved = preserved
    }

    /// A tree that could not be written: the path and why.
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot write '\(path)': \(reason)" }
    }

    /// One difference between the tree on disk and the rendered one.
    public struct Change: Sendable, Hashable, CustomStringConvertible {
        public enum Kind: String, Sendable { case add, update, remove }
        public var kind: Kind
        /// Path relative to the build folder.
        public var path: String
        public var description: String { "would \(kind.rawValue) \(path)" }
    }

    /// The trees of a set of artifacts: each root gets the artifacts under it.
    public static func trees(_ artifacts: [Artifact], roots: [(root: String, preserved: [String])]) -> [OutputTree] {
        roots.map { entry in
            var files: [String: [UInt8]] = [:]
            let prefix = entry.root + "/"
            for artifact in artifacts where artifact.path.hasCodePointPrefix(prefix) {
                let relative = String(decoding: artifact.path.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
                guard !entry.preserved.contains(where: { relative.hasCodePointPrefix($0 + "/") }) else { continue }
                files[relative] = artifact.bytes
            }
            return OutputTree(root: entry.root, files: files, preserved: entry.preserved)
        }
    }

    /// What writing the tree would change under `buildFolder` (absolute), sorted by path.
    public func changes(buildFolder: String) -> [Change] {
        let folder = buildFolder + "/" + root
        let existing = DirectoryWalker.isDirectory(folder)
            ? DirectoryWalker.files(under: folder).filter { path in !preserved.contains { path.hasCodePointPrefix($0 + "/") } }
            : []
        // By code point: a file on disk whose name only looks like a rendered one is stale.
        let rendered = Set(files.keys.map(\.codePoints))
        var changes: [Change] = []
        for path in existing where !rendered.contains(path.codePoints) {
            changes.append(Change(kind: .remove, path: root + "/" + path))
        }
        for (path, bytes) in files {
            guard let data = FileManager.default.contents(atPath: folder + "/" + path) else {
                changes.append(Change(kind: .add, path: root + "/" + path))
                continue
            }
            if [UInt8](data) != bytes { changes.append(Change(kind: .update, path: root + "/" + path)) }
        }
        return changes.sorted { $0.path.precedesByCodePoints($1.path) }
    }

    /// Writes the tree beside its final place and swaps it in. Throws a write error naming the path.
    public func write(buildFolder: String) throws(WriteError) {
        let manager = FileManager.default
        let target = buildFolder + "/" + root
        let parent = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let suffix = String(ProcessInfo.processInfo.processIdentifier)
        let staging = parent + "/." + name + ".new-" + suffix
        let retired = parent + "/." + name + ".old-" + suffix
        func fail(_ path: String, _ error: any Error) -> WriteError {
            WriteError(path: path, reason: "\(error.localizedDescription)")
        }
        try? manager.removeItem(atPath: staging)
        try? manager.removeItem(atPath: retired)
        do {
            try manager.createDirectory(atPath: staging, withIntermediateDirectories: true)
        } catch {
            throw fail(staging, error)
        }
        for (path, bytes) in files.sorted(by: { $0.key < $1.key }) {
            do {
                try AtomicFileWriter.write(bytes, to: staging + "/" + path)
            } catch {
                try? manager.removeItem(atPath: staging)
                throw WriteError(path: error.path, reason: error.reason)
            }
        }
        var carried: [String] = []
        for keep in preserved where DirectoryWalker.isDirectory(target + "/" + keep) {
            do {
                try manager.createDirectory(
                    atPath: ((staging + "/" + keep) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try manager.moveItem(atPath: target + "/" + keep, toPath: staging + "/" + keep)
                carried.append(keep)
            } catch {
                for back in carried { try? manager.moveItem(atPath: staging + "/" + back, toPath: target + "/" + back) }
                try? manager.removeItem(atPath: staging)
                throw fail(target + "/" + keep, error)
            }
        }
        let hadTarget = manager.fileExists(atPath: target)
        do {
            if hadTarget { try manager.moveItem(atPath: target, toPath: retired) }
            try manager.moveItem(atPath: staging, toPath: target)
        } catch {
            if hadTarget, !manager.fileExists(atPath: target) { try? manager.moveItem(atPath: retired, toPath: target) }
            for back in carried { try? manager.moveItem(atPath: staging + "/" + back, toPath: target + "/" + back) }
            try? manager.removeItem(atPath: staging)
            throw fail(target, error)
        }
        try? manager.removeItem(atPath: retired)
    }
}
