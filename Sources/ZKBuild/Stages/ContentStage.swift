import ZKContent
import ZKCore

/// The content stage: validates `Content/` against its schemas, checks the cross-links, hands
/// the project index to the strings and audio stages and, in build mode, writes the canonical
/// content and `catalog.json` to `build/content/`.
public struct ContentStage: Stage {
    public let name = "content"
    public let dependencies: [String] = []
    public let version = "1"

    public init() {}

    /// Every file of the content folder except `dictionaries/` (zk-dawg's); images count too,
    /// because the asset checks depend on which files exist.
    public func inputs(in project: Project) -> [String] {
        let folder = project.configuration.contentPath
        guard project.isDirectory(folder) else { return [] }
        return DirectoryWalker.files(under: project.absolute(folder)).filter { !$0.hasPrefix("dictionaries/") }.map { folder + "/" + $0 }
    }

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
        var diagnostics = report.diagnostics
        var outputs: [String] = []
        if context.mode == .build && !report.hasErrors {
            let outputFolder = project.configuration.buildPath + "/content"
            do throws(AtomicFileWriter.WriteError) {
                outputs = try ContentCompiler.write(ContentCompiler.compile(input), to: project.absolute(outputFolder)).map { outputFolder + "/" + $0 }
            } catch {
                diagnostics.append(Diagnostic(CoreCodes.writeFailed, error.description, at: SourceLocation(path: error.path)))
            }
        }
        return StageResult(diagnostics: diagnostics, products: StageProducts(index: report.index), outputs: outputs, filesRead: jsonFiles)
    }
}
