import Foundation
import Testing
import ZKCore

@testable import DawgReader
@testable import ZKDawg

/// `alphabet.json` is checked by zk-dawg's bundled schema, then decoded: each shape error has
/// its code at the value or key, and the domain rules a schema cannot state stay with theirs.
struct AlphabetFileCheckTests {
    static func read(_ text: String) -> AlphabetFileCheck.Result {
        AlphabetFileCheck.read(
            SourceFile(path: "Content/dictionaries/mini/alphabet.json", text: text), defaultVariant: "mini")
    }

    static func report(_ result: AlphabetFileCheck.Result) -> [String] {
        result.diagnostics.map {
            "\($0.code) \($0.location?.start?.line ?? 0):\($0.location?.start?.column ?? 0) \($0.message)"
        }
    }

    @Test func theBundledSchemaCompiles() {
        #expect(AlphabetFileCheck.schema.problems.isEmpty, "\(AlphabetFileCheck.schema.problems)")
    }

    @Test func aGoodAlphabetIsDecoded() throws {
        let result = Self.read(
            #"{"letters": [{"letter": "a", "value": 1, "count": 9}, {"letter": "b", "value": 3, "count": 2}], "blanks": 2, "fold": {"á": "a"}, "case": "fold", "minLength": 2, "maxLength": 7, "language": "en"}"#
        )
        #expect(result.diagnostics.isEmpty)
        let alphabet = try #require(result.alphabet)
        #expect(alphabet.variant == "mini")
        #expect(alphabet.language == "en")
        #expect(alphabet.letters.map { String(Character($0.scalar)) } == ["a", "b"])
        #expect(alphabet.letters.map(\.value) == [1, 3])
        #expect(alphabet.letters.map(\.count) == [9, 2])
        #expect(alphabet.blanks == 2)
        #expect(alphabet.folds.map(\.to) == [0])
        #expect(alphabet.caseRule == .fold)
        #expect(alphabet.minLength == 2)
        #expect(alphabet.maxLength == 7)
        #expect(result.minLengthLocation?.start?.column == 146)
    }

    @Test func shapeErrorsAreLocatedWithTheirCodes() {
        let result = Self.read(
            """
            {"letters": [{"letter": "a", "value": "one", "count": 9}, {"letter": "b", "count": 2}],
             "blank": 2, "minLength": 2.5}
            """)
        #expect(result.alphabet == nil)
        #expect(
            Self.report(result) == [
                "ZK1001 1:1 missing required property 'blanks' in the object at /; 'blank' is there, is it misspelt?",
                #"ZK1001 1:39 expected integer at /letters/0/value, found string "one""#,
                "ZK1001 1:59 missing required property 'value' in the object at /letters/1",
                "ZK1007 2:2 property 'blank' is not allowed in the object at /; did you mean 'blanks'?",
                "ZK1001 2:27 expected integer at /minLength, found number 2.5",
            ])
        #expect(result.diagnostics.map(\.severity) == [.error, .error, .error, .warning, .error])
        #expect(
            result.diagnostics.first?.notes.map(\.message) == ["'blanks': the number of blank tiles; write 0 for none"])
    }

    @Test func domainRulesFollowTheDecode() {
        let result = Self.read(
            #"{"letters": [{"letter": "a", "value": 1, "count": 9}, {"letter": "a", "value": 1, "count": 1}, {"letter": "Bc", "value": 1, "count": 1}], "blanks": 0, "fold": {"a": "b", "é": "x"}, "minLength": 4, "maxLength": 3}"#
        )
        #expect(
            Self.report(result) == [
                "ZK1005 1:195 minLength 4 and maxLength 3 do not satisfy 1 ≤ minLength ≤ maxLength ≤ 255",
                "ZK1003 1:66 letter 'a' is listed twice",
                "ZK1002 1:107 letter 'Bc' must be 1 to 4 lower-case characters (after NFC), without spaces or '?'",
                "ZK1004 1:161 fold source 'a' is itself a letter of the alphabet",
                "ZK1004 1:176 fold target 'x' of 'é' is not a letter of the alphabet",
            ])
    }

    /// The schema for editors (`Content/schemas/alphabet.schema.json`) and zk-dawg's own describe
    /// the same keys, and zk-dawg's requires nothing the editors' does not: they cannot drift apart
    /// silently (zk-dawg's is looser on purpose: it requires only what the build cannot do without).
    @Test func theBundledSchemaAgreesWithTheEditorsSchema() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let path = root.appendingPathComponent("Content/schemas/alphabet.schema.json").path
        let data = try #require(FileManager.default.contents(atPath: path))
        let editors = try #require(JSONReader.read(SourceFile(path: path, bytes: [UInt8](data))).value)
        let bundled = try #require(AlphabetFileCheck.schema.root)
        #expect(bundled["properties"]?.object?.keys.sorted() == editors["properties"]?.object?.keys.sorted())
        let tile = { (schema: JSONValue) in schema["$defs"]?["tile"]?["properties"]?.object?.keys.sorted() }
        #expect(tile(bundled) == tile(editors))
        let names = { (list: JSONValue?) in Set(list?.array?.compactMap(\.string) ?? []) }
        let required = (names(bundled["required"]), names(editors["required"]))
        #expect(required.0.subtracting(required.1).isEmpty, "\(required)")
        let tileRequired = (
            names(bundled["$defs"]?["tile"]?["required"]), names(editors["$defs"]?["tile"]?["required"])
        )
        #expect(tileRequired.0.subtracting(tileRequired.1).isEmpty, "\(tileRequired)")
    }

    /// 200,000 letters were each compared with every earlier one before ZK1006 (17 s): the
    /// letters and folds are looked up, so the error comes at once, with the repeated letter
    /// and a fold onto a letter past the 255th among the findings.
    @Test func twoHundredThousandLettersAreRefusedAtOnce() {
        var letters = (0..<200_000).compactMap { index -> String? in
            guard let scalar = Unicode.Scalar(0x4E00 + index % 0x5000 + (index / 0x5000) * 0x10000) else { return nil }
            let text = String(Character(scalar))
            return text.lowercased() == text ? #"{"letter": "\#(text)", "value": 1, "count": 1}"# : nil
        }
        letters.append(#"{"letter": "a", "value": 1, "count": 1}"#)
        letters.append(#"{"letter": "a", "value": 1, "count": 1}"#)
        let result = Self.read(
            #"{"letters": [\#(letters.joined(separator: ","))], "blanks": 0, "fold": {"b": "\#(String(Character(Unicode.Scalar(0x4E00 + 300)!)))"}}"#
        )
        #expect(result.alphabet == nil)
        let codes = result.diagnostics.map(\.code)
        #expect(codes.first == AlphabetFileCheck.tooManyLetters.code)
        #expect(codes.filter { $0 == AlphabetFileCheck.duplicateLetter.code }.count == 1)
        #expect(result.diagnostics.first?.message.hasPrefix("the alphabet has \(letters.count) letters") == true)
    }
}
