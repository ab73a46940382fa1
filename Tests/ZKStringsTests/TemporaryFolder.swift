import Foundation
import ZKCore

@testable import ZKStrings
@testable import ZKStringsCLI

/// A folder under the system's temporary directory, removed when released.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "zk-strings-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ relative: String, _ bytes: [UInt8]) throws {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try AtomicFileWriter.write(bytes, to: full)
    }

    func write(_ relative: String, _ text: String) throws { try write(relative, Array(text.utf8)) }

    func bytes(_ relative: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path + "/" + relative).map { Array($0) }
    }

    func read(_ relative: String) -> String? { bytes(relative).map { String(decoding: $0, as: UTF8.self) } }

    /// Runs `zk-strings ARGUMENTS` in this folder, as the executable does; the exit code and what it printed.
    func run(_ arguments: [String]) -> (exit: Int32, output: String) {
        let collected = Collected()
        let exit = ToolMain.run(
            spec: StringsTool.spec, version: StringsTool.version, registry: StringsTool.registry,
            arguments: ["-C", path] + arguments, environment: [:],
            standardOutput: { collected.append($0) }, standardError: { collected.append($0) },
            handler: { try StringsTool.run($0) })
        return (exit, collected.text)
    }
}

/// Text printed by a tool run, collected from its output closures.
final class Collected: @unchecked Sendable {
    private var parts: [String] = []
    private let lock = NSLock()

    func append(_ text: String) {
        lock.lock()
        parts.append(text)
        lock.unlock()
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return parts.joined()
    }
}
