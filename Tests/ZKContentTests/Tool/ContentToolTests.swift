import Foundation
import Testing
import ZKCore
import ZKContent

/// `zk-content validate --schema SCHEMA FILE…`: any JSON against any schema, through the real
/// command line, with located diagnostics and one verdict per file.
@Suite struct ContentToolTests {
    final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var parts: [String] = []
        func append(_ text: String) { lock.withLock { parts.append(text) } }
        var text: String { lock.withLock { parts.joined() } }
    }

    func run(_ arguments: [String], files: [String: String]) throws -> (status: Int32, out: String, err: String) {
        let root = NSTemporaryDirectory() + "zk-content-tool-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, contents) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: full))
        }
        let out = Capture(), err = Capture()
        let status = ToolMain.run(
            spec: ContentTool.spec, version: ContentTool.version, registry: ContentTool.registry,
            arguments: arguments + ["-C", root], environment: ["CI": "true"],
            standardOutput: { out.append($0) }, standardError: { err.append($0) }
        ) { try ContentTool.run($0) }
        return (status, out.text, err.text)
    }

    static let schemas = [
        "schemas/person.schema.json": #"""
            {
              "$schema": "https://json-schema.org/draft/2020-12/schema",
              "type": "object",
              "properties": {
                "name": { "$ref": "common.schema.json#/$defs/name" },
                "age": { "type": "integer", "maximum": 18446744073709551616 },
                "born": { "format": "date" }
              },
              "required": ["name"],
              "unevaluatedProperties": false
            }
            """#,
        "schemas/common.schema.json": #"{ "$defs": { "name": { "type": "string", "minLength": 1 } } }"#,
    ]

    @Test func validatesAnyFilesAgainstASchemaAndItsRelativeReferences() throws {
        var files = Self.schemas
        files["data/good.json"] = #"{"name": "Ana", "age": 18446744073709551616, "born": "2020-02-30"}"#
        files["data/bad.json"] = "{\"name\": \"\", \"agee\": 3,\n \"age\": 1.5}\n"
        let result = try run(["validate", "--schema", "schemas/person.schema.json", "data/good.json", "data/bad.json"], files: files)
        #expect(result.status == 1)
        #expect(result.out == "valid\tdata/good.json\tschemas/person.schema.json\ninvalid\tdata/bad.json\tschemas/person.schema.json\n")
        let headers = result.err.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(headers == [
            "data/bad.json:1:10: error: string at /name has 0 characters; at least 1 required [ZK2001]",
            "data/bad.json:1:14: error: property 'agee' is not allowed in the object at /; did you mean 'age'? [ZK2001]",
            "data/bad.json:2:9: error: expected integer at /age, found number 1.5 [ZK2001]",
        ])
    }

    @Test func formatIsAnAnnotationUnlessAsserted() throws {
        var files = Self.schemas
        files["data/a.json"] = #"{"name": "Ana", "born": "2020-02-30"}"#
        let annotation = try run(["validate", "--schema", "schemas/person.schema.json", "data/a.json"], files: files)
        #expect(annotation.status == 0)
        let asserted = try run(["validate", "--assert-format", "--schema", "schemas/person.schema.json", "data/a.json"], files: files)
        #expect(asserted.status == 1)
        #expect(asserted.err.contains("data/a.json:1:25: error: \"2020-02-30\" at /born is not a valid 'date'"))
    }

    @Test func unreadableSchemaAndSyntaxErrorsAreLocated() throws {
        let missing = try run(["validate", "--schema", "nope.schema.json", "a.json"], files: ["a.json": "{}"])
        #expect(missing.status != 0)
        #expect(missing.err.contains("nope.schema.json"))
        var files = Self.schemas
        files["data/broken.json"] = "{\"name\": \"x\",}"
        let broken = try run(["validate", "--schema", "schemas/person.schema.json", "data/broken.json"], files: files)
        #expect(broken.status == 1)
        #expect(broken.out == "invalid\tdata/broken.json\tschemas/person.schema.json\n")
        #expect(broken.err.contains("data/broken.json:1:13: error: trailing comma before '}' is not allowed in JSON [ZK0101]"))
    }

    @Test func aSchemaTheMetaschemaRejectsIsReportedInTheSchemaAndNoFileIsValid() throws {
        var files = Self.schemas
        files["schemas/common.schema.json"] = "{ \"$defs\": { \"name\": {\n  \"type\": \"string\", \"minLength\": -1 } } }"
        files["data/good.json"] = #"{"name": "Ana"}"#
        let result = try run(["validate", "--schema", "schemas/person.schema.json", "data/good.json"], files: files)
        #expect(result.status == 1)
        #expect(result.out == "invalid\tdata/good.json\tschemas/person.schema.json\n")
        let headers = result.err.split(separator: "\n").filter { $0.contains(": error: ") }
        // One error for the one mistake: the compiler's own finding at the same value is dropped.
        #expect(headers == [
            "schemas/common.schema.json:2:34: error: the draft 2020-12 metaschema rejects this schema: -1 at /$defs/name/minLength is less than the minimum 0 [ZK2014]",
        ])
        // With --format json the document is standard output and parses; the verdicts go to standard error.
        let json = try run(["validate", "--format", "json", "--schema", "schemas/person.schema.json", "data/good.json"], files: files)
        let document = try #require(JSONReader.read(text: json.out, path: "out.json").value)
        #expect(document["diagnostics"]?.array?.compactMap { $0["code"]?.string } == ["ZK2014"])
    }

    @Test func filesAreRequiredWithSchema() throws {
        let result = try run(["validate", "--schema", "schemas/person.schema.json"], files: Self.schemas)
        #expect(result.status == 2)
    }
}
