import Foundation
import Testing
import ZKContent
import ZKCore
import ZKSchema

/// The schemas that the other tools publish for editors (brand tokens, audio manifests,
/// alphabets) accept the default project's files, validated with ZKCore's schema engine.
@Suite struct SchemaAgreementTests {
    static let cases: [(schema: String, files: [String])] = [
        ("Brand/schemas/brand.schema.json", ["Brand/brand.json"]),
        (
            "Audio-manifests/schemas/manifest.schema.json",
            [
                "Audio-manifests/common.json", "Audio-manifests/de.json", "Audio-manifests/en.json",
                "Audio-manifests/ru.json",
            ]
        ),
        (
            "Content/schemas/alphabet.schema.json",
            [
                "Content/dictionaries/erudit_ru/alphabet.json", "Content/dictionaries/scrabble_ru/alphabet.json",
                "Content/dictionaries/scrabble_en/alphabet.json",
            ]
        ),
    ]

    static func parse(_ path: String) throws -> JSONValue {
        let bytes =
            FileManager.default.contents(atPath: DefaultProjectTests.root + "/" + path).map { [UInt8]($0) } ?? []
        return try #require(JSONReader.read(SourceFile(path: path, bytes: bytes)).value)
    }

    @Test(arguments: cases.map(\.schema))
    func schemaAcceptsTheDefaultFiles(_ schemaPath: String) throws {
        let library = SchemaLibrary(documents: [SchemaDocument(path: schemaPath, root: try Self.parse(schemaPath))])
        #expect(library.problems.isEmpty, "\(library.problems.map(\.message))")
        let files = try #require(Self.cases.first { $0.schema == schemaPath }).files
        for file in files {
            let result = library.validate(try Self.parse(file), file: file, schemaPath: schemaPath)
            #expect(
                result.violations.isEmpty,
                "\(file): \(result.violations.map { "\($0.location.description): \($0.message)" })")
            #expect(!result.reachedBrokenSchema)
        }
    }

    @Test func schemaRejectsABrokenManifest() throws {
        let schemaPath = "Audio-manifests/schemas/manifest.schema.json"
        let library = SchemaLibrary(documents: [SchemaDocument(path: schemaPath, root: try Self.parse(schemaPath))])
        let broken = try #require(
            JSONReader.read(text: #"{"locale": "de", "entries": [{"id": 7}]}"#, path: "x.json").value)
        #expect(!library.isValid(broken, schemaPath: schemaPath))
    }
}
