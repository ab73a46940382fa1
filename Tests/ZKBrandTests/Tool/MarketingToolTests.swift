import Foundation
import Testing
import ZKCore

@testable import ZKBrand
@testable import ZKBrandCLI

/// `zk-marketing render` writes only what changed, removes only the stale files it wrote
/// itself, keeps and names what it did not write; `--check` lists what would change, writes
/// nothing and exits 1 when anything would.
@Suite struct MarketingToolTests {
    final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        func append(_ more: String) { lock.withLock { text += more } }
        var value: String { lock.withLock { text } }
    }

    func run(_ arguments: [String], quiet: Bool = true) -> (code: Int32, output: String, error: String) {
        let capture = Capture()
        let errors = Capture()
        let code = ToolMain.run(
            spec: MarketingTool.spec, version: MarketingTool.version, registry: MarketingTool.registry,
            arguments: arguments + ["-C", Fixtures.packageRoot] + (quiet ? ["--quiet"] : []), environment: [:],
            standardOutput: { capture.append($0) }, standardError: { errors.append($0) }, handler: MarketingTool.run)
        return (code, capture.value, errors.value)
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

    func write(_ text: String, _ path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func renderRemovesOnlyItsOwnStaleFilesAndCheckListsChanges() throws {
        let output = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: output) }
        #expect(run(["render", "-o", output]).code == 0)
        let name = output + "/marketing/de-DE/name.txt"
        #expect(text(name) == "Zahlenkette")
        #expect(FileManager.default.fileExists(atPath: output + "/marketing/android/ru-RU/changelogs/default.txt"))
        #expect(FileManager.default.fileExists(atPath: output + "/marketing/review_information/notes.txt"))
        #expect(report(run(["render", "--check", "-o", output]).output) == ["\(output)/: up to date"])
        #expect(run(["render", "--check", "-o", output]).code == 0)

        // An edited file, a locale no longer rendered (written by zk-marketing), and hand-placed files.
        try write("edited", name)
        try write("Zahlenkette", output + "/marketing/fr-FR/name.txt")
        try write("stale", output + "/brand/Old.swift")
        try write("png", output + "/marketing/screenshots/de-DE/1_iphone65.png")
        try write("png", output + "/marketing/screenshots/de-DE/2_iphone65.png")
        // Rendering de alone removes en and ru, which zk-marketing wrote.
        #expect(run(["render", "-l", "de", "-o", output]).code == 0)
        #expect(!FileManager.default.fileExists(atPath: output + "/marketing/en-US"))
        #expect(!FileManager.default.fileExists(atPath: output + "/marketing/android/ru-RU"))
        try write("edited", name)

        let dry = run(["render", "--check", "-o", output])
        #expect(dry.code == 1, "stale outputs fail the dry run")
        let lines = report(dry.output)
        #expect(lines.contains("would update \(output)/marketing/de-DE/name.txt"))
        #expect(lines.contains("would add \(output)/marketing/en-US/name.txt"))
        #expect(!lines.contains { $0.hasPrefix("would remove") }, "hand-placed files are not removed")
        #expect(dry.output.contains("ZK5060"))
        #expect(text(name) == "edited", "--check writes nothing")

        let wet = run(["render", "-o", output], quiet: false)
        #expect(wet.code == 0)
        #expect(text(name) == "Zahlenkette")
        // Files zk-marketing did not write are kept and named once: a folder by its name.
        #expect(text(output + "/marketing/fr-FR/name.txt") == "Zahlenkette")
        #expect(text(output + "/brand/Old.swift") == "stale")
        #expect(FileManager.default.fileExists(atPath: output + "/marketing/screenshots/de-DE/2_iphone65.png"))
        let kept = wet.output.split(separator: "\n").filter { $0.contains("[ZK5061]") }.map(String.init)
        #expect(
            kept == [
                "\(output)/brand/Old.swift: note: kept 'brand/Old.swift': zk-marketing did not write it [ZK5061]",
                "\(output)/marketing/fr-FR/: note: kept 'marketing/fr-FR/' (1 file): zk-marketing did not write it [ZK5061]",
                "\(output)/marketing/screenshots/: note: kept 'marketing/screenshots/' (2 files): zk-marketing did not write it [ZK5061]",
            ])
        #expect(report(run(["render", "--check", "-o", output]).output) == ["\(output)/: up to date"])
        // No staging folder is left beside the trees; the record is the tool's one hidden file.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output).sorted() == [
                OutputTree.recordName, "brand", "marketing",
            ])
    }

    /// Every file under `folder` with its modification time.
    func modificationTimes(_ folder: String) throws -> [String: Date] {
        var times: [String: Date] = [:]
        for path in DirectoryWalker.files(under: folder) + [OutputTree.recordName] {
            let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/" + path)
            times[path] = attributes[.modificationDate] as? Date
        }
        return times
    }

    @Test func aSecondRenderWithNothingChangedModifiesNoFile() throws {
        let output = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: output) }
        #expect(run(["render", "-o", output]).code == 0)
        // Back-date every file, so that a rewrite within the same second is still seen.
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        for path in DirectoryWalker.files(under: output) + [OutputTree.recordName] {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output + "/" + path)
        }
        let before = try modificationTimes(output)
        #expect(before.count > 50)
        #expect(run(["render", "-o", output]).code == 0)
        let after = try modificationTimes(output)
        #expect(after == before)
        #expect(after.values.allSatisfy { $0 == past })
        // One changed template changes one file.
        try write("edited", output + "/marketing/de-DE/name.txt")
        try FileManager.default.setAttributes(
            [.modificationDate: past], ofItemAtPath: output + "/marketing/de-DE/name.txt")
        #expect(run(["render", "-o", output]).code == 0)
        let changed = try modificationTimes(output).filter { $0.value != past }.keys.sorted()
        #expect(changed == ["marketing/de-DE/name.txt"])
    }

    @Test func checkInJSONAndSARIFIsTheDocumentAlone() throws {
        let output = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: output) }
        for format in ["json", "sarif"] {
            let result = run(["render", "--check", "-o", output, "--format", format])
            #expect(result.code == 1, "\(format): nothing rendered yet")
            let data = Data(result.output.utf8)
            let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            #expect(document != nil, "\(format): standard output parses as one JSON document")
            #expect(!result.output.contains("would add \(output)"), "\(format): no text lines")
            #expect(result.output.contains("ZK5060"))
            #expect(result.output.contains("would add"), "\(format): the changes are in the document")
        }
        #expect(run(["render", "-o", output]).code == 0)
        let clean = run(["render", "--check", "-o", output, "--format", "json"])
        #expect(clean.code == 0)
        #expect((try JSONSerialization.jsonObject(with: Data(clean.output.utf8))) is [String: Any])
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
