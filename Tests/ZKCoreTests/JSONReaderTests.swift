import Testing
import ZKCore

/// Positions, messages and codes of the positioned JSON reader.
@Suite struct JSONReaderTests {
    func only(_ text: String) -> Diagnostic? {
        let result = JSONReader.read(text: text, path: "t.json")
        #expect(result.diagnostics.count == 1, "\(result.diagnostics)")
        return result.diagnostics.first
    }

    func at(_ diagnostic: Diagnostic?) -> (Int, Int)? {
        guard let start = diagnostic?.location?.start else { return nil }
        return (start.line, start.column)
    }

    @Test func valuesAndKeysCarryLineAndColumn() throws {
        let text = "{\n  \"name\": \"Äpfel\",\n  \"list\": [1, true, null]\n}"
        let value = try #require(JSONReader.read(text: text).value)
        let object = try #require(value.object)
        #expect(object.members[0].keyPosition.line == 2)
        #expect(object.members[0].keyPosition.column == 3)
        #expect(object.members[0].value.position.column == 11)
        let list = try #require(object["list"]?.array)
        #expect(list[1].position.line == 3)
        #expect(list[1].position.column == 15)
        #expect(list[1].bool == true)
    }

    @Test func columnsCountUnicodeScalarsNotBytes() throws {
        let value = try #require(JSONReader.read(text: "{\"слово\": \"ёж\", \"x\": 1}").value)
        let member = try #require(value.object?.member("x"))
        #expect(member.keyPosition.column == 17)
        #expect(value["слово"]?.string == "ёж")
    }

    @Test func duplicateKeyIsReportedAtTheSecondWithANoteAtTheFirst() throws {
        let diagnostic = try #require(only("{\n  \"a\": 1,\n  \"b\": 2,\n  \"a\": 3\n}"))
        #expect(diagnostic.code == "ZK0102")
        #expect(diagnostic.message == "duplicate key 'a' in object")
        #expect(at(diagnostic)! == (4, 3))
        #expect(diagnostic.notes.first?.location?.start?.line == 2)
        #expect(diagnostic.notes.first?.message == "'a' first defined here")
    }

    @Test func duplicateKeysInLargeObjectsAreFound() {
        let members = (0..<20).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let result = JSONReader.read(text: "{\(members), \"k3\": 0, \"k17\": 1}")
        #expect(result.diagnostics.map(\.message) == ["duplicate key 'k3' in object", "duplicate key 'k17' in object"])
        #expect(result.value != nil)
    }

    @Test func trailingCommaPointsAtTheComma() {
        let diagnostic = only("{\"a\": [1, 2,]}")
        #expect(diagnostic?.code == "ZK0101")
        #expect(diagnostic?.message == "trailing comma before ']' is not allowed in JSON")
        #expect(at(diagnostic)! == (1, 12))
        #expect(only("{\"a\": 1,\n}")?.message == "trailing comma before '}' is not allowed in JSON")
    }

    @Test func missingCommaNamesWhatWasExpected() {
        let diagnostic = only("{\"a\": 1 \"b\": 2}")
        #expect(diagnostic?.message == "expected ',' or '}' after object member, found '\"'")
        #expect(at(diagnostic)! == (1, 9))
        #expect(only("[1 2]")?.message == "expected ',' or ']' after array element, found '2'")
    }

    @Test func commentsLeadingZerosAndGarbageAreRejected() {
        #expect(only("{\"a\": 1 // c\n}")?.message == "expected ',' or '}' after object member, found '/'")
        #expect(only("[// c\n1]")?.message == "comments are not allowed in JSON (expected JSON: JSONC is not read)")
        #expect(
            only("name: zk\nversion: 2\n")?.message
                == "expected JSON: YAML is not read (invalid literal 'name'; expected 'null'); convert the file to JSON first"
        )
        #expect(only("---\n- a\n")?.message.hasPrefix("expected JSON: YAML is not read") == true)
        #expect(only("nul")?.message == "invalid literal 'nul'; expected 'null'")
        #expect(only("[012]")?.message == "leading zeros are not allowed in numbers")
        #expect(only("{} x")?.message == "unexpected 'x' after the JSON value; a file holds exactly one value")
        #expect(only("{'a': 1}")?.message == "object keys must use double quotes, not single quotes")
        #expect(only("[tru]")?.message == "invalid literal 'tru'; expected 'true'")
    }

    @Test func controlCharactersAndLoneSurrogatesInStrings() {
        let newline = only("[\"a\nb\"]")
        #expect(newline?.message == "unescaped line break in string; write it as '\\n' or close the string")
        #expect(only("[\"a\u{01}\"]")?.message == "control character U+0001 must be escaped in a string")
        let surrogate = only("[\"x\\uD800y\"]")
        #expect(surrogate?.code == "ZK0108")
        #expect(at(surrogate)! == (1, 4))
        #expect(only("[\"\\q\"]")?.code == "ZK0108")
    }

    @Test func escapesAreDecoded() throws {
        let value = try #require(JSONReader.read(text: #"["a\"b\\c\/d\n\u00e4\ud83d\ude00"]"#).value)
        #expect(value.array?.first?.string == "a\"b\\c/d\nä😀")
    }

    @Test func numbersKeepIntegersExact() throws {
        let value = try #require(JSONReader.read(text: "[9007199254740993, -0, 1.5, 1e2, 123456789012345678901]").value)
        let array = try #require(value.array)
        let numbers = array.compactMap(\.number)
        #expect(numbers[0] == .integer(9_007_199_254_740_993))
        #expect(numbers[1] == .integer(0))
        #expect(numbers[2] == .decimal("1.5"))
        #expect(value.array?[3].int == 100)
        #expect(value.array?[4].typeName == "integer")
        #expect(numbers[4] == .decimal("123456789012345678901"))
        let huge = only("[1e400]")
        #expect(huge?.code == "ZK0107")
        #expect(huge?.severity == .warning)
    }

    @Test func numbersBeyondSixtyFourBitsStayExact() throws {
        let value = try #require(
            JSONReader.read(
                text: "[9223372036854775807, -9223372036854775808, 9223372036854775808, 1e+20, 1.0, 0.1, 1e400]"
            ).value)
        let numbers = try #require(value.array).compactMap(\.number)
        #expect(numbers[0] == .integer(Int64.max))
        #expect(numbers[1] == .integer(Int64.min))
        #expect(numbers[2] == .decimal("9223372036854775808"))
        #expect(numbers.map(\.isIntegral) == [true, true, true, true, true, false, true])
        #expect(numbers[2].decimal?.text() == "9223372036854775808")
        #expect(JSONWriter.format(numbers[3]) == "100000000000000000000")
        #expect(JSONWriter.format(numbers[5]) == "0.1")
        #expect(numbers[6].decimal?.description == "1e+400")
    }

    @Test func duplicateKeysAreFoundByCodePoint() {
        // "ñ" (U+00F1) and "n" + U+0303 look alike and are equal for Swift's String ==, but are
        // different JSON keys.
        #expect(JSONReader.read(text: #"{"\u00f1": 1, "n\u0303": 2}"#).diagnostics.isEmpty)
        #expect(JSONReader.read(text: "{\"\u{00F1}\": 1, \"n\u{0303}\": 2}").diagnostics.isEmpty)
        #expect(only(#"{"\u00f1": 1, "\u00f1": 2}"#)?.code == "ZK0102")
        // Past the linear search (16 keys), the hashed search compares code points too.
        let many = (0..<20).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        #expect(JSONReader.read(text: "{\(many), \"\u{00F1}\": 1, \"n\u{0303}\": 2}").diagnostics.isEmpty)
        #expect(only("{\(many), \"n\u{0303}\": 1, \"n\u{0303}\": 2}")?.code == "ZK0102")
        let object = JSONReader.read(text: "{\"n\u{0303}\": 2}").value?.object
        #expect(object?["\u{00F1}"] == nil)
        #expect(object?["n\u{0303}"]?.int == 2)
    }

    @Test func byteOrderMarkIsAWarningAndSkipped() throws {
        let result = JSONReader.read(SourceFile(path: "b.json", bytes: [0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8)))
        #expect(result.diagnostics.map(\.code) == ["ZK0104"])
        #expect(result.diagnostics.first?.severity == .warning)
        #expect(result.value?["a"]?.int == 1)
        #expect(result.value?.object?.members.first?.keyPosition.column == 2)
    }

    @Test func invalidUTF8NamesTheByteOffset() {
        let result = JSONReader.read(
            SourceFile(path: "u.json", bytes: Array("{\"a\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8)))
        #expect(
            result.diagnostics.map(\.message) == ["invalid UTF-8 byte 0xC3 at byte offset 7; JSON files must be UTF-8"])
        #expect(result.diagnostics.first?.location?.start?.column == 8)
    }

    @Test func emptyAndWhitespaceOnlyFilesAreErrors() {
        #expect(only("")?.code == "ZK0106")
        #expect(only("")?.message == "file is empty; expected a JSON value")
        #expect(only("  \n ")?.message == "file holds only whitespace; expected a JSON value")
        #expect(only("  \n ")?.code == "ZK0106")
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000)
        let diagnostic = only(deep)
        #expect(diagnostic?.code == "ZK0105")
        #expect(diagnostic?.message == "arrays and objects are nested deeper than 512 levels")
        #expect(
            JSONReader.read(text: String(repeating: "[", count: 512) + String(repeating: "]", count: 512)).value != nil)
    }

    @Test func unterminatedStructuresNoteWhereTheyOpened() {
        let diagnostic = only("{\n  \"a\": [1,\n  2\n")
        #expect(diagnostic?.message == "unexpected end of file; expected ',' or ']' after array element")
        #expect(diagnostic?.notes.first?.message == "array opened here")
        #expect(diagnostic?.notes.first?.location?.start?.line == 2)
    }

    @Test func writerRoundTripsAndCanonicalises() throws {
        let text = #"{"b": [1, 2.50, "x\ny"], "a": {"ä": true, "c": null}, "e": 1e2}"#
        let value = try #require(JSONReader.read(text: text).value)
        let compact = JSONWriter(style: .compact, sortKeys: true).string(value)
        #expect(compact == #"{"a":{"c":null,"ä":true},"b":[1,2.5,"x\ny"],"e":100}"#)
        let again = try #require(JSONReader.read(text: compact).value)
        #expect(JSONWriter(style: .compact, sortKeys: true).string(again) == compact)
        #expect(
            JSONWriter(style: .pretty).string(.object([("a", .array([.int(1)]))])) == "{\n  \"a\": [\n    1\n  ]\n}\n")
        #expect(JSONWriter(style: .compact).string(.string("a\u{1F}\t\"/")) == #""a\u001f\t\"/""#)
    }
}

/// Issue 52: a file with git's merge-conflict markers is named as an unresolved merge.
@Suite struct MergeConflictReaderTests {
    static let expected =
        "unresolved merge conflict: the line starts with git's conflict marker '<<<<<<<'; keep the right side and delete the lines '<<<<<<<', '=======' and '>>>>>>>'"

    @Test func aMarkerWhereAKeyIsExpectedIsTheMergeNotTheLessThanSign() throws {
        let text = "{\n  \"a\": 1,\n<<<<<<< HEAD\n  \"b\": 2\n=======\n  \"b\": 3\n>>>>>>> feature\n}\n"
        let result = JSONReader.read(text: text, path: "t.json")
        #expect(result.diagnostics.map(\.code) == ["ZK0101"])
        #expect(result.diagnostics.first?.location?.start?.line == 3)
        #expect(result.diagnostics.first?.location?.start?.column == 1)
        #expect(result.diagnostics.first?.message == Self.expected)
        #expect(!(result.diagnostics.first?.message.contains("found '<'") ?? true))
    }

    @Test func aMarkerAfterAValueWithoutAComma() throws {
        let text = "{\n  \"a\": 1\n<<<<<<< HEAD\n}\n"
        let result = JSONReader.read(text: text, path: "t.json")
        #expect(result.diagnostics.first?.location?.start?.line == 3)
        #expect(result.diagnostics.first?.message == Self.expected)
    }

    @Test func anEarlierErrorIsStillItself() throws {
        let text = "{\n  \"a\": 1 2\n<<<<<<< HEAD\n}\n"
        let result = JSONReader.read(text: text, path: "t.json")
        #expect(result.diagnostics.first?.location?.start?.line == 2)
        #expect(!(result.diagnostics.first?.message.contains("merge") ?? true))
    }
}
