import Foundation
import Testing
@testable import ZKCore

/// The bundled draft 2020-12 metaschemas: the official files, compiled without problems, and
/// rejecting broken schemas at the offending place of the schema.
@Suite struct MetaschemaTests {
    @Test func theBundledTextsAreTheOfficialFiles() throws {
        let root = Fixtures.path("JSON-Schema-Test-Suite/metaschemas")
        let files = ["schema.json"] + (try FileManager.default.contentsOfDirectory(atPath: root + "/meta")).map { "meta/" + $0 }
        #expect(Draft202012Metaschemas.documents.count == files.count)
        for file in files {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            let id = try #require(JSONReader.read(text: text, path: file).value?["$id"]?.string)
            let bundled = try #require(Draft202012Metaschemas.documents.first { $0.id == id }, "\(id)")
            #expect(bundled.text + "\n" == text, "\(file) differs from the bundled text; rerun scripts/bundle-metaschemas.py")
        }
        #expect(Metaschema.documents.count == files.count)
        #expect(Metaschema.library.problems.isEmpty, "\(Metaschema.library.problems.map(\.message))")
    }

    func violations(_ text: String) throws -> [String] {
        let document = try #require(SchemaDocument.parse(text: text, path: "s.schema.json").document)
        return Metaschema.violations(of: document).map { "\($0.location.description) \($0.instancePointer) \($0.keyword ?? "-")" }
    }

    @Test func aValidSchemaConforms() throws {
        #expect(try violations(#"{ "$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "properties": { "a": { "minLength": 1 } } }"#).isEmpty)
        #expect(try violations("true").isEmpty)
        #expect(try violations(#"{ "x-anything": 1, "requried": ["a"] }"#).isEmpty)  // unknown keywords are allowed by the metaschema
        // Another dialect is the compiler's to report, not the 2020-12 metaschema's.
        #expect(try violations(#"{ "$schema": "http://json-schema.org/draft-07/schema#", "minLength": -1 }"#).isEmpty)
    }

    @Test func brokenSchemasAreLocatedInTheSchema() throws {
        #expect(try violations(#"{ "properties": { "a": { "minLength": -1 } } }"#) == ["s.schema.json:1:39 /properties/a/minLength minimum"])
        #expect(try violations(#"{ "required": "a" }"#) == ["s.schema.json:1:15 /required type"])
        #expect(try violations(#"{ "$defs": { "x": { "type": "strin" } } }"#) == ["s.schema.json:1:29 /$defs/x/type anyOf"])
        #expect(try violations(#"{ "items": [ {} ] }"#) == ["s.schema.json:1:12 /items type"])
        #expect(try violations(#"{ "required": ["a", "a"] }"#) == ["s.schema.json:1:21 /required/1 uniqueItems"])
    }
}
