import Foundation
import Testing
import ZKBuild
import ZKCore
import ZKProject

/// The stage graph: dependency order, products flowing downstream, cache keys.
@Suite struct StageGraphTests {
    /// Produces an index naming the files of `Content/`; keys large files by metadata.
    struct Producer: Stage {
        let name = "producer"
        let dependencies: [String] = []
        let version = "1"
        let products: Set<StageProduct.Kind> = [.index]

        func inputs(in project: Project) -> [String] { project.files(under: "Content", extensions: ["json"]) }

        func metadataInputs(in project: Project) -> [String] { project.files(under: "Content", extensions: ["wav"]) }

        func run(_ context: StageContext) -> StageResult {
            let entries = inputs(in: context.project).map { ProjectIndex.Entry($0, at: SourceLocation(path: $0)) }
            return StageResult(
                products: StageProducts([.index(ProjectIndex(ids: entries))]), filesRead: inputs(in: context.project))
        }
    }

    /// The producer's run, without declaring the index it makes.
    struct UndeclaredProducer: Stage {
        let name = "producer"
        let dependencies: [String] = []
        let version = "1"

        func inputs(in project: Project) -> [String] { Producer().inputs(in: project) }

        func run(_ context: StageContext) -> StageResult { Producer().run(context) }
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

    @Test func aProductTheStageDidNotDeclareIsNotHandedOn() throws {
        let project = try TestProject(["Content/a.json": "{}"])
        let declared = project.run(["check"], stages: [Consumer(), Producer()])
        #expect(declared.out.contains("note: saw 'Content/a.json' [ZK0009]"))
        let undeclared = project.run(["check"], stages: [Consumer(), UndeclaredProducer()])
        #expect(undeclared.code == 0)
        #expect(!undeclared.out.contains("saw"), "\(undeclared.out)")
    }

    @Test func zkBuildsStagesDeclareTheProductsTheyMake() {
        let declared = Dictionary(uniqueKeysWithValues: StageCatalog.stages.map { ($0.name, $0.products) })
        #expect(
            declared == [
                "json-syntax": [], "json-schema": [], "content": [.index, .downloadSize], "dictionary": [],
                "swift": [.code],
                "brand": [.brand], "strings": [.catalog], "audio": [], "marketing": [], "store-texts": [], "report": [],
            ])
    }

    @Test func productsAreOneOfEachKindAndMergeWithoutReplacing() throws {
        let first = ProjectIndex(ids: [ProjectIndex.Entry("first", at: SourceLocation(path: "a"))])
        let second = ProjectIndex(ids: [ProjectIndex.Entry("second", at: SourceLocation(path: "b"))])
        var products = StageProducts([.index(first)])
        #expect(products.kinds == [.index])
        #expect(products.catalog == nil)
        products.insert(.code(CodeIndex()))
        let merged = products.merged(with: StageProducts([.index(second), .brand(BrandFacts(appNames: []))]))
        #expect(merged.index?.ids.map(\.name) == ["first"])
        #expect(merged.kinds == [.index, .code, .brand])
        #expect(merged.all.map(\.kind) == [.index, .brand, .code])
        #expect(merged.restricted(to: [.brand]).kinds == [.brand])
        let tree = try JSONValueEncoder().encode(merged)
        #expect(try JSONValueDecoder().decode(StageProducts.self, from: tree) == merged)
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
            func outputs(in project: Project) -> StageOutputs {
                StageOutputs(files: [project.configuration.buildPath + "/out.txt"])
            }
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
