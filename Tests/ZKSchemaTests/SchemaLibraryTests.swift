import Testing
import ZKCore
import ZKSchema

/// The engine's public surface, as another tool uses it (no `@testable`): compile, validate a
/// tape, read plain violations and problems, map them to a code of the caller's own.
@Suite struct SchemaLibraryTests {
    static let schemaText = """
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "type": "object",
          "required": ["locale"],
          "properties": {
            "locale": { "type": "string" },
            "entries": { "type": "array", "items": { "type": "object", "properties": { "duration": { "type": "number", "minimum": 0 } } } }
          },
          "additionalProperties": false
        }
        """
    static let path = "Audio-manifests/schemas/manifest.schema.json"
    static let myCode = DiagnosticCode("ZK4999", .error, phase: .structure, summary: "test", explanation: "test")

    func library() throws -> SchemaLibrary {
        let parsed = SchemaDocument.parse(text: Self.schemaText, path: Self.path)
        let document = try #require(parsed.document)
        #expect(parsed.diagnostics.isEmpty)
        let library = SchemaLibrary(documents: [document])
        #expect(library.problems.isEmpty)
        #expect(library.hasSchema(at: Self.path))
        return library
    }

    /// A worker's memo answers only the same reference from the same folder: another folder, a
    /// reference to the file itself and another text resolve anew, as without the memo.
    @Test func aReferenceMemoAnswersOnlyTheSameTextFromTheSameFolder() throws {
        let library = try library()
        var memo = SchemaLibrary.ReferenceMemo()
        let relative = "schemas/manifest.schema.json"
        let cases: [(String, String, String?)] = [
            (relative, "Audio-manifests/de.json", Self.path),
            (relative, "Audio-manifests/en.json", Self.path),
            // The same text from another folder names another file (none here).
            (relative, "Audio-manifests/sub/de.json", nil),
            (relative, "Audio-manifests/ru.json", Self.path),
            ("#", "Audio-manifests/ru.json", nil),
            ("../Audio-manifests/schemas/manifest.schema.json", "Content/x.json", Self.path),
            ("https://example.com/none", "Audio-manifests/de.json", nil),
            (relative, "de.json", nil),
        ]
        for (reference, file, expected) in cases {
            #expect(
                library.schemaPath(forReference: reference, from: file, memo: &memo) == expected,
                "\(reference) from \(file)")
            #expect(library.schemaPath(forReference: reference, from: file) == expected, "\(reference) from \(file)")
        }
    }

    @Test func violationsArePlainAndLocated() throws {
        let library = try library()
        let instance = "{\n  \"locale\": \"de\",\n  \"entries\": [ { \"duration\": -1 } ],\n  \"extra\": 1\n}\n"
        let tape = try #require(JSONTape.read(SourceFile(path: "Audio-manifests/de.json", bytes: Array(instance.utf8))))
        let result = library.validate(tape, file: "Audio-manifests/de.json", schemaPath: Self.path)
        #expect(!result.isValid)
        #expect(!result.reachedBrokenSchema)
        let found = result.violations.map {
            "\($0.keyword ?? "-") \($0.instancePointer) \($0.location.description) \($0.schemaLocation.description)"
        }
        #expect(
            found.sorted() == [
                "additionalProperties / Audio-manifests/de.json:4:3 Audio-manifests/schemas/manifest.schema.json:9:3",
                "minimum /entries/0/duration Audio-manifests/de.json:3:30 Audio-manifests/schemas/manifest.schema.json:7:112",
            ])
        let minimum = try #require(result.violations.first { $0.keyword == "minimum" })
        #expect(minimum.message == "-1 at /entries/0/duration is less than the minimum 0")
        let diagnostic = minimum.diagnostic(Self.myCode)
        #expect(diagnostic.code == "ZK4999")
        #expect(diagnostic.location == minimum.location)
        #expect(diagnostic.notes.last?.location == minimum.schemaLocation)
        #expect(!library.isValid(tape, schemaPath: Self.path))
    }

    /// Pattern answers are kept per file: equal strings share one, a string of the same length
    /// with other bytes, the same string under another pattern, and a look-alike (U+00F1 against
    /// "n" + U+0303) do not. The `$ref`-only nodes on the way are gone through to their targets.
    @Test func patternResultsAreKeptOnlyForTheSameStringAndPattern() throws {
        let schema = #"""
            {
              "$defs": { "x": { "pattern": "^x+$" }, "viaX": { "$ref": "#/$defs/x" }, "e": { "pattern": "^\u00f1$" } },
              "properties": {
                "a": { "$ref": "#/$defs/viaX" }, "b": { "$ref": "#/$defs/viaX" }, "c": { "$ref": "#/$defs/x" },
                "d": { "pattern": "^xx$" }, "e": { "$ref": "#/$defs/e" }, "f": { "$ref": "#/$defs/e" }
              }
            }
            """#
        let parsed = SchemaDocument.parse(text: schema, path: "s.json")
        let library = SchemaLibrary(documents: [try #require(parsed.document)])
        #expect(library.problems.isEmpty)
        let instance = #"{"a": "xx", "b": "xy", "c": "xx", "d": "xy", "e": "\u00f1", "f": "n\u0303"}"#
        let tape = try #require(JSONTape.read(SourceFile(path: "i.json", bytes: Array(instance.utf8))))
        let result = library.validate(tape, file: "i.json", schemaPath: "s.json")
        #expect(
            result.violations.map { "\($0.keyword ?? "-") \($0.instancePointer) \($0.location.description)" } == [
                "pattern /b i.json:1:18", "pattern /d i.json:1:40", "pattern /f i.json:1:66",
            ])
    }

    @Test func aRootOfTheWrongTypeIsAMismatch() throws {
        let library = try library()
        let tape = try #require(JSONTape.read(SourceFile(path: "x.json", bytes: Array("[1]".utf8))))
        let mismatch = try #require(library.rootTypeMismatch(tape, file: "x.json", schemaPath: Self.path))
        #expect(mismatch.found == "an array")
        #expect(mismatch.expected == ["an object"])
        #expect(mismatch.location.description == "x.json:1:1")
        #expect(mismatch.typeLocation.description == "Audio-manifests/schemas/manifest.schema.json:3:3")
    }

    /// The root's type is read where its `$ref`s lead when it says nothing of types itself; a
    /// cycle of such references, or no type at all, is no mismatch.
    @Test func theRootTypeIsReadThroughReferences() throws {
        let text = #"""
            {
              "$ref": "#/$defs/a",
              "$defs": {
                "a": { "$ref": "#/$defs/b" },
                "b": { "type": "array" },
                "loop": { "$ref": "#/$defs/again" },
                "again": { "$ref": "#/$defs/loop" }
              }
            }
            """#
        let path = "s.schema.json"
        let looping = #"{ "$ref": "s.schema.json#/$defs/loop" }"#
        let documents = try [(text, path), (looping, "loop.schema.json"), ("{}", "none.schema.json")].map {
            try #require(SchemaDocument.parse(text: $0.0, path: $0.1).document)
        }
        let library = SchemaLibrary(documents: documents)
        let object = try #require(JSONTape.read(SourceFile(path: "o.json", bytes: Array("{}".utf8))))
        let array = try #require(JSONTape.read(SourceFile(path: "a.json", bytes: Array("[]".utf8))))
        let mismatch = try #require(library.rootTypeMismatch(object, file: "o.json", schemaPath: path))
        #expect(mismatch.found == "an object")
        #expect(mismatch.expected == ["an array"])
        #expect(mismatch.typeLocation.description == "s.schema.json:5:12")
        #expect(library.rootTypeMismatch(array, file: "a.json", schemaPath: path) == nil)
        for schema in ["loop.schema.json", "none.schema.json"] {
            #expect(library.rootTypeMismatch(object, file: "o.json", schemaPath: schema) == nil)
            #expect(library.rootTypeMismatch(array, file: "a.json", schemaPath: schema) == nil)
        }
    }

    @Test func schemaProblemsHaveKindsAndPlaces() throws {
        let text =
            ##"{ "$schema": "https://json-schema.org/draft/2020-12/schema", "requried": [], "minimum": "1", "$ref": "#/$defs/nope" }"##
        let document = try #require(SchemaDocument.parse(text: text, path: "s.json").document)
        let library = SchemaLibrary(documents: [document])
        let found = library.problems.map { "\($0.kind) \($0.location.description)" }
        #expect(
            found == ["unknownKeyword s.json:1:62", "invalidValue s.json:1:89", "unresolvedReference s.json:1:102"])
        #expect(library.problems.first?.diagnostic(Self.myCode).code == "ZK4999")
        #expect(library.isBroken(schemaPath: "s.json"))
    }
}
