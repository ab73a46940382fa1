import ZKCore

/// A generated file: its path under the build folder and its bytes.
public struct Artifact: Sendable, Hashable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}

/// Writes artifacts atomically under a build folder; every failure is an `AtomicFileWriter.writeFailed`.
public enum ArtifactWriter {
    public static func write(_ artifacts: [Artifact], buildFolder: String, displayFolder: String) -> (written: [String], diagnostics: [Diagnostic]) {
        var written: [String] = []
        var diagnostics: [Diagnostic] = []
        for artifact in artifacts.sorted(by: { $0.path < $1.path }) {
            do {
                try AtomicFileWriter.write(artifact.bytes, to: buildFolder + "/" + artifact.path)
                written.append(displayFolder + "/" + artifact.path)
            } catch {
                diagnostics.append(Diagnostic(
                    AtomicFileWriter.writeFailed, error.description, at: SourceLocation(path: displayFolder + "/" + artifact.path)))
            }
        }
        return (written, diagnostics)
    }
}
