import Foundation
import Testing
import ZKBuild
import ZKCore

@testable import ZKBrand

/// The "brand" and "marketing" stages of zk-build on a copy of a fixture project.
@Suite struct BrandStagesTests {
    /// Copies a fixture project into a fresh temporary folder.
    func project(_ fixture: String) throws -> (Project, String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "zk-brand-stage-\(fixture)-\(UUID().uuidString)"
        ).path
        try FileManager.default.copyItem(atPath: Fixtures.root + "/" + fixture, toPath: folder)
        var configuration = ProjectConfiguration()
        configuration.locales = ["de", "ru"]
        return (Project(root: folder, configuration: configuration), folder)
    }

    func run(
        _ stage: any Stage, _ project: Project, mode: BuildMode, upstream: StageProducts = StageProducts()
    ) -> StageResult {
        stage.run(StageContext(project: project, mode: mode, upstream: upstream, jobs: 1, progress: .silent))
    }

    /// The artifacts' bytes by path.
    func snapshot(_ result: StageResult) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for artifact in result.artifacts { files[artifact.path] = try artifact.contents() }
        return files
    }

    @Test func brandStageProducesTheAppNamesLocatedAtTheirTokens() throws {
        let (project, folder) = try project("valid")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = run(BrandStage(), project, mode: .check)
        #expect(result.diagnostics.isEmpty)
        let names = try #require(result.products.brand).appNames
        #expect(names.map(\.locale) == ["de", "ru"])
        #expect(names.map(\.location.description) == ["Brand/brand.json:6:25", "Brand/brand.json:7:25"])
        #expect(BrandStage().inputs(in: project) == ["Brand/brand.json"])
    }

    @Test func marketingStageReturnsIdenticalArtifactsOnEveryBuildAndWritesNothing() throws {
        let (project, folder) = try project("valid")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(run(MarketingStage(), project, mode: .check).outputs.isEmpty)

        let first = run(MarketingStage(), project, mode: .build)
        #expect(first.diagnostics.isEmpty)
        #expect(first.outputs.contains("build/marketing/de-DE/subtitle.txt"))
        #expect(first.outputs.contains("build/brand/Brand.xcassets/Accent.colorset/Contents.json"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/build"))  // the driver writes, never a stage
        let second = run(MarketingStage(), Project(root: folder, configuration: project.configuration), mode: .build)
        #expect(second.outputs == first.outputs)
        #expect(try snapshot(second) == snapshot(first))
    }

    @Test func brokenTokensBlockEveryOutput() throws {
        let (project, folder) = try project("alias-cycle")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(run(BrandStage(), project, mode: .build).diagnostics.map(\.code) == ["ZK5005"])
        let marketing = run(MarketingStage(), project, mode: .build)
        #expect(marketing.diagnostics.isEmpty)  // token findings belong to the brand stage
        #expect(marketing.outputs.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder + "/build"))
    }

    @Test func missingBrandFolderIsAnEmptyResult() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "zk-brand-empty-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let project = Project(root: folder, configuration: ProjectConfiguration())
        #expect(run(BrandStage(), project, mode: .build) == StageResult())
        #expect(run(MarketingStage(), project, mode: .build) == StageResult())
    }
}
