import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads input files into `SourceFile`s, turning every failure into a located diagnostic
/// (ZK0001 unreadable, ZK0002 not a regular file, ZK0005 too large) instead of a crash.
public enum FileReader {
    /// Inputs above this size are refused before reading.
    public static let sizeLimit = 256 << 20

    /// Reads `absolutePath`, naming it `displayPath` in diagnostics and in the `SourceFile`.
    public static func read(_ absolutePath: String, displayPath: String) -> Result<SourceFile, DiagnosticError> {
        var info = stat()
        guard stat(absolutePath, &info) == 0 else {
            return .failure(DiagnosticError(Diagnostic(
                CoreCodes.unreadableFile, "cannot read '\(displayPath)': \(errnoText())",
                at: SourceLocation(path: displayPath))))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            let kind = (info.st_mode & S_IFMT) == S_IFDIR ? "a directory" : "not a regular file"
            return .failure(DiagnosticError(Diagnostic(
                CoreCodes.notAFile, "expected a file, but '\(displayPath)' is \(kind)",
                at: SourceLocation(path: displayPath))))
        }
        let size = Int(info.st_size)
        guard size <= sizeLimit else {
            return .failure(DiagnosticError(Diagnostic(
                CoreCodes.fileTooLarge,
                "'\(displayPath)' is \(size / (1 << 20)) MiB, above the input limit of \(sizeLimit >> 20) MiB",
                at: SourceLocation(path: displayPath))))
        }
        let descriptor = open(absolutePath, O_RDONLY)
        guard descriptor >= 0 else {
            return .failure(DiagnosticError(Diagnostic(
                CoreCodes.unreadableFile, "cannot open '\(displayPath)': \(errnoText())",
                at: SourceLocation(path: displayPath))))
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        var chunk = [UInt8](repeating: 0, count: max(4096, min(size + 1, 1 << 20)))
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(DiagnosticError(Diagnostic(
                    CoreCodes.unreadableFile, "cannot read '\(displayPath)': \(errnoText())",
                    at: SourceLocation(path: displayPath))))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > sizeLimit {
                return .failure(DiagnosticError(Diagnostic(
                    CoreCodes.fileTooLarge, "'\(displayPath)' grew above the input limit while being read",
                    at: SourceLocation(path: displayPath))))
            }
        }
        return .success(SourceFile(path: displayPath, bytes: bytes))
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
