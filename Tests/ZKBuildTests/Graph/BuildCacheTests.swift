import Foundation
import Testing
import ZKCore
import ZKProject

@testable import ZKBuild

/// The build cache's file: written by `JSONWriter`, read by `JSONReader`, versioned.
@Suite struct BuildCacheTests {
    /// A cache with an entry holding every kind of value the file carries.
    static func sample() -> BuildCache {
        var cache = BuildCache(tool: "0.1.0+test")
        let location = SourceLocation(path: "Content/a \"quoted\" \\ name.json")
        let index = ProjectIndex(ids: [ProjectIndex.Entry("game.one", at: location)])
        let result = StageResult(
            diagnostics: [
                Diagnostic(.warning, code: "ZK9999", "a message with \"quotes\"\nand a newline", at: location)
            ],
            products: StageProducts([.index(index)]), filesRead: ["Content/a.json"])
        cache.entries["content"] = BuildCache.Entry(
            key: "0123456789abcdef", mode: .build, result: result, outputHashes: ["build/ä.json": "ff"])
        cache.written["content"] = ["build/ä.json": "ff"]
        cache.folders = ["build/reports"]
        return cache
    }

    @Test func theBodyIsTheProjectsWriterOutputAndReadsBack() throws {
        let bytes = try Self.sample().encoded()
        let newline = try #require(bytes.firstIndex(of: 0x0A))
        let header = String(decoding: bytes[..<newline], as: UTF8.self)
        #expect(header.hasPrefix("zk-build-cache \(BuildCache.formatVersion) xxh64:"))
        let body = Array(bytes[(newline + 1)...])
        let parsed = JSONReader.read(SourceFile(path: "cache", bytes: body))
        #expect(parsed.diagnostics.isEmpty)
        let tree = try #require(parsed.value)
        // Compact, members in code-point order: writing what was read gives the same bytes.
        #expect(JSONWriter(style: .compact, sortKeys: true).bytes(tree) == body)
        #expect(String(decoding: body, as: UTF8.self).hasPrefix(#"{"entries":{"content":{"key":"0123456789abcdef""#))

        let decoded = try BuildCache.decode(bytes, tool: "0.1.0+test", buildPath: "build").get()
        #expect(try decoded.encoded() == bytes)
        let entry = try #require(decoded.entries["content"])
        #expect(entry.result.products.index?.ids.map(\.name) == ["game.one"])
        #expect(entry.result.diagnostics == Self.sample().entries["content"]?.result.diagnostics)
        #expect(decoded.written == ["content": ["build/ä.json": "ff"]])
        #expect(decoded.folders == ["build/reports"])
    }

    @Test func aCacheOfTheFormerFormatIsIgnoredNotMisread() throws {
        // Version 4 was Foundation's encoder; its file is discarded whole, whatever its body.
        let body = Array(#"{"entries":{},"tool":"0.1.0+test","written":{}}"#.utf8)
        let old = Array("zk-build-cache 4 xxh64:\(XXHash64.hex(XXHash64.hash(body)))\n".utf8) + body
        let problem = BuildCache.decode(old, tool: nil, buildPath: "build")
        guard case .failure(let reason) = problem else {
            Issue.record("a version 4 cache was accepted")
            return
        }
        #expect(reason.reason == "its format version is '4', this zk-build writes 6")
    }

    @Test func aBodyThatIsNotStrictJSONIsDiscarded() throws {
        let body = Array(#"{"entries":{},"tool":"t","tool":"t","written":{}}"#.utf8)
        let bytes = Array("zk-build-cache 6 xxh64:\(XXHash64.hex(XXHash64.hash(body)))\n".utf8) + body
        guard case .failure(let problem) = BuildCache.decode(bytes, tool: nil, buildPath: "build") else {
            Issue.record("a body with a duplicate key was accepted")
            return
        }
        #expect(problem.reason == "its contents cannot be decoded")
    }

    @Test func aBuildWritesTheCacheAndReusesIt() throws {
        let project = try TestProject(["Content/a.json": "{}"])
        _ = project.run(["build"])
        let bytes = try #require(FileManager.default.contents(atPath: project.root + "/build/.zk-cache"))
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("zk-build-cache 6 xxh64:"))
        #expect(project.run(["build", "--verbose"]).err.contains("[json-syntax] skipped: inputs unchanged"))
    }
}
