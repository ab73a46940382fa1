import Foundation
import Testing
import ZKBuild
import ZKContent
import ZKCore
import ZKSchema

/// `--format sarif` for GitHub code scanning (issue 15): valid against the official SARIF 2.1.0
/// schema, fingerprints that survive unrelated edits, rules with the explain entry, fixes, notes
/// as related locations, repository-relative percent-encoded URIs and the run's exit code.
@Suite struct SARIFCodeScanningTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/sarif").path

    /// The official schema (draft-04), rewritten for zk-content's draft 2020-12 validator:
    /// `definitions` → `$defs` (and the `$ref`s into it), the root `id` and the annotation-only
    /// `format` dropped. Every `$ref` of the schema has only a `description` beside it, so the
    /// draft-04 rule that `$ref` overrides its siblings changes nothing.
    static func schemaLibrary() throws -> (SchemaLibrary, String) {
        let path = "sarif-schema-2.1.0.json"
        let file = try #require(FileManager.default.contents(atPath: fixtures + "/" + path))
        let original = try #require(JSONReader.read(SourceFile(path: path, bytes: Array(file))).value)
        let library = SchemaLibrary(documents: [SchemaDocument(path: path, root: rewrite(schema: original))])
        #expect(library.problems.isEmpty, "\(library.problems.map(\.message))")
        return (library, path)
    }

    static func rewrite(schema value: JSONValue) -> JSONValue {
        guard let object = value.object else { return value }
        var members: [JSONMember] = []
        for member in object.members {
            var key = member.key
            var rewritten = member.value
            switch member.key {
            case "id", "format":
                continue
            case "$schema":
                rewritten = JSONValue(.string("https://json-schema.org/draft/2020-12/schema"))
            case "definitions", "properties":
                if member.key == "definitions" { key = "$defs" }
                rewritten = JSONValue(
                    .object(
                        JSONObject(
                            (member.value.object?.members ?? []).map {
                                JSONMember(key: $0.key, keyPosition: $0.keyPosition, value: rewrite(schema: $0.value))
                            })))
            case "items", "additionalProperties":
                rewritten = rewrite(schema: member.value)
            case "anyOf", "oneOf", "allOf":
                rewritten = JSONValue(.array((member.value.array ?? []).map(rewrite(schema:))))
            case "$ref":
                rewritten = JSONValue(
                    .string((member.value.string ?? "").replacingOccurrences(of: "#/definitions/", with: "#/$defs/")))
            default:
                break
            }
            members.append(JSONMember(key: key, keyPosition: member.keyPosition, value: rewritten))
        }
        return JSONValue(.object(JSONObject(members)), at: value.position)
    }

    /// A copy of the default project in a git work tree, one folder below the root, with a few
    /// mistakes: a syntax error, a schema error, a fix-it, a note, a file name needing encoding.
    static func brokenProject() throws -> (TestProject, String) {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try FileManager.default.createDirectory(atPath: project.root + "/.git", withIntermediateDirectories: true)
        let inner = project.root + "/app content"
        try FileManager.default.createDirectory(atPath: inner, withIntermediateDirectories: true)
        for folder in ["Content", "Strings", "Audio-manifests", "Brand"] {
            try FileManager.default.moveItem(atPath: project.root + "/" + folder, toPath: inner + "/" + folder)
        }
        let moved = TestProject(existing: inner)
        try DiagnosticFlowTests.mutate("Content/avatars.json", in: moved) {
            $0.replacingOccurrences(of: #""id": "#, with: #""idd": "#)
        }
        try moved.write("zk-build.json", "{\n  \"lokales\": [\"de\"]\n}\n")
        return (moved, inner)
    }

    static func sarif(_ project: TestProject, _ arguments: [String] = ["check"]) throws -> (Int32, JSONValue) {
        let result = project.run(arguments + ["--format", "sarif"], stages: StageCatalog.stages)
        return (result.code, try #require(JSONReader.read(text: result.out).value, "\(result.out)"))
    }

    @Test func logIsValidAgainstTheOfficialSchema() throws {
        let (library, schemaPath) = try Self.schemaLibrary()
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try DiagnosticFlowTests.mutate("Content/avatars.json", in: project) {
            $0.replacingOccurrences(of: #""id": "#, with: #""idd": "#)
        }
        try DiagnosticFlowTests.mutate("Content/stickers.json", in: project) { "// comment\n" + $0 }
        try project.write("Content/dictionaries/scrabble_en/words.txt", "cat\nXyzzyq\n")
        try project.write("Content/dictionaries/scrabble_en/extra list.txt", "cat\n")
        let (_, log) = try Self.sarif(project)
        let results = log["runs"]?.array?.first?["results"]?.array ?? []
        #expect(results.count >= 4)
        let result = library.validate(log, file: "zk-build.sarif", schemaPath: schemaPath)
        #expect(!result.reachedBrokenSchema)
        #expect(result.violations.isEmpty, "\(result.violations.map { $0.location.description + " " + $0.message })")
        // The validator is not blind: a log without `version` is rejected.
        var members = log.object?.members ?? []
        members.removeAll { $0.key == "version" }
        #expect(!library.isValid(JSONValue(.object(JSONObject(members))), schemaPath: schemaPath))
    }

    @Test func pathsAreRelativeToTheRepositoryRootAndPercentEncoded() throws {
        let (project, inner) = try Self.brokenProject()
        let (code, log) = try Self.sarif(project)
        let run = try #require(log["runs"]?.array?.first)
        let root = (inner as NSString).deletingLastPathComponent
        // The base is described, never resolved to a path of this machine: no absolute path anywhere.
        let base = try #require(run["originalUriBaseIds"]?["%SRCROOT%"])
        #expect(base["uri"] == nil)
        #expect(base["description"]?["text"]?.string?.isEmpty == false)
        let text = project.run(["check", "--format", "sarif"], stages: StageCatalog.stages).out
        #expect(!text.contains(root) && !text.contains(URIEncoding.encodePath(root)) && !text.contains("file://"))
        let locations = (run["results"]?.array ?? []).compactMap {
            $0["locations"]?.array?.first?["physicalLocation"]?["artifactLocation"]
        }
        #expect(locations.contains { $0["uri"]?.string == "app%20content/zk-build.json" }, "\(locations)")
        #expect(locations.allSatisfy { $0["uriBaseId"]?.string == "%SRCROOT%" })
        #expect(run["invocations"]?.array?.first?["exitCode"]?.int == Int(code))
        #expect(run["invocations"]?.array?.first?["executionSuccessful"]?.bool == true)
    }

    @Test func rulesCarryTheExplainEntry() throws {
        let (project, _) = try Self.brokenProject()
        let (_, log) = try Self.sarif(project)
        let rules = log["runs"]?.array?.first?["tool"]?["driver"]?["rules"]?.array ?? []
        let rule = try #require(rules.first { $0["id"]?.string == "ZK0020" })
        #expect(rule["name"]?.string == "ZkBuildJsonHasUnknownKeyOrValueOfWrongType")
        #expect(rule["shortDescription"]?["text"]?.string == ConfigurationValueCheck.invalidConfiguration.summary)
        #expect(rule["fullDescription"]?["text"]?.string == ConfigurationValueCheck.invalidConfiguration.explanation)
        #expect(rule["help"]?["text"]?.string == ExplainText.text(ConfigurationValueCheck.invalidConfiguration))
        let markdown = try #require(rule["help"]?["markdown"]?.string)
        #expect(markdown.hasPrefix("**ZK0020** (error by default): "))
        #expect(markdown.contains("```\n{ \"lokales\": [\"de\", \"en\", \"ru\"] }\n```"))
    }

    @Test func fixItsBecomeFixesAndNotesRelatedLocations() throws {
        let (project, _) = try Self.brokenProject()
        let (_, log) = try Self.sarif(project)
        let results = log["runs"]?.array?.first?["results"]?.array ?? []
        let unknownKey = try #require(results.first { $0["ruleId"]?.string == "ZK0020" })
        let fix = try #require(unknownKey["fixes"]?.array?.first)
        #expect(fix["description"]?["text"]?.string == "rename to 'locales'")
        let replacement = try #require(fix["artifactChanges"]?.array?.first?["replacements"]?.array?.first)
        #expect(replacement["insertedContent"]?["text"]?.string == "\"locales\"")
        // `"lokales"` spans columns 3 to 11 of line 2; the end column is exclusive.
        #expect(replacement["deletedRegion"]?["startLine"]?.int == 2)
        #expect(replacement["deletedRegion"]?["startColumn"]?.int == 3)
        #expect(replacement["deletedRegion"]?["endColumn"]?.int == 12)
        // A note without a place stays in the message text.
        #expect(unknownKey["message"]?["text"]?.string?.contains("\nnote: known keys: paths, sourceLocale") == true)
    }

    @Test func relatedLocationsAreLinkedFromTheMessage() {
        let diagnostic = Diagnostic(
            .error, code: "ZK0102", "duplicate key 'a' [in object]",
            at: SourceLocation(path: "a.json", line: 3, column: 5),
            notes: [
                .init("first defined here", at: SourceLocation(path: "a.json", line: 2, column: 5)),
                .init("keys must be unique"),
            ])
        let text = SARIFRenderer(
            context: RenderContext(toolName: "zk-build", toolVersion: "1", registry: StageCatalog.registry)
        )
        .render([diagnostic], summary: RunSummary(diagnostics: [diagnostic], files: 1))
        let result = JSONReader.read(text: text).value?["runs"]?.array?.first?["results"]?.array?.first
        #expect(
            result?["message"]?["text"]?.string
                == "duplicate key 'a' \\[in object\\]\nnote: [first defined here](1)\nnote: keys must be unique")
        #expect(result?["relatedLocations"]?.array?.first?["id"]?.int == 1)
        #expect(result?["relatedLocations"]?.array?.first?["physicalLocation"]?["region"]?["startLine"]?.int == 2)
    }

    @Test func fingerprintsSurviveUnrelatedEdits() throws {
        func fingerprints(_ project: TestProject) throws -> [String: String] {
            let (_, log) = try Self.sarif(project)
            var out: [String: String] = [:]
            for result in log["runs"]?.array?.first?["results"]?.array ?? [] {
                let key = (result["ruleId"]?.string ?? "") + " " + (result["message"]?["text"]?.string ?? "")
                out[key] = result["partialFingerprints"]?["primaryLocationLineHash"]?.string
            }
            return out
        }
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        try DiagnosticFlowTests.mutate("Content/avatars.json", in: project) {
            $0.replacingOccurrences(of: #""id": "#, with: #""idd": "#)
        }
        let before = try fingerprints(project)
        #expect(!before.isEmpty)
        #expect(Set(before.values).count == before.count, "fingerprints are unique")
        // Lines inserted above every finding move them all; their fingerprints stay.
        try DiagnosticFlowTests.mutate("Content/avatars.json", in: project) { "\n\n\n" + $0 }
        #expect(try fingerprints(project) == before)
    }

    /// Renders one diagnostic against `source` (the file `a.json`) and returns its fingerprint.
    static func fingerprint(_ diagnostic: Diagnostic, source: String) -> String? {
        let file = SourceFile(path: "a.json", text: source)
        let context = RenderContext(
            toolName: "zk-build", toolVersion: "1", registry: StageCatalog.registry,
            repository: RepositoryPlace(root: "/r", projectPrefix: "app"), source: { $0 == "a.json" ? file : nil })
        let text = SARIFRenderer(context: context).render(
            [diagnostic], summary: RunSummary(diagnostics: [diagnostic], files: 1))
        return JSONReader.read(text: text).value?["runs"]?.array?.first?["results"]?.array?.first?[
            "partialFingerprints"]?["primaryLocationLineHash"]?.string
    }

    @Test func fingerprintsIgnoreTheMessageTheLineNumberAndTheIndentation() throws {
        func duplicate(_ message: String, line: Int, column: Int, code: String = "ZK0102") -> Diagnostic {
            Diagnostic(.error, code: code, message, at: SourceLocation(path: "a.json", line: line, column: column))
        }
        let source = "{\n  \"a\": 1,\n  \"a\": 2\n}\n"
        let original = try #require(
            Self.fingerprint(duplicate("duplicate key 'a' in object", line: 3, column: 3), source: source))
        #expect(original.hasSuffix(":1") && original.count == 18, "\(original)")
        // A reworded message keeps the alert.
        #expect(Self.fingerprint(duplicate("key 'a' is defined twice", line: 3, column: 3), source: source) == original)
        // Lines above it and a new indentation move it, and keep it.
        let moved = "{\n\n\n  \"a\": 1,\n      \"a\":   2\n}\n"
        #expect(
            Self.fingerprint(duplicate("duplicate key 'a' in object", line: 5, column: 7), source: moved) == original)
        // Another code, another place on the line, or another line's text is another result.
        #expect(
            Self.fingerprint(
                duplicate("duplicate key 'a' in object", line: 3, column: 3, code: "ZK0101"), source: source)
                != original)
        #expect(
            Self.fingerprint(duplicate("duplicate key 'a' in object", line: 3, column: 8), source: source) != original)
        #expect(
            Self.fingerprint(duplicate("duplicate key 'a' in object", line: 2, column: 3), source: source) != original)
    }

    @Test func folderLocationsAreFolderURIs() {
        let atFolder = Diagnostic(
            .error, code: "ZK2039", "game 'memory' has no file", at: SourceLocation(path: "Content/games"))
        let nowhere = Diagnostic(.error, code: "ZK0009", "internal error")
        let context = RenderContext(
            toolName: "zk-build", toolVersion: "1", registry: StageCatalog.registry, exitCode: 3,
            repository: RepositoryPlace(root: "/r", projectPrefix: "app"), isDirectory: { $0 == "Content/games" })
        let text = SARIFRenderer(context: context).render(
            [atFolder, nowhere], summary: RunSummary(diagnostics: [], files: 0))
        let run = JSONReader.read(text: text).value?["runs"]?.array?.first
        let uris = (run?["results"]?.array ?? []).compactMap {
            $0["locations"]?.array?.first?["physicalLocation"]?["artifactLocation"]?["uri"]?.string
        }
        // GitHub needs a location on every result: a folder is a folder URI, a run-level finding the project folder.
        #expect(uris == ["app/Content/games/", "app/"])
        #expect(run?["invocations"]?.array?.first?["executionSuccessful"]?.bool == false)
        #expect(URIEncoding.encodePath("Content/ä b#c.json") == "Content/%C3%A4%20b%23c.json")
    }
}
