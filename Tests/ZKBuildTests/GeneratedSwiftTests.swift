import Foundation
import Testing
import ZKBuild
import ZKCore
import ZKStrings

/// The generated Swift of the default project type-checks with the toolchain on Linux
/// (Foundation only), and a small program calling a plural accessor with a count compiles and runs.
@Suite(.serialized) struct GeneratedSwiftTests {
    static var swiftc: String? {
        let candidates =
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" } + [
                "/opt/swift/usr/bin/swiftc"
            ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `swiftc` with `arguments`; the exit status and what it printed.
    static func swiftc(_ arguments: [String], in folder: String) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(swiftc))
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The strings stage's generated files for the default project, written into a fresh folder.
    static func generatedFiles() throws -> (folder: String, files: [String]) {
        let (configuration, _, _) = BuildDriver.loadConfiguration(root: DefaultProjectTests.root)
        let project = Project(root: DefaultProjectTests.root, configuration: configuration)
        let context = StageContext(
            project: project, mode: .build, upstream: StageProducts(), jobs: 2, progress: ProgressReporter.silent)
        let artifacts = StringsStage().run(context).artifacts.filter { $0.path.hasSuffix(".swift") }
        let folder = NSTemporaryDirectory() + "zk-generated-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var files: [String] = []
        for artifact in artifacts {
            let name = (artifact.path as NSString).lastPathComponent
            try Data(try artifact.contents()).write(to: URL(fileURLWithPath: folder + "/" + name))
            files.append(name)
        }
        return (folder, files.sorted())
    }

    @Test func theDefaultProjectsAccessorsTypeCheck() throws {
        let (folder, files) = try Self.generatedFiles()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(files == ["Content.swift", "Localizable.swift"])
        let (status, output) = try Self.swiftc(["-typecheck", "-swift-version", "6"] + files, in: folder)
        #expect(status == 0, "\(output)")
        #expect(!output.contains("warning:"), "\(output)")
    }

    @Test func aProgramCallsAPluralAccessorWithACount() throws {
        let folder = NSTemporaryDirectory() + "zk-plural-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = SourceFile(
            path: "Localizable.xcstrings",
            text: """
                { "sourceLanguage" : "en", "strings" : { "items.count" : { "localizations" : { "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } } } } } } } }, "version" : "1.0" }
                """)
        let parsed = try #require(CatalogParser.parse(catalog).0)
        let text = SwiftAccessorWriter.write(parsed, sourceLocale: "en").text
        try text.write(toFile: folder + "/Localizable.swift", atomically: true, encoding: .utf8)
        try "print(String.Localizable.itemsCount(3))\n".write(
            toFile: folder + "/main.swift", atomically: true, encoding: .utf8)
        let (status, output) = try Self.swiftc(
            ["-swift-version", "6", "main.swift", "Localizable.swift", "-o", "plural"], in: folder)
        #expect(status == 0, "\(output)")
        let run = Process()
        run.executableURL = URL(fileURLWithPath: folder + "/plural")
        let pipe = Pipe()
        run.standardOutput = pipe
        try run.run()
        let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        run.waitUntilExit()
        // No bundle holds the table here: the lookup falls back to the source value.
        #expect(printed == "3 items\n")
    }
}
