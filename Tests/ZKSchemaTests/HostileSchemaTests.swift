import Testing
import ZKCore
import ZKSchema

/// Issue 55's crashes and runaway work in the schema engine, each on an input made here (small
/// generators for large inputs): each finishes with a result or a located problem, never a
/// signal, and none waits on work that grows faster than the input.
@Suite struct HostileSchemaTests {
    func library(_ text: String, path: String = "s.json") throws -> SchemaLibrary {
        let parsed = SchemaDocument.parse(text: text, path: path)
        return SchemaLibrary(documents: [try #require(parsed.document)])
    }

    func validate(_ library: SchemaLibrary, _ instance: String, schema: String = "s.json") throws -> SchemaValidation {
        let tape = try #require(JSONTape.read(SourceFile(path: "i.json", bytes: Array(instance.utf8))))
        return library.validate(tape, file: "i.json", schemaPath: schema)
    }

    /// 50,000 nested groups overflowed the regular expression parser's stack (SIGSEGV): the
    /// pattern is a schema error at its value, as `pattern` and `patternProperties` keys are.
    @Test func aPatternOfFiftyThousandNestedGroupsIsASchemaError() throws {
        let deep = String(repeating: "(", count: 50_000) + "a" + String(repeating: ")", count: 50_000)
        let schema = ##"{"properties": {"name": {"pattern": "\##(deep)"}}, "patternProperties": {"\##(deep)": true}}"##
        let library = try library(schema)
        let problems = library.problems.map(\.location.description)
        #expect(problems == ["s.json:1:37", "s.json:1:100066"])
        #expect(library.problems.allSatisfy { $0.message.hasSuffix(" is nested deeper than 256 groups") })
        // Within the bound it still compiles.
        let fine = String(repeating: "(", count: 256) + "a" + String(repeating: ")", count: 256)
        #expect(try self.library(##"{"pattern": "\##(fine)"}"##).problems.isEmpty)
    }

    /// A chain of 1,100 `$ref`s overflowed the compiler's stack (SIGSEGV): it compiles, and
    /// validation meets its depth limit with a violation instead of recursing on.
    @Test func aChainOfElevenHundredReferencesCompiles() throws {
        let count = 1_100
        let defs = (0..<count).map { index in
            index == count - 1
                ? ##""d\##(index)": {"type": "object", "required": ["x"]}"##
                : ##""d\##(index)": {"type": "object", "$ref": "#/$defs/d\##(index + 1)"}"##
        }
        let schema = ##"{"$ref": "#/$defs/d0", "$defs": {\##(defs.joined(separator: ", "))}}"##
        let library = try library(schema)
        #expect(library.problems.isEmpty)
        let result = try validate(library, "{}")
        #expect(
            result.violations.map(\.message) == [
                "an object at /: the schema references nest too deeply (a '$dynamicRef' loop?)"
            ])
        // A chain within the validator's depth works as before, to the end.
        let short = (0..<300).map { index in
            index == 299
                ? ##""d\##(index)": {"type": "object", "required": ["x"]}"##
                : ##""d\##(index)": {"type": "object", "$ref": "#/$defs/d\##(index + 1)"}"##
        }
        let shortLibrary = try self.library(##"{"$ref": "#/$defs/d0", "$defs": {\##(short.joined(separator: ", "))}}"##)
        #expect(shortLibrary.problems.isEmpty)
        #expect(try validate(shortLibrary, "{}").violations.map(\.keyword) == ["required"])
        #expect(try validate(shortLibrary, ##"{"x": 1}"##).isValid)
    }

    /// `allOf`, `anyOf` and `oneOf` whose two branches refer back to the schema validated each
    /// value 2^depth times (36 s at depth 28): at depth 40 each finishes at once, valid or with
    /// the one violation at the innermost value.
    @Test func twoRecursiveReferencesUnderACombinatorAreLinear() throws {
        let branches = [
            "allOf": ##"[{"items": {"$ref": "#/$defs/n"}}, {"items": {"$ref": "#/$defs/n"}}]"##,
            // The first branch fails after its items are validated; the second matches.
            "anyOf":
                ##"[{"items": {"$ref": "#/$defs/n"}, "contains": {"type": "string"}}, {"items": {"$ref": "#/$defs/n"}}]"##,
            // The first branch matches; the second is validated to its end and fails.
            "oneOf":
                ##"[{"items": {"$ref": "#/$defs/n"}}, {"items": {"$ref": "#/$defs/n"}, "contains": {"type": "string"}}]"##,
        ]
        let depth = 40
        let valid = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let invalid = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        for (keyword, list) in branches.sorted(by: { $0.key < $1.key }) {
            let schema = ##"{"$ref": "#/$defs/n", "$defs": {"n": {"type": "array", "\##(keyword)": \##(list)}}}"##
            let library = try library(schema)
            #expect(library.problems.isEmpty, "\(keyword)")
            #expect(try validate(library, valid).isValid, "\(keyword)")
            let tape = try #require(JSONTape.read(SourceFile(path: "i.json", bytes: Array(invalid.utf8))))
            #expect(!library.isValid(tape, schemaPath: "s.json"), "\(keyword)")
            let result = try validate(library, invalid)
            #expect(!result.isValid, "\(keyword)")
            if keyword == "allOf" {
                // The innermost value fails both branches: the one violation, once per branch.
                #expect(result.violations.map(\.location.description) == ["i.json:1:41", "i.json:1:41"])
            } else {
                #expect(
                    result.violations.map(\.message) == ["an array at / matches none of the 2 schemas of '\(keyword)'"])
            }
        }
    }

    /// The same schema over an array nested 511 deep meets the validator's depth limit (400
    /// schemas entered) once, at the value where it is met: the cut-short results are kept too,
    /// so the levels above it do not double again.
    @Test func twoRecursiveReferencesPastTheDepthLimitStopOnce() throws {
        let schema =
            ##"{"$ref": "#/$defs/n", "$defs": {"n": {"type": "array", "allOf": [{"items": {"$ref": "#/$defs/n"}}, {"items": {"$ref": "#/$defs/n"}}]}}}"##
        let result = try validate(
            try library(schema), String(repeating: "[", count: 511) + String(repeating: "]", count: 511))
        #expect(result.reachedBrokenSchema)
        #expect(result.violations.count == 1)
        #expect(
            result.violations.first?.message.hasSuffix("the schema references nest too deeply (a '$dynamicRef' loop?)")
                == true)
        #expect(result.violations.first?.location.description == "i.json:1:201")
    }

    /// `allOf` of two references to one failing schema reports its violation once.
    @Test func aFailureReachedTwiceIsReportedOnce() throws {
        let schema =
            ##"{"allOf": [{"$ref": "#/$defs/x"}, {"$ref": "#/$defs/x"}], "$defs": {"x": {"type": "object", "required": ["a"]}}}"##
        let result = try validate(try library(schema), "{}")
        #expect(result.violations.map(\.keyword) == ["required"])
    }

    /// `uniqueItems` compared every item with every earlier one (20,000 items 9 s): 60,000
    /// distinct items and a repeat at the end are told apart at once, with JSON equality (1 is
    /// 1.0, members in any order are one object).
    @Test func uniqueItemsOfSixtyThousandItemsIsLinear() throws {
        let library = try library(##"{"uniqueItems": true}"##)
        let items = (0..<60_000).map { ##"{"k": \##($0), "s": "v\##($0)"}"## }
        #expect(try validate(library, "[" + items.joined(separator: ",") + "]").isValid)
        let repeated = "[" + items.joined(separator: ",") + ##", {"s": "v7", "k": 7.0}]"##
        let result = try validate(library, repeated)
        #expect(
            result.violations.map(\.message) == [##"item /60000 repeats item 7 (an object); the items must be unique"##]
        )
        let mixed = try validate(
            library, ##"[1, "1", [1, 2], [2, 1], {"a": [1]}, null, false, 0, -0.0, {"a": [1.0]}]"##)
        #expect(mixed.violations.map(\.instancePointer) == ["/8", "/9"])
    }

    /// `required` searched the object once per name: 50,000 names listed in the reverse of the
    /// object's order took minutes, and 100,000 missing names each listed the object's keys
    /// (76 s). The keys are a set now, listed once per object.
    @Test func fiftyThousandRequiredNamesAreLookedUp() throws {
        let names = (0..<50_000).map { "\"name\($0)\"" }
        let library = try library("{\"required\": [\(names.joined(separator: ", "))]}")
        #expect(library.problems.isEmpty)
        let reversed = (0..<50_000).reversed().map { "\"name\($0)\": 1" }
        #expect(try validate(library, "{\(reversed.joined(separator: ", "))}").isValid)
        let tape = try #require(
            JSONTape.read(SourceFile(path: "i.json", bytes: Array("{\(reversed.joined(separator: ", "))}".utf8))))
        #expect(library.isValid(tape, schemaPath: "s.json"))
        let lacking = (1..<50_000).reversed().map { "\"name\($0)\": 1" } + ["\"nameO\": 1"]
        let result = try validate(library, "{\(lacking.joined(separator: ", "))}")
        #expect(result.violations.map(\.message) == ["missing required property 'name0' in the object at /"])
        let empty = try validate(library, "{\"x\": 1}")
        #expect(empty.violations.count == 50_000)
        #expect(
            empty.violations.first?.message.hasPrefix("missing required property 'name0' in the object at /") == true)
    }
}
