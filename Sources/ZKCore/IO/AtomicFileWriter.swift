import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes outputs so that a reader never sees half a file: the bytes go to a temporary file in
/// the same folder, are flushed, and the file is renamed over the target. On any failure the
/// previous file stays as it was and the temporary file is removed.
public enum AtomicFileWriter {
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String

        public var description: String { "cannot write '\(path)': \(reason)" }
    }

    /// Writes `bytes` to `path`, creating missing parent folders. Unchanged files are not
    /// rewritten (their modification time stays), which keeps incremental consumers quiet.
    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: path, reason: "cannot create folder '\(folder)'")
        }
        if let existing = FileManager.default.contents(atPath: path), existing.count == bytes.count,
            existing.elementsEqual(bytes)
        {
            return
        }
        let temporary = folder + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max) % 1_000_000_007)"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            throw WriteError(path: path, reason: FileReader.errnoText())
        }
        var written = 0
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                guard let base = buffer.baseAddress else { break }
                let count = Glibc.write(descriptor, base + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = FileReader.errnoText()
                    return
                }
                written += count
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = FileReader.errnoText() }
        close(descriptor)
        if let failure {
            unlink(temporary)
            throw WriteError(path: path, reason: failure)
        }
        guard rename(temporary, path) == 0 else {
            let reason = FileReader.errnoText()
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
    }

    public static func write(_ text: String, to path: String) throws(WriteError) {
        try write(Array(text.utf8), to: path)
    }
}
