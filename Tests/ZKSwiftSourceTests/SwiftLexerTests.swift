import Testing
import ZKCore
import ZKSwiftSource

/// The Swift lexer on the literal and comment forms the key extraction depends on.
@Suite struct SwiftLexerTests {
    static func strings(_ source: String) -> [SwiftStringLiteral] {
        SwiftLexer.tokens(Array(source.utf8)).tokens.compactMap(\.literal)
    }

    static func texts(_ source: String) -> [String] { strings(source).map(\.plainText) }

    @Test func escapesAreDecoded() {
        #expect(Self.texts(#"let a = "tab\there \"q\" \\ \u{1F600} \0end""#) == ["tab\there \"q\" \\ 😀 \0end"])
    }

    @Test func rawStringsKeepBackslashesAndEndAtTheirHashes() {
        #expect(Self.texts(##"let a = #"C:\path "quoted" \n"#"##) == [#"C:\path "quoted" \n"#])
        #expect(Self.texts(###"let a = ##"a "# b"##"###) == [##"a "# b"##])
        // A raw string's escape needs its hashes: `\#n` is a line break.
        #expect(Self.texts(##"let a = #"x\#ny"#"##) == ["x\ny"])
    }

    /// `#"""#` is a one-line raw string holding a quote (CodeEdit's `replacingOccurrences(of:
    /// #"""#, with: #"\""#)`), as Swift's lexer reads it: a quote and the delimiter later on the
    /// line close it. A raw multi-line literal still opens with `#"""` at a line end.
    @Test func aRawQuoteIsNoMultiLineString() {
        let source = ##"let m = message.replacingOccurrences(of: #"""#, with: #"\""#)"## + "\nlet b = Text(\"after\")\n"
        #expect(Self.texts(source) == [#"""#, #"\""#, "after"])
        #expect(SwiftLexer.tokens(Array(source.utf8)).problems.isEmpty)
        let multiline = "let a = #\"\"\"\n  one \"# two\n  \"\"\"#\n"
        #expect(Self.texts(multiline) == [##"one "# two"##])
    }

    @Test func multiLineStringsDropTheClosingIndentation() {
        let source = "let a = \"\"\"\n    first\n      second \\\n    joined\n    \"\"\"\nlet b = \"after\"\n"
        #expect(Self.texts(source) == ["first\n  second joined", "after"])
    }

    @Test func interpolationsNestAndAreTokenized() throws {
        let literal = try #require(
            Self.strings(#"Text("\(count) of \(items.filter { $0.name == ")" }.count) left")"#).first)
        #expect(literal.segments.count == 4)
        guard case .interpolation(let first, _) = literal.segments[0] else {
            Issue.record("first segment is not an interpolation")
            return
        }
        #expect(first.map(\.text) == ["count"])
        #expect(literal.plainText == " of  left")
        guard case .interpolation(let second, _) = literal.segments[2] else {
            Issue.record("third segment is not an interpolation")
            return
        }
        // The string inside the interpolation is its own literal, and its `)` does not close it.
        #expect(second.compactMap(\.literal).map(\.plainText) == [")"])
    }

    @Test func commentsHideLiteralsAndNest() {
        let source = """
            // Text("not.a.key")
            /* outer /* inner "x" */ still comment "y" */
            let a = "kept" // "gone"
            """
        #expect(Self.texts(source) == ["kept"])
    }

    @Test func offsetsAreExactBytes() throws {
        let source = "let ä = 1\nlet b = \"x\""
        let token = try #require(SwiftLexer.tokens(Array(source.utf8)).tokens.first { $0.kind == .string })
        let file = SourceFile(path: "a.swift", text: source)
        #expect(file.position(ofOffset: token.start).line == 2)
        #expect(file.position(ofOffset: token.start).column == 9)
    }

    @Test func numbersAreIntegersOrFloats() {
        let kinds = SwiftLexer.tokens(Array("1 2.5 0x1F 1e3 1_000 1...3".utf8)).tokens.map(\.kind)
        #expect(kinds == [.integer, .float, .integer, .float, .integer, .integer, .operator, .integer])
    }

    @Test func unterminatedLiteralsAreProblemsAtTheirStart() {
        let (_, problems) = SwiftLexer.tokens(Array("let a = \"open\nlet b = 1".utf8))
        #expect(problems == [SwiftLexProblem("unterminated string literal", at: 8)])
        let (_, comment) = SwiftLexer.tokens(Array("/* /* */ never closed".utf8))
        #expect(comment == [SwiftLexProblem("unterminated block comment", at: 0)])
        let (_, multi) = SwiftLexer.tokens(Array("let a = \"\"\"\n  text\n".utf8))
        #expect(multi.map(\.offset) == [8])
    }

    @Test func deepInterpolationIsBounded() {
        let depth = 40
        let source = String(repeating: "\"\\(", count: depth) + "1" + String(repeating: ")\"", count: depth)
        let (_, problems) = SwiftLexer.tokens(Array(source.utf8))
        #expect(problems.count == 1)
    }
}
