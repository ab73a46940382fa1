import Testing
import ZKCore

/// Causes before consequences, the error limit, recovery after a broken file, and messages that
/// stay on one line (issue 15).
@Suite struct DiagnosticTriageTests {
    static let registry = CodeRegistry([
        ZKCoreChecks.codes,
        [
            DiagnosticCode("ZK2001", .error, phase: .structure, summary: "schema", explanation: "x"),
            DiagnosticCode("ZK2021", .error, phase: .crossLink, summary: "prompt", explanation: "x"),
        ],
    ])
    static let triage = DiagnosticTriage(registry: registry)

    static func at(
        _ path: String, _ line: Int, _ code: String, _ message: String, _ severity: Severity = .error
    ) -> Diagnostic {
        Diagnostic(severity, code: code, message, at: SourceLocation(path: path, line: line, column: 1))
    }

    @Test func syntaxThenSchemaThenCrossLinks() {
        let crossLink = Self.at("a.json", 1, "ZK2021", "prompt")
        let schema = Self.at("b.json", 1, "ZK2001", "schema")
        let syntax = Self.at("c.json", 9, "ZK0101", "syntax")
        #expect(Self.triage.ordered([crossLink, schema, syntax]).map(\.message) == ["syntax", "schema", "prompt"])
    }

    @Test func errorLimitKeepsTheFirstAndCountsTheRest() {
        let errors =
            (1...5).map { Self.at("a.json", $0, "ZK2001", "e\($0)") } + [Self.at("a.json", 6, "ZK2001", "w", .warning)]
        let limited = ErrorLimit.apply(errors, limit: 2)
        #expect(
            limited.map(\.message) == [
                "e1", "e2", "w", "3 more errors in a.json (the first 2 are shown; --error-limit 0 shows all)",
            ])
        #expect(limited.last?.code == "ZK0011")
        #expect(limited.last?.location?.start?.line == 3)
        #expect(ErrorLimit.apply(errors, limit: 0) == errors)
        #expect(
            ErrorLimit.apply(Array(errors.prefix(3)), limit: 2).last?.message
                == "1 more error in a.json (the first 2 are shown; --error-limit 0 shows all)")
    }

    @Test func aBrokenFileSilencesItsContentsAndTheCrossLinks() {
        let syntax = Self.at("prompts.json", 3, "ZK0101", "expected ','")
        let inBroken = Self.at("prompts.json", 9, "ZK2001", "schema in the broken file")
        let elsewhereSchema = Self.at("avatars.json", 2, "ZK2001", "schema elsewhere")
        let consequence = Self.at("games/memory.json", 4, "ZK2021", "prompt not defined")
        let arranged = Self.triage.arrange(
            [consequence, elsewhereSchema, inBroken, syntax], errorLimit: 20, recover: true)
        // The note stands beside its cause (issue 31), before the next file's schema error.
        #expect(arranged.shown.map(\.code) == ["ZK0101", "ZK0010", "ZK2001"])
        #expect(arranged.shown[2].message == "schema elsewhere")
        #expect(
            arranged.shown[1].message
                == "skipped 2 diagnostics that depend on 'prompts.json', which cannot be read; fix it and run again")
        #expect(arranged.shown[1].location?.start?.line == 3)
        #expect(RunSummary(diagnostics: arranged.counted, files: 3).line == "2 errors, 0 warnings in 3 files")
    }

    @Test func scopesThatReadNoBrokenFileKeepTheirCrossLinks() {
        let syntax = Self.at("Brand/brand.json", 1, "ZK0101", "broken")
        let content = Self.at("Content/games/memory.json", 4, "ZK2021", "prompt not defined")
        let kept = ErrorRecovery.silenceConsequences(
            [
                ErrorRecovery.Scope([syntax], reads: ["Brand/brand.json"]),
                ErrorRecovery.Scope([content], reads: ["Content/games/memory.json"]),
            ],
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
        let human = HumanRenderer(context: RenderContext(toolName: "t", toolVersion: "1", registry: Self.registry))
            .render(shown, summary: RunSummary(diagnostics: shown, files: 1))
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
        #expect(
            result.diagnostics.first?.message
                == "expected ',' or '}' after object member; the next line starts with '\"'")
        let sameLine = JSONReader.read(text: "[1 2]", path: "y.json")
        #expect(sameLine.diagnostics.first?.location?.description == "y.json:1:4")
    }

    // MARK: Issue 31

    @Test func aFileOfTheWrongShapeSilencesItsConsequencesAndKeepsItsSchemaErrors() {
        let shape = Self.at("prompts.json", 3, "ZK2001", "expected array at /prompts, found an object").breakingFile()
        let other = Self.at("prompts.json", 9, "ZK2001", "another schema error")
        let consequence = Self.at("games/memory.json", 4, "ZK2021", "prompt not defined")
        let arranged = Self.triage.arrange([consequence, other, shape], errorLimit: 20, recover: true)
        #expect(
            arranged.shown.map(\.message) == [
                "expected array at /prompts, found an object",
                "skipped 1 diagnostic that depends on 'prompts.json', which has the wrong shape for its schema; fix it and run again",
                "another schema error",
            ])
    }

    @Test func theSkippedNoteStandsBesideItsCause() {
        let syntax = Self.at("b.json", 3, "ZK0101", "syntax")
        let later = Self.at("c.json", 1, "ZK2001", "schema elsewhere")
        let consequence = Self.at("a.json", 4, "ZK2021", "prompt")
        let shown = Self.triage.arrange([consequence, later, syntax], errorLimit: 20, recover: true).shown
        #expect(shown.map(\.code) == ["ZK0101", "ZK0010", "ZK2001"])
    }

    @Test func atOnePlaceTheErrorWithAFixItStays() {
        let place = SourceLocation(path: "memory.json", line: 8, column: 15)
        let pattern = Diagnostic(.error, code: "ZK2001", "does not match the pattern", at: place)
        let nearMiss = Diagnostic(
            .error, code: "ZK2021", "not defined; did you mean 'x'?", at: place,
            fixIt: .init(replacement: "\"x\"", description: "use 'x'"))
        let elsewhere = Self.at("other.json", 1, "ZK2001", "kept")
        let shown = Self.triage.arrange([pattern, nearMiss, elsewhere], errorLimit: 20, recover: true).shown
        #expect(shown.map(\.message) == ["kept", "not defined; did you mean 'x'?"])
        // The same fix-it twice: the earlier phase keeps it.
        let grammar = Diagnostic(
            .error, code: "ZK2001", "capital", at: place, fixIt: .init(replacement: "\"x\"", description: "use 'x'"))
        #expect(
            Self.triage.arrange([nearMiss, grammar], errorLimit: 20, recover: true).shown.map(\.message) == ["capital"])
        // A check's finding beside a fix-it is a second mistake: both stay.
        let check = Diagnostic(.error, code: "ZK9999", "a check of its own", at: place)
        #expect(Self.triage.arrange([check, nearMiss], errorLimit: 20, recover: true).shown.count == 2)
        // Without a fix-it both stay.
        let plain = Diagnostic(.error, code: "ZK2021", "not defined", at: place)
        #expect(Self.triage.arrange([pattern, plain], errorLimit: 20, recover: true).shown.count == 2)
    }
}
