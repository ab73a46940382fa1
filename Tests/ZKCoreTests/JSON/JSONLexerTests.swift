import Testing

@testable import ZKCore

/// The one lexer of both JSON readers: each token read to its end, each lexical mistake with the
/// offset it is reported at.
@Suite struct JSONLexerTests {
    typealias Fault = JSONLexer.Fault

    /// Runs `body` on a lexer over `text` from offset 0; returns its result and where it stopped.
    static func lex<R>(_ text: String, _ body: (JSONLexer, inout Int) throws(Fault) -> R) -> (Result<R, Fault>, Int) {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            guard let lexer = JSONLexer(buffer) else { return (.failure(.unterminatedString(at: -1)), -1) }
            var index = 0
            do throws(Fault) {
                return (.success(try body(lexer, &index)), index)
            } catch {
                return (.failure(error), index)
            }
        }
    }

    /// A whole string token, decoded.
    static func string(_ text: String) -> Result<String, Fault> {
        lex(text) { (lexer, index) throws(Fault) -> String in
            let open = index
            if try lexer.plainString(&index) {
                return String(decoding: Array(text.utf8)[(open + 1)..<(index - 1)], as: UTF8.self)
            }
            var bytes = Array(text.utf8)[(open + 1)..<index].map { $0 }
            try lexer.decodeEscapedRest(open: open, &index, into: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }.0
    }

    @Test(arguments: [
        (#""plain""#, "plain"),
        (#""a longer plain string, past eight bytes""#, "a longer plain string, past eight bytes"),
        (#""tab\tand \"quotes\" and \\ and \/""#, "tab\tand \"quotes\" and \\ and /"),
        (#""\b\f\n\r""#, "\u{08}\u{0C}\n\r"),
        (#""\u00e9 \u20AC \ud83d\ude00""#, "é € 😀"),
        (#""ключ\u0020""#, "ключ "),
    ])
    func decodesStrings(_ source: String, _ expected: String) {
        #expect(Self.string(source) == .success(expected))
    }

    @Test(arguments: [
        (#""never closed"#, Fault.unterminatedString(at: 0)),
        (#""escaped then \n never closed"#, .unterminatedString(at: 0)),
        ("\"line\nbreak\"", .controlCharacter(0x0A, at: 5)),
        ("\"after \\n a\ttab\"", .controlCharacter(0x09, at: 11)),
        (#""ends in \"#, .endInEscape(at: 9)),
        (#""bad \x escape""#, .invalidEscape(UInt8(ascii: "x"), at: 5)),
        (#""\u12G4""#, .invalidUnicodeEscape(at: 1)),
        (#""\ud83d\u12""#, .invalidUnicodeEscape(at: 7)),
        (#""\ud83d alone""#, .loneSurrogate(0xD83D, at: 1)),
        (#""\ud83d\u0041""#, .loneSurrogate(0xD83D, at: 1)),
        (#""\ude00""#, .loneSurrogate(0xDE00, at: 1)),
    ])
    func reportsStringMistakesWhereTheyAre(_ source: String, _ fault: Fault) {
        #expect(Self.string(source) == .failure(fault))
    }

    @Test(arguments: [
        ("0", true, false, 1), ("-12", true, false, 3), ("3.25", false, false, 4), ("1e9", false, true, 3),
        ("-0.5E-3,", false, true, 7), ("12]", true, false, 2),
    ])
    func readsNumbersToTheirEnd(_ source: String, _ isInteger: Bool, _ hasExponent: Bool, _ end: Int) throws {
        let (result, index) = Self.lex(source) { (lexer, index) throws(Fault) in try lexer.number(&index) }
        let shape = try result.get()
        #expect(shape.isInteger == isInteger)
        #expect(shape.hasExponent == hasExponent)
        #expect(index == end)
    }

    @Test(arguments: [
        ("-", Fault.digitAfterMinus(at: 1)), ("-x", .digitAfterMinus(at: 1)), ("012", .leadingZero(at: 0)),
        ("-01", .leadingZero(at: 0)), ("1.", .digitAfterPoint(at: 2)), ("1.e5", .digitAfterPoint(at: 2)),
        ("1e", .digitInExponent(at: 2)), ("1e+", .digitInExponent(at: 3)), ("12a", .letterInNumber(at: 2)),
        ("1-2", .letterInNumber(at: 1)), ("1.5.2", .letterInNumber(at: 3)),
    ])
    func reportsNumberMistakesWhereTheyAre(_ source: String, _ fault: Fault) {
        let (result, _) = Self.lex(source) { (lexer, index) throws(Fault) in try lexer.number(&index) }
        #expect(result.map { _ in true } == .failure(fault))
    }

    @Test func matchesLiteralsOnlyAsWholeWords() {
        let cases: [(String, JSONLexer.Literal, Bool)] = [
            ("true", .true, true), ("true,", .true, true), ("truex", .true, false), ("tru", .true, false),
            ("false]", .false, true), ("fals", .false, false), ("falsehood", .false, false), ("null", .null, true),
            ("nul", .null, false), ("nullé", .null, false), ("xull", .null, false),
        ]
        for (source, literal, expected) in cases {
            let (result, _) = Self.lex(source) { lexer, index in lexer.matches(literal, at: index) }
            #expect(result == .success(expected), "\(source)")
        }
    }

    @Test func skipsIndentationToItsEnd() {
        for width in 0..<20 {
            let text = String(repeating: " ", count: width) + "x"
            let (result, _) = Self.lex(text) { lexer, _ in lexer.endOfSpaces(from: 0) }
            #expect(result == .success(width), "\(width) spaces")
        }
    }
}
