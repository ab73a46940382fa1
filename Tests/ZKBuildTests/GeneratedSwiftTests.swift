import Foundation
import Testing
import ZKContent
import ZKCore
import ZKStrings

@testable import ZKBuild

/// The generated Swift type-checks with the toolchain on Linux (Foundation only; the SwiftUI,
/// UIKit and AppKit parts are behind `#if canImport`): every file of the default project, and
/// the accessors of the real String Catalogs and the constants of the real asset catalogs of
/// `Tests/Fixtures`. A small program calling a plural accessor with a count compiles and runs.
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

    /// Writes `files` (name → text) into a fresh folder; its path.
    static func folder(_ files: [(String, String)]) throws -> String {
        let folder = NSTemporaryDirectory() + "zk-generated-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        return folder
    }

    static let fixtures = DefaultProjectTests.root + "/Tests/Fixtures"

    /// The accessors of every real String Catalog of `Tests/Fixtures/strings/real` (public
    /// repositories, licences beside them), named as `build` names them, and the asset constants
    /// of the 20 real asset catalogs of `Tests/Fixtures/assets/catalogs`.
    static func realFiles() throws -> (strings: [(String, String)], assets: String) {
        let root = fixtures + "/strings/real"
        let paths = DirectoryWalker.files(under: root).filter { $0.hasSuffix(".xcstrings") }.sorted()
        let catalogs = try paths.map { path in
            let file = try FileReader.read(root + "/" + path, displayPath: path).get()
            return try #require(CatalogParser.parse(file).0, "\(path)")
        }
        let strings = StringsStage.accessorFiles(catalogs, ProjectConfiguration()).0.map { ($0.path, $0.text) }
        let assetsRoot = fixtures + "/assets/catalogs"
        let sources = try FileManager.default.contentsOfDirectory(atPath: assetsRoot).filter {
            $0.hasSuffix(".xcassets")
        }
        .sorted().compactMap { folder in
            let inner = try FileManager.default.contentsOfDirectory(atPath: assetsRoot + "/" + folder)
            return inner.first { $0.hasSuffix(".xcassets") }.map {
                AssetCatalogSource(path: folder + "/" + $0, reportsUnused: false)
            }
        }
        #expect(sources.count == 20)
        let inventory = AssetInventory(
            ContentLoader.load(projectRoot: assetsRoot, contentPath: "Content", jobs: 2, catalogs: sources))
        return (strings, try #require(AssetConstantsWriter.write(inventory)).text)
    }

    /// Every generated file of the default project (accessors, brand tokens, asset constants) as
    /// one module, then the real catalogs' files as another: each `swiftc -typecheck` is silent.
    @Test func theGeneratedFilesTypeCheck() throws {
        let (generated, files) = try Self.generatedFiles()
        defer { try? FileManager.default.removeItem(atPath: generated) }
        #expect(files == ["Content.swift", "Localizable.swift"])
        let (configuration, _, _) = BuildDriver.loadConfiguration(root: DefaultProjectTests.root)
        let project = Project(root: DefaultProjectTests.root, configuration: configuration)
        try PluginTool.brandTokensSwift(root: DefaultProjectTests.root).write(
            toFile: generated + "/BrandTokens.swift", atomically: true, encoding: .utf8)
        let assets = ContentStage.pluginAssets(project)
        #expect(assets.contains(#"bundleName: "ZKDesignSystem")"#))
        try assets.write(toFile: generated + "/Assets.swift", atomically: true, encoding: .utf8)
        let (status, output) = try Self.swiftc(
            ["-typecheck", "-swift-version", "6"] + files + ["BrandTokens.swift", "Assets.swift"], in: generated)
        #expect(status == 0, "\(output)")
        #expect(!output.contains("warning:"), "\(output)")

        let (strings, realAssets) = try Self.realFiles()
        #expect(strings.count >= 10, "\(strings.map(\.0))")
        let real = try Self.folder(strings + [("Assets.swift", realAssets)])
        defer { try? FileManager.default.removeItem(atPath: real) }
        let (realStatus, realOutput) = try Self.swiftc(
            ["-typecheck", "-swift-version", "6"] + strings.map(\.0) + ["Assets.swift"], in: real)
        #expect(realStatus == 0, "\(realOutput)")
        #expect(!realOutput.contains("warning:"), "\(realOutput)")
    }

    /// Asset names that are Swift keywords (every writer of Swift takes the one keyword list of
    /// the Swift source reader): the constants type-check, `precedencegroup` among them.
    @Test func assetNamesThatAreKeywordsTypeCheck() throws {
        let names = ["precedencegroup", "associatedtype", "fileprivate", "operator", "some", "await", "repeat", "Type"]
        let project = try TestProject()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let color =
            #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x1B", "green" : "0x1B", "red" : "0x1C" } }, "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
        for name in names {
            try project.write("Content/Illustrations.xcassets/\(name).colorset/Contents.json", color)
        }
        let (configuration, _, _) = BuildDriver.loadConfiguration(root: project.root)
        let assets = ContentStage.pluginAssets(Project(root: project.root, configuration: configuration))
        #expect(assets.contains("static let `precedencegroup` = "), "\(assets)")
        let folder = try Self.folder([("Assets.swift", assets)])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (status, output) = try Self.swiftc(["-typecheck", "-swift-version", "6", "Assets.swift"], in: folder)
        #expect(status == 0, "\(output)")
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
