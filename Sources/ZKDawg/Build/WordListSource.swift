import DawgReader
import ZKCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A word list's path and bytes: in memory (a `SourceFile` the driver read), or streamed from
/// the file with `read(2)` in chunks of whole lines, so that a list costs a megabyte of memory
/// whatever its size (a line longer than that is handed over cut at the megabyte, where it is
/// rejected as too long, and the rest of it is never held). The list is never mapped: a list truncated by another process while it was
/// mapped made the build fault (SIGBUS) on the vanished pages. A streamed list that ends before
/// the size it had when opened (truncated, or replaced, while it was read), or that fails to read,
/// is an error (`FileReader.unreadableFile`), never a shorter list taken silently.
///
/// The line table that locates a diagnostic (`SourceFile`) is made only when a diagnostic needs
/// it (a streamed list is then read once more, whole): a clean list of a million lines never
/// pays for one.
public final class WordListSource {
    public let path: String
    private let array: [UInt8]
    /// Where a streamed list is read from (nil: in memory).
    private let absolutePath: String?
    /// The size when the list was opened.
    public let count: Int
    private var located: SourceFile?
    /// The reason a streamed list could not be read whole, once it was found.
    public private(set) var readError: Diagnostic?

    /// Bytes of a streamed list read per `read(2)`.
    static let chunkSize = 1 << 20
    /// This list's (smaller in tests, to reach the long-line path with a short list).
    private let bufferSize: Int

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        array = bytes
        absolutePath = nil
        count = bytes.count
        bufferSize = Self.chunkSize
    }

    public init(_ file: SourceFile) {
        path = file.path
        array = file.bytes
        absolutePath = nil
        count = file.bytes.count
        located = file
        bufferSize = Self.chunkSize
    }

    init(path: String, absolutePath: String, count: Int, bufferSize: Int = WordListSource.chunkSize) {
        self.path = path
        array = []
        self.absolutePath = absolutePath
        self.count = count
        self.bufferSize = max(1, bufferSize)
    }

    /// Calls `body` with consecutive pieces of the list, each ending at the end of a line (or of
    /// the list), with the offset of the piece's first byte in the list; `body` returns false to
    /// stop. Returns false when stopped, or when the list could not be read whole (`readError`).
    func forEachChunk(_ body: (UnsafeBufferPointer<UInt8>, Int) -> Bool) -> Bool {
        guard let absolutePath else { return array.withUnsafeBufferPointer { body($0, 0) } }
        let descriptor: Int32
        switch FileReader.openRegularFile(absolutePath, displayPath: path) {
        case .failure(let error):
            readError = error.diagnostic
            return false
        case .success(let opened): descriptor = opened
        }
        defer { close(descriptor) }
        let capacity = bufferSize
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        var filled = 0
        var consumed = 0
        // Inside a line longer than the buffer, whose first bytes were handed over as a line of
        // their own (no word is a megabyte long: the line is rejected there, at its true offset):
        // the rest of it is read past, never held, so a list costs a megabyte whatever it holds.
        var skipping = false
        func skipToNextLine() {
            if let newline = memchr(buffer, 0x0A, filled) {
                let kept = buffer + filled - (newline.assumingMemoryBound(to: UInt8.self) + 1)
                memmove(buffer, buffer + (filled - kept), kept)
                consumed += filled - kept
                filled = kept
                skipping = false
            } else {
                consumed += filled
                filled = 0
            }
        }
        while true {
            if skipping {
                skipToNextLine()
            } else if filled == capacity {
                if !body(UnsafeBufferPointer(start: buffer, count: filled), consumed) { return false }
                consumed += filled
                filled = 0
                skipping = true
            }
            let read = systemRead(descriptor, buffer + filled, capacity - filled)
            if read < 0, errno == EINTR { continue }
            if read < 0 {
                fail("cannot read '\(path)': \(String(cString: strerror(errno)).lowercased())")
                return false
            }
            let atEnd = read == 0
            filled += read
            if consumed + filled > count {
                fail(
                    "'\(path)' grew while it was read (\(count) bytes when opened); it is not built from a list that is being written"
                )
                return false
            }
            if atEnd {
                if consumed + filled < count {
                    fail(
                        "'\(path)' ended after \(consumed + filled) of its \(count) bytes: it was truncated or replaced while it was read"
                    )
                    return false
                }
                if skipping { skipToNextLine() }
                return filled == 0 || skipping || body(UnsafeBufferPointer(start: buffer, count: filled), consumed)
            }
            if skipping { continue }
            // Hand over the whole lines; the unfinished last one moves to the front.
            var end = filled
            while end > 0, buffer[end - 1] != 0x0A { end -= 1 }
            guard end > 0 else { continue }
            if !body(UnsafeBufferPointer(start: buffer, count: end), consumed) { return false }
            memmove(buffer, buffer + end, filled - end)
            consumed += end
            filled -= end
        }
    }

    private func fail(_ message: String) {
        if readError == nil {
            readError = Diagnostic(FileReader.unreadableFile, message, at: SourceLocation(path: path))
        }
    }

    /// The list as a `SourceFile` (made on first use; a streamed list is read again, whole).
    public var file: SourceFile {
        if let located { return located }
        var bytes = array
        if let absolutePath {
            switch FileReader.readBytes(absolutePath, displayPath: path) {
            case .success(let read):
                bytes = read
                if read.count != count {
                    fail("'\(path)' changed while it was read (\(count) bytes, then \(read.count))")
                }
            case .failure(let error):
                if readError == nil { readError = error.diagnostic }
                bytes = []
            }
        }
        let file = SourceFile(path: path, bytes: bytes)
        located = file
        return file
    }

    /// The `SourceFile` if a diagnostic has needed one.
    public var fileIfLocated: SourceFile? { located }

    /// Opens `absolutePath` (named `displayPath`) to be streamed, with the diagnostics of
    /// `FileReader.read` (unreadable, not a regular file — a FIFO is refused, never waited on —,
    /// too large).
    public static func read(_ absolutePath: String, displayPath: String) -> Result<WordListSource, DiagnosticError> {
        read(absolutePath, displayPath: displayPath, bufferSize: chunkSize)
    }

    static func read(
        _ absolutePath: String, displayPath: String, bufferSize: Int
    ) -> Result<WordListSource, DiagnosticError> {
        let descriptor: Int32
        switch FileReader.openRegularFile(absolutePath, displayPath: displayPath) {
        case .failure(let error): return .failure(error)
        case .success(let opened): descriptor = opened
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            return .failure(
                DiagnosticError(
                    Diagnostic(
                        FileReader.unreadableFile,
                        "cannot read '\(displayPath)': \(String(cString: strerror(errno)).lowercased())",
                        at: SourceLocation(path: displayPath))))
        }
        let size = Int(info.st_size)
        guard size <= FileReader.sizeLimit else {
            return .failure(
                DiagnosticError(
                    Diagnostic(
                        FileReader.fileTooLarge,
                        "'\(displayPath)' is \(size / (1 << 20)) MiB, above the input limit of \(FileReader.sizeLimit >> 20) MiB",
                        at: SourceLocation(path: displayPath))))
        }
        return .success(
            WordListSource(path: displayPath, absolutePath: absolutePath, count: size, bufferSize: bufferSize))
    }
}

/// `read(2)` (the name `read` is taken by `WordListSource.read` inside the class).
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
    #else
        Darwin.read(descriptor, buffer, count)
    #endif
}
