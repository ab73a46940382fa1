import Foundation
import Testing
import ZKCore
import ZKSchema

@testable import ZKBrand

/// Issue 16, item 3: can `Brand/schemas/brand.schema.json`, validated by ZKCore's engine, replace
/// the hand-written shape code of the token file (`TokenStructureCheck`, `TokenNameCheck`,
/// `TokenParser`)? No: the schema describes the default project's `brand.json` (its groups
/// `app`, `url`, `contact`, `price`, `color`, names matching `^[a-z][a-z0-9_]*$`, no `$ref`,
/// `$root` or `$extends`), not the Design Tokens format the tool reads. Even without its
/// required root groups it rejects real token files and valid examples of the format that the
/// code rightly accepts, so the shape stays in code; these tests pin that measurement.
@Suite struct TokenShapeSchemaTests {
    static let schemaPath = "Brand/schemas/brand.schema.json"

    static func read(_ path: String) throws -> SourceFile {
        try FileReader.read(path, displayPath: path).get()
    }

    /// The project's schema, optionally without the root's `required` groups.
    static func library(withoutRequiredGroups: Bool) throws -> SchemaLibrary {
        var root = try #require(JSONReader.read(try read(Fixtures.packageRoot + "/" + schemaPath)).value)
        if withoutRequiredGroups, case .object(var object) = root.kind {
            object.members.removeAll { $0.key == "required" }
            root = JSONValue(.object(object), at: root.position)
        }
        return SchemaLibrary(documents: [SchemaDocument(path: schemaPath, root: root)])
    }

    /// The token files the code reads without a shape finding (ZK5001, ZK5002) and the schema rejects.
    static func rejectedButWellShaped(_ paths: [String], library: SchemaLibrary) throws -> (files: Int, rejected: Int) {
        var files = 0
        var rejected = 0
        for path in paths {
            let file = try read(path)
            let parse = JSONReader.read(file)
            guard let value = parse.value, parse.diagnostics.isEmpty else { continue }
            let analysis = BrandAnalyzer.analyzeTokens(file: file, parse: parse, options: BrandOptions(locales: []))
            let shape = [TokenStructureCheck.tokenStructure.code, TokenNameCheck.tokenName.code]
            guard !analysis.diagnostics.contains(where: { shape.contains($0.code) }) else { continue }
            files += 1
            if !library.isValid(value, schemaPath: schemaPath) { rejected += 1 }
        }
        return (files, rejected)
    }

    static func jsonFiles(under folder: String) -> [String] {
        DirectoryWalker.files(under: folder, extensions: ["json"]).sorted().map { folder + "/" + $0 }
    }

    @Test func theDefaultProjectSatisfiesBoth() throws {
        let library = try Self.library(withoutRequiredGroups: false)
        #expect(library.problems.isEmpty)
        let path = Fixtures.packageRoot + "/Brand/brand.json"
        let file = try Self.read(path)
        #expect(library.isValid(try #require(JSONReader.read(file).value), schemaPath: Self.schemaPath))
        #expect(try Self.rejectedButWellShaped([path], library: library) == (1, 0))
    }

    @Test func theSchemaRejectsRealTokenFilesTheFormatAllows() throws {
        let library = try Self.library(withoutRequiredGroups: true)
        let measured = try Self.rejectedButWellShaped(
            Self.jsonFiles(under: Fixtures.root + "/real-tokens"), library: library)
        #expect(measured == (20, 6))  // 6 of the 26 have shape findings of their own
    }

    @Test func theSchemaRejectsValidExamplesOfTheFormat() throws {
        let library = try Self.library(withoutRequiredGroups: true)
        let measured = try Self.rejectedButWellShaped(
            Self.jsonFiles(under: Fixtures.root + "/dtcg/valid"), library: library)
        #expect(measured == (61, 15))
    }
}
