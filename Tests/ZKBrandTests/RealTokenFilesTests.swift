import Foundation
import Testing
import ZKCore

@testable import ZKBrand

/// Real token files from public repositories (Tests/Fixtures/brand/real-tokens, SOURCES.md there):
/// Figma's Simple Design System and GitHub Primer in the 2025.10 format, Style Dictionary's
/// examples and Tokens Studio's test files. For each, the generated `BrandTokens.swift` must
/// compile (`swiftc -typecheck`), whatever findings the file has; a mode's set of files
/// resolves every reference.
@Suite struct RealTokenFilesTests {
    static let folder = Fixtures.root + "/real-tokens"

    static let files: [String] = {
        let manager = FileManager.default
        let sources = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).filter {
            manager.fileExists(atPath: folder + "/" + $0 + "/")
        }
        return sources.sorted().flatMap { source in
            ((try? manager.contentsOfDirectory(atPath: folder + "/" + source)) ?? []).filter { $0.hasSuffix(".json") }
                .sorted().map { source + "/" + $0 }
        }
    }()

    static func analyze(_ file: SourceFile) -> TokenAnalysis {
        BrandAnalyzer.analyzeTokens(file: file, parse: JSONReader.read(file), options: BrandOptions(locales: []))
    }

    /// The `swiftc` of the toolchain running the tests (on PATH).
    static let swiftc: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        return path.split(separator: ":").map { $0 + "/swiftc" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    static func typecheck(_ source: [UInt8], name: String) throws -> (status: Int32, output: String) {
        let swiftc = try #require(Self.swiftc, "swiftc is not on PATH")
        let folder = NSTemporaryDirectory() + "zk-brand-typecheck-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/BrandTokens.swift"
        try Data(source).write(to: URL(fileURLWithPath: path))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-typecheck", "-swift-version", "6", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    @Test func corpusHoldsAtLeastTenFiles() {
        #expect(Self.files.count >= 10)
    }

    @Test(arguments: files)
    func generatedSwiftTypechecks(_ name: String) throws {
        let file = try FileReader.read(Self.folder + "/" + name, displayPath: name).get()
        let analysis = Self.analyze(file)
        let (artifact, _) = SwiftConstantsWriter.artifact(analysis.tokens)
        let result = try Self.typecheck(artifact.bytes, name: name)
        #expect(result.status == 0, "\(name): \(result.output.prefix(2000))")
    }

    /// Sets of files the way their design systems combine them (base and one mode): together,
    /// every reference resolves.
    static let sets: [[String]] = [
        ["figma-sds/color.tokens.json", "figma-sds/light.tokens.json"],
        ["figma-sds/color.tokens.json", "figma-sds/dark.tokens.json"],
        ["github-primer/base-color-light-light.tokens.json", "github-primer/functional-color-bgColor.tokens.json"],
    ]

    @Test(arguments: sets.indices)
    func aModesSetResolvesEveryReference(_ index: Int) throws {
        var merged = JSONObject()
        for name in Self.sets[index] {
            let file = try FileReader.read(Self.folder + "/" + name, displayPath: name).get()
            let root = try #require(JSONReader.read(file).value?.object)
            merged = Self.deepMerge(merged, root)
        }
        let text = JSONWriter(style: .pretty).string(.init(.object(merged)))
        let analysis = Self.analyze(SourceFile(path: "set.json", text: text))
        #expect(analysis.diagnostics.filter { $0.code == "ZK5004" || $0.code == "ZK5005" }.map(\.message) == [])
        #expect(analysis.tokens.ordered.filter { $0.type == "color" }.count > 20)
        let (artifact, _) = SwiftConstantsWriter.artifact(analysis.tokens)
        #expect(try Self.typecheck(artifact.bytes, name: "set").status == 0)
    }

    /// Names that broke the generated file: `_`, Cyrillic, emoji only, keywords, leading digits,
    /// groups named like the standard library's types, and every token type.
    @Test func hostileNamesAndEveryTypeTypecheck() throws {
        let json = ##"""
            { "string": { "$type": "string", "_": { "$value": "underscore" }, "основной": { "$value": "кириллица" },
                          "🎨": { "$value": "emoji" }, "default": { "$value": "keyword" }, "self": { "$value": "self" },
                          "class": { "$value": "class" }, "1st": { "$value": "digit" }, "a\"b": { "$value": "quote \" and \\ and \u2028" } },
              "double": { "$type": "number", "Type": { "$value": 1.5 }, "Int": { "$value": 2 } },
              "Swift": { "$type": "number", "String": { "$value": 3 } },
              "Type": { "Self": { "$type": "fontWeight", "$value": "bold" } },
              "brand_color": { "$type": "color", "x": { "$value": { "colorSpace": "oklch", "components": [0.7, 0.35, 145] } } },
              "all": {
                "dim": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } },
                "dur": { "$type": "duration", "$value": { "value": 200, "unit": "ms" } },
                "fam": { "$type": "fontFamily", "$value": ["Inter", "sans-serif"] },
                "ease": { "$type": "cubicBezier", "$value": [0.5, 0, 1, 1] },
                "stroke": { "$type": "strokeStyle", "$value": { "dashArray": [{ "value": 2, "unit": "px" }], "lineCap": "round" } },
                "border": { "$type": "border", "$value": { "color": "#000000", "width": "{all.dim}", "style": "dashed" } },
                "move": { "$type": "transition", "$value": { "duration": "{all.dur}", "delay": { "value": 0, "unit": "s" }, "timingFunction": "{all.ease}" } },
                "shadow": { "$type": "shadow", "$value": { "color": "#00000080", "offsetX": "{all.dim}", "offsetY": "{all.dim}", "blur": "{all.dim}", "spread": "{all.dim}", "inset": true } },
                "fade": { "$type": "gradient", "$value": [{ "color": "#ffffff", "position": 0 }, { "color": "#000000", "position": 1 }] },
                "body": { "$type": "typography", "$value": { "fontFamily": "{all.fam}", "fontSize": "{all.dim}", "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.4 } },
                "$root": { "$type": "number", "$value": 0 } } }
            """##
        let analysis = Self.analyze(SourceFile(path: "hostile.json", text: json))
        #expect(analysis.diagnostics.filter { $0.severity == .error && $0.code != "ZK5014" }.map(\.message) == [])
        let (artifact, diagnostics) = SwiftConstantsWriter.artifact(analysis.tokens)
        #expect(diagnostics.isEmpty)
        let text = String(decoding: artifact.bytes, as: UTF8.self)
        for expected in [
            "public enum String {", "public static let u5F: Swift.String", "public static let основной: Swift.String",
            "public static let u1F3A8: Swift.String", "public static let `default`: Swift.String",
            "public static let `self`: Swift.String",
            "public static let _1st: Swift.String", "public enum Double {",
            "public static let type: Swift.Double = 1.5",
            "public enum Swift_ {", "public enum Type_ {", "public enum BrandColor_ {",
            "public static let root: Swift.Int = 0",
            "public static let shadow: [BrandShadow] = [BrandShadow(", "public static let fade: [BrandGradientStop]",
            "public static let body: BrandTypography = BrandTypography(fontFamily: [\"Inter\", \"sans-serif\"]",
        ] {
            #expect(text.contains(expected), "missing \(expected)")
        }
        #expect(!text.contains(": String ="), "types are qualified")
        let result = try Self.typecheck(artifact.bytes, name: "hostile")
        #expect(result.status == 0, "\(result.output.prefix(3000))")
    }

    static func deepMerge(_ base: JSONObject, _ top: JSONObject) -> JSONObject {
        var members = base.members
        for member in top.members {
            if let index = members.firstIndex(where: { $0.key == member.key }), let left = members[index].value.object,
                let right = member.value.object, left["$value"] == nil, right["$value"] == nil
            {
                members[index] = JSONMember(
                    key: member.key, keyPosition: member.keyPosition, value: .init(.object(deepMerge(left, right))))
            } else if let index = members.firstIndex(where: { $0.key == member.key }) {
                members[index] = member
            } else {
                members.append(member)
            }
        }
        return JSONObject(members)
    }
}
