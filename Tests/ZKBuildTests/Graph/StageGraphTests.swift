import Foundation
import Testing
import ZKBuild
import ZKCore

/// The stage graph: dependency order, products flowing downstream, cache keys.
@Suite struct StageGraphTests {
    /// Produces an index naming the files of `Content/`; keys large files by metadata.
    struct Producer: Stage {
        let name = "producer"
        let dependencies: [String] = []
        let version = "1"

        func inputs(in project: Project) -> [String] { project.files(under: "Content", extensions: ["json"]) }

        func metadataInputs(in project: Project) -> [String] { project.files(under: "Content", extensions: ["wav"]) }

        func run(_ context: StageContext) -> StageResult {
            let entries = inputs(in: context.project).map { ProjectIndex.Entry($0, at: SourceLocation(path: $0)) }
            return StageResult(
                products: StageProducts(index: ProjectIndex(ids: entries)), filesRead: inputs(in: context.project))
        }
    }

    /// Reports one note per ID it receives from the producer.
    struct Consumer: Stage {
        let name = "consumer"
        let dependencies = ["producer"]
        let version = "1"

        func inputs(in project: Project) -> [String] { [] }

        func run(_ context: StageContext) -> StageResult {
            let ids = context.upstream.index?.ids.map(\.name) ?? []
            return StageResult(diagnostics: ids.map { Diagnostic(.note, code: "ZK0009", "saw '\($0)'") })
        }
    }

    @Test func productsFlowDownstream() throws {
        let project = try TestProject(["Content/a.json": "{}", "Content/b.json": "{}"])
        let result = project.run(["check"], stages: [Consumer(), Producer()])
        #expect(result.code == 0)
        #expect(result.out.contains("note: saw 'Content/a.json' [ZK0009]"))
        #expect(result.out.contains("note: saw 'Content/b.json' [ZK0009]"))
        let quiet = project.run(["check", "--quiet"], stages: [Consumer(), Producer()])
        #expect(quiet.out == "0 errors, 0 warnings in 2 files\n")
    }

    @Test func downstreamRerunsWhenAnUpstreamProductChanges() throws {
        let project = try TestProject(["Content/a.json": "{}"])
        _ = project.run(["build"], stages: [Consumer(), Producer()])
        try project.write("Content/c.json", "{}")
        let second = project.run(["build", "--verbose"], stages: [Consumer(), Producer()])
        #expect(second.err.contains("[producer] ran"))
        #expect(second.err.contains("[consumer] ran"))
        #expect(second.out.contains("saw 'Content/c.json'"))
    }

    @Test func metadataInputsRerunOnANewModificationTime() throws {
        let project = try TestProject(["Content/a.json": "{}", "Content/take.wav": "RIFF"])
        _ = project.run(["build"], stages: [Producer()])
        #expect(project.run(["build", "--verbose"], stages: [Producer()]).err.contains("[producer] skipped"))
        let path = project.root + "/Content/take.wav"
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: path)
        #expect(project.run(["build", "--verbose"], stages: [Producer()]).err.contains("[producer] ran"))
    }

    @Test func aDeletedOutputMakesTheStageRunAgain() throws {
        struct Writer: Stage {
            let name = "writer"
            let dependencies: [String] = []
            let version = "1"
            func inputs(in project: Project) -> [String] { [] }
            func run(_ context: StageContext) -> StageResult {
                StageResult(artifacts: [
                    StageArtifact(path: context.project.configuration.buildPath + "/out.txt", text: "artifact")
                ])
            }
        }
        let project = try TestProject()
        _ = project.run(["build"], stages: [Writer()])
        #expect(project.run(["build", "--verbose"], stages: [Writer()]).err.contains("[writer] skipped"))
        try FileManager.default.removeItem(atPath: project.root + "/build/out.txt")
        #expect(project.run(["build", "--verbose"], stages: [Writer()]).err.contains("[writer] ran"))
        #expect(FileManager.default.fileExists(atPath: project.root + "/build/out.txt"))
    }
}
