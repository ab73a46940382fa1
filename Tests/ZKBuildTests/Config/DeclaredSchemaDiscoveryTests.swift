import Foundation
import Testing
import ZKBuild
import ZKCore

/// Issue 22, item 1: without zk-build.json, JSON files anywhere outside the content folder that
/// name a schema zk-build can read (a schema file of the repository, a `schemaMap` URI, a JSON
/// Schema metaschema) are checked against it by the `json-schema` stage; a remote schema nothing
/// maps is not read, and a reference never reads outside the project.
@Suite struct DeclaredSchemaDiscoveryTests {
    static let schema = """
        {
          "$schema": "http://json-schema.org/draft-07/schema#",
          "type": "object",
          "required": ["name"],
          "properties": {
            "name": { "type": "string" },
            "retries": { "type": "integer", "minimum": 0 }
          }
        }
        """

    /// A repository with a config file that names its schema, a schema of its own, a file naming
    /// a remote schema, and vendor copies discovery must not enter.
    static func repository() throws -> TestProject {
        let root = NSTemporaryDirectory() + "zk-schema-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let project = TestProject(existing: root)
        try project.write("Config/schemas/app.schema.json", schema)
        try project.write(
            "Config/app.json", #"{ "$schema": "schemas/app.schema.json", "name": "Quiz", "retries": 3 }"#)
        try project.write(
            "renovate.json", #"{ "$schema": "https://docs.renovatebot.com/renovate-schema.json", "extends": [] }"#)
        try project.write("plain.json", #"{ "name": 1 }"#)
        try project.write("node_modules/x/package.json", #"{ "$schema": "../../Config/schemas/app.schema.json" }"#)
        return project
    }

    static func diagnostics(_ output: String) throws -> [(code: String, place: String)] {
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], "\(output)")
        return (document["diagnostics"] as? [[String: Any]] ?? []).compactMap { item in
            guard let code = item["code"] as? String else { return nil }
            let path = item["file"] as? String ?? ""
            let line = item["line"] as? Int ?? 0
            let column = item["column"] as? Int ?? 0
            return (code, "\(path):\(line):\(column)")
        }
    }

    @Test func aRightFileAndItsSchemaPass() throws {
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let run = project.run(["check", "--format", "json", "--warnings-as-errors"], stages: StageCatalog.stages)
        #expect(run.code == 0, "\(run.out)")
        #expect(try Self.diagnostics(run.out).isEmpty, "\(run.out)")
    }

    @Test func aValueItsSchemaForbidsIsAnErrorAtTheValue() throws {
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write(
            "Config/app.json", #"{ "$schema": "schemas/app.schema.json", "name": "Quiz", "retries": -1 }"#)
        let run = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        #expect(run.code == 1, "\(run.out)")
        let found = try Self.diagnostics(run.out)
        #expect(found.map(\.code) == ["ZK2001"], "\(run.out)")
        #expect(found.first?.place == "Config/app.json:1:68", "\(run.out)")
    }

    @Test func aSchemaItsMetaschemaRejectsIsAnErrorInTheSchema() throws {
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write(
            "Config/schemas/app.schema.json",
            Self.schema.replacingOccurrences(of: #""minimum": 0"#, with: #""minimum": "zero""#))
        let run = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        #expect(run.code == 1, "\(run.out)")
        let found = try Self.diagnostics(run.out)
        // Once, though the schema is both a file of its own and the schema of app.json.
        #expect(found.map(\.code) == ["ZK2014"], "\(run.out)")
        #expect(found.first?.place == "Config/schemas/app.schema.json:7:48", "\(run.out)")
    }
    /// A misspelt type in a schema reached only through `$ref` is the schema's one error, with its
    /// source line; the file it validates is not "expected  at /name" (an empty list of types).
    @Test func aTypeThatNamesNoTypeIsTheReferencedSchemasErrorAlone() throws {
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write(
            "Config/schemas/app.schema.json",
            Self.schema.replacingOccurrences(
                of: #""name": { "type": "string" }"#, with: #""name": { "$ref": "defs.json#/$defs/name" }"#))
        try project.write("Config/schemas/defs.json", #"{ "$defs": { "name": { "type": "strin" } } }"#)
        let run = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        #expect(run.code == 1, "\(run.out)")
        let found = try Self.diagnostics(run.out)
        #expect(found.map(\.code) == ["ZK2014"], "\(run.out)")
        #expect(found.first?.place == "Config/schemas/defs.json:1:32", "\(run.out)")
        let human = project.run(["check"], stages: StageCatalog.stages)
        #expect(human.out.contains(#"{ "$defs": { "name": { "type": "strin" } } }"#), "\(human.out)")
    }

    @Test func aTrailingCommaIsTheSyntaxStagesAlone() throws {
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write("zk-build.json", #"{ "jsonFiles": ["Config/app.json"] }"#)
        try project.write("Config/app.json", #"{ "$schema": "schemas/app.schema.json", "name": "Quiz", }"#)
        let run = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        #expect(run.code == 1, "\(run.out)")
        let found = try Self.diagnostics(run.out)
        #expect(found.count == 1, "\(run.out)")
        #expect(found.first?.place == "Config/app.json:1:55", "\(run.out)")
    }

    @Test func aReferenceThatLeavesTheProjectIsNotRead() throws {
        let outside = NSTemporaryDirectory() + "zk-outside-\(UUID().uuidString).json"
        try #"{ "secret": "do not quote" "#.write(toFile: outside, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let name = (outside as NSString).lastPathComponent
        try project.write("zk-build.json", #"{ "jsonFiles": ["Config/app.json"] }"#)
        try project.write("Config/app.json", #"{ "$schema": "../../\#(name)", "name": "Quiz" }"#)
        let run = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        #expect(run.code == 1, "\(run.out)")
        #expect(!run.out.contains("do not quote"))
        let found = try Self.diagnostics(run.out)
        #expect(found.map(\.code) == ["ZK2004"], "\(run.out)")
        #expect(found.first?.place == "Config/app.json:1:14", "\(run.out)")
        #expect(run.out.contains("leaves the project"), "\(run.out)")
    }

    @Test func aListedFileWhoseSchemaCannotBeReadIsAnErrorAtItsSchema() throws {
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write("zk-build.json", #"{ "jsonFiles": ["Config/app.json", "renovate.json"] }"#)
        try project.write("Config/app.json", #"{ "$schema": "schemas/app.schema.jsn", "name": "Quiz" }"#)
        let run = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        #expect(run.code == 1, "\(run.out)")
        let found = try Self.diagnostics(run.out)
        // Never "valid" in silence: a missing schema file and an unmapped remote one are each an error.
        #expect(found.map(\.code) == ["ZK2004", "ZK2004"], "\(run.out)")
        #expect(found.map(\.place) == ["Config/app.json:1:14", "renovate.json:1:14"], "\(run.out)")
        #expect(run.out.contains("cannot be read"), "\(run.out)")
        #expect(run.out.contains("no schemaMap reads it"), "\(run.out)")
    }

    @Test func aRemoteSchemaIsCheckedOnceSchemaMapReadsIt() throws {
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write(
            "vendor/renovate/renovate-schema.json",
            #"{ "$schema": "http://json-schema.org/draft-07/schema#", "properties": { "extends": { "type": "array" } } }"#
        )
        try project.write(
            "renovate.json", #"{ "$schema": "https://docs.renovatebot.com/renovate-schema.json", "extends": "x" }"#)
        let unmapped = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        #expect(unmapped.code == 0, "\(unmapped.out)")
        try project.write(
            "zk-build.json", #"{ "schemaMap": { "https://docs.renovatebot.com/": "vendor/renovate" } }"#)
        let mapped = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        let found = try Self.diagnostics(mapped.out)
        #expect(found.map(\.code) == ["ZK2001"], "\(mapped.out)")
        #expect(found.first?.place == "renovate.json:1:78", "\(mapped.out)")
    }

    @Test func initListsTheFilesAndReproducesTheRun() throws {
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write(
            "Config/app.json", #"{ "$schema": "schemas/app.schema.json", "name": "Quiz", "retries": -1 }"#)
        let zero = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        let initialised = project.run(["init"], stages: StageCatalog.stages)
        #expect(initialised.code == 0, "\(initialised.err)")
        let written = try String(contentsOfFile: project.root + "/zk-build.json", encoding: .utf8)
        // Found at each run (issue 48): a list would freeze them.
        #expect(!written.contains("jsonFiles"), "\(written)")
        #expect(
            initialised.out.contains("JSON files checked against their $schema: 2, found at each run\n"),
            "\(initialised.out)")
        #expect(initialised.out.contains("remote; map it with schemaMap): 1\n"), "\(initialised.out)")
        let after = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        #expect(try Self.diagnostics(after.out).map(\.place) == Self.diagnostics(zero.out).map(\.place))
        #expect(after.code == zero.code)
    }

    @Test func theFilesOfAnotherStagesFolderAreLeftToIt() throws {
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write("Brand/schemas/app.schema.json", Self.schema)
        try project.write("Brand/brand.json", #"{ "$schema": "schemas/app.schema.json", "retries": -1 }"#)
        try project.write("zk-build.json", #"{ "stages": { "brand": false, "marketing": false } }"#)
        let run = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        // The brand stage reads Brand/ with its own checks; the json-schema stage does not.
        #expect(run.code == 0, "\(run.out)")
        #expect(!run.out.contains("Brand/"), "\(run.out)")
    }

    @Test func aStageSwitchedOffChecksNothing() throws {
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write(
            "Config/app.json", #"{ "$schema": "schemas/app.schema.json", "name": "Quiz", "retries": -1 }"#)
        try project.write("zk-build.json", #"{ "stages": { "json-schema": false } }"#)
        let run = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        #expect(run.code == 0, "\(run.out)")
    }
}

/// Issue 22, item 1: Design Tokens files (`*.tokens.json`, `*.tokens`, the Format Module's names)
/// found anywhere get the token checks, each file on its own; a brand's set rules (required tokens)
/// stay brand.json's.
@Suite struct TokenFileDiscoveryTests {
    static let format = "https://www.designtokens.org/schemas/2025.10/format.json"
    static let examples = AudioScenarioTests.repository + "/Tests/Fixtures/brand/dtcg/valid"

    static func repository() throws -> TestProject {
        let root = NSTemporaryDirectory() + "zk-tokens-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let project = TestProject(existing: root)
        for name in try FileManager.default.contentsOfDirectory(atPath: examples).sorted() {
            let text = try String(contentsOfFile: examples + "/" + name, encoding: .utf8)
            try project.write("design/tokens/" + name.replacingOccurrences(of: ".json", with: ".tokens.json"), text)
        }
        try project.write("design/node_modules/x/broken.tokens.json", "{ broken")
        return project
    }

    @Test func theFormatModulesExamplesPassWithNoConfiguration() throws {
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let run = project.run(["check", "--format", "json", "--warnings-as-errors"], stages: StageCatalog.stages)
        #expect(run.code == 0, "\(run.out)")
        #expect(try DeclaredSchemaDiscoveryTests.diagnostics(run.out).isEmpty, "\(run.out)")
        #expect(run.out.contains(#""files": 31"#), "the examples that declare 2025.10 are read: \(run.out)")
    }

    @Test func aBrokenAliasInATokensFileIsReportedAtIt() throws {
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write(
            "App/Theme/colors.tokens",
            """
            {
              "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
              "brand": {
                "primary": { "$type": "color", "$value": "{brand.primery}" },
                "base": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } }
              }
            }
            """)
        let run = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        #expect(run.code == 1, "\(run.out)")
        let found = try DeclaredSchemaDiscoveryTests.diagnostics(run.out)
        #expect(found.count == 1, "\(run.out)")
        #expect(found.first?.place == "App/Theme/colors.tokens:4:46", "\(run.out)")
    }

    @Test func initListsTheTokenFiles() throws {
        let project = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let initialised = project.run(["init"], stages: StageCatalog.stages)
        #expect(initialised.code == 0, "\(initialised.err)")
        #expect(initialised.out.contains("  Design Tokens files: 31, found at each run\n"), "\(initialised.out)")
        #expect(initialised.out.contains("name them in tokenFiles to hold them to the Format Module 2025.10): 30\n"))
        let written = try String(contentsOfFile: project.root + "/zk-build.json", encoding: .utf8)
        // Found at each run (issue 48): a list would freeze them.
        #expect(!written.contains("tokenFiles"), "\(written)")
        #expect(project.run(["check", "--warnings-as-errors"], stages: StageCatalog.stages).code == 0)
    }
}

extension TokenFileDiscoveryTests {
    @Test func aTokenFileOfAnEarlierDraftIsCheckedOnlyWhenNamed() throws {
        let root = NSTemporaryDirectory() + "zk-tokens-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let project = TestProject(existing: root)
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write(
            "tokens/spacing.tokens.json", #"{ "spacing": { "small": { "$type": "dimension", "$value": "12px" } } }"#)
        let zero = project.run(["check", "--format", "json", "--warnings-as-errors"], stages: StageCatalog.stages)
        #expect(zero.code == 0, "\(zero.out)")
        try project.write("zk-build.json", #"{ "tokenFiles": ["tokens/spacing.tokens.json"] }"#)
        let named = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        let found = try DeclaredSchemaDiscoveryTests.diagnostics(named.out)
        #expect(found.map(\.code) == ["ZK5006"], "\(named.out)")
        #expect(found.first?.place == "tokens/spacing.tokens.json:1:59", "\(named.out)")
    }

    @Test func anAliasMayNameATokenOfAnotherFileOfTheSet() throws {
        let root = NSTemporaryDirectory() + "zk-tokens-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let project = TestProject(existing: root)
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write(
            "tokens/primitives.tokens.json",
            #"{ "$schema": "\#(Self.format)", "red": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } }"#
        )
        try project.write(
            "tokens/semantic.tokens.json",
            #"{ "$schema": "\#(Self.format)", "danger": { "$type": "color", "$value": "{red}" } }"#)
        try project.write(".tokens.json", #"{ "access_token": "x" }"#)
        let run = project.run(["check", "--format", "json", "--warnings-as-errors"], stages: StageCatalog.stages)
        #expect(run.code == 0, "\(run.out)")
        #expect(run.out.contains(#""files": 2"#), "the hidden .tokens.json is not read: \(run.out)")
        try project.write(
            "tokens/semantic.tokens.json",
            #"{ "$schema": "\#(Self.format)", "danger": { "$type": "color", "$value": "{rad}" } }"#)
        let broken = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        #expect(
            try DeclaredSchemaDiscoveryTests.diagnostics(broken.out).map(\.place) == [
                "tokens/semantic.tokens.json:1:114"
            ], "\(broken.out)")
        // The nearest token of the whole set is offered, shown in the file that defines it.
        let human = project.run(["check"], stages: StageCatalog.stages)
        #expect(human.out.contains("alias '{rad}' of 'danger' names no token; did you mean '{red}'?"), "\(human.out)")
        #expect(human.out.contains("tokens/primitives.tokens.json:1:74: note: 'red' defined here"), "\(human.out)")
    }
}

/// Issue 22, item 1: zk-build's audio manifests are found where the team keeps them (a folder
/// `Audio-manifests` below the root), and `zk-build init` writes the place down.
@Suite struct AudioManifestDiscoveryTests {
    static let manifest = """
        {
          "locale": "common",
          "entries": [
            {"id": "sfx.tap", "file": "Audio/common/sfx.tap.m4a", "durationMs": 300},
            {"id": "sfx.done", "file": "Audio/common/sfx.done.m4a", "durationMs": 900}
          ]
        }
        """

    @Test func manifestsBelowTheRootAreCheckedAndInitWritesTheirPlace() throws {
        let root = NSTemporaryDirectory() + "zk-manifests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let project = TestProject(existing: root)
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write("Game/Audio-manifests/common.json", Self.manifest)
        let clean = project.run(["check", "--format", "json", "--warnings-as-errors"], stages: StageCatalog.stages)
        #expect(clean.code == 0, "\(clean.out)")
        #expect(clean.out.contains(#""files": 1"#), "the manifest is read: \(clean.out)")
        try project.write(
            "Game/Audio-manifests/common.json", Self.manifest.replacingOccurrences(of: "sfx.done", with: "sfx.tap"))
        let broken = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        let found = try DeclaredSchemaDiscoveryTests.diagnostics(broken.out)
        #expect(found.map(\.code) == ["ZK4002"], "\(broken.out)")
        #expect(found.first?.place == "Game/Audio-manifests/common.json:5:12", "\(broken.out)")
        let initialised = project.run(["init"], stages: StageCatalog.stages)
        #expect(initialised.out.contains("  audio manifests: Game/Audio-manifests/\n"), "\(initialised.out)")
        let written = try String(contentsOfFile: project.root + "/zk-build.json", encoding: .utf8)
        #expect(written.contains(#""audioManifests": "Game/Audio-manifests""#), "\(written)")
        let after = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        #expect(try DeclaredSchemaDiscoveryTests.diagnostics(after.out).map(\.place) == found.map(\.place))
    }
}
