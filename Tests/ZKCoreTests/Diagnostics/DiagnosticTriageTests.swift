import Testing
import ZKCore

/// Causes before consequences, the error limit, recovery after a broken file, and messages that
/// stay on one line (issue 15).
@Suite struct DiagnosticTriageTests {
    static let registry = CodeRegistry([
        ZKCoreChecks.codes,
        [DiagnosticCode("ZK2001", .error, phase: .structure, summary: "schema", explanation: "x"),
         DiagnosticCode("ZK2021", .error, phase: .crossLink, summary: "prompt", explanation: "x")],
    ])
    static let triage = DiagnosticTriage(registry: registry)

    static func at(_ path: String, _ line: Int, _ code: String, _ message: String, _ severity: Severity = .error) -> Diagnostic {
        Diagnostic(severity, code: code, message, at: SourceLocation(path: path, line: line, column: 1))
    }

    @Test func syntaxThenSchemaThenCrossLinks() {
        let crossLink = Self.at("a.json", 1, "ZK2021", "prompt")
        let schema = Self.at("b.json", 1, "ZK2001", "schema")
        let syntax = Self.at("c.json", 9, "ZK0101", "syntax")
        #expect(Self.triage.ordered([crossLink, schema, syntax]).map(\.message) == ["syntax", "schema", "prompt"])
    }

    @Test func errorLimitKeepsTheFirstAndCountsTheRest() {
        let errors = (1...5).map { Self.at("a.json", $0, "ZK2001", "e\($0)") } + [Self.at("a.json", 6, "ZK2001", "w", .warning)]
        let limited = ErrorLimit.apply(errors, limit: 2)
        #expect(limited.map(\.message) == ["e1", "e2", "w", "3 more errors in a.json (the first 2 are shown; --error-limit 0 shows all)"])
        #expect(limited.last?.code == "ZK0011")
        #expect(limited.last?.location?.start?.line == 3)
        #expect(ErrorLimit.apply(errors, limit: 0) == errors)
        #expect(ErrorLimit.apply(Array(errors.prefix(3)), limit: 2).last?.message == "1 more error in a.json (the first 2 are shown; --error-limit 0 shows all)")
    }

    @Test func aBrokenFileSilencesItsContentsAndTheCrossLinks() {
        let syntax = Self.at("prompts.json", 3, "ZK0101", "expected ','")
        let inBroken = Self.at("prompts.json", 9, "ZK2001", "schema in the broken file")
        let elsewhereSchema = Self.at("avatars.json", 2, "ZK2001", "schema elsewhere")
        let consequence = Self.at("games/memory.json", 4, "ZK2021", "prompt not defined")
        let arranged = Self.triage.arrange([consequence, elsewhereSchema, inBroken, syntax], errorLimit: 20, recover: true)
        #expect(arranged.shown.map(\.code) == ["ZK0101", "ZK2001", "ZK0010"])
        #expect(arranged.shown[1].message == "schema elsewhere")
        #expect(arranged.shown[2].message == "skipped 2 diagnostics that depend on 'prompts.json', which cannot be read; fix it and run again")
        #expect(arranged.shown[2].location?.start?.line == 3)
        #expect(RunSummary(diagnostics: arranged.counted, files: 3).line == "2 errors, 0 warnings in 3 files")
    }

    @Test func scopesThatReadNoBrokenFileKeepTheirCrossLinks() {
        let syntax = Self.at("Brand/brand.json", 1, "ZK0101", "broken")
        let content = Self.at("Content/games/memory.json", 4, "ZK2021", "prompt not defined")
        let kept = ErrorRecovery.silenceConsequences(
            [ErrorRecovery.Scope([syntax], reads: ["Brand/brand.json"]), ErrorRecovery.Scope([content], reads: ["Content/games/memory.json"])],
            triage: Self.triage)
        #expect(kept.map(\.code) == ["ZK0101", "ZK2021"])
    }

    @Test func controlCharactersInMessagesAreEscaped() {
        #expect(MessageText.escaped("Hör\nhin\t\u{1B}[0m") == "Hör\\nhin\\t\\u{1B}[0m")
        #expect(MessageText.escaped("plain") == "plain")
        var diagnostic = Self.at("a.json", 1, "ZK2001", "value 'a\nb' is wrong")
        diagnostic.notes = [.init("note\r\nhere")]
        let shown = Self.triage.arrange([diagnostic], errorLimit: 20, recover: true).shown
        #expect(shown.first?.message == "value 'a\\nb' is wrong")
        #expect(shown.first?.notes.first?.message == "note\\r\\nhere")
        let human = HumanRenderer(context: RenderContext(toolName: "t", toolVersion: "1", registry: Self.registry)).render(shown, summary: RunSummary(diagnostics: shown, files: 1))
        #expect(human.split(separator: "\n").count == 3)
    }

    @Test func pluralsAgree() {
        #expect(plural(1, "letter") == "1 letter")
        #expect(plural(2, "letter") == "2 letters")
        #expect(plural(1, "entry", "entries") == "1 entry")
        #expect(plural(0, "entry", "entries") == "0 entries")
    }

    @Test func aMissingCommaIsReportedAfterTheValueNotOnTheNextLine() {
        let result = JSONReader.read(text: "{\n  \"a\": 1\n  \"b\": 2\n}\n", path: "x.json")
        #expect(result.diagnostics.first?.location?.description == "x.json:2:9")
        #expect(result.diagnostics.first?.message == "expected ',' or '}' after object member; the next line starts with '\"'")
        let sameLine = JSONReader.read(text: "[1 2]", path: "y.json")
        #expect(sameLine.diagnostics.first?.location?.description == "y.json:1:4")
    }
}
