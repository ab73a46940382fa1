import Foundation
import Testing
import ZKBuild
import ZKCore

/// `schemaMap` in zk-build.json, end to end through the content stage (issue 25): a content
/// schema that references a remote URI reads it from the mapped folder (never fetched), a
/// violation of the remote schema is located in the content file, and a change to the mapped
/// schema reruns the stage.
@Suite struct SchemaMapScenarioTests {
    static let files = [
        "zk-build.json": #"{ "schemaMap": { "https://example.com/schemas/": "vendor/schemas" } }"#,
        "Content/schemas/manifest.schema.json": #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$ref": "https://example.com/schemas/manifest.json"
        }
        """#,
        "vendor/schemas/manifest.json": #"{ "type": "object", "properties": { "version": { "type": "integer" } } }"#,
        "Content/manifest.json": "{\n  \"version\": \"1\"\n}\n",
    ]

    func run(_ project: TestProject, _ arguments: [String]) -> (code: Int32, out: String, err: String) {
        project.run(arguments, stages: [SwiftSourcesStage(), ContentStage()])
    }

    @Test func remoteReferencesAreReadFromTheMappedFolder() throws {
        let project = try TestProject(Self.files)
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let broken = run(project, ["check"])
        #expect(broken.code == 1)
        #expect(
            broken.out.contains(
                #"Content/manifest.json:2:14: error: expected integer at /version, found string "1" [ZK2001]"#),
            "\(broken.out)")
        #expect(
            broken.out.contains(
                "vendor/schemas/manifest.json:1:50: note: 'type' of vendor/schemas/manifest.json is here"),
            "\(broken.out)")
        // The mapped folder is read as schemas only, not as content.
        #expect(broken.out.hasSuffix("1 error, 0 warnings in 3 files\n"), "\(broken.out)")

        try project.write("Content/manifest.json", "{\n  \"version\": 1\n}\n")
        let fixed = run(project, ["build"])
        #expect(fixed.code == 0, "\(fixed.out)")
        #expect(FileManager.default.fileExists(atPath: project.root + "/build/content/manifest.json"))

        // The mapped schema is an input of the stage: changing it reruns the check.
        try project.write("vendor/schemas/manifest.json", #"{ "type": "object", "required": ["title"] }"#)
        let stricter = run(project, ["build"])
        #expect(stricter.code == 1, "\(stricter.out)")
        #expect(
            stricter.out.contains(
                "Content/manifest.json:1:1: error: missing required property 'title' in the object at / [ZK2001]"),
            "\(stricter.out)")
    }

    @Test func withoutTheMapTheReferenceIsUnresolvedAtItsValue() throws {
        var files = Self.files
        files["zk-build.json"] = "{}"
        let project = try TestProject(files)
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let result = run(project, ["check"])
        #expect(result.code == 1)
        #expect(
            result.out.contains(
                #"Content/schemas/manifest.schema.json:3:11: error: '$ref' target "https://example.com/schemas/manifest.json" is not a schema of the project"#
            ),
            "\(result.out)")
    }
}
