#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Random access to the bytes of an audio file. A probe asks only for the header parts it needs;
/// a read past the end returns fewer bytes (never more than `size - offset`), never traps.
public protocol ByteSource: AnyObject {
    var size: Int { get }
    /// Bytes taken from the file so far (what the benchmark reports as "bytes read").
    var bytesRead: Int { get }
    /// Up to `count` bytes starting at `offset`; fewer (or none) at or beyond the end.
    func read(at offset: Int, count: Int) -> [UInt8]
}

/// A file held in memory (tests, fuzzing, example files).
public final class MemoryByteSource: ByteSource {
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

/// A file on disk, read with `pread`: the first page once (most headers live there), anything
/// else on demand. Closes the file when released.
public final class FileByteSource: ByteSource {
    /// Read up front: one page holds a WAV or CAF header and often a fast-start `moov`.
    public static let headSize = 4096

    public let size: Int
    public private(set) var bytesRead = 0
    private let descriptor: Int32
    private var head: [UInt8] = []

    /// What went wrong opening a file.
    public enum OpenError: Error, Sendable, Equatable {
        case missing
        case notAFile
        case unreadable(String)
    }

    public init(path: String) throws(OpenError) {
        let descriptor = open(path, O_RDONLY)
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

/// Bounds-checked big- and little-endian reads from a byte array: nil instead of a trap.
extension Array where Element == UInt8 {
    func u8(_ at: Int) -> UInt8? { at >= 0 && at < count ? self[at] : nil }

    func u16be(_ at: Int) -> UInt16? {
        guard at >= 0, at + 2 <= count else { return nil }
        return UInt16(self[at]) << 8 | UInt16(self[at + 1])
    }

    func u16le(_ at: Int) -> UInt16? {
        guard at >= 0, at + 2 <= count else { return nil }
        return UInt16(self[at + 1]) << 8 | UInt16(self[at])
    }

    func u32be(_ at: Int) -> UInt32? {
        guard at >= 0, at + 4 <= count else { return nil }
        return (at..<(at + 4)).reduce(UInt32(0)) { $0 << 8 | UInt32(self[$1]) }
    }

    func u32le(_ at: Int) -> UInt32? {
        guard at >= 0, at + 4 <= count else { return nil }
        return (at..<(at + 4)).reversed().reduce(UInt32(0)) { $0 << 8 | UInt32(self[$1]) }
    }

    func u64le(_ at: Int) -> UInt64? {
        guard at >= 0, at + 8 <= count else { return nil }
        return (at..<(at + 8)).reversed().reduce(UInt64(0)) { $0 << 8 | UInt64(self[$1]) }
    }

    func u64be(_ at: Int) -> UInt64? {
        guard at >= 0, at + 8 <= count else { return nil }
        return (at..<(at + 8)).reduce(UInt64(0)) { $0 << 8 | UInt64(self[$1]) }
    }

    /// A four-character code, printable ASCII or escaped (`\x00`), for messages.
    func fourCC(_ at: Int) -> String? {
        guard at >= 0, at + 4 <= count else { return nil }
        return FourCC.text(Array(self[at..<(at + 4)]))
    }
}

/// Four-character codes for messages.
enum FourCC {
    static func text(_ bytes: [UInt8]) -> String {
        bytes.map { $0 >= 0x20 && $0 < 0x7F && $0 != 0x27 && $0 != 0x5C ? String(UnicodeScalar($0)) : "\\x" + hex($0) }.joined()
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
