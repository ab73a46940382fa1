import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive advisory lock (`flock`) on a lock file, held until `release` or the process ends
/// (the kernel drops it when a killed process's descriptor closes, so a crash never leaves the
/// folder locked). The holder writes its process id into the file, so a waiter can name it.
public final class FileLock: DeclaresCodes, @unchecked Sendable {
    public static let busy = DiagnosticCode(
        "ZK0040", .error, summary: "another zk-build holds the lock on the build folder",
        explanation: """
            Two builds writing the same build folder at once could interleave their artifacts and \
            their caches, so every `zk-build build` (and `clean`) first locks `build/.zk-lock`. A \
            second run waits for the first to finish (saying so on a terminal); with `--no-wait` it \
            stops at once with this error and exit code 3. The lock is the kernel's (`flock`): a \
            build that is killed releases it, so the file left behind is harmless. Wait for the other \
            build, or run without `--no-wait`.
            """,
        broken: DiagnosticExample(
            "Strings/README.md", "the catalogs", command: ["zk-build", "build", "--no-wait"],
            setup: [.lockHeld(path: "build/.zk-lock")],
            unlocated: ["build"]),
        fixed: DiagnosticExample("Strings/README.md", "the catalogs", command: ["zk-build", "build", "--no-wait"]))

    public static let codes = [busy]

    public let path: String
    private var descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit { release() }

    /// How `acquire` went when it could not lock.
    public enum Failure: Error, Sendable {
        /// `wait` was false and another process holds the lock (its id, when it wrote one).
        case busy(holder: Int32?)
        /// The lock file cannot be created or opened.
        case unavailable(String)
    }

    /// Locks `path` (creating it and its folder). With `wait`, blocks until the lock is free,
    /// calling `waiting` once with the holder's process id before it blocks.
    public static func acquire(
        _ path: String, wait: Bool, waiting: (Int32?) -> Void = { _ in }
    ) -> Result<FileLock, Failure> {
        let folder = (path as NSString).deletingLastPathComponent
        var announced = false
        // A `clean` running beside may remove the folder between its creation and the open: the
        // folder is made again, a bounded number of times.
        var attempts = 0
        while true {
            attempts += 1
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                return .failure(.unavailable("cannot create folder '\(folder)'"))
            }
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
            guard descriptor >= 0 else {
                if errno == ENOENT, attempts < maximumAttempts { continue }
                return .failure(.unavailable(FileReader.errnoText()))
            }
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                guard errno == EWOULDBLOCK || errno == EINTR else {
                    let reason = FileReader.errnoText()
                    close(descriptor)
                    return .failure(.unavailable(reason))
                }
                let holder = readHolder(descriptor)
                guard wait else {
                    close(descriptor)
                    return .failure(.busy(holder: holder))
                }
                if !announced {
                    waiting(holder)
                    announced = true
                }
                while flock(descriptor, LOCK_EX) != 0 {
                    guard errno == EINTR else {
                        let reason = FileReader.errnoText()
                        close(descriptor)
                        return .failure(.unavailable(reason))
                    }
                }
            }
            // A `clean` may have removed the file while this process waited: then the lock is on
            // a file nobody else will open, so lock the file that is there now instead.
            var held = stat()
            var current = stat()
            guard fstat(descriptor, &held) == 0, stat(path, &current) == 0, held.st_ino == current.st_ino,
                held.st_dev == current.st_dev
            else {
                close(descriptor)
                if attempts < maximumAttempts { continue }
                return .failure(.unavailable("the lock file keeps being replaced"))
            }
            // A hard link (or anything but a plain file of its own) at the lock's path would make
            // the process id overwrite another file: its name is removed (the linked file keeps
            // its bytes) and a fresh lock file made.
            guard (held.st_mode & S_IFMT) == S_IFREG, held.st_nlink == 1 else {
                let removed = unlink(path) == 0
                close(descriptor)
                if removed, attempts < maximumAttempts { continue }
                return .failure(
                    .unavailable("'\(path)' is not a lock file of its own (a hard link or not a regular file)"))
            }
            let pid = Array("\(getpid())\n".utf8)
            if ftruncate(descriptor, 0) == 0 {
                _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
            }
            return .success(FileLock(path: path, descriptor: descriptor))
        }
    }

    /// How often `acquire` makes the folder and opens the file again before it gives up.
    static let maximumAttempts = 1000

    /// Releases the lock (also done when the lock is deallocated).
    public func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    /// The process id the holder wrote, if any.
    static func readHolder(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[0..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
