import Testing
import ZKCore
import ZKSchema

/// The specification's output formats (2020-12 §12.4) on its own example, the polygon: golden
/// documents for `flag`, `basic` and `detailed`; and the keywords of older drafts by their own names.
@Suite struct SchemaOutputTests {
    /// The specification's example schema (§12.4.1) and instance: a polygon of points.
    static let polygon = #"""
        {
          "$id": "https://example.com/polygon",
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$defs": {
            "point": {
              "type": "object",
              "properties": { "x": { "type": "number" }, "y": { "type": "number" } },
              "additionalProperties": false,
              "required": [ "x", "y" ]
            }
          },
          "type": "array",
          "items": { "$ref": "#/$defs/point" },
          "minItems": 3
        }
        """#
    static let instance = #"[ { "x": 2.5, "y": 1.3 }, { "x": 1, "z": 6.7 } ]"#

    func validate(
        _ schema: String, _ instance: String, evaluationPaths: Bool = true, draft: SchemaDraft = .draft2020
    ) throws -> (SchemaLibrary, SchemaValidation) {
        let document = try #require(SchemaDocument.parse(text: schema, path: "s.json").document)
        let library = SchemaLibrary(documents: [document], options: SchemaOptions(defaultDraft: draft))
        #expect(library.problems.filter { $0.kind != .unknownKeyword }.isEmpty)
        let tape = try #require(JSONTape.read(SourceFile(path: "i.json", bytes: Array(instance.utf8))))
        return (library, library.validate(tape, file: "i.json", schemaPath: "s.json", evaluationPaths: evaluationPaths))
    }

    func render(
        _ format: SchemaOutputFormat, _ schema: String = polygon, _ instance: String = instance
    ) throws -> String {
        let (library, result) = try validate(schema, instance)
        let output = SchemaOutput.render(
            result.violations, valid: result.isValid, format: format,
            rootLocation: library.rootLocation(schemaPath: "s.json"), reason: "broken")
        return String(JSONWriter(style: .pretty, order: .source).string(output).dropLast())  // its final newline
    }

    @Test func flagIsTheVerdictAlone() throws {
        #expect(try render(.flag) == #"{\#n  "valid": false\#n}"#)
        #expect(try render(.flag, Self.polygon, "[]").contains("false"))
        #expect(try render(.basic, #"{ "type": "array" }"#, "[]") == #"{\#n  "valid": true\#n}"#)
    }

    @Test func basicIsAFlatListOfTheFailingKeywords() throws {
        #expect(
            try render(.basic) == #"""
                {
                  "valid": false,
                  "errors": [
                    {
                      "keywordLocation": "/minItems",
                      "absoluteKeywordLocation": "https://example.com/polygon#/minItems",
                      "instanceLocation": "",
                      "error": "array at / has 2 items; at least 3 required"
                    },
                    {
                      "keywordLocation": "/items/$ref/required",
                      "absoluteKeywordLocation": "https://example.com/polygon#/$defs/point/required",
                      "instanceLocation": "/1",
                      "error": "missing required property 'y' in the object at /1; 'z' is there, is it misspelt?"
                    },
                    {
                      "keywordLocation": "/items/$ref/additionalProperties",
                      "absoluteKeywordLocation": "https://example.com/polygon#/$defs/point/additionalProperties",
                      "instanceLocation": "/1/z",
                      "error": "property 'z' is not allowed in the object at /1; did you mean 'x'?"
                    }
                  ]
                }
                """#)
    }

    /// As the specification's example: the `$ref` unit holds its two failures; `/items`, with one child, is condensed away.
    @Test func detailedFollowsTheSchemaAndIsCondensed() throws {
        #expect(
            try render(.detailed) == #"""
                {
                  "valid": false,
                  "keywordLocation": "",
                  "absoluteKeywordLocation": "https://example.com/polygon#",
                  "instanceLocation": "",
                  "errors": [
                    {
                      "valid": false,
                      "keywordLocation": "/minItems",
                      "absoluteKeywordLocation": "https://example.com/polygon#/minItems",
                      "instanceLocation": "",
                      "error": "array at / has 2 items; at least 3 required"
                    },
                    {
                      "valid": false,
                      "keywordLocation": "/items/$ref",
                      "absoluteKeywordLocation": "https://example.com/polygon#/$defs/point",
                      "instanceLocation": "/1",
                      "errors": [
                        {
                          "valid": false,
                          "keywordLocation": "/items/$ref/required",
                          "absoluteKeywordLocation": "https://example.com/polygon#/$defs/point/required",
                          "instanceLocation": "/1",
                          "error": "missing required property 'y' in the object at /1; 'z' is there, is it misspelt?"
                        },
                        {
                          "valid": false,
                          "keywordLocation": "/items/$ref/additionalProperties",
                          "absoluteKeywordLocation": "https://example.com/polygon#/$defs/point/additionalProperties",
                          "instanceLocation": "/1/z",
                          "error": "property 'z' is not allowed in the object at /1; did you mean 'x'?"
                        }
                      ]
                    }
                  ]
                }
                """#)
        #expect(
            try render(.detailed, #"{ "type": "array" }"#, "[]") == #"""
                {
                  "valid": true,
                  "keywordLocation": "",
                  "absoluteKeywordLocation": "s.json#",
                  "instanceLocation": ""
                }
                """#)
    }

    /// The evaluation path is kept only when asked for; the violations are the same either way.
    @Test func unitsCostNothingWhenNotAskedFor() throws {
        let (_, plain) = try validate(Self.polygon, Self.instance, evaluationPaths: false)
        let (_, traced) = try validate(Self.polygon, Self.instance)
        #expect(plain.violations.allSatisfy { $0.evaluation.isEmpty })
        #expect(traced.violations.allSatisfy { !$0.evaluation.isEmpty })
        #expect(plain.violations.map(\.message) == traced.violations.map(\.message))
        #expect(plain.violations.map(\.location) == traced.violations.map(\.location))
    }

    /// An embedded resource (`$id` inside) is its own base: absolute locations start there.
    @Test func embeddedResourcesAreTheirOwnBase() throws {
        let schema =
            #"{ "$id": "https://example.com/root.json", "properties": { "a": { "$id": "inner.json", "type": "string" } } }"#
        let (_, result) = try validate(schema, #"{"a": 1}"#)
        let unit = try #require(result.violations.first?.evaluation.last)
        #expect(
            unit
                == SchemaOutputUnit(
                    keywordLocation: "/properties/a/type",
                    absoluteKeywordLocation: "https://example.com/inner.json#/type", instanceLocation: "/a"))
    }

    // MARK: Older drafts speak their own keywords

    @Test func draft7TupleSpeaksOfAdditionalItems() throws {
        let schema =
            "{ \"$schema\": \"http://json-schema.org/draft-07/schema#\",\n  \"items\": [ { \"type\": \"integer\" } ],\n  \"additionalItems\": false }"
        let (_, result) = try validate(schema, "[1, 2]")
        let violation = try #require(result.violations.first)
        #expect(violation.message == "item /1 is not allowed: the array may hold 1 item ('additionalItems' is false)")
        #expect(violation.keyword == "additionalItems")
        #expect(violation.notes.last?.message == "'additionalItems' of s.json is here")
        #expect(violation.schemaLocation.description == "s.json:3:3")
        #expect(violation.evaluation.last?.keywordLocation == "/additionalItems")
        // A tuple item's own failure goes through `items/0`, as written.
        let (_, first) = try validate(schema, #"["x"]"#)
        #expect(first.violations.first?.evaluation.last?.keywordLocation == "/items/0/type")
    }

    @Test func draft4DependenciesAreCalledSo() throws {
        let schema =
            "{ \"$schema\": \"http://json-schema.org/draft-04/schema#\",\n  \"dependencies\": { \"a\": [\"b\"], \"c\": { \"required\": [\"d\"] } } }"
        let (_, result) = try validate(schema, #"{"a": 1, "c": 2}"#, draft: .draft4)
        #expect(
            result.violations.map(\.message) == [
                "property 'a' requires property 'b' in the object at /",
                "missing required property 'd' in the object at /; 'a' is there, is it misspelt?",
            ])
        #expect(result.violations.first?.keyword == "dependencies")
        #expect(result.violations.first?.notes.last?.message == "'dependencies' of s.json is here")
        #expect(result.violations.first?.notes.last?.location?.description == "s.json:2:3")
        #expect(
            result.violations.map { $0.evaluation.last?.keywordLocation } == [
                "/dependencies", "/dependencies/c/required",
            ])
    }

    /// Drafts 4 to 7: a `$ref` replaces its siblings, which neither validate nor appear in any location.
    @Test func draft7RefSiblingsAreIgnored() throws {
        let schema =
            ##"{ "$schema": "http://json-schema.org/draft-07/schema#", "$ref": "#/definitions/s", "maxLength": 1, "definitions": { "s": { "type": "string" } } }"##
        let (_, long) = try validate(schema, #""abc""#)
        #expect(long.isValid)
        let (_, number) = try validate(schema, "3")
        #expect(number.violations.map(\.message) == ["expected string at /, found integer 3"])
        #expect(number.violations.first?.evaluation.last?.keywordLocation == "/$ref/type")
        #expect(number.violations.first?.evaluation.last?.absoluteKeywordLocation == "s.json#/definitions/s/type")
    }
}
