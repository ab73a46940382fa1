import DawgReader
import ZKCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A word list's path and bytes: an array (a `SourceFile` read by the driver) or a read-only
/// mapping of the file (the command line), whose pages are handed back as the scan passes them.
/// The line table that locates a diagnostic (`SourceFile`) is made only when a diagnostic needs
/// it: a clean list of a million lines never pays for one.
public final class WordListSource {
    public let path: String
    private let array: [UInt8]
    private let mapping: MappedBytes?
    private var located: SourceFile?
    /// The mapped bytes below this offset have been handed back to the kernel.
    private var released = 0

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        array = bytes
        mapping = nil
    }

    public init(_ file: SourceFile) {
        path = file.path
        array = file.bytes
        mapping = nil
        located = file
    }

    init(path: String, mapping: MappedBytes) {
        self.path = path
        array = []
        self.mapping = mapping
    }

    /// The number of bytes.
    public var count: Int { mapping?.count ?? array.count }

    /// Calls `body` with the bytes.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let mapping {
            return try body(UnsafeBufferPointer(start: mapping.base.assumingMemoryBound(to: UInt8.self), count: mapping.count))
        }
        return try array.withUnsafeBufferPointer(body)
    }

    /// Lets the kernel drop the mapped pages wholly below `offset` from this process's memory;
    /// they are read again from the file if a diagnostic needs them. Called every few hundred
    /// kilobytes by the scan, so a list costs little resident memory whatever its size.
    func release(upTo offset: Int) {
        guard let mapping else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let end = offset / page * page
        guard end > released else { return }
        madvise(UnsafeMutableRawPointer(mutating: mapping.base) + released, end - released, MADV_DONTNEED)
        released = end
    }

    /// The list as a `SourceFile` (made on first use).
    public var file: SourceFile {
        if let located { return located }
        let file = SourceFile(path: path, bytes: mapping == nil ? array : withBytes { Array($0) })
        located = file
        return file
    }

    /// The `SourceFile` if a diagnostic has needed one.
    public var fileIfLocated: SourceFile? { located }

    /// Maps `absolutePath` (named `displayPath`), with the diagnostics of `FileReader.read`
    /// (ZK0001 unreadable, ZK0002 not a regular file, ZK0005 too large).
    public static func read(_ absolutePath: String, displayPath: String) -> Result<WordListSource, DiagnosticError> {
        func failure(_ code: DiagnosticCode, _ message: String) -> Result<WordListSource, DiagnosticError> {
            .failure(DiagnosticError(Diagnostic(code, message, at: SourceLocation(path: displayPath))))
        }
        func reason() -> String { String(cString: strerror(errno)).lowercased() }
        let descriptor = open(absolutePath, O_RDONLY)
        guard descriptor >= 0 else {
            if errno == EISDIR { return failure(CoreCodes.notAFile, "expected a file, but '\(displayPath)' is a directory") }
            return failure(CoreCodes.unreadableFile, "cannot read '\(displayPath)': \(reason())")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return failure(CoreCodes.unreadableFile, "cannot read '\(displayPath)': \(reason())") }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            let kind = (info.st_mode & S_IFMT) == S_IFDIR ? "a directory" : "not a regular file"
            return failure(CoreCodes.notAFile, "expected a file, but '\(displayPath)' is \(kind)")
        }
        let size = Int(info.st_size)
        guard size <= FileReader.sizeLimit else {
            return failure(
                CoreCodes.fileTooLarge, "'\(displayPath)' is \(size / (1 << 20)) MiB, above the input limit of \(FileReader.sizeLimit >> 20) MiB")
        }
        guard size > 0 else { return .success(WordListSource(path: displayPath, bytes: [])) }
        let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0)
        guard let address, address != MAP_FAILED else { return failure(CoreCodes.unreadableFile, "cannot read '\(displayPath)': \(reason())") }
        madvise(address, size, MADV_SEQUENTIAL)
        return .success(WordListSource(path: displayPath, mapping: MappedBytes(mapped: UnsafeRawPointer(address), count: size)))
    }
}
