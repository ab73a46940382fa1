import Testing
import ZKCore

/// Golden output of the four diagnostic formats.
@Suite struct RendererTests {
    static let file = SourceFile(path: "Content/friends.json", text: "{\n  \"name\": \"Ёжик\", \"name\": 1\n}\n")

    static let diagnostic = Diagnostic(
        JSONReader.duplicateKey, "duplicate key 'name' in object",
        at: SourceLocation(path: "Content/friends.json", start: SourcePosition(line: 2, column: 19, offset: 0)),
        notes: [
            .init(
                "'name' first defined here",
                at: SourceLocation(path: "Content/friends.json", start: SourcePosition(line: 2, column: 3, offset: 0)))
        ])

    static let context = RenderContext(
        toolName: "zk-build", toolVersion: "0.1.0", registry: CodeRegistry([ZKCoreChecks.codes]), colors: false,
        source: { $0 == file.path ? file : nil })

    static let summary = RunSummary(diagnostics: [diagnostic], files: 42)

    @Test func humanFormatHasLocationSourceLineAndCaretUnderCyrillic() {
        let text = HumanRenderer(context: Self.context).render([Self.diagnostic], summary: Self.summary)
        #expect(
            text == """
                Content/friends.json:2:19: error: duplicate key 'name' in object [ZK0102]
                  "name": "Ёжик", "name": 1
                                  ^
                Content/friends.json:2:3: note: 'name' first defined here
                  "name": "Ёжик", "name": 1
                  ^
                1 error, 0 warnings in 42 files

                """)
    }

    @Test func longLineShowsOnlyTheSourceAroundTheCaret() throws {
        // A minified one-line file: the snippet is an excerpt of 60 scalars each side, not the line.
        let text =
            "[" + String(repeating: "\"Ёж\", ", count: 20_000) + "tru, " + String(repeating: "1, ", count: 20_000)
            + "1]"
        let file = SourceFile(path: "big.json", text: text)
        let diagnostic = try #require(JSONReader.read(file).diagnostics.first)
        var context = Self.context
        context.source = { _ in file }
        let rendered = HumanRenderer(context: context).render(diagnostic)
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "big.json:1:120002: error: invalid literal 'tru'; expected 'true' [ZK0101]")
        #expect(
            lines[1] == "…" + String(repeating: "\"Ёж\", ", count: 10) + "tru, " + String(repeating: "1, ", count: 18)
                + "1…")
        #expect(lines[2] == String(repeating: " ", count: 61) + "^")
    }

    @Test func shortLinesAreShownWhole() {
        let file = SourceFile(path: "a.json", text: "{\"a\": tru}")
        var context = Self.context
        context.source = { _ in file }
        let rendered = HumanRenderer(context: context).render(JSONReader.read(file).diagnostics[0])
        #expect(rendered.hasSuffix("{\"a\": tru}\n      ^\n"))
    }

    /// A file name with a line break cannot start a line of its own (a forged GitHub workflow
    /// command in a CI log), and a source line cannot send escape sequences to the terminal.
    @Test func namesAndSourceLinesAreEscaped() {
        let path = "Strings/a\n::error file=README.md::x.xcstrings"
        let file = SourceFile(path: path, text: "{\"a\": \"x\u{1B}[31m\u{7}\", \"b\": tru}")
        var context = Self.context
        context.source = { _ in file }
        let diagnostic = JSONReader.read(file).diagnostics[0]
        let rendered = HumanRenderer(context: context).render(diagnostic)
        #expect(!rendered.contains("\u{1B}") && !rendered.contains("\u{7}"))
        let lines = rendered.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("Strings/a\\n::error file=README.md::x.xcstrings:1:9: error: "))
        #expect(lines[1] == "{\"a\": \"x\\u{1B}[31m\\u{7}\", \"b\": tru}")
        #expect(lines[2] == String(repeating: " ", count: 8) + "^")
    }

    @Test func humanFormatColoursOnlyWhenAllowed() {
        var context = Self.context
        context.colors = true
        let text = HumanRenderer(context: context).render([Self.diagnostic], summary: Self.summary)
        #expect(text.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(
            !HumanRenderer(context: Self.context).render([Self.diagnostic], summary: Self.summary).contains("\u{1B}"))
    }

    @Test func summaryLinePluralises() {
        #expect(RunSummary(diagnostics: [], files: 1).line == "0 errors, 0 warnings in 1 file")
        var warning = Self.diagnostic
        warning.severity = .warning
        #expect(
            RunSummary(diagnostics: [Self.diagnostic, Self.diagnostic, warning], files: 2).line
                == "2 errors, 1 warning in 2 files")
    }

    @Test func jsonFormatIsOneDocumentWithSummary() throws {
        let text = JSONRenderer(context: Self.context).render([Self.diagnostic], summary: Self.summary)
        let value = try #require(JSONReader.read(text: text).value)
        let first = try #require(value["diagnostics"]?.array?.first)
        #expect(first["code"]?.string == "ZK0102")
        #expect(first["phase"]?.string == "structure")
        #expect(first["file"]?.string == "Content/friends.json")
        #expect(first["line"]?.int == 2)
        #expect(first["column"]?.int == 19)
        #expect(first["notes"]?.array?.first?["line"]?.int == 2)
        #expect(value["summary"]?["errors"]?.int == 1)
        #expect(value["summary"]?["files"]?.int == 42)
    }

    @Test func jsonPhaseIsTheCodesPhaseAndCheckForAnUnknownCode() throws {
        let configuration = Diagnostic(ConfigurationValueCheck.invalidConfiguration, "unknown key 'x' in zk-build.json")
        let unknown = Diagnostic(.error, code: "ZK9999", "from a tool this registry does not know")
        let text = JSONRenderer(context: Self.context).render([configuration, unknown], summary: Self.summary)
        let phases = try #require(JSONReader.read(text: text).value?["diagnostics"]?.array).map { $0["phase"]?.string }
        #expect(phases == ["structure", "check"])
        #expect(text.contains(#""code": "ZK0020",\#n      "phase": "structure","#))
    }

    @Test func sarifHasTheRequired210Structure() throws {
        let text = SARIFRenderer(context: Self.context).render([Self.diagnostic], summary: Self.summary)
        let log = try #require(JSONReader.read(text: text).value)
        #expect(log["version"]?.string == "2.1.0")
        #expect(log["$schema"]?.string == SARIFRenderer.schemaURI)
        let run = try #require(log["runs"]?.array?.first)
        #expect(run["tool"]?["driver"]?["name"]?.string == "zk-build")
        let rule = try #require(run["tool"]?["driver"]?["rules"]?.array?.first)
        #expect(rule["id"]?.string == "ZK0102")
        #expect(rule["shortDescription"]?["text"]?.string == JSONReader.duplicateKey.summary)
        let result = try #require(run["results"]?.array?.first)
        #expect(result["ruleId"]?.string == "ZK0102")
        #expect(result["ruleIndex"]?.int == 0)
        #expect(result["level"]?.string == "error")
        #expect(
            result["message"]?["text"]?.string == "duplicate key 'name' in object\nnote: ['name' first defined here](1)"
        )
        let physical = try #require(result["locations"]?.array?.first?["physicalLocation"])
        #expect(physical["artifactLocation"]?["uri"]?.string == "Content/friends.json")
        #expect(physical["region"]?["startLine"]?.int == 2)
        #expect(physical["region"]?["startColumn"]?.int == 19)
        #expect(result["relatedLocations"]?.array?.count == 1)
        #expect(run["columnKind"]?.string == "unicodeCodePoints")
    }

    /// Issue 48: 10,000 findings were 10,756 annotation lines (GitHub shows 10 per kind and step).
    /// Past the limit the errors are annotated first and the rest are plain lines, folded by
    /// code, with one notice; nothing is left out of the log.
    @Test func githubFormatAnnotatesAtMostTheLimitAndListsTheRest() {
        var diagnostics: [Diagnostic] = []
        for index in 0..<70 {
            var diagnostic = Self.diagnostic
            diagnostic.notes = []
            diagnostic.severity = index % 10 == 9 ? .error : .warning
            diagnostic.code = index % 2 == 0 ? "ZK3002" : "ZK3016"
            diagnostic.location = SourceLocation(path: "::error file=x", line: index + 1, column: 1)
            diagnostics.append(diagnostic)
        }
        let text = GitHubRenderer().render(diagnostics, summary: RunSummary(diagnostics: diagnostics, files: 1))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 7)
        #expect(lines.filter { $0.hasPrefix("::warning ") }.count == 43)
        #expect(
            lines.filter { $0.hasPrefix("::group::") } == [
                "::group::ZK3002: 11 more findings (not annotated)", "::group::ZK3016: 9 more findings (not annotated)",
            ])
        #expect(lines.filter { $0.hasPrefix("  ") }.count == 20)
        #expect(lines.contains("  ::error file=x:64:1: warning: duplicate key 'name' in object [ZK3016]"))
        #expect(
            lines.contains(
                "::notice title=zk-build::20 findings past the first 50 are not annotated; they are listed in the log by code, and every finding is in --format sarif"
            ))
        #expect(lines.last == "7 errors, 63 warnings in 1 file")
    }

    @Test func githubFormatEscapesLikeTheToolkit() {
        let line = GitHubRenderer().render(Self.diagnostic)
        #expect(
            line
                == "::error file=Content/friends.json,line=2,col=19,title=ZK0102::duplicate key 'name' in object%0Anote: Content/friends.json:2:3: 'name' first defined here"
        )
        #expect(GitHubRenderer.escapeData("50% a\r\nb") == "50%25 a%0D%0Ab")
        #expect(GitHubRenderer.escapeProperty("a:b,c%") == "a%3Ab%2Cc%25")
        var warning = Self.diagnostic
        warning.severity = .warning
        warning.notes = []
        warning.location = SourceLocation(path: "a,b:c.json", line: 1, column: 1)
        #expect(
            GitHubRenderer().render(warning)
                == "::warning file=a%2Cb%3Ac.json,line=1,col=1,title=ZK0102::duplicate key 'name' in object")
    }

    @Test func diagnosticsSortByFileThenPosition() {
        let a = Diagnostic(.error, code: "ZK0101", "a", at: SourceLocation(path: "b.json", line: 1, column: 1))
        let b = Diagnostic(.error, code: "ZK0101", "b", at: SourceLocation(path: "a.json", line: 9, column: 1))
        let c = Diagnostic(.error, code: "ZK0101", "c", at: SourceLocation(path: "a.json", line: 2, column: 5))
        #expect([a, b, c].sorted(by: Diagnostic.reportOrder).map(\.message) == ["c", "b", "a"])
    }
}

/// Issue 52: a fix-it carries the range it replaces in JSON, and a Swift fix-it is kept in SARIF
/// with its end column.
@Suite struct FixItRangeTests {
    static let swift = SourceFile(path: "App/HomeView.swift", text: "Text(String(localized: \"home.titel\"))\n")
    static let json = SourceFile(path: "Content/friends.json", text: "{ \"wordKey\": \"num.sieben\" }\n")

    static let context = RenderContext(
        toolName: "zk-build", toolVersion: "0.1.0", registry: CodeRegistry([ZKCoreChecks.codes]), colors: false,
        source: { path in [swift, json].first { $0.path == path } })

    static func diagnostic(_ path: String, column: Int) -> Diagnostic {
        Diagnostic(
            JSONReader.syntax, "near miss", at: SourceLocation(path: path, line: 1, column: column),
            fixIt: .init(replacement: "\"home.title\"", description: "use 'home.title'"))
    }

    @Test func aJSONFixItCarriesTheRangeOfTheTokenItReplaces() throws {
        let diagnostic = Self.diagnostic("Content/friends.json", column: 14)
        let text = JSONRenderer(context: Self.context).render(
            [diagnostic], summary: RunSummary(diagnostics: [], files: 1))
        let fix = try #require(JSONReader.read(text: text).value?["diagnostics"]?.array?.first?["fixIt"])
        #expect(fix["range"]?["line"]?.int == 1)
        #expect(fix["range"]?["column"]?.int == 14)
        #expect(fix["range"]?["endLine"]?.int == 1)
        #expect(fix["range"]?["endColumn"]?.int == 26)
    }

    @Test func aSwiftFixItIsKeptInSARIFWithItsEndColumn() throws {
        let diagnostic = Self.diagnostic("App/HomeView.swift", column: 24)
        let text = SARIFRenderer(context: Self.context).render(
            [diagnostic], summary: RunSummary(diagnostics: [], files: 1))
        let result = try #require(JSONReader.read(text: text).value?["runs"]?.array?.first?["results"]?.array?.first)
        let region = try #require(
            result["fixes"]?.array?.first?["artifactChanges"]?.array?.first?["replacements"]?.array?.first?[
                "deletedRegion"])
        #expect(region["startColumn"]?.int == 24)
        #expect(region["endColumn"]?.int == 36)
        #expect(result["locations"]?.array?.first?["physicalLocation"]?["region"]?["endColumn"]?.int == 36)
    }

    /// Up to `prettyLimit` results the log is indented; one more and it is one line, the same results.
    @Test func aLargeSARIFLogIsCompactAndComplete() throws {
        func log(_ count: Int) throws -> (text: String, results: Int) {
            let diagnostics = (1...count).map { Self.diagnostic("Strings/Localizable.xcstrings", column: $0) }
            let text = SARIFRenderer(context: Self.context).render(
                diagnostics, summary: RunSummary(diagnostics: diagnostics, files: 1))
            let results = try #require(JSONReader.read(text: text).value?["runs"]?.array?.first?["results"]?.array)
            return (text, results.count)
        }
        let pretty = try log(SARIFRenderer.prettyLimit)
        let compact = try log(SARIFRenderer.prettyLimit + 1)
        #expect(pretty.results == 1_000 && pretty.text.split(separator: "\n").count > 1_000)
        #expect(compact.results == 1_001 && !compact.text.dropLast().contains("\n"))
        #expect(compact.text.utf8.count * 2 < pretty.text.utf8.count)
    }

    /// A place in a schema named by URL is that URL in SARIF, not a path under the repository.
    @Test func aSchemaURLStaysAURLInSARIF() throws {
        let url = "https://json-schema.org/draft/2020-12/schema"
        let diagnostics = [
            Self.diagnostic(url, column: 3), Self.diagnostic("Content/schemas/https:/x.json", column: 3),
        ]
        let text = SARIFRenderer(context: Self.context).render(
            diagnostics, summary: RunSummary(diagnostics: [], files: 1))
        let results = try #require(JSONReader.read(text: text).value?["runs"]?.array?.first?["results"]?.array)
        let places = results.map { $0["locations"]?.array?.first?["physicalLocation"]?["artifactLocation"] }
        #expect(places.first??["uri"]?.string == url && places.first??["uriBaseId"] == nil)
        #expect(places.last??["uri"]?.string == "Content/schemas/https%3A/x.json")
        #expect(places.last??["uriBaseId"]?.string == "%SRCROOT%")
        #expect(!SARIFRenderer.isURL("a b://x") && !SARIFRenderer.isURL("1http://x") && SARIFRenderer.isURL("file://x"))
    }
}
