import Foundation
import Testing

@testable import ZKCore
@testable import ZKSchema

/// The bundled metaschemas of drafts 4, 6, 7, 2019-09 and 2020-12: the official files, compiled without problems, and
/// rejecting broken schemas at the offending place of the schema.
@Suite struct MetaschemaTests {
    @Test func theBundledTextsAreTheOfficialFiles() throws {
        let root = Fixtures.path("JSON-Schema-Test-Suite/metaschemas")
        let manager = FileManager.default
        let files =
            [
                "schema.json", "draft4/schema.json", "draft6/schema.json", "draft7/schema.json",
                "draft2019-09/schema.json",
            ]
            + (try manager.contentsOfDirectory(atPath: root + "/meta")).map { "meta/" + $0 }
            + (try manager.contentsOfDirectory(atPath: root + "/draft2019-09/meta")).map { "draft2019-09/meta/" + $0 }
        #expect(BundledMetaschemas.documents.count == files.count)
        for file in files {
            let bytes = try #require(manager.contents(atPath: root + "/" + file))
            let value = try #require(JSONReader.read(text: String(decoding: bytes, as: UTF8.self), path: file).value)
            let id = try #require((value["$id"] ?? value["id"])?.string)
            let bundled = try #require(
                BundledMetaschemas.documents.first { $0.id + "#" == id || $0.id == id }, "\(id)")
            #expect(
                bundled.bytes == Array(bytes),
                "\(file) differs from the bundled bytes; rerun scripts/bundle-metaschemas.py")
        }
        // The copies beside the LICENSE in Sources are the same bytes (the generator reads them).
        let sources = Fixtures.path("../../Sources/ZKSchema/Metaschemas")
        for bundled in BundledMetaschemas.documents {
            let copy = try #require(manager.contents(atPath: sources + "/" + bundled.file), "\(bundled.file)")
            #expect(bundled.bytes == Array(copy), "\(bundled.file) differs from its copy in Sources")
        }
        #expect(manager.fileExists(atPath: sources + "/LICENSE"))
        #expect(Metaschema.documents.count == files.count)
        for draft in SchemaDraft.allCases {
            let library = Metaschema.library(of: draft)
            #expect(library.problems.isEmpty, "\(draft): \(library.problems.map(\.message))")
            #expect(library.hasSchema(at: draft.dialect), "\(draft)")
            // Each draft's library holds its own metaschemas and no other draft's.
            for other in SchemaDraft.allCases where other != draft {
                #expect(!library.hasSchema(at: other.dialect), "\(draft) holds \(other)")
            }
        }
    }

    func violations(_ text: String) throws -> [String] {
        let document = try #require(SchemaDocument.parse(text: text, path: "s.schema.json").document)
        return Metaschema.violations(of: document).map {
            "\($0.location.description) \($0.instancePointer) \($0.keyword ?? "-")"
        }
    }

    @Test func aValidSchemaConforms() throws {
        #expect(
            try violations(
                #"{ "$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "properties": { "a": { "minLength": 1 } } }"#
            ).isEmpty)
        #expect(try violations("true").isEmpty)
        // Unknown keywords are allowed by the metaschema.
        #expect(try violations(#"{ "x-anything": 1, "requried": ["a"] }"#).isEmpty)
        // Each draft's own metaschema judges it; a dialect the tool does not know is the compiler's to report.
        #expect(
            try violations(#"{ "$schema": "http://json-schema.org/draft-07/schema#", "minLength": -1 }"#) == [
                "s.schema.json:1:70 /minLength minimum"
            ])
        #expect(
            try violations(
                #"{ "$schema": "http://json-schema.org/draft-04/schema#", "exclusiveMaximum": true, "maximum": 1 }"#
            ).isEmpty)
        #expect(
            try violations(#"{ "$schema": "http://json-schema.org/draft-06/schema#", "exclusiveMaximum": true }"#) == [
                "s.schema.json:1:77 /exclusiveMaximum type"
            ])
        #expect(try violations(#"{ "$schema": "https://example.com/my-dialect", "minLength": -1 }"#).isEmpty)
    }

    @Test func brokenSchemasAreLocatedInTheSchema() throws {
        #expect(
            try violations(#"{ "properties": { "a": { "minLength": -1 } } }"#) == [
                "s.schema.json:1:39 /properties/a/minLength minimum"
            ])
        #expect(try violations(#"{ "required": "a" }"#) == ["s.schema.json:1:15 /required type"])
        #expect(
            try violations(#"{ "$defs": { "x": { "type": "strin" } } }"#) == ["s.schema.json:1:29 /$defs/x/type anyOf"])
        #expect(try violations(#"{ "items": [ {} ] }"#) == ["s.schema.json:1:12 /items type"])
        #expect(try violations(#"{ "required": ["a", "a"] }"#) == ["s.schema.json:1:21 /required/1 uniqueItems"])
    }
}
