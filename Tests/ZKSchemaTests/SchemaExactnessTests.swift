import Foundation
import Testing

@testable import ZKCore
@testable import ZKSchema

/// Strings compare by code point and numbers by exact value, at every keyword that compares
/// them: "ñ" (U+00F1) and "n" + U+0303 are equal for Swift's `String ==` but not for JSON.
@Suite struct SchemaExactnessTests {
    static let composed = "\u{00F1}"
    static let decomposed = "n\u{0303}"

    func library(_ schema: String) throws -> SchemaLibrary {
        let root = try #require(JSONReader.read(text: schema, path: "s.schema.json").value)
        let library = SchemaLibrary(documents: [SchemaDocument(path: "s.schema.json", root: root)])
        #expect(library.problems.isEmpty, "\(library.problems.map(\.message))")
        return library
    }

    /// Validates with both paths (fast and collecting) and checks they agree.
    func valid(_ schema: String, _ instance: String) throws -> Bool {
        let library = try library(schema)
        let value = try #require(JSONReader.read(text: instance, path: "i.json").value)
        let fast = library.isValid(value, schemaPath: "s.schema.json")
        let full = library.validate(value, file: "i.json", schemaPath: "s.schema.json").violations
        #expect(fast == full.isEmpty, "fast \(fast), full \(full.map(\.message))")
        return fast
    }

    func violation(_ schema: String, _ instance: String) throws -> String? {
        let library = try library(schema)
        let value = try #require(JSONReader.read(text: instance, path: "i.json").value)
        return library.validate(value, file: "i.json", schemaPath: "s.schema.json").violations.first
            .map { "\($0.keyword ?? "-") \($0.instancePointer) \($0.location.description) \($0.message)" }
    }

    // MARK: Look-alike strings

    @Test func constAndEnumCompareCodePoints() throws {
        #expect(try valid(#"{"const": "\u00f1"}"#, #""\u00f1""#))
        #expect(try !valid(#"{"const": "\u00f1"}"#, #""n\u0303""#))
        #expect(try !valid(#"{"enum": ["\u00f1", "x"]}"#, #""n\u0303""#))
        #expect(try valid(#"{"enum": ["n\u0303"]}"#, #""n\u0303""#))
        #expect(try !valid(#"{"const": {"\u00f1": 1}}"#, #"{"n\u0303": 1}"#))
    }

    @Test func uniqueItemsComparesCodePoints() throws {
        #expect(try valid(#"{"uniqueItems": true}"#, #"["\u00f1", "n\u0303"]"#))
        #expect(try !valid(#"{"uniqueItems": true}"#, #"["\u00f1", "\u00f1"]"#))
        #expect(try valid(#"{"uniqueItems": true}"#, #"[{"\u00f1": 1}, {"n\u0303": 1}]"#))
    }

    @Test func requiredAndPropertiesCompareCodePoints() throws {
        #expect(try !valid(#"{"required": ["\u00f1"]}"#, #"{"n\u0303": 1}"#))
        #expect(try valid(#"{"required": ["\u00f1"]}"#, #"{"\u00f1": 1}"#))
        // Two look-alike names are two properties, each with its own schema.
        let schema =
            #"{"properties": {"\u00f1": {"type": "integer"}, "n\u0303": {"type": "string"}}, "additionalProperties": false}"#
        #expect(try valid(schema, #"{"\u00f1": 1, "n\u0303": "a"}"#))
        #expect(try !valid(schema, #"{"\u00f1": "a"}"#))
        #expect(try !valid(schema, #"{"n\u0303": 1}"#))
        #expect(
            try violation(#"{"properties": {"\u00f1": {}}, "additionalProperties": false}"#, #"{"n\u0303": 1}"#)
                == "additionalProperties / i.json:1:2 property '\(Self.decomposed)' is not allowed in the object at /; '\(Self.composed)' is allowed, written with other code points (U+00F1, here U+006E U+0303)"
        )
    }

    @Test func dependentRequiredAndUnevaluatedCompareCodePoints() throws {
        #expect(try !valid(#"{"dependentRequired": {"a": ["\u00f1"]}}"#, #"{"a": 1, "n\u0303": 2}"#))
        #expect(try !valid(#"{"dependentSchemas": {"\u00f1": false}}"#, #"{"\u00f1": 1}"#))
        #expect(try valid(#"{"dependentSchemas": {"\u00f1": false}}"#, #"{"n\u0303": 1}"#))
        #expect(try !valid(#"{"properties": {"\u00f1": true}, "unevaluatedProperties": false}"#, #"{"n\u0303": 1}"#))
        #expect(try valid(#"{"propertyNames": {"const": "\u00f1"}}"#, #"{"\u00f1": 1}"#))
        #expect(try !valid(#"{"propertyNames": {"const": "\u00f1"}}"#, #"{"n\u0303": 1}"#))
        #expect(try !valid(#"{"propertyNames": {"enum": ["\u00f1"]}}"#, #"{"n\u0303": 1}"#))
    }

    @Test func refsAndAnchorsCompareCodePoints() throws {
        let schema =
            ##"{"$defs": {"\u00f1": {"type": "integer"}, "n\u0303": {"type": "string"}}, "$ref": "#/$defs/n\u0303"}"##
        #expect(try valid(schema, #""a""#))
        #expect(try !valid(schema, "1"))
    }

    // MARK: Numbers

    @Test func bignumsAreIntegers() throws {
        #expect(try valid(#"{"type": "integer"}"#, "9223372036854775808"))
        #expect(try valid(#"{"type": "integer"}"#, "1e+20"))
        #expect(try valid(#"{"type": "integer"}"#, "12345678910111213141516171819202122232425262728293031"))
        #expect(try valid(#"{"type": "integer"}"#, "1.0"))
        #expect(try !valid(#"{"type": "integer"}"#, "1.5e0"))
        #expect(try valid(#"{"type": "integer"}"#, "-1e400"))
    }

    @Test func boundsAreExactAboveTwoToTheFiftyThree() throws {
        // 2^53 + 1 is not representable as a double; a double comparison would call it 2^53.
        #expect(try !valid(#"{"maximum": 9007199254740992}"#, "9007199254740993"))
        #expect(try valid(#"{"maximum": 9007199254740993}"#, "9007199254740993"))
        #expect(try !valid(#"{"exclusiveMaximum": 18446744073709551616}"#, "18446744073709551616"))
        #expect(try valid(#"{"exclusiveMaximum": 18446744073709551617}"#, "18446744073709551616"))
        #expect(try !valid(#"{"minimum": 18446744073709551617}"#, "18446744073709551616"))
        #expect(try valid(#"{"exclusiveMinimum": -18446744073709551617}"#, "-18446744073709551616"))
        #expect(try !valid(#"{"const": 9007199254740993}"#, "9007199254740992"))
        #expect(try valid(#"{"const": 1}"#, "1.0"))
        #expect(try valid(#"{"enum": [100]}"#, "1e2"))
    }

    @Test func decimalsCompareExactly() throws {
        // 0.1 + 0.2 style rounding never enters: the lexemes are compared as decimals.
        #expect(try !valid(#"{"maximum": 0.3}"#, "0.30000000000000001"))
        #expect(try valid(#"{"maximum": 0.30000000000000001}"#, "0.30000000000000001"))
        #expect(
            try !valid(
                #"{"exclusiveMaximum": 972783798187987123879878123.18878137}"#, "972783798187987123879878123.188781371")
        )
        #expect(try valid(#"{"minimum": 0.1}"#, "0.1"))
        #expect(try !valid(#"{"minimum": 0.1}"#, "0.09999999999999999999"))
        #expect(
            try violation(#"{"maximum": 0.3}"#, "0.30000000000000001")
                == "maximum / i.json:1:1 0.30000000000000001 at / is greater than the maximum 0.3")
    }

    @Test func multipleOfIsExact() throws {
        #expect(try valid(#"{"multipleOf": 0.01}"#, "19.99"))
        #expect(try valid(#"{"multipleOf": 0.0001}"#, "0.0075"))
        #expect(try !valid(#"{"multipleOf": 0.0001}"#, "0.00751"))
        #expect(try valid(#"{"multipleOf": 0.1}"#, "0.3"))
        #expect(try !valid(#"{"multipleOf": 0.123456789}"#, "1e308"))
        #expect(try valid(#"{"multipleOf": 0.5}"#, "1e308"))
        #expect(try valid(#"{"multipleOf": 3}"#, "36893488147419103233"))  // 2^65 + 1 = 3 × 12297829382473034411
        #expect(try !valid(#"{"multipleOf": 3}"#, "36893488147419103232"))
        #expect(try valid(#"{"multipleOf": 1e-20}"#, "12345678901234567890.12345678901234567890"))
    }

    /// The bounds on a tape read from a file (numbers in place, the double compared first).
    func validInFile(_ schema: String, _ instance: String) throws -> Bool {
        let library = try library(schema)
        let tape = try #require(JSONTape.read(SourceFile(path: "i.json", text: instance)))
        let fast = library.isValid(tape, schemaPath: "s.schema.json")
        let full = library.validate(tape, file: "i.json", schemaPath: "s.schema.json").violations
        #expect(fast == full.isEmpty, "fast \(fast), full \(full.map(\.message))")
        return fast
    }

    @Test func boundsInAFileTieOnTheDoubleAndCompareExactly() throws {
        // 0.30000000000000001 and 0.3 are one double: the lexeme decides.
        #expect(try !validInFile(#"{"maximum": 0.3}"#, "0.30000000000000001"))
        #expect(try validInFile(#"{"maximum": 0.3}"#, "0.3"))
        #expect(try validInFile(#"{"minimum": 0.1}"#, "0.1"))
        #expect(try !validInFile(#"{"minimum": 0.1}"#, "0.09999999999999999999"))
        #expect(try validInFile(#"{"minimum": 0, "maximum": 1}"#, "0.527"))
        #expect(try !validInFile(#"{"minimum": 0, "maximum": 1}"#, "1.0000000000000000000001"))
        #expect(try !validInFile(#"{"exclusiveMinimum": -0.5}"#, "-0.5"))
        #expect(try validInFile(#"{"exclusiveMinimum": -0.5}"#, "-0.49e0"))
        #expect(try !validInFile(#"{"multipleOf": 0.0001}"#, "0.00751"))
        #expect(try validInFile(#"{"multipleOf": 0.01}"#, "19.99"))
    }

    @Test func stringEnumsInAFileCompareBytes() throws {
        let schema = #"{"enum": ["\u00f1", "", "a\"b", "game_x"]}"#
        #expect(try validInFile(schema, #""\u00f1""#))
        #expect(try validInFile(schema, "\"\u{00F1}\""))
        #expect(try !validInFile(schema, "\"n\u{0303}\""))
        #expect(try validInFile(schema, #""""#))
        #expect(try validInFile(schema, #""a\"b""#))
        #expect(try validInFile(schema, #""game_x""#))
        #expect(try !validInFile(schema, #""game_y""#))
        #expect(try !validInFile(schema, "1"))
        // An enum of strings and other values: a string still matches by its bytes.
        #expect(try validInFile(#"{"enum": ["x", 1, null]}"#, #""x""#))
        #expect(try validInFile(#"{"enum": ["x", 1, null]}"#, "1.0"))
        #expect(try !validInFile(#"{"enum": ["x", 1, null]}"#, #""1""#))
    }

    @Test func numberLexemesReadAsStrtodReadsThem() {
        // A fixed-seed generator: signs, integer parts, fractions of 0 to 25 digits, exponents.
        var seed: UInt64 = 20_261_207
        func next(_ bound: UInt64) -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (seed >> 33) % bound
        }
        func digits(_ count: UInt64) -> String { String((0..<count).map { _ in Character(String(next(10))) }) }
        var lexemes = [
            "0", "-0", "0.0", "-0.0", "0.1", "0.3", "9007199254740993.5", "123456789012345.6", "1e22", "1.5e-7",
        ]
        for _ in 0..<5_000 {
            var text = next(2) == 0 ? "-" : ""
            text += next(3) == 0 ? "0" : String(next(9) + 1) + digits(next(18))
            if next(4) != 0 { text += "." + digits(next(26) + 1) }
            if next(8) == 0 { text += "e" + (next(2) == 0 ? "-" : "") + String(next(30)) }
            lexemes.append(text)
        }
        for lexeme in lexemes {
            let expected = strtod(lexeme, nil)
            let read = Array(lexeme.utf8).withUnsafeBufferPointer { JSONLexer.double($0) }
            #expect(read.bitPattern == expected.bitPattern, "\(lexeme)")
        }
    }
}
