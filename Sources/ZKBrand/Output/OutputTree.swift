import Foundation
import ZKCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder the tool renders (`build/marketing`, `build/brand`). Writing it leaves every file
/// whose bytes are already right alone (its modification time stays, so an Xcode build phase
/// that runs `render` recompiles nothing), replaces the others one by one atomically, and
/// removes only the stale files zk-marketing wrote itself: they are listed in the build folder's
/// record, `.zk-marketing-written`. Files and folders somebody placed there by hand
/// (`screenshots/`, a `trade_representative_contact_information/` from elsewhere) are kept and
/// named. Subfolders another tree owns (`marketing/android` when only the App Store is rendered)
/// are left as they are.
public struct OutputTree: Sendable {
    /// Path relative to the build folder (`marketing`).
    public var root: String
    /// Files relative to `root`, with their bytes.
    public var files: [String: [UInt8]]
    /// Subfolders of `root` (relative names) that belong to another tree and are kept as they are.
    public var preserved: [String]

    /// The record of the files zk-marketing wrote, relative to the build folder.
    public static let recordName = ".zk-marketing-written"

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

    /// What a write (or a dry run) found: the changes, and what it kept because zk-marketing did
    /// not write it (a folder none of whose files it wrote is named once, with a trailing `/`).
    public struct Plan: Sendable {
        public var changes: [Change]
        /// Paths relative to the build folder, sorted; folders end in `/`.
        public var kept: [String]
        /// How many files each kept entry holds (1 for a file).
        public var keptCounts: [String: Int]
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

    /// The paths (relative to the build folder) the record lists; empty when there is none.
    public static func record(buildFolder: String) -> Set<CodePointString> {
        guard case .success(let file) = FileReader.read(buildFolder + "/" + recordName, displayPath: recordName) else {
            return []
        }
        let lines = String(decoding: file.bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        return Set(lines.filter { !$0.hasPrefix("#") && !$0.isEmpty }.map(\.codePoints))
    }

    /// Whether `path` (relative to `root`) lies in a subfolder another tree owns.
    func isPreserved(_ path: String) -> Bool { preserved.contains { path.hasCodePointPrefix($0 + "/") } }

    /// What writing the tree would change under `buildFolder` (absolute), and what it would keep.
    public func plan(buildFolder: String) -> Plan {
        plan(buildFolder: buildFolder, record: Self.record(buildFolder: buildFolder))
    }

    func plan(buildFolder: String, record: Set<CodePointString>) -> Plan {
        let folder = buildFolder + "/" + root
        let existing =
            DirectoryWalker.isDirectory(folder) ? DirectoryWalker.files(under: folder).filter { !isPreserved($0) } : []
        // By code point: a file on disk whose name only looks like a rendered one is another file.
        let rendered = Set(files.keys.map(\.codePoints))
        var changes: [Change] = []
        var stray: [String] = []
        for path in existing where !rendered.contains(path.codePoints) {
            if record.contains((root + "/" + path).codePoints) {
                changes.append(Change(kind: .remove, path: root + "/" + path))
            } else {
                stray.append(path)
            }
        }
        for (path, bytes) in files {
            guard let data = FileManager.default.contents(atPath: folder + "/" + path) else {
                changes.append(Change(kind: .add, path: root + "/" + path))
                continue
            }
            if [UInt8](data) != bytes { changes.append(Change(kind: .update, path: root + "/" + path)) }
        }
        // A stray file is named by its highest folder that holds nothing zk-marketing writes or wrote.
        let ours = rendered.union(
            record.compactMap { entry -> CodePointString? in
                let prefix = root + "/"
                let text = entry.string
                return text.hasCodePointPrefix(prefix) ? String(text.dropFirst(prefix.count)).codePoints : nil
            })
        let oursList = ours.map(\.string)
        var counts: [String: Int] = [:]
        for path in stray {
            let parts = path.split(separator: "/").map(String.init)
            var name = root + "/" + path
            for depth in 1..<max(parts.count, 1) {
                let prefix = parts[0..<depth].joined(separator: "/") + "/"
                if !oursList.contains(where: { $0.hasCodePointPrefix(prefix) }) {
                    name = root + "/" + prefix
                    break
                }
            }
            counts[name, default: 0] += 1
        }
        return Plan(
            changes: changes.sorted { $0.path.precedesByCodePoints($1.path) },
            kept: counts.keys.sorted { $0.precedesByCodePoints($1) }, keptCounts: counts)
    }

    /// What writing the tree would change, sorted by path.
    public func changes(buildFolder: String) -> [Change] { plan(buildFolder: buildFolder).changes }

    /// Writes what changed, removes the stale files the record names, updates the record, and
    /// returns the plan it carried out (its `kept` entries are left in place).
    @discardableResult
    public func write(buildFolder: String) throws(WriteError) -> Plan {
        let record = Self.record(buildFolder: buildFolder)
        let plan = plan(buildFolder: buildFolder, record: record)
        let target = buildFolder + "/" + root
        try Self.refuseLinks(from: buildFolder, to: target)
        for change in plan.changes {
            let absolute = buildFolder + "/" + change.path
            let relative = String(change.path.dropFirst(root.count + 1))
            try Self.refuseLinks(from: buildFolder, to: (absolute as NSString).deletingLastPathComponent)
            switch change.kind {
            case .add, .update:
                do throws(AtomicFileWriter.WriteError) {
                    try AtomicFileWriter.write(files[relative] ?? [], to: absolute)
                } catch {
                    throw WriteError(path: error.path, reason: error.reason)
                }
            case .remove:
                guard unlink(absolute) == 0 || errno == ENOENT else {
                    throw WriteError(path: absolute, reason: String(cString: strerror(errno)).lowercased())
                }
                Self.removeEmptyFolders(from: (absolute as NSString).deletingLastPathComponent, upTo: target)
            }
        }
        // The record: entries of other trees stay; this tree's are what it holds now.
        var entries = record.map(\.string).filter { entry in
            !entry.hasCodePointPrefix(root + "/") || isPreserved(String(entry.dropFirst(root.count + 1)))
        }
        entries += files.keys.map { root + "/" + $0 }
        let text =
            "# files zk-marketing render wrote; it removes only these when they are stale\n"
            + entries.sorted { $0.precedesByCodePoints($1) }.joined(separator: "\n") + "\n"
        do throws(AtomicFileWriter.WriteError) {
            try AtomicFileWriter.write(text, to: buildFolder + "/" + Self.recordName)
        } catch {
            throw WriteError(path: error.path, reason: error.reason)
        }
        return plan
    }

    /// Refuses a symbolic link on the way from the build folder to `path` (both absolute): the
    /// tool writes inside its output folder, never through a link out of it.
    static func refuseLinks(from buildFolder: String, to path: String) throws(WriteError) {
        guard path.hasCodePointPrefix(buildFolder) else { return }
        var current = buildFolder
        for part in path.dropFirst(buildFolder.count).split(separator: "/") {
            current += "/" + part
            var info = stat()
            guard lstat(current, &info) == 0 else { return }
            if (info.st_mode & S_IFMT) == S_IFLNK {
                throw WriteError(
                    path: current, reason: "it is a symbolic link; zk-marketing writes only inside its output folder")
            }
        }
    }

    /// Removes `folder` and its parents while they are empty, stopping at `root`.
    static func removeEmptyFolders(from folder: String, upTo root: String) {
        var current = folder
        while current.count > root.count, current.hasCodePointPrefix(root + "/") {
            guard rmdir(current) == 0 else { return }
            current = (current as NSString).deletingLastPathComponent
        }
    }
}
