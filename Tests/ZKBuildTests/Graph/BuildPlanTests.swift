import Foundation
import Testing
import ZKBuild
import ZKCore

/// The plan is made before anything runs, and a build writes only what it declares (issue 46).
@Suite struct BuildPlanTests {
    static func plan(_ project: TestProject, _ arguments: [String] = []) throws -> JSONValue {
        let result = project.run(["plan", "--format", "json"] + arguments, stages: StageCatalog.stages)
        #expect(result.code == 0, "\(result.err)")
        return try #require(JSONReader.read(SourceFile(path: "plan.json", text: result.out)).value)
    }

    static func steps(_ plan: JSONValue) -> [String: JSONValue] {
        var steps: [String: JSONValue] = [:]
        for step in plan["stages"]?.array ?? [] { steps[step["name"]?.string ?? ""] = step }
        return steps
    }

    static func strings(_ value: JSONValue?) -> [String] { value?.array?.compactMap(\.string) ?? [] }

    /// Every stage, in an order where each comes after what it depends on, with typed edges; and
    /// nothing is written or locked by planning.
    @Test func thePlanListsEveryStageBeforeAnythingRuns() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        let plan = try Self.plan(project)
        let names = (plan["stages"]?.array ?? []).compactMap { $0["name"]?.string }
        #expect(Set(names) == Set(StageCatalog.stages.map(\.name)))
        for (index, name) in names.enumerated() {
            let step = try #require(Self.steps(plan)[name])
            for edge in step["dependsOn"]?.array ?? [] {
                let dependency = try #require(edge["stage"]?.string)
                let position = try #require(names.firstIndex(of: dependency))
                #expect(position < index, "\(dependency) before \(name)")
            }
        }
        let strings = try #require(Self.steps(plan)["strings"])
        let fromContent = strings["dependsOn"]?.array?.first { $0["stage"]?.string == "content" }
        #expect(Self.strings(fromContent?["products"]) == ["downloadSize", "index"])
        #expect(Self.strings(strings["inputs"]) == ["Strings/Content.xcstrings", "Strings/Localizable.xcstrings"])
        let dictionary = Self.steps(plan)["dictionary"]
        // The copy has no dictionaries: nothing to build, nothing written.
        #expect(dictionary?["runs"]?.bool == false)
        #expect(Self.strings(dictionary?["outputs"]) == [])
        #expect(!FileManager.default.fileExists(atPath: project.root + "/build"))
    }

    @Test func thePlanIsTheSameBytesEveryTime() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        let first = project.run(["plan", "--format", "json"], stages: StageCatalog.stages).out
        #expect(first == project.run(["plan", "--format", "json"], stages: StageCatalog.stages).out)
        #expect(first.contains(#""version" : ""#))
    }

    /// A build of the default project writes exactly what the plan lists: every file it wrote is a
    /// listed output or inside a listed folder, and every listed output file was written.
    @Test func aBuildWritesExactlyThePlannedOutputs() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        let plan = try Self.plan(project)
        let steps = Self.steps(plan).values
        let files = Set(steps.flatMap { Self.strings($0["outputs"]) })
        let folders = steps.flatMap { Self.strings($0["outputFolders"]) }
        let result = project.run(["build"], stages: StageCatalog.stages)
        #expect(result.code == 0, "\(result.out)")
        let written = Set(
            DirectoryWalker.files(under: project.root + "/build").map { "build/" + $0 }.filter {
                !$0.hasPrefix("build/.zk-")
            })
        for path in written {
            #expect(files.contains(path) || folders.contains { path.hasPrefix($0 + "/") }, "\(path) is not planned")
        }
        for path in files { #expect(written.contains(path), "\(path) was planned and not written") }
        let filled = steps.filter { $0["runs"]?.bool == true }.flatMap { Self.strings($0["outputFolders"]) }
        #expect(filled.allSatisfy { folder in written.contains { $0.hasPrefix(folder + "/") } }, "\(filled)")
    }

    /// A named stage plans with what it needs, and nothing else.
    @Test func aSelectionPlansWhatItNeeds() throws {
        let project = try ProjectScenarioTests.copyOfDefaultProject()
        let names = Set(Self.steps(try Self.plan(project, ["audio"])).keys)
        #expect(names == ["audio", "content", "strings", "brand", "swift"])
        let wrong = project.run(["plan", "audoi"], stages: StageCatalog.stages)
        #expect(wrong.code == 2)
        #expect(wrong.err.contains("did you mean 'audio'?"), "\(wrong.err)")
        #expect(project.run(["plan", "--format", "sarif"], stages: StageCatalog.stages).code == 2)
    }

    /// Declares `build/made/` and returns one artifact outside it.
    struct Stray: Stage {
        let name = "stray"
        let dependencies: [String] = []
        let version = "1"
        func inputs(in project: Project) -> [String] { ["Content/list.txt"] }
        func outputFolders(in project: Project) -> [String] { ["build/made"] }
        func run(_ context: StageContext) -> StageResult {
            StageResult(artifacts: [
                StageArtifact(path: "build/made/a.txt", text: "a"),
                StageArtifact(path: "build/elsewhere.txt", text: "b"),
            ])
        }
    }

    @Test func anArtifactThePlanDoesNotDeclareIsNotWritten() throws {
        let project = try TestProject(["Content/list.txt": "a"])
        let result = project.run(["build"], stages: [Stray()])
        #expect(result.code == 3, "\(result.out)")
        #expect(
            result.out.contains(
                "stage 'stray' returned the artifact 'build/elsewhere.txt', which its plan does not declare; it is not written"
            ), "\(result.out)")
        #expect(FileManager.default.fileExists(atPath: project.root + "/build/made/a.txt"))
        #expect(!FileManager.default.fileExists(atPath: project.root + "/build/elsewhere.txt"))
    }
}
