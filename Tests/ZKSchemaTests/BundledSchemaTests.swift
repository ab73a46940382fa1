import Testing
import ZKCore
import ZKSchema

/// A schema bundled in the code checks a document read with positions: each violation a
/// diagnostic of the caller's code at the violating value or key, notes from the schema's own
/// words, and the accepted document without the rejected values.
@Suite struct BundledSchemaTests {
    static let schema = BundledSchema(
        name: "settings.schema.json",
        text: #"""
            {
              "$schema": "https://json-schema.org/draft/2020-12/schema",
              "type": "object",
              "additionalProperties": false,
              "required": ["name", "size"],
              "properties": {
                "name": { "type": "string" },
                "size": { "description": "the size in points; write 0 for the default", "type": "integer", "minimum": 0 },
                "tags": { "type": "array", "items": { "type": "string" } }
              }
            }
            """#)
    static let code = DiagnosticCode("ZK9998", .error, phase: .structure, summary: "test", explanation: "test")
    static let other = DiagnosticCode("ZK9997", .warning, phase: .structure, summary: "test", explanation: "test")

    func check(_ text: String) throws -> BundledSchema.Checked {
        let value = try #require(JSONReader.read(SourceFile(path: "settings.json", text: text)).value)
        return Self.schema.check(value, file: "settings.json", code: Self.code)
    }

    static func places(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location?.start?.line ?? 0):\($0.location?.start?.column ?? 0)" }
    }

    @Test func theBundledTextCompilesWithoutProblems() {
        #expect(Self.schema.problems.isEmpty, "\(Self.schema.problems)")
        let broken = BundledSchema(name: "broken.schema.json", text: #"{ "type": "objekt" }"#)
        #expect(!broken.problems.isEmpty)
    }

    @Test func aValidDocumentIsAcceptedWhole() throws {
        let checked = try check(#"{ "name": "a", "size": 2, "tags": ["x"] }"#)
        #expect(checked.isValid)
        #expect(checked.diagnostics.isEmpty)
        #expect(checked.accepted?["tags"]?.array?.count == 1)
    }

    @Test func aWrongTypeIsReportedAtTheValueWithTheCallersCodeAndLeftOut() throws {
        let checked = try check(
            """
            { "name": "a",
              "size": "big", "tags": ["x", 7] }
            """)
        #expect(!checked.isValid)
        #expect(checked.diagnostics.map(\.code) == ["ZK9998", "ZK9998"])
        #expect(
            checked.diagnostics.map(\.message) == [
                #"expected integer at /size, found string "big""#, "expected string at /tags/1, found integer 7",
            ])
        #expect(Self.places(checked.diagnostics) == ["2:11", "2:32"])
        // No note points into the bundled text, which no user has.
        #expect(checked.diagnostics.allSatisfy { $0.notes.allSatisfy { $0.location == nil } })
        #expect(checked.accepted?["size"] == nil)
        #expect(checked.accepted?["tags"]?.array?.compactMap(\.string) == ["x"])
        #expect(checked.accepted?["name"]?.string == "a")
    }

    @Test func anUnknownKeyIsReportedAtTheKeyWithTheNearestAndTheKnownKeys() throws {
        let checked = try check(#"{ "name": "a", "size": 1, "tag": [] }"#)
        #expect(
            checked.diagnostics.map(\.message) == [
                "property 'tag' is not allowed in the object at /; did you mean 'tags'?"
            ])
        #expect(Self.places(checked.diagnostics) == ["1:27"])
        #expect(checked.diagnostics.first?.notes.map(\.message) == ["known keys: name, size, tags"])
        #expect(checked.diagnostics.first?.fixIt?.replacement == #""tags""#)
        #expect(checked.accepted?["tag"] != nil, "an unknown member stays; a decoder does not read it")
    }

    @Test func aMissingRequiredMemberIsReportedAtItsObjectWithTheSchemasDescription() throws {
        let checked = try check(#"{ "name": "a" }"#)
        #expect(checked.diagnostics.map(\.message) == ["missing required property 'size' in the object at /"])
        #expect(Self.places(checked.diagnostics) == ["1:1"])
        #expect(
            checked.diagnostics.first?.notes.map(\.message) == ["'size': the size in points; write 0 for the default"])
        #expect(checked.accepted?["name"]?.string == "a", "the object stays: the decoder uses its default")
    }

    @Test func aRejectedRootLeavesNothingToDecode() throws {
        let checked = try check("[1]")
        #expect(checked.diagnostics.map(\.message) == ["expected object at /, found an array"])
        #expect(checked.accepted == nil)
    }

    @Test func eachViolationCanHaveItsOwnCode() throws {
        let value = try #require(
            JSONReader.read(SourceFile(path: "s.json", text: #"{ "name": 1, "size": 1, "nmae": "a" }"#)).value)
        let checked = Self.schema.check(value, file: "s.json") {
            $0.keyword == "additionalProperties" ? Self.other : Self.code
        }
        #expect(checked.diagnostics.map(\.code) == ["ZK9998", "ZK9997"])
        #expect(checked.diagnostics.map(\.severity) == [.error, .warning])
    }
}
