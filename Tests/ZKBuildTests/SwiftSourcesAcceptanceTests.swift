import Foundation
import Testing
import ZKBuild
import ZKCore
import ZKProject

/// Acceptance on real repositories that are not in this one (issue 28): with
/// `ZK_SWIFT_ACCEPTANCE=/folder/of/checkouts`, every checkout in it is checked with no
/// configuration and its figures are printed (Swift files, lookups found, keys missing from
/// their catalog, catalog keys unused). Without the variable the test does nothing, so the suite
/// stays fast and needs no network; `scripts/swift-sources-acceptance.sh` runs it.
@Suite struct SwiftSourcesAcceptanceTests {
    @Test func realRepositories() throws {
        guard let folder = ProcessInfo.processInfo.environment["ZK_SWIFT_ACCEPTANCE"] else { return }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        var lines = [
            "repository | Swift files | lookups | catalogs | catalog keys | ZK3080 missing | ZK3016 unused | ZK0060"
        ]
        for name in names {
            let root = folder + "/" + name
            var configuration = ProjectConfiguration()
            ProjectDiscovery.discover(root: root, readFacts: true).fill(&configuration)
            let project = Project(root: root, configuration: configuration)
            let stage = SwiftSourcesStage()
            let context = StageContext(
                project: project, mode: .check, upstream: StageProducts(), jobs: 2, progress: ProgressReporter.silent)
            let code = stage.run(context).products.code ?? CodeIndex()
            let run = TestProject(existing: root).run(
                ["check", "--format", "json", "--error-limit", "0"], stages: StageCatalog.stages)
            let document = try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any]
            let codes = (document?["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
            func count(_ code: String) -> Int { codes.filter { $0 == code }.count }
            let keys = (configuration.catalogs ?? []).reduce(0) { total, path in
                guard let data = FileManager.default.contents(atPath: root + "/" + path),
                    let value = JSONReader.read(SourceFile(path: path, bytes: Array(data))).value?["strings"]?.object
                else { return total }
                return total + value.members.count
            }
            lines.append(
                "\(name) | \(code.files.count) | \(code.keyUses.count) | \(configuration.catalogs?.count ?? 0) | \(keys) | \(count("ZK3080")) | \(count("ZK3016")) | \(count("ZK0060"))"
            )
            let out = ProcessInfo.processInfo.environment["ZK_SWIFT_ACCEPTANCE_OUT"] ?? "/tmp"
            try run.out.write(toFile: "\(out)/\(name).json", atomically: true, encoding: .utf8)
        }
        print(lines.joined(separator: "\n"))
    }
}
