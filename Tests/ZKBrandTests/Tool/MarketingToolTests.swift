import Foundation
import Testing
import ZKCore
@testable import ZKBrand

/// `zk-marketing render` owns its output trees: each is written whole beside its place and
/// swapped in, so stale files disappear; `--check` lists what would change and writes nothing.
@Suite struct MarketingToolTests {
    final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        func append(_ more: String) { lock.withLock { text += more } }
        var value: String { lock.withLock { text } }
    }

    func run(_ arguments: [String]) -> (code: Int32, output: String) {
        let capture = Capture()
        let code = ToolMain.run(
            spec: MarketingTool.spec, version: MarketingTool.version, registry: MarketingTool.registry,
            arguments: arguments + ["-C", Fixtures.packageRoot, "--quiet"], environment: [:],
            standardOutput: { capture.append($0) }, standardError: { _ in }, handler: MarketingTool.run)
        return (code, capture.value)
    }

    /// The dry run's report lines (the summary line follows them).
    func report(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("would ") || $0.hasSuffix(": up to date") }
    }

    func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "zk-marketing-tool-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func renderRemovesStaleFilesAndCheckListsChanges() throws {
        let output = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: output) }
        #expect(run(["render", "-o", output]).code == 0)
        let name = output + "/marketing/de-DE/name.txt"
        #expect(FileManager.default.contents(atPath: name).map { String(decoding: $0, as: UTF8.self) } == "Zahlenkette")
        #expect(FileManager.default.fileExists(atPath: output + "/marketing/android/ru-RU/changelogs/default.txt"))
        #expect(FileManager.default.fileExists(atPath: output + "/marketing/review_information/notes.txt"))

        // A locale that is no longer rendered and an edited file.
        try FileManager.default.createDirectory(atPath: output + "/marketing/fr-FR", withIntermediateDirectories: true)
        try Data("alt".utf8).write(to: URL(fileURLWithPath: output + "/marketing/fr-FR/name.txt"))
        try Data("edited".utf8).write(to: URL(fileURLWithPath: name))
        try Data("stale".utf8).write(to: URL(fileURLWithPath: output + "/brand/Old.swift"))

        let dry = run(["render", "--check", "-o", output])
        #expect(dry.code == 0)
        #expect(report(dry.output) == [
            "would remove \(output)/brand/Old.swift",
            "would update \(output)/marketing/de-DE/name.txt",
            "would remove \(output)/marketing/fr-FR/name.txt",
        ])
        #expect(FileManager.default.fileExists(atPath: output + "/marketing/fr-FR/name.txt"), "--check writes nothing")

        #expect(run(["render", "-o", output]).code == 0)
        #expect(!FileManager.default.fileExists(atPath: output + "/marketing/fr-FR"))
        #expect(!FileManager.default.fileExists(atPath: output + "/brand/Old.swift"))
        #expect(FileManager.default.contents(atPath: name).map { String(decoding: $0, as: UTF8.self) } == "Zahlenkette")
        #expect(report(run(["render", "--check", "-o", output]).output) == ["\(output)/: up to date"])
        // No staging folder is left beside the trees.
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted() == ["brand", "marketing"])
    }

    @Test func renderingOneStoreKeepsTheOthersTree() throws {
        let output = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: output) }
        #expect(run(["render", "-o", output]).code == 0)
        #expect(run(["render", "--store", "app-store", "-o", output]).code == 0)
        #expect(FileManager.default.fileExists(atPath: output + "/marketing/android/de-DE/title.txt"))
        #expect(run(["render", "--store", "play", "-o", output]).code == 0)
        #expect(FileManager.default.fileExists(atPath: output + "/marketing/de-DE/name.txt"))
    }
}
