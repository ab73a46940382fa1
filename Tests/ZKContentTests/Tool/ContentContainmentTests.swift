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

    /// Issue 55: `zk-content build -o .` used to delete every project file it did not produce, and
    /// a committed `build/content` link let it wipe the folder outside.
    @Test func buildRemovesOnlyWhatItWroteAndNeverWritesThroughALink() throws {
        let root = NSTemporaryDirectory() + "zk-content-fill-\(UUID().uuidString)"
        let outside = root + "-outside"
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: outside)
        }
        try FileManager.default.createDirectory(atPath: root + "/Content/games", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Data(#"{"id": "a"}"#.utf8).write(to: URL(fileURLWithPath: root + "/Content/games/a.json"))
        try Data("mine".utf8).write(to: URL(fileURLWithPath: root + "/README.md"))
        try Data("precious".utf8).write(to: URL(fileURLWithPath: outside + "/keep.txt"))
        func run(_ arguments: [String]) -> (Int32, String) {
            let out = ToolContentCapture()
            let status = ToolMain.run(
                spec: ContentTool.spec, version: ContentTool.version, registry: ContentTool.registry,
                arguments: arguments + ["-C", root], environment: ["CI": "true"],
                standardOutput: { out.append($0) }, standardError: { out.append($0) },
                handler: { try ContentTool.run($0) })
            return (status, out.text)
        }
        for _ in 0..<2 {
            let (status, text) = run(["build", "Content", "-o", "."])
            #expect(status == 0, "\(text)")
        }
        #expect(FileManager.default.contents(atPath: root + "/README.md") == Data("mine".utf8))
        #expect(FileManager.default.contents(atPath: root + "/Content/games/a.json") == Data(#"{"id": "a"}"#.utf8))
        #expect(FileManager.default.fileExists(atPath: root + "/catalog.json"))
        try FileManager.default.createDirectory(atPath: root + "/build", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/build/content", withDestinationPath: outside)
        let (status, text) = run(["build", "Content"])
        #expect(status == 3)
        #expect(
            text.contains(
                "build/content: error: cannot write 'build/content': it is a symbolic link; "
                    + "zk-build never writes or deletes through a symbolic link [ZK0050]"), "\(text)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["keep.txt"])
    }

    /// Issue 53: Bazel's sandbox presents each declared input as a link into the source tree. With
    /// `--trust-declared-inputs` the content folder named on the command line is read through
    /// its links and compiled; the output still is never written through a link.
    @Test func aDeclaredContentFolderIsReadThroughItsLinksAndOutputsStayReal() throws {
        let root = NSTemporaryDirectory() + "zk-content-declared-\(UUID().uuidString)"
        let source = root + "-source"
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: source)
        }
        try FileManager.default.createDirectory(atPath: source + "/games", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/Content/games", withIntermediateDirectories: true)
        try Data(#"{"id": "a"}"#.utf8).write(to: URL(fileURLWithPath: source + "/games/a.json"))
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Content/games/a.json", withDestinationPath: source + "/games/a.json")
        func run(_ arguments: [String]) -> (Int32, String) {
            let out = ToolContentCapture()
            let status = ToolMain.run(
                spec: ContentTool.spec, version: ContentTool.version, registry: ContentTool.registry,
                arguments: arguments + ["-C", root], environment: ["CI": "true"],
                standardOutput: { out.append($0) }, standardError: { out.append($0) },
                handler: { try ContentTool.run($0) })
            return (status, out.text)
        }
        let (refused, refusal) = run(["build", "Content", "-o", "out"])
        #expect(refused == 1, "\(refusal)")
        #expect(refusal.contains("'Content/games/a.json' is a symbolic link to a place outside the repository"))
        let (status, text) = run(["build", "--trust-declared-inputs", "Content", "-o", "out"])
        #expect(status == 0, "\(text)")
        #expect(FileManager.default.fileExists(atPath: root + "/out/catalog.json"), "\(text)")
        try FileManager.default.createSymbolicLink(atPath: root + "/linked-out", withDestinationPath: source)
        let (linked, message) = run(["build", "--trust-declared-inputs", "Content", "-o", "linked-out"])
        #expect(linked == 3, "\(message)")
        #expect(message.contains("it is a symbolic link; zk-build never writes or deletes through a symbolic link"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: source) == ["games"])
    }
}

/// Output collected from the tool's closures.
final class ToolContentCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""
    func append(_ text: String) { lock.withLock { buffer += text } }
    var text: String { lock.withLock { buffer } }
}
