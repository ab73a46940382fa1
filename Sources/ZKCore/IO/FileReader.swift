import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads input files into `SourceFile`s, turning every failure into a located diagnostic
/// (ZK0001 unreadable, ZK0002 not a regular file, ZK0005 too large) instead of a crash. Only
/// regular files are read: a FIFO, a socket or a device is refused without blocking.
public enum FileReader: DeclaresCodes {
    public static let unreadableFile = DiagnosticCode(
        "ZK0001", .error, phase: .syntax, summary: "a file cannot be read",
        explanation: """
            The file exists in the project but could not be opened or read (permissions, a symbolic \
            link that leads nowhere or to itself, an I/O error). Make it readable by the user running \
            zk-build, or replace the link by the file.
            """,
        broken: DiagnosticExample(
            "Content/README.md", "the content files",
            setup: [.symbolicLink(path: "Content/loop.json", target: "loop.json")],
            unlocated: ["Content/loop.json"]),
        fixed: DiagnosticExample([.init("Content/README.md", "the content files"), .init("Content/loop.json", "{}")]))

    public static let notAFile = DiagnosticCode(
        "ZK0002", .error, phase: .syntax, summary: "a directory (or another non-file) stands where a file was expected",
        explanation: """
            A path that must name a regular file names a directory, a FIFO, a socket or a device. \
            zk-build reads only regular files: a FIFO is refused without waiting on it, so a stray \
            named pipe cannot hang a build. Rename the directory or point the configuration at the file.
            """,
        broken: DiagnosticExample(
            "Content/manifest.json/README.md", "a folder named like the manifest", unlocated: ["Content/manifest.json"]),
        fixed: DiagnosticExample("Content/manifest.json", "{}"))

    public static let fileTooLarge = DiagnosticCode(
        "ZK0005", .error, phase: .syntax, summary: "an input file exceeds the size limit",
        explanation: """
            Inputs larger than the limit (256 MiB) are refused before they are read, so that a \
            stray file cannot exhaust memory. Move the file out of the project folders.
            """,
        broken: DiagnosticExample(
            [.init("Content/stickers.json", zeroFilledSize: sizeLimit + 1)], unlocated: ["Content/stickers.json"]),
        fixed: DiagnosticExample("Content/stickers.json", "{}"))

    public static let codes = [unreadableFile, notAFile, fileTooLarge]

    /// Inputs above this size are refused before reading.
    public static let sizeLimit = 256 << 20

    /// Reads `absolutePath`, naming it `displayPath` in diagnostics and in the `SourceFile`.
    public static func read(_ absolutePath: String, displayPath: String) -> Result<SourceFile, DiagnosticError> {
        readBytes(absolutePath, displayPath: displayPath).map { SourceFile(path: displayPath, bytes: $0) }
    }

    /// The bytes of `absolutePath`, read with `read(2)` into memory (never mapped: a file truncated
    /// while it is read is simply shorter, where a mapping would fault), with the diagnostics of `read`.
    /// A file that does not change while it is read costs four system calls: open, fstat, one
    /// read of its size plus one byte into the array itself, close.
    public static func readBytes(_ absolutePath: String, displayPath: String) -> Result<[UInt8], DiagnosticError> {
        let descriptor: Int32
        let size: Int
        switch openRegularFileSized(absolutePath, displayPath: displayPath, clearNonBlocking: false) {
        case .failure(let error): return .failure(error)
        case .success(let opened): (descriptor, size) = opened
        }
        defer { close(descriptor) }
        guard size <= sizeLimit else {
            return .failure(
                DiagnosticError(
                    Diagnostic(
                        fileTooLarge,
                        tooLargeMessage(displayPath, size: size),
                        at: SourceLocation(path: displayPath))))
        }
        // One read of one byte more than fstat said, straight into the array: a short read of a
        // regular file is its end, a full one means the file grew and the rest is read in chunks.
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            count = 0
            while true {
                let read = Glibc.read(descriptor, buffer.baseAddress, size + 1)
                if read < 0, errno == EINTR { continue }
                if read < 0 { failure = errno } else { count = read }
                break
            }
        }
        if failure == 0, bytes.count > size {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while failure == 0 {
                let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                if count < 0 {
                    failure = errno
                    break
                }
                if count == 0 { break }
                bytes.append(contentsOf: chunk[0..<count])
                if bytes.count > sizeLimit {
                    return .failure(
                        DiagnosticError(
                            Diagnostic(
                                fileTooLarge, "'\(displayPath)' grew above the input limit while being read",
                                at: SourceLocation(path: displayPath))))
                }
            }
        }
        if failure != 0 {
            return .failure(
                DiagnosticError(
                    Diagnostic(
                        unreadableFile,
                        "cannot read '\(displayPath)': \(String(cString: strerror(failure)).lowercased())",
                        at: SourceLocation(path: displayPath))))
        }
        return .success(bytes)
    }

    /// Opens `absolutePath` for reading only if it is a regular file: the open never blocks (a
    /// FIFO is opened non-blocking and refused), and the type is checked on the open descriptor,
    /// so a file swapped for a FIFO or a device between a check and the open cannot slip through.
    /// Failures: ZK0001 (cannot open), ZK0002 (not a regular file). The caller closes the descriptor.
    public static func openRegularFile(_ absolutePath: String, displayPath: String) -> Result<Int32, DiagnosticError> {
        openRegularFileSized(absolutePath, displayPath: displayPath).map(\.descriptor)
    }

    /// `openRegularFile`, with the file's size as the open descriptor's `fstat` gave it.
    /// With `clearNonBlocking` false the descriptor keeps `O_NONBLOCK` (it changes nothing for a
    /// regular file, and spares two `fcntl` calls to a reader that only reads it).
    static func openRegularFileSized(
        _ absolutePath: String, displayPath: String, clearNonBlocking: Bool = true
    ) -> Result<(descriptor: Int32, size: Int), DiagnosticError> {
        let descriptor = open(absolutePath, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            return .failure(
                DiagnosticError(
                    Diagnostic(
                        unreadableFile, "cannot read '\(displayPath)': \(errnoText())",
                        at: SourceLocation(path: displayPath))))
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let reason = errnoText()
            close(descriptor)
            return .failure(
                DiagnosticError(
                    Diagnostic(
                        unreadableFile, "cannot read '\(displayPath)': \(reason)", at: SourceLocation(path: displayPath)
                    )))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            let kind = kindName(info.st_mode)
            let message =
                (info.st_mode & S_IFMT) == S_IFDIR
                ? "expected a file, but '\(displayPath)' is a directory"
                : "expected a regular file, but '\(displayPath)' is \(kind); it is not read"
            return .failure(DiagnosticError(Diagnostic(notAFile, message, at: SourceLocation(path: displayPath))))
        }
        // Reads of a regular file never block; clear the flag anyway so reads behave as usual.
        if clearNonBlocking {
            let flags = fcntl(descriptor, F_GETFL)
            if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        }
        return .success((descriptor, Int(info.st_size)))
    }

    /// What a file type is called in messages: "a directory", "a FIFO (named pipe)", "a socket", …
    public static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: "a regular file"
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }

    /// Bytes, not rounded MiB: a file one byte over the limit must not read "256 MiB, above 256 MiB".
    static func tooLargeMessage(_ path: String, size: Int) -> String {
        "'\(path)' is \(size) bytes, above the input limit of \(sizeLimit >> 20) MiB (\(sizeLimit) bytes)"
    }

    static func errnoText() -> String {
        String(cString: strerror(errno)).lowercased()
    }
}

/// An error that is a diagnostic (thrown across layers that have nothing to add to it).
public struct DiagnosticError: Error, Sendable {
    public var diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}
