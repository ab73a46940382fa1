import Foundation
import Testing
import ZKContent
import ZKCore

@testable import ZKContentCLI

/// `zk-content` run alone on a hostile pull request's content folder (issue 23): a file that
/// links outside the repository is one error at the link, never read, never quoted.
@Suite struct ContentContainmentTests {
    @Test func aContentFileLinkedOutsideTheRepositoryIsNotRead() throws {
        let root = NSTemporaryDirectory() + "zk-content-contain-\(UUID().uuidString)"
        let secret = NSTemporaryDirectory() + "zk-content-secret-\(UUID().uuidString).json"
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: secret)
        }
        try FileManager.default.createDirectory(atPath: root + "/Content/games", withIntermediateDirectories: true)
        try Data(#"{ "token": "ghp_secret_value" "#.utf8).write(to: URL(fileURLWithPath: secret))
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Content/games/linked.json", withDestinationPath: secret)
        let out = ToolContentCapture()
        let status = ToolMain.run(
            spec: ContentTool.spec, version: ContentTool.version, registry: ContentTool.registry,
            arguments: ["check", "Content", "-C", root], environment: ["CI": "true"],
            standardOutput: { out.append($0) }, standardError: { out.append($0) },
            handler: { try ContentTool.run($0) })
        #expect(status == 1, "\(out.text)")
        #expect(
            out.text.contains(
                "Content/games/linked.json: error: 'Content/games/linked.json' is a symbolic link to a place outside the repository"
            ), "\(out.text)")
        #expect(!out.text.contains("ghp_secret_value"))
        #expect(!out.text.contains(secret))
    }
}

/// Output collected from the tool's closures.
final class ToolContentCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""
    func append(_ text: String) { lock.withLock { buffer += text } }
    var text: String { lock.withLock { buffer } }
}
