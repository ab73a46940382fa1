import Testing

@testable import ZKCore

/// A worker thread gets its own compiled copy of a library only when it validates enough
/// instances to repay compiling it; otherwise every worker shares the one library (two files
/// against a big schema at `-j 2` compiled it twice, for twice the CPU time and a slower run).
@Suite struct SchemaWorkerTests {
    static func library() throws -> SchemaLibrary {
        let parsed = SchemaDocument.parse(text: #"{ "type": "object", "required": ["id"] }"#, path: "s.schema.json")
        return SchemaLibrary(documents: [try #require(parsed.document)])
    }

    @Test func aCopyOnlyForManyInstancesPerThread() throws {
        let library = try Self.library()
        let threshold = SchemaLibrary.instancesWorthACopy
        // Worker 0 always validates with the library itself.
        #expect(library.forWorker(0, instances: 100 * threshold, jobs: 2).nodeTable === library.nodeTable)
        // Few instances: shared.
        #expect(library.forWorker(1, instances: 2, jobs: 2).nodeTable === library.nodeTable)
        #expect(library.forWorker(1, instances: 2 * threshold - 1, jobs: 2).nodeTable === library.nodeTable)
        // Enough per thread: a copy that shares no node, and validates alike.
        let copy = library.forWorker(1, instances: 2 * threshold, jobs: 2)
        #expect(copy.nodeTable !== library.nodeTable)
        #expect(copy.nodes.count == library.nodes.count)
        #expect(!zip(copy.nodes, library.nodes).contains { $0 === $1 })
        let broken = try #require(JSONReader.read(text: #"{ "name": 1 }"#, path: "a.json").value)
        let found = copy.validate(broken, file: "a.json", schemaPath: "s.schema.json")
        #expect(found == library.validate(broken, file: "a.json", schemaPath: "s.schema.json"))
        #expect(found.violations.map { "\($0.location.description) \($0.keyword ?? "-")" } == ["a.json:1:1 required"])
    }
}
