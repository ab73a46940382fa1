import ZKContent
import ZKCore

/// The content stage: validates `Content/` against its schemas, checks the cross-links, hands
/// the project index to the strings and audio stages and, in build mode, returns the canonical
/// content and `catalog.json` as the artifacts of `build/content/` (a folder it fills alone).
public struct ContentStage: Stage {
    public let name = "content"
    public let dependencies: [String] = []
    public let version = "1"

    public init() {}

    /// Every file of the content folder except `dictionaries/` (zk-dawg's); images count too,
    /// because the asset checks depend on which files exist.
    /// With `paths.assets`, also the asset catalogs (`*.xcassets`) directly in that folder.
    public func inputs(in project: Project) -> [String] {
        let folder = project.configuration.contentPath
        guard project.isDirectory(folder) else { return [] }
        let content = project.files(under: folder).filter { !$0.hasPrefix(folder + "/dictionaries/") }
        guard let assets = project.configuration.assetsPath, project.isDirectory(assets) else { return content }
        let catalogs = project.folders(in: assets).filter { $0.hasSuffix(".xcassets") }.map { assets + "/" + $0 }
        return content + catalogs.flatMap { project.files(under: $0) }.filter { !$0.hasPrefix(folder + "/") }
    }

    public func outputFolders(in project: Project) -> [String] { [project.configuration.outputPath("content")] }

    public func run(_ context: StageContext) -> StageResult {
        let project = context.project
        let folder = project.configuration.contentPath
        guard project.isDirectory(folder) else { return StageResult() }
        let files = inputs(in: project)
        let jsonFiles = files.filter { $0.hasSuffix(".json") }
        let loaded = parallelMap(jsonFiles, jobs: context.jobs) { path -> Result<ContentDocument, DiagnosticError> in
            project.readJSON(path).map { file, parse in ContentDocument(path: path, file: file, parse: parse) }
        }
        let input = ContentLoader.input(root: folder, loaded: loaded, files: files)
        let report = ContentChecker.run(input, jobs: context.jobs)
        var artifacts: [StageArtifact] = []
        if context.mode == .build && !report.hasErrors {
            artifacts = ContentCompiler.compile(input).map { StageArtifact(path: project.configuration.outputPath("content/" + $0.path), bytes: $0.bytes) }
        }
        return StageResult(diagnostics: report.diagnostics, products: StageProducts(index: report.index), artifacts: artifacts, filesRead: jsonFiles)
    }
}
