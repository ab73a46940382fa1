#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Random access to a file's bytes for header probes: a probe asks only for the parts it needs,
/// and a read at or past the end returns fewer bytes (or none), never traps. ZKContent's image
/// probes and ZKAudio's audio probes read through it.
public protocol BoundedBytes: AnyObject {
    var size: Int { get }
    /// Bytes taken from the file so far.
    var bytesRead: Int { get }
    /// Up to `count` bytes starting at `offset`; fewer (or none) at or beyond the end.
    func read(at offset: Int, count: Int) -> [UInt8]
}

/// Bytes held in memory (tests, fuzzing, example files).
public final class MemoryBytes: BoundedBytes {
    public let bytes: [UInt8]
    public private(set) var bytesRead = 0

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    public var size: Int { bytes.count }

    public func read(at offset: Int, count: Int) -> [UInt8] {
        guard offset >= 0, count > 0, offset < bytes.count else { return [] }
        let end = offset + min(count, bytes.count - offset)
        bytesRead += end - offset
        return Array(bytes[offset..<end])
    }
}

/// A file on disk read with `pread`: the first page up front (most headers live there), the rest
/// on demand. Closes the file when released.
public final class FileBytes: BoundedBytes {
    public static let headSize = 4096

    public let size: Int
    public private(set) var bytesRead = 0
    private let descriptor: Int32
    private var head: [UInt8] = []

    /// Why a file could not be opened.
    public enum OpenError: Error, Sendable, Equatable {
        case missing
        case notAFile
        case unreadable(String)
    }

    /// Opened without blocking (a FIFO named as an image waited for a writer forever) and
    /// kept only when it is a regular file.
    public init(path: String) throws(OpenError) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .missing }
            throw .unreadable(String(cString: strerror(code)).lowercased())
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let reason = String(cString: strerror(errno)).lowercased()
            close(descriptor)
            throw .unreadable(reason)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw .notAFile
        }
        self.descriptor = descriptor
        self.size = Int(info.st_size)
        self.head = pread(at: 0, count: min(size, Self.headSize))
    }

    deinit { close(descriptor) }

    public func read(at offset: Int, count: Int) -> [UInt8] {
        guard offset >= 0, count > 0, offset < size else { return [] }
        let wanted = min(count, size - offset)
        if offset + wanted <= head.count {
            return Array(head[offset..<(offset + wanted)])
        }
        return pread(at: offset, count: wanted)
    }

    private func pread(at offset: Int, count: Int) -> [UInt8] {
        guard count > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = buffer.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return -1 }
                #if canImport(Glibc)
                    return Glibc.pread(descriptor, base + filled, count - filled, off_t(offset + filled))
                #else
                    return Darwin.pread(descriptor, base + filled, count - filled, off_t(offset + filled))
                #endif
            }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { break }
            filled += got
        }
        if filled < count { buffer.removeSubrange(filled...) }
        bytesRead += filled
        return buffer
    }
}
