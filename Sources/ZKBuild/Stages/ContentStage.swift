import ZKContent
import ZKCore

/// The content stage: validates `Content/` against its schemas, checks the cross-links and the
/// asset catalogs (image headers included), measures the download size against its budgets,
/// hands the project index and the size figures on and, in build mode, writes the canonical
/// content, `catalog.json` and `build/reports/download-size.json`.
public struct ContentStage: Stage {
    public let name = "content"
    public let dependencies: [String] = []
    public let version = "2"

    public init() {}

    /// Every file of the content folder except `dictionaries/` (zk-dawg's), and of the configured
    /// catalogs outside it; images count too, because the asset checks read their headers.
    public func inputs(in project: Project) -> [String] {
        let configuration = project.configuration
        let folder = configuration.contentPath
        guard project.isDirectory(folder) else { return [] }
        return ContentLoader.contentFiles(projectRoot: project.root, contentPath: folder)
            + ContentLoader.catalogFiles(projectRoot: project.root, contentPath: folder, catalogs: configuration.assetCatalogs)
    }

    /// The recordings under the audio root count towards the size budgets by size alone.
    public func metadataInputs(in project: Project) -> [String] {
        guard let root = project.configuration.audioRoot else { return [] }
        return audioFiles(in: project).map { root + "/" + $0 }
    }

    /// Paths under the audio root, when one is configured.
    func audioFiles(in project: Project) -> [String] {
        guard let root = project.configuration.audioRoot, project.isDirectory(root) else { return [] }
        return DirectoryWalker.files(under: project.absolute(root)).filter { !$0.hasPrefix(".") }
    }

    public func run(_ context: StageContext) -> StageResult {
        let project = context.project
        let configuration = project.configuration
        let folder = configuration.contentPath
        guard project.isDirectory(folder) else { return StageResult() }
        let files = inputs(in: project)
        let jsonFiles = files.filter { $0.hasSuffix(".json") }
        let loaded = parallelMap(jsonFiles, jobs: context.jobs) { path -> Result<ContentDocument, DiagnosticError> in
            project.readJSON(path).map { file, parse in ContentDocument(path: path, file: file, parse: parse) }
        }
        let facts = ContentLoader.probe(files, catalogs: configuration.assetCatalogs, root: folder, jobs: context.jobs, absolute: project.absolute)
        let input = ContentLoader.input(root: folder, loaded: loaded, files: files, catalogs: configuration.assetCatalogs, facts: facts)
        let report = ContentChecker.run(input, jobs: context.jobs)
        var diagnostics = report.diagnostics
        let audio = audioFiles(in: project).compactMap { path -> BundledAudioFile? in
            guard let root = configuration.audioRoot, let file = try? FileBytes(path: project.absolute(root + "/" + path)) else { return nil }
            return BundledAudioFile(path: path, bytes: file.size)
        }
        let sizes = DownloadSizeBudget.check(report.context.assets, input: input, audio: audio, audioRoot: configuration.audioRoot, budgets: configuration.sizeBudgets)
        diagnostics += sizes.diagnostics
        var outputs: [String] = []
        if context.mode == .build && !report.hasErrors {
            let outputFolder = configuration.buildPath + "/content"
            let sizePath = configuration.buildPath + "/reports/download-size.json"
            do throws(AtomicFileWriter.WriteError) {
                outputs = try ContentCompiler.write(ContentCompiler.compile(input), to: project.absolute(outputFolder)).map { outputFolder + "/" + $0 }
                try AtomicFileWriter.write(sizes.report.json(), to: project.absolute(sizePath))
                outputs.append(sizePath)
            } catch {
                diagnostics.append(Diagnostic(CoreCodes.writeFailed, error.description, at: SourceLocation(path: error.path)))
            }
        }
        return StageResult(
            diagnostics: diagnostics, products: StageProducts(index: report.index, downloadSize: sizes.report), outputs: outputs, filesRead: jsonFiles)
    }
}
