import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Read-only bytes that outlive every view into them: a file mapped with `mmap`, or a copy in
/// 16-byte aligned memory (for tests and freshly built dictionaries).
public final class MappedBytes: @unchecked Sendable {
    /// The first byte.
    public let base: UnsafeRawPointer
    /// The number of bytes.
    public let count: Int
    private let mapped: Bool

    /// Maps the file at `path` (an empty file gets a valid empty buffer).
    public init(path: String) throws(DawgFormatError) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw .cannotOpen(reason: "'\(path)': " + String(cString: strerror(errno)).lowercased())
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw .cannotOpen(reason: String(cString: strerror(errno)).lowercased())
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .cannotOpen(reason: "'\(path)' is not a regular file") }
        let size = Int(info.st_size)
        if size == 0 {
            let memory = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 16)
            base = UnsafeRawPointer(memory)
            count = 0
            mapped = false
            return
        }
        let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0)
        guard let address, address != MAP_FAILED else {
            throw .cannotOpen(reason: "mmap of \(size) bytes failed: " + String(cString: strerror(errno)).lowercased())
        }
        base = UnsafeRawPointer(address)
        count = size
        mapped = true
    }

    /// Takes over a mapping of `count` bytes made with `mmap` (unmapped when released).
    package init(mapped base: UnsafeRawPointer, count: Int) {
        self.base = base
        self.count = count
        mapped = true
    }

    /// A private, aligned copy of `bytes`.
    public init(copying bytes: [UInt8]) {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 16), alignment: 16)
        bytes.withUnsafeBytes { buffer in
            if let source = buffer.baseAddress { memory.copyMemory(from: source, byteCount: buffer.count) }
        }
        base = UnsafeRawPointer(memory)
        count = bytes.count
        mapped = false
    }

    deinit {
        if mapped {
            munmap(UnsafeMutableRawPointer(mutating: base), count)
        } else {
            UnsafeMutableRawPointer(mutating: base).deallocate()
        }
    }

    /// Whether the bytes are a mapping of a file (rather than a copy in memory).
    public var isMapped: Bool { mapped }

    /// The bytes as a buffer.
    public var buffer: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }
}
