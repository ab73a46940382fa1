import Foundation
import ZKBuild
import ZKCore

/// A throwaway project folder for driver tests.
struct TestProject {
    let root: String

    init(_ files: [String: String] = [:]) throws {
        root = NSTemporaryDirectory() + "zk-build-test-\(UUID().uuidString)"
        for folder in ["Content", "Strings", "Audio-manifests", "Brand"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for (path, contents) in files { try write(path, contents) }
    }

    /// A folder that already exists (nothing is created).
    init(existing root: String) { self.root = root }

    func write(_ path: String, _ contents: String) throws {
        try write(path, Array(contents.utf8))
    }

    func write(_ path: String, _ bytes: [UInt8]) throws {
        let full = root + "/" + path
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
    }

    /// Runs `zk-build` with `arguments` in this project; returns exit code, stdout, stderr. The
    /// driver tests run the json-syntax stage alone, so the tools' own checks stay out of them.
    func run(
        _ arguments: [String], environment: [String: String] = ["CI": "true"], stages: [any Stage] = [JSONSyntaxStage()]
    ) -> (code: Int32, out: String, err: String) {
        let out = Capture()
        let err = Capture()
        let code = ZKBuildCommand.main(
            arguments: ["-C", root] + arguments, environment: environment, standardOutput: { out.append($0) },
            standardError: { err.append($0) }, stages: stages)
        return (code, out.text, err.text)
    }
}

/// Collects output written from any thread.
final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""

    func append(_ text: String) { lock.withLock { buffer += text } }

    var text: String { lock.withLock { buffer } }
}
