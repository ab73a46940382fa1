import Foundation
import Testing
import ZKBuild
import ZKCore

/// One mistake, one error (issue 15): the default project with one broken file reports the
/// syntax error and one note, not the consequences; errors are limited per file and ordered
/// causes first; configuration mistakes stand in zk-build.json.
@Suite struct DiagnosticFlowTests {
    struct Reported: Equatable, CustomStringConvertible {
        var severity: String
        var code: String
        var place: String
        var message: String
        var description: String { "\(place): \(severity): \(message) [\(code)]" }
    }

    /// Runs every stage with `--format json` and returns the diagnostics in output order.
    static func check(
        _ project: TestProject, _ extra: [String] = []
    ) throws -> (code: Int32, reported: [Reported], summary: JSONValue?) {
        let result = project.run(["check", "--format", "json"] + extra, stages: StageCatalog.stages)
        let document = try #require(JSONReader.read(text: result.out).value, "\(result.out)\(result.err)")
        let reported = (document["diagnostics"]?.array ?? []).map { value in
            var place = value["file"]?.string ?? ""
            if let line = value["line"]?.int, let column = value["column"]?.int { place += ":\(line):\(column)" }
            return Reported(
                severity: value["severity"]?.string ?? "", code: value["code"]?.string ?? "", place: place,
                message: value["message"]?.string ?? "")
        }
        return (result.code, reported, document["summary"])
    }

    static func mutate(_ path: String, in project: TestProject, _ change: (String) -> String) throws {
        let text = try String(contentsOfFile: project.root + "/" + path, encoding: .utf8)
        let changed = change(text)
        #expect(changed != text, "the mutation of \(path) changed nothing")
        try project.write(path, changed)
    }

    /// The cascade shape every single syntax error must have: the error, then one ZK0010 note at it.
    static func expectOneErrorAndTheNote(_ reported: [Reported], at place: String) {
        #expect(reported.map(\.code) == ["ZK0101", "ZK0010"], "\(reported)")
        #expect(reported.first?.place == place, "\(reported)")
        #expect(reported.last?.place == place)
        #expect(reported.last?.severity == "note")
    }

    // MARK: Cascades of the issue

    @Test func oneBadByteInPromptsGivesOneErrorNotFourHundredFiftyOne() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try Self.mutate("Content/prompts.json", in: project) {
            $0.replacingOccurrences(
                of: #""id": "prompt.feedback.try_again""#, with: #"id": "prompt.feedback.try_again""#)
        }
        let (code, reported, summary) = try Self.check(project)
        #expect(code == 1)
        Self.expectOneErrorAndTheNote(reported, at: "Content/prompts.json:10:7")
        #expect(reported.last?.message.hasPrefix("skipped ") == true)
        #expect(
            reported.last?.message.contains(
                "that depend on 'Content/prompts.json', which cannot be read; fix it and run again") == true)
        #expect(summary?["errors"]?.int == 1)
        #expect(summary?["warnings"]?.int == 0)
    }

    @Test func aCommentInStickersGivesOneError() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try Self.mutate("Content/stickers.json", in: project) { "// stickers of the dot pictures\n" + $0 }
        Self.expectOneErrorAndTheNote(try Self.check(project).reported, at: "Content/stickers.json:1:1")
    }

    @Test func aBrokenRussianManifestIsNotReportedAsMissing() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try Self.mutate("Audio-manifests/ru.json", in: project) {
            $0.replacingOccurrences(of: #""locale": "ru","#, with: #""locale": "ru""#)
        }
        let reported = try Self.check(project).reported
        Self.expectOneErrorAndTheNote(reported, at: "Audio-manifests/ru.json:3:17")
        #expect(!reported.contains { $0.message.contains("has no audio manifest") })
    }

    @Test func aTruncatedGameFileIsNotReportedAsMissing() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try Self.mutate("Content/games/memory.json", in: project) { String($0.utf8.prefix(300)) ?? $0 }
        let reported = try Self.check(project).reported
        #expect(reported.map(\.code) == ["ZK0101", "ZK0010"], "\(reported)")
        #expect(reported.first?.place.hasPrefix("Content/games/memory.json:") == true)
        #expect(!reported.contains { $0.message.contains("has no file") })
    }

    @Test func aBrokenImageSetContentsIsNotReportedAsNamingNoImage() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        let path = "Content/Illustrations.xcassets/obj_apfel.imageset/Contents.json"
        try Self.mutate(path, in: project) { $0.replacingOccurrences(of: #""images""#, with: #"images""#) }
        let reported = try Self.check(project).reported
        Self.expectOneErrorAndTheNote(reported, at: path + ":2:3")
        #expect(!reported.contains { $0.message.contains("names no image file") })
    }

    @Test func aSchemaErrorInAnotherFileIsStillReportedBesideASyntaxError() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try Self.mutate("Content/stickers.json", in: project) { "// comment\n" + $0 }
        try Self.mutate("Content/avatars.json", in: project) {
            $0.replacingOccurrences(of: #""id": "#, with: #""idd": "#)
        }
        let reported = try Self.check(project).reported
        // Causes first: the syntax error, the schema errors of avatars.json (whose shape is
        // wrong too, issue 31), and the note beside the first cause it names.
        #expect(reported.first?.code == "ZK0101")
        #expect(reported.contains { $0.code == "ZK2001" && $0.place.hasPrefix("Content/avatars.json:") })
        let note = try #require(reported.firstIndex { $0.code == "ZK0010" })
        #expect(note > 0 && reported[note - 1].place == reported[note].place, "\(reported)")
    }

    @Test func aMissingContentFileIsOneErrorAndTheNote() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try FileManager.default.removeItem(atPath: project.root + "/Content/prompts.json")
        let reported = try Self.check(project).reported
        #expect(reported.map(\.code) == ["ZK0006", "ZK0010"], "\(reported)")
        #expect(reported.first?.place == "Content/prompts.json")
        #expect(
            reported.first?.message
                == "'Content/prompts.json' not found; the content needs it for the prompts the games name")
        #expect(
            reported.last?.message.hasSuffix(
                "that depend on 'Content/prompts.json', which is missing; fix it and run again") == true)
    }

    @Test func aMissingContentCatalogIsOneError() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try FileManager.default.removeItem(atPath: project.root + "/Strings/Content.xcstrings")
        let reported = try Self.check(project).reported
        #expect(reported.first?.code == "ZK0006", "\(reported)")
        #expect(reported.first?.place == "Strings/Content.xcstrings")
        #expect(reported.filter { $0.severity == "error" }.count == 1)
    }

    // MARK: The error limit

    /// A configuration with 25 unknown keys: 25 errors in one file.
    static func projectWithManyErrors() throws -> TestProject {
        let members = (1...25).map { "  \"unknown\($0)\": 1" }.joined(separator: ",\n")
        return try TestProject(["zk-build.json": "{\n\(members)\n}\n"])
    }

    @Test func atMostTwentyErrorsPerFileThenANote() throws {
        let (code, reported, summary) = try Self.check(try Self.projectWithManyErrors())
        #expect(code == 1)
        #expect(reported.filter { $0.severity == "error" }.count == 20)
        let note = try #require(reported.last)
        #expect(note.code == "ZK0011")
        #expect(note.place == "zk-build.json:22:3")
        #expect(note.message == "5 more errors in zk-build.json (the first 20 are shown; --error-limit 0 shows all)")
        #expect(summary?["errors"]?.int == 25)
    }

    @Test func errorLimitOption() throws {
        let project = try Self.projectWithManyErrors()
        #expect(try Self.check(project, ["--error-limit", "0"]).reported.filter { $0.severity == "error" }.count == 25)
        let one = try Self.check(project, ["--error-limit", "1"]).reported
        #expect(one.filter { $0.severity == "error" }.count == 1)
        #expect(
            one.last?.message == "24 more errors in zk-build.json (the first 1 are shown; --error-limit 0 shows all)")
        let bad = project.run(["check", "--error-limit", "-3"])
        #expect(bad.code == 2)
        #expect(bad.err.contains("invalid value '-3' for '--error-limit'"))
    }

    // MARK: Order

    @Test func githubPrintsErrorsFirst() {
        let registry = StageCatalog.registry
        let warning = Diagnostic(
            .warning, code: "ZK0104", "bom", at: SourceLocation(path: "a.json", line: 1, column: 1))
        let crossLink = Diagnostic(
            .error, code: "ZK2021", "prompt", at: SourceLocation(path: "a.json", line: 2, column: 1))
        let syntax = Diagnostic(
            .error, code: "ZK0101", "syntax", at: SourceLocation(path: "z.json", line: 9, column: 1))
        let note = Diagnostic(.note, code: "ZK0010", "skipped", at: SourceLocation(path: "z.json", line: 9, column: 1))
        let context = RenderContext(toolName: "zk-build", toolVersion: "1", registry: registry)
        let text = DiagnosticRenderer.render(
            [note, warning, crossLink, syntax], summary: RunSummary(diagnostics: [], files: 2), format: .github,
            context: context)
        let commands = text.split(separator: "\n").map { $0.split(separator: "::").last.map(String.init) ?? "" }
        #expect(commands == ["syntax", "prompt", "bom", "skipped", "0 errors, 0 warnings in 2 files"])
        #expect(
            DiagnosticTriage(registry: registry).ordered([note, warning, crossLink, syntax]).map(\.message) == [
                "syntax", "skipped", "bom", "prompt",
            ])
    }

    // MARK: Configuration located in zk-build.json

    @Test func aMissingVariantIsReportedAtItsName() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try project.write("Content/dictionaries/scrabble_en/alphabet.json", "{}")
        try project.write("zk-build.json", "{\n  \"variants\": [\"scrabble_de\"]\n}\n")
        let reported = try Self.check(project).reported
        #expect(reported.map(\.code) == ["ZK0021"], "\(reported)")
        #expect(reported.first?.place == "zk-build.json:2:16")
        #expect(
            reported.first?.message
                == "variant 'scrabble_de' has no folder: 'Content/dictionaries/scrabble_de/' does not exist; did you mean 'scrabble_en'?"
        )
    }

    @Test func aWrongAudioRootIsReportedAtTheSetting() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try project.write("zk-build.json", "{\n  \"audioRoot\": \"Audio\"\n}\n")
        let reported = try Self.check(project).reported
        #expect(reported.map(\.code) == ["ZK4028"], "\(reported)")
        #expect(reported.first?.place == "zk-build.json:2:16")
    }

    @Test func aSourceLocaleBothCatalogsContradictIsOneErrorInTheConfiguration() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try project.write("zk-build.json", "{ \"sourceLocale\": \"fr\", \"profile\": \"zahlenkette\" }\n")
        let result = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        let document = try #require(JSONReader.read(text: result.out).value)
        let diagnostics = try #require(document["diagnostics"]?.array)
        #expect(diagnostics.count == 1, "\(result.out)")
        let error = try #require(diagnostics.first)
        #expect(error["code"]?.string == "ZK3100")
        #expect(error["file"]?.string == "zk-build.json")
        #expect(error["column"]?.int == 19)
        let notes = error["notes"]?.array ?? []
        #expect(
            notes.compactMap { $0["file"]?.string } == ["Strings/Content.xcstrings", "Strings/Localizable.xcstrings"])
        #expect(notes.compactMap { $0["line"]?.int } == [2, 2])
        #expect(error["fixIt"]?["replacement"]?.string == "\"de\"")
    }

    /// Issue 52 (a regression): without the profile the per-catalog comparison is off, but a
    /// setting every catalog contradicts is still one error at the setting.
    @Test func aSourceLocaleEveryCatalogContradictsIsReportedWithoutTheProfile() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try project.write("zk-build.json", "{\n  \"sourceLocale\": \"en\"\n}\n")
        let result = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        let document = try #require(JSONReader.read(text: result.out).value)
        let diagnostics = try #require(document["diagnostics"]?.array)
        let errors = diagnostics.filter { $0["severity"]?.string == "error" }
        #expect(errors.compactMap { $0["code"]?.string } == ["ZK3100"], "\(result.out)")
        #expect(errors.first?["file"]?.string == "zk-build.json")
        #expect(errors.first?["line"]?.int == 2)
        #expect(errors.first?["column"]?.int == 19)
        #expect(errors.first?["fixIt"]?["replacement"]?.string == "\"de\"")
    }

    @Test func aSourceLocaleOneCatalogContradictsStaysAtTheCatalogWithANoteBack() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try project.write("zk-build.json", "{ \"sourceLocale\": \"de\", \"profile\": \"zahlenkette\" }\n")
        try ProjectScenarioTests.replace(
            #""sourceLanguage" : "de""#, with: #""sourceLanguage" : "en""#, in: "Strings/Localizable.xcstrings",
            of: project)
        let result = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        let document = try #require(JSONReader.read(text: result.out).value)
        let mismatch = try #require(document["diagnostics"]?.array?.first { $0["code"]?.string == "ZK3026" })
        #expect(mismatch["file"]?.string == "Strings/Localizable.xcstrings")
        #expect(mismatch["notes"]?.array?.first?["file"]?.string == "zk-build.json")
        #expect(mismatch["notes"]?.array?.first?["column"]?.int == 19)
    }
}
