import Foundation
import Testing
import ZKAudio
import ZKBrand
import ZKBuild
import ZKContent
import ZKCore
import ZKDawg
import ZKStrings

@testable import ZKAudioCLI
@testable import ZKBrandCLI
@testable import ZKContentCLI
@testable import ZKDawgCLI
@testable import ZKStringsCLI

/// The one example harness (issue 16): every code that `zk-build explain` lists is run from its
/// declaration's examples through the real tool — `zk-build check` on a project made of the
/// example's files alone, or the tool command the example names — with `--format json`. The
/// broken example must report the code at exactly the places marked `↓` (no more, no fewer); the
/// fixed example must not report it at all.
@Suite struct CodeExampleHarnessTests {
    /// Every declared code, from the driver's registry and each tool's own.
    static let codes: [DiagnosticCode] = {
        var seen = Set<String>()
        var all: [DiagnosticCode] = []
        for registry in [StageCatalog.registry] + ExampleRunner.tools.values.map(\.registry) {
            for code in registry.codes where seen.insert(code.code).inserted { all.append(code) }
        }
        return all.sorted { $0.code < $1.code }
    }()

    @Test(arguments: codes.map(\.code))
    func brokenExampleReportsExactlyTheMarkedPlacesAndFixedIsClean(code: String) throws {
        let declaration = try #require(Self.codes.first { $0.code == code })
        if let reason = ExampleGaps.reasons[code] {
            // A documented gap must stay a gap: once the example works, the entry must go.
            let works = (try? ExampleRunner.verify(declaration)) ?? false
            #expect(!works, "\(code) now passes the harness; remove it from ExampleGaps (\(reason))")
            return
        }
        let broken = try #require(declaration.broken, "\(code) has no broken example")
        let fixed = try #require(declaration.fixed, "\(code) has no fixed example")
        let expected = broken.expectedPlaces.sortedPlaces
        #expect(!expected.isEmpty, "\(code)'s broken example marks no place with ↓")

        let reported = try ExampleRunner.run(broken).filter { $0.code == code }
        #expect(
            ExampleRunner.hitsEachMarkerOnce(expected, reported),
            """
            \(code): marked \(expected.map(\.description)), reported \(reported.map(\.description))
            """)
        let clean = try ExampleRunner.run(fixed).filter { $0.code == code }
        #expect(clean.isEmpty, "\(code)'s fixed example still reports \(clean.map(\.description))")
    }

    @Test func anEditsFixedFragmentOccursOnceInItsBase() {
        for code in Self.codes {
            guard let edit = code.edit else { continue }
            #expect(edit.occurrences == 1, "\(code.code)'s edit: the fixed fragment occurs \(edit.occurrences) times")
        }
        #expect(Self.codes.contains { $0.edit != nil })
    }

    @Test func everyCodeIsDeclaredOnce() {
        #expect(StageCatalog.registry.duplicateCodes.isEmpty)
        for (name, tool) in ExampleRunner.tools {
            #expect(tool.registry.duplicateCodes.isEmpty, "\(name) declares a code twice")
        }
    }

    @Test func theHarnessSeesAMissedMarker() throws {
        // The harness itself must be able to fail: a marker on the wrong member is a mismatch.
        let example = DiagnosticExample("zk-build.json", #"{ "locales": ["de"], ↓"paths": {}, "lokales": [] }"#)
        let reported = try ExampleRunner.run(example).filter { $0.code == "ZK0020" }
        #expect(!reported.isEmpty)
        #expect(!ExampleRunner.hitsEachMarkerOnce(example.expectedPlaces, reported))
    }

    @Test func theHarnessSeesAPlaceReportedTwiceOrWithoutAPlace() {
        // Places are compared as lists: each `↓` must be hit exactly once.
        let place = ExampleLocation(path: "zk-build.json", line: 1, column: 3)
        let other = ExampleLocation(path: "zk-build.json", line: 2, column: 1)
        let hit = ExampleRunner.Reported(code: "ZK0020", message: "m", place: place)
        let otherHit = ExampleRunner.Reported(code: "ZK0020", message: "m", place: other)
        let placeless = ExampleRunner.Reported(code: "ZK0020", message: "m", place: nil)
        #expect(ExampleRunner.hitsEachMarkerOnce([place], [hit]))
        #expect(ExampleRunner.hitsEachMarkerOnce([other, place], [hit, otherHit]))
        #expect(!ExampleRunner.hitsEachMarkerOnce([place], [hit, hit]))
        #expect(!ExampleRunner.hitsEachMarkerOnce([place, place], [hit]))
        #expect(!ExampleRunner.hitsEachMarkerOnce([place], [hit, placeless]))
        #expect(!ExampleRunner.hitsEachMarkerOnce([place, other], [hit]))
    }
}

/// Runs an example in a fresh temporary project and returns what the tool reported.
enum ExampleRunner {
    struct Tool: Sendable {
        var registry: CodeRegistry
        var main: @Sendable (_ arguments: [String], _ out: @escaping @Sendable (String) -> Void) -> Int32
    }

    struct Reported: CustomStringConvertible {
        var code: String
        var message: String
        var place: ExampleLocation?

        var description: String { "\(place?.description ?? "-"): \(message)" }
    }

    /// Each tool by the name an example's `command` starts with, run as its executable runs it.
    static let tools: [String: Tool] = [
        "zk-strings": tool(StringsTool.spec, StringsTool.version, StringsTool.registry) { try StringsTool.run($0) },
        "zk-dawg": tool(DawgCommand.spec, DawgCommand.version, DawgCommand.registry, DawgCommand.run),
        "zk-content": tool(ContentTool.spec, ContentTool.version, ContentTool.registry, ContentTool.run),
        "zk-audio": tool(AudioTool.spec, AudioTool.version, AudioTool.registry, AudioTool.run),
        "zk-marketing": tool(MarketingTool.spec, MarketingTool.version, MarketingTool.registry, MarketingTool.run),
    ]

    static func tool(
        _ spec: CommandSpec, _ version: String, _ registry: CodeRegistry,
        _ handler: @escaping @Sendable (ToolContext) throws -> ToolResult
    ) -> Tool {
        Tool(registry: registry) { arguments, out in
            ToolMain.run(
                spec: spec, version: version, registry: registry, arguments: arguments, environment: ["CI": "true"],
                standardOutput: out, standardError: { _ in }, handler: handler)
        }
    }

    static func run(_ example: DiagnosticExample) throws -> [Reported] {
        let root = NSTemporaryDirectory() + "zk-example-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for file in example.cleanFiles {
            let path = root + "/" + file.path
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            if let size = file.zeroFilledSize {
                guard FileManager.default.createFile(atPath: path, contents: nil) else {
                    throw HarnessError.cannotWrite(path)
                }
                let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
                try handle.truncate(atOffset: UInt64(size))
                try handle.close()
            } else {
                try Data(file.bytes).write(to: URL(fileURLWithPath: path))
            }
        }
        try enableProfile(in: root, example)
        let held = try prepare(example.setup, in: root)
        defer { for file in held { file.release() } }
        guard let name = example.command.first else { throw HarnessError.emptyCommand }
        let arguments = Array(example.command.dropFirst()) + ["-C", root, "--format", "json"]
        let output = Capture()
        if name == "zk-build" {
            _ = ZKBuildCommand.main(
                arguments: arguments, environment: ["CI": "true"], standardOutput: { output.append($0) },
                standardError: { _ in })
        } else if let tool = tools[name] {
            _ = tool.main(arguments, { output.append($0) })
        } else {
            throw HarnessError.unknownTool(name)
        }
        return try parse(output.text)
    }

    /// The examples are written for this repository's own project, which turns on the
    /// Zahlenkette profile: the project gets `"profile": "zahlenkette"` in its zk-build.json
    /// (added to the example's own file when that is an object naming no profile). An example
    /// that names a profile (`"profile": []`: universal checks only) runs as it is written.
    static func enableProfile(in root: String, _ example: DiagnosticExample) throws {
        let name = ProjectConfiguration.fileName
        guard !example.files.contains(where: { $0.path.hasPrefix(name + "/") }) else { return }
        guard let file = example.cleanFiles.first(where: { $0.path == name }) else {
            try Data(#"{ "profile": "zahlenkette" }"#.utf8).write(to: URL(fileURLWithPath: root + "/" + name))
            return
        }
        guard !file.isBinary, let object = try? JSONSerialization.jsonObject(with: Data(file.bytes)) as? [String: Any],
            object["profile"] == nil,
            let close = file.contents.lastIndex(of: "}")
        else { return }
        let separator = object.isEmpty ? " " : ", "
        var text = file.contents
        text.insert(contentsOf: separator + #""profile": "zahlenkette" "#, at: close)
        try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + name))
    }

    /// Makes the file-system states the example needs; returns the locks it holds for the run.
    static func prepare(_ setup: [DiagnosticExample.Setup], in root: String) throws -> [FileLock] {
        var held: [FileLock] = []
        for step in setup {
            switch step {
            case .symbolicLink(let path, let target):
                let link = root + "/" + path
                try FileManager.default.createDirectory(
                    atPath: (link as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
            case .lockHeld(let path):
                // A second open of the lock file is another open file description, so the tool's
                // flock conflicts with this one as with another process's.
                guard case .success(let lock) = FileLock.acquire(root + "/" + path, wait: false) else {
                    throw HarnessError.cannotWrite(path)
                }
                held.append(lock)
            case .rawName(let folder, let name, let contents):
                try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
                let path = Array((root + "/" + folder + "/").utf8) + name + [0]
                let descriptor = path.withUnsafeBufferPointer { buffer in
                    buffer.withMemoryRebound(to: CChar.self) {
                        open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
                    }
                }
                guard descriptor >= 0 else { throw HarnessError.cannotWrite(folder) }
                let bytes = Array(contents.utf8)
                let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                close(descriptor)
                guard written == bytes.count else { throw HarnessError.cannotWrite(folder) }
            }
        }
        return held
    }

    /// Whether the declaration's examples pass (used to keep the gap list honest).
    static func verify(_ declaration: DiagnosticCode) throws -> Bool {
        guard let broken = declaration.broken, let fixed = declaration.fixed else { return false }
        guard !broken.expectedPlaces.isEmpty else { return false }
        let reported = try run(broken).filter { $0.code == declaration.code }
        let clean = try run(fixed).allSatisfy { $0.code != declaration.code }
        return hitsEachMarkerOnce(broken.expectedPlaces, reported) && clean
    }

    /// Whether the reports hit every marked place exactly once and no other place: the places are
    /// compared as sorted lists, so a place reported twice (or a report without a place) fails.
    static func hitsEachMarkerOnce(_ expected: [ExampleLocation], _ reported: [Reported]) -> Bool {
        let places = reported.compactMap(\.place)
        return places.count == reported.count && places.sortedPlaces == expected.sortedPlaces
    }

    /// The diagnostics of a `--format json` document (the tool's standard output).
    static func parse(_ text: String) throws -> [Reported] {
        // Commands that print data first (none of the examples' commands should) would put it
        // before the document; the diagnostics document is the last top-level object.
        guard let start = text.range(of: "{\n  \"tool\"", options: .backwards)?.lowerBound ?? text.firstIndex(of: "{")
        else {
            throw HarnessError.noDocument(text)
        }
        let data = Data(text[start...].utf8)
        guard let document = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let diagnostics = document["diagnostics"] as? [[String: Any]]
        else { throw HarnessError.noDocument(text) }
        return diagnostics.map { item in
            var place: ExampleLocation?
            if let file = item["file"] as? String {
                place = ExampleLocation(
                    path: file, line: item["line"] as? Int ?? 0, column: item["column"] as? Int ?? 0)
            }
            return Reported(
                code: item["code"] as? String ?? "", message: item["message"] as? String ?? "", place: place)
        }
    }

    enum HarnessError: Error {
        case emptyCommand
        case unknownTool(String)
        case noDocument(String)
        case cannotWrite(String)
    }
}

extension [ExampleLocation] {
    /// In path, line, column order, duplicates kept.
    var sortedPlaces: [ExampleLocation] {
        sorted { ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column) }
    }
}
