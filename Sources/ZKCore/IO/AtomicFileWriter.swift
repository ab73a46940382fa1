import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes outputs so that a reader never sees half a file: the bytes go to a temporary file in
/// the same folder (`.<name>.zk-tmp-<pid>-<n>`, so that a run killed midway leaves a file that the
/// next run recognises and sweeps), are flushed, and the file is renamed over the target. On any
/// failure the previous file stays as it was and the temporary file is removed. Only a regular
/// file is ever replaced: a FIFO, a device, a socket, a folder or a symbolic link at the target
/// is refused, so `-o /dev/null` cannot turn a device into a file.
public enum AtomicFileWriter: DeclaresCodes {
    public static let writeFailed = DiagnosticCode(
        "ZK0004", .error, summary: "an output file cannot be written",
        explanation: """
            An artifact could not be written to `build/`. The previous artifact, if any, is left \
            intact (outputs are written to a temporary file and renamed into place), and a failed \
            write is never cached: the next build writes it again. Only a regular file is replaced; \
            a FIFO, a device, a folder or a symbolic link at the output path is refused. Check free \
            space and permissions of the build folder.
            """,
        broken: DiagnosticExample(
            [
                .init("Content/dictionaries/en/alphabet.json", exampleAlphabet),
                .init("Content/dictionaries/en/words.txt", "at\ntat\n"),
                .init("build/dictionaries/en.dawg/README.md", "a folder where the dictionary goes"),
            ],
            command: ["zk-build", "build"], unlocated: ["build/dictionaries/en.dawg"]),
        fixed: DiagnosticExample(
            [
                .init("Content/dictionaries/en/alphabet.json", exampleAlphabet),
                .init("Content/dictionaries/en/words.txt", "at\ntat\n"),
            ],
            command: ["zk-build", "build"]))

    public static let codes = [writeFailed]

    /// The alphabet of the examples: a dictionary build whose output path is a folder.
    public static let exampleAlphabet = """
        {"variant": "en", "language": "en", "blanks": 2, "minLength": 2, "maxLength": 8,
         "letters": [{"letter": "a", "value": 1, "count": 9}, {"letter": "t", "value": 1, "count": 6}]}
        """

    public struct WriteError: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        /// The symbolic link on the way that refused the write (`OutputWriter`), if that was it.
        public var link: String?

        public init(path: String, reason: String, link: String? = nil) {
            self.path = path
            self.reason = reason
            self.link = link
        }

        public var description: String { "cannot write '\(path)': \(reason)" }

        /// The diagnostic: a link on the way is the driver's "output through a link" at the link, anything else
        /// this code at `place` (the path as the command was given it; `path` when nil).
        public func diagnostic(at place: String? = nil) -> Diagnostic {
            if let link { return SymbolicLinkGuard.outputThroughLink(place ?? path, link: link, action: "write") }
            let shown = place ?? path
            return Diagnostic(
                AtomicFileWriter.writeFailed, "cannot write '\(shown)': \(reason)", at: SourceLocation(path: shown))
        }
    }

    /// The infix of every temporary file name.
    public static let temporaryMarker = ".zk-tmp-"

    /// Writes `bytes` to `path`, creating missing parent folders. Unchanged files are not
    /// rewritten (their modification time stays), which keeps incremental consumers quiet.
    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        try checkTarget(path)
        if let existing = existingBytes(path, count: bytes.count), existing == bytes { return }
        try write(to: path) { (emit: ([UInt8]) throws(WriteError) -> Void) throws(WriteError) in try emit(bytes) }
    }

    public static func write(_ text: String, to path: String) throws(WriteError) {
        try write(Array(text.utf8), to: path)
    }

    /// Streams the bytes `produce` hands to `emit` into `path`, atomically. A `produce` that
    /// throws leaves the previous file in place; its error becomes the write error's reason.
    public static func write(
        to path: String, _ produce: (_ emit: ([UInt8]) throws(WriteError) -> Void) throws -> Void
    ) throws(WriteError) {
        try checkTarget(path)
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: path, reason: "cannot create folder '\(folder)'")
        }
        let temporary = temporaryPath(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw WriteError(path: path, reason: FileReader.errnoText())
        }
        var failure: String?
        do {
            try produce { (chunk: [UInt8]) throws(WriteError) in
                if let reason = writeAll(chunk, to: descriptor) { throw WriteError(path: path, reason: reason) }
            }
        } catch let error as WriteError {
            failure = error.reason
        } catch {
            failure = "\(error)"
        }
        if failure == nil, fsync(descriptor) != 0 { failure = FileReader.errnoText() }
        if close(descriptor) != 0, failure == nil { failure = FileReader.errnoText() }
        if let failure {
            unlink(temporary)
            throw WriteError(path: path, reason: failure)
        }
        // The target may have changed kind while the bytes were written.
        do throws(WriteError) {
            try checkTarget(path)
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let reason = FileReader.errnoText()
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
    }

    /// A fresh temporary name beside `path`, carrying this process's id.
    static func temporaryPath(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        return folder + "/." + url.lastPathComponent + temporaryMarker
            + "\(getpid())-\(UInt64.random(in: 0...UInt64.max) % 1_000_000_007)"
    }

    /// Refuses a target that exists and is not a regular file.
    static func checkTarget(_ path: String) throws(WriteError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw WriteError(
                path: path,
                reason:
                    "it is \(FileReader.kindName(info.st_mode)), not a regular file; only regular files are replaced")
        }
    }

    /// The bytes of an existing regular file of exactly `count` bytes, nil otherwise.
    static func existingBytes(_ path: String, count: Int) -> [UInt8]? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == count else {
            return nil
        }
        guard case .success(let file) = FileReader.read(path, displayPath: path) else { return nil }
        return file.bytes
    }

    /// Writes every byte of `bytes`; the reason of a failure, nil on success.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var written = 0
        return bytes.withUnsafeBytes { buffer -> String? in
            guard let base = buffer.baseAddress else { return nil }
            while written < buffer.count {
                let count = Glibc.write(descriptor, base + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return FileReader.errnoText()
                }
                written += count
            }
            return nil
        }
    }

    /// The process id in a temporary file's name, nil when the name is not one.
    public static func temporaryOwner(_ name: String) -> Int32? {
        guard name.hasPrefix("."), let marker = name.range(of: temporaryMarker, options: .backwards) else { return nil }
        let rest = name[marker.upperBound...]
        guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0,
            UInt64(rest[rest.index(after: dash)...]) != nil
        else { return nil }
        return pid
    }

    /// Removes the temporary files directly in `folder` left by processes that no longer run (a
    /// tool writing one output sweeps its folder first). Returns the paths removed.
    @discardableResult
    public static func sweepTemporaries(in folder: String) -> [String] {
        guard case .success(let entries) = DirectoryWalker.list(folder) else { return [] }
        return entries.compactMap { entry -> String? in
            guard let name = entry.name, let pid = temporaryOwner(name), pid != getpid(), kill(pid, 0) != 0,
                errno == ESRCH
            else { return nil }
            return unlink(folder + "/" + name) == 0 ? folder + "/" + name : nil
        }
    }

    /// Removes the temporary files under `folder` (recursively) left by processes that no longer
    /// run, and, with `includingOwn`, this process's own (a caller that holds the folder's lock and
    /// writes nothing yet). Returns the paths removed.
    @discardableResult
    public static func sweepTemporaries(under folder: String, includingOwn: Bool = false) -> [String] {
        let own = getpid()
        let stale = DirectoryWalker.entries(under: folder) { name in
            guard let pid = temporaryOwner(name) else { return false }
            if pid == own { return includingOwn }
            return kill(pid, 0) != 0 && errno == ESRCH
        }
        return stale.filter { unlink($0) == 0 }
    }
}
