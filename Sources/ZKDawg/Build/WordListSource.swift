import DawgReader
import ZKCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A word list's path and bytes, read into memory with `read(2)`. The list is never mapped: a
/// list truncated by another process while it was mapped made the build fault (SIGBUS) on the
/// vanished pages; read, it is just the bytes it had. The line table that locates a diagnostic
/// (`SourceFile`) is made only when a diagnostic needs it: a clean list of a million lines never
/// pays for one.
public final class WordListSource {
    public let path: String
    private let array: [UInt8]
    private var located: SourceFile?

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        array = bytes
    }

    public init(_ file: SourceFile) {
        path = file.path
        array = file.bytes
        located = file
    }

    /// The number of bytes.
    public var count: Int { array.count }

    /// Calls `body` with the bytes.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try array.withUnsafeBufferPointer(body)
    }

    /// Kept for the scan, which calls it every few hundred kilobytes; an in-memory list has
    /// nothing to hand back.
    func release(upTo offset: Int) {}

    /// The list as a `SourceFile` (made on first use).
    public var file: SourceFile {
        if let located { return located }
        let file = SourceFile(path: path, bytes: array)
        located = file
        return file
    }

    /// The `SourceFile` if a diagnostic has needed one.
    public var fileIfLocated: SourceFile? { located }

    /// Reads `absolutePath` (named `displayPath`), with the diagnostics of `FileReader.read`
    /// (unreadable, not a regular file — a FIFO is refused, never waited on —, too large).
    public static func read(_ absolutePath: String, displayPath: String) -> Result<WordListSource, DiagnosticError> {
        FileReader.readBytes(absolutePath, displayPath: displayPath).map { WordListSource(path: displayPath, bytes: $0) }
    }
}
