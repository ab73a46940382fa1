import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way a command writes and removes its outputs, with the driver's rules (`zk-build`'s
/// own artifacts follow the same ones through its cache):
///
/// - never through a symbolic link: every component of an output path below the folder the
///   command runs in is checked with `lstat`, so a committed `build/pseudo -> ..` cannot turn
///   an export into a rewrite of the inputs (a path outside that folder, given on the command
///   line, is the user's own choice);
/// - never over one of the command's inputs;
/// - atomically (`AtomicFileWriter`), after sweeping the temporary files that a killed run of
///   any tool left beside the target;
/// - a folder a command fills (`zk-content build -o`) loses only the files its record names
///   (`.zk-written`: hash, `FileStamp` and path of each file written), and only while they are
///   still as written and still the files written: a record committed or copied in cannot name
///   another file into deletion, and `-o .` removes nothing of the project.
public struct OutputWriter: Sendable {
    /// The folder the command runs in (absolute): links below it are never followed.
    public let root: String

    public init(root: String) { self.root = root }

    public typealias WriteError = AtomicFileWriter.WriteError

    /// The name of the record a filled folder keeps.
    public static let recordName = ".zk-written"

    /// `path` (relative to `root`, or absolute) made absolute.
    public func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : (root as NSString).appendingPathComponent(path)
    }

    /// Refuses `path` when a component below `root` is a symbolic link (the target itself too).
    public func refuseLinks(_ path: String) throws(WriteError) {
        let full = absolute(path)
        let base = root.hasSuffix("/") ? root : root + "/"
        guard full.hasPrefix(base) else {
            // Outside the working folder: only the target itself is checked (by the atomic writer).
            return
        }
        let relative = String(full.dropFirst(base.count))
        if let link = SymbolicLinkGuard.firstLink(in: relative, root: root) {
            throw WriteError(
                path: path,
                reason: "'\(MessageText.escaped(link))' is a symbolic link; outputs are never written through one",
                link: link)
        }
    }

    /// Writes `bytes` to `path`, never through a link and never over one of `inputs` (paths
    /// relative to `root` or absolute).
    public func write(_ bytes: [UInt8], to path: String, inputs: [String] = []) throws(WriteError) {
        try prepare(path, inputs: inputs)
        AtomicFileWriter.sweepTemporaries(in: (absolute(path) as NSString).deletingLastPathComponent)
        try AtomicFileWriter.write(bytes, to: absolute(path))
    }

    /// Streams what `produce` emits into `path`, under the same rules.
    public func write(
        to path: String, inputs: [String] = [],
        _ produce: (_ emit: ([UInt8]) throws(WriteError) -> Void) throws -> Void
    ) throws(WriteError) {
        try prepare(path, inputs: inputs)
        AtomicFileWriter.sweepTemporaries(in: (absolute(path) as NSString).deletingLastPathComponent)
        try AtomicFileWriter.write(to: absolute(path), produce)
    }

    private func prepare(_ path: String, inputs: [String]) throws(WriteError) {
        try refuseLinks(path)
        let target = Self.normal(absolute(path))
        if inputs.contains(where: { Self.normal(absolute($0)) == target }) {
            throw WriteError(path: path, reason: "it is an input of this command; an output never replaces an input")
        }
        if let real = SymbolicLinkGuard.realPath(target),
            inputs.contains(where: { SymbolicLinkGuard.realPath(absolute($0)) == real })
        {
            throw WriteError(path: path, reason: "it is an input of this command; an output never replaces an input")
        }
    }

    /// `path` without `.` components and repeated slashes.
    static func normal(_ path: String) -> String {
        "/" + path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }

    /// What filling a folder did.
    public struct Filled: Sendable, Equatable {
        /// The files written (relative to the folder), in the order given.
        public var written: [String]
        /// The stale files removed (they were recorded, and still as written).
        public var removed: [String]
        /// The stale files kept: recorded, but changed or not the file written.
        public var kept: [String]
    }

    /// Writes `files` (folder-relative path and bytes) into `folder` and removes the files the
    /// folder's record names that are no longer produced, while they are as written; then records
    /// what is there now. Files the record does not name are never touched.
    public func fill(
        _ folder: String, with files: [(path: String, bytes: [UInt8])], inputs: [String] = []
    ) throws(WriteError) -> Filled {
        try refuseLinks(folder)
        let base = absolute(folder)
        let previous = Self.readRecord(base + "/" + Self.recordName)
        var record: [String: Entry] = [:]
        var filled = Filled(written: [], removed: [], kept: [])
        var swept = Set<String>()
        for file in files {
            guard Self.isRecordable(file.path) else {
                throw WriteError(path: folder + "/" + file.path, reason: "it leaves the output folder")
            }
            // The folder's dead temporaries are swept once, not once per file written into it.
            let path = folder + "/" + file.path
            try prepare(path, inputs: inputs)
            let parent = (absolute(path) as NSString).deletingLastPathComponent
            if swept.insert(parent).inserted { AtomicFileWriter.sweepTemporaries(in: parent) }
            try AtomicFileWriter.write(file.bytes, to: absolute(path))
            let hash = XXHash64.hex(XXHash64.hash(file.bytes))
            record[file.path] = Entry(hash: hash, stamp: FileStamp.of(base + "/" + file.path) ?? "-")
            filled.written.append(file.path)
        }
        for (path, entry) in previous.sorted(by: { $0.key < $1.key }) where record[path] == nil {
            let full = base + "/" + path
            guard SymbolicLinkGuard.firstLink(in: path, root: base) == nil else {
                filled.kept.append(path)
                continue
            }
            guard let stamp = FileStamp.of(full) else { continue }
            guard stamp == entry.stamp, Self.hashOfFile(full) == entry.hash, unlink(full) == 0 else {
                filled.kept.append(path)
                continue
            }
            filled.removed.append(path)
            var parent = (path as NSString).deletingLastPathComponent
            while !parent.isEmpty, rmdir(base + "/" + parent) == 0 {
                parent = (parent as NSString).deletingLastPathComponent
            }
        }
        for path in filled.kept { record[path] = previous[path] }
        let text = record.sorted { $0.key < $1.key }.map { "\($0.value.hash) \($0.value.stamp) \($0.key)\n" }.joined()
        try write(Array((Self.recordHeader + text).utf8), to: folder + "/" + Self.recordName)
        return filled
    }

    /// The hash of a file's bytes as the record keeps it.
    static func hashOfFile(_ path: String) -> String? {
        guard case .success(let file) = FileReader.read(path, displayPath: path) else { return nil }
        return XXHash64.hex(XXHash64.hash(file.bytes))
    }

    /// One file of a record.
    struct Entry: Equatable {
        var hash: String
        var stamp: String
    }

    static let recordHeader = "# files this folder's tool wrote: hash, stamp (device:inode:ctime), path\n"

    /// A relative path that stays inside its folder.
    static func isRecordable(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.isEmpty && !path.hasPrefix("/") && !parts.contains { $0 == ".." || $0 == "." || $0.isEmpty }
    }

    /// The entries of the record at `path`; lines that do not fit (a path leaving the folder, a
    /// line cut short) are left out, so they name nothing into deletion.
    static func readRecord(_ path: String) -> [String: Entry] {
        guard case .success(let file) = FileReader.read(path, displayPath: recordName) else { return [:] }
        var entries: [String: Entry] = [:]
        for line in String(decoding: file.bytes, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, isRecordable(String(fields[2])) else { continue }
            entries[String(fields[2])] = Entry(hash: String(fields[0]), stamp: String(fields[1]))
        }
        return entries
    }
}
