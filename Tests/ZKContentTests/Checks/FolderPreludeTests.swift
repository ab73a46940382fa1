import Foundation
import Testing
import ZKCore
import ZKSchema

@testable import ZKContent

/// The folder's listing and its compiled schemas are the same whether `schemas/` is compiled
/// while the folder is listed (more than one job) or after (one job).
@Suite struct FolderPreludeTests {
    func folder(_ files: [String: String], links: [String: String] = [:]) throws -> String {
        let root = NSTemporaryDirectory() + "zk-prelude-\(UUID().uuidString)"
        for (path, contents) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: full))
        }
        for (link, target) in links {
            try FileManager.default.createSymbolicLink(atPath: root + "/" + link, withDestinationPath: target)
        }
        return root
    }

    static let schema = #"{ "$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object" }"#

    func expectSame(_ root: String) -> FolderPrelude {
        let one = FolderPrelude(
            projectRoot: root, contentPath: "Content", jobs: 1, options: SchemaOptions(strictKeywords: true))
        for jobs in [2, 4] {
            let many = FolderPrelude(
                projectRoot: root, contentPath: "Content", jobs: jobs, options: SchemaOptions(strictKeywords: true))
            #expect(many.files == one.files)
            #expect(many.kinds == one.kinds)
            #expect(many.schemas.paths == one.schemas.paths)
            #expect(many.schemas.library.schemaPaths == one.schemas.library.schemaPaths)
            #expect(many.schemas.diagnostics.map(\.message) == one.schemas.diagnostics.map(\.message))
        }
        return one
    }

    @Test func nestedSchemasAndOtherFiles() throws {
        let root = try folder([
            "Content/schemas/a.schema.json": Self.schema,
            "Content/schemas/sub/b.schema.json": Self.schema,
            "Content/schemas/notes.json": "{}",
            "Content/schemas/broken.schema.json": "{",
            "Content/x.json": "{}",
            "Content/.hidden/y.json": "{}",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let one = expectSame(root)
        #expect(
            one.schemas.paths == [
                "Content/schemas/a.schema.json", "Content/schemas/broken.schema.json",
                "Content/schemas/sub/b.schema.json",
            ])
        #expect(one.files.contains("Content/x.json") && !one.files.contains("Content/.hidden/y.json"))
    }

    @Test func aLinkToTheSchemasFolderIsListedOnceEitherWay() throws {
        // The walk lists a folder once by inode: through the link or through `schemas/`,
        // whichever it meets first. The schemas compiled early are checked against that.
        let root = try folder(
            ["Content/schemas/a.schema.json": Self.schema, "Content/x.json": "{}"], links: ["Content/aaa": "schemas"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = expectSame(root)
    }

    @Test func noSchemasFolder() throws {
        let root = try folder(["Content/x.json": "{}"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(expectSame(root).schemas.paths.isEmpty)
    }
}
