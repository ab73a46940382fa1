import ZKBrand
import ZKCore

/// Renders the store listings from `Brand/marketing/<locale>/<field>.txt`, checks them against
/// the App Store rules, and in build mode returns `build/marketing/<language>/` (fastlane deliver's
/// layout) and `build/brand/` (Brand.xcconfig, BrandTokens.swift, Brand.xcassets) as its
/// artifacts. Token findings belong to the brand stage; this stage only fails when there are any.
public struct MarketingStage: Stage {
    public let name = "marketing"
    public let dependencies = ["brand"]
    public let version = "2"

    public init() {}

    public func inputs(in project: Project) -> [String] {
        let options = BrandStage.options(project)
        guard project.isDirectory(options.brandPath) else { return [] }
        // The rendered store trees may be sent inside the templates folder (`Marketing/rendered`).
        let rendered = project.configuration.outputPath("marketing") + "/"
        let templates =
            project.isDirectory(options.marketingPath)
            ? project.files(under: options.marketingPath, extensions: ["txt"]).filter { !$0.hasPrefix(rendered) } : []
        return [options.tokenPath] + (project.exists(options.darkTokenPath) ? [options.darkTokenPath] : []) + templates
    }

    /// The store trees and the brand folder; a colour-set destination given in `outputs` is the
    /// stage's alone too (a brand file sent elsewhere is a file, not a folder the stage owns).
    public func outputFolders(in project: Project) -> [String] {
        let configuration = project.configuration
        var folders = [configuration.outputPath("marketing"), configuration.buildPath + "/brand"]
        if configuration.outputs["colorSets"] != nil {
            folders.append(configuration.outputPath("brand/Brand.xcassets"))
        }
        return folders
    }

    public func hasInputs(in project: Project) -> Bool { readsFiles(in: project) }

    /// The store trees and the brand folder, and the brand files wherever `outputs` sends them.
    public func outputs(in project: Project) -> StageOutputs {
        let configuration = project.configuration
        return StageOutputs(
            files: ["brand/Brand.xcconfig", "brand/BrandTokens.swift"].map(configuration.outputPath),
            folders: outputFolders(in: project))
    }

    public func run(_ context: StageContext) -> StageResult {
        let project = context.project
        let options = BrandStage.options(project)
        guard project.isDirectory(options.brandPath), let tokens = BrandStage.analyzeTokens(project, options) else {
            return StageResult()
        }
        let paths = inputs(in: project)
        var diagnostics: [Diagnostic] = []
        var templates: [SourceFile] = []
        for path in paths where options.templateKey(path) != nil {
            switch project.read(path) {
            case .success(let file): templates.append(file)
            case .failure(let error): diagnostics.append(error.diagnostic)
            }
        }
        let (artifacts, outputDiagnostics) = BrandAnalyzer.outputs(
            templates: templates, tokens: tokens, options: options)
        diagnostics += outputDiagnostics

        let blocked = project.configuration.blocksOutputs(tokens.diagnostics + diagnostics)
        var stageArtifacts: [StageArtifact] = []
        if context.mode == .build, !blocked {
            let configuration = project.configuration
            stageArtifacts = artifacts.map { StageArtifact(path: configuration.outputPath($0.path), bytes: $0.bytes) }
                .sorted { $0.path < $1.path }
        }
        return StageResult(diagnostics: diagnostics, artifacts: stageArtifacts, filesRead: paths, failed: blocked)
    }
}
