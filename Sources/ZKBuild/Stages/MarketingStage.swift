import ZKBrand
import ZKCore

/// Renders the store listings from `Brand/marketing/<locale>/<field>.txt`, checks them against
/// the App Store rules, and in build mode returns `build/marketing/<language>/` (fastlane deliver's
/// layout) and `build/brand/` (Brand.xcconfig, BrandTokens.swift, Brand.xcassets) as its
/// artifacts. Token findings belong to the brand stage; this stage only fails when there are any.
public struct MarketingStage: Stage {
    public let name = "marketing"
    public let dependencies = ["brand"]
    public let version = "1"

    public init() {}

    public func inputs(in project: Project) -> [String] {
        let options = BrandStage.options(project)
        guard project.isDirectory(options.brandPath) else { return [] }
        let templates = project.isDirectory(options.marketingPath) ? project.files(under: options.marketingPath, extensions: ["txt"]) : []
        return [options.tokenPath] + (project.exists(options.darkTokenPath) ? [options.darkTokenPath] : []) + templates
    }

    public func outputFolders(in project: Project) -> [String] {
        let build = project.configuration.buildPath
        return [build + "/marketing", build + "/brand"]
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
        let marketing = BrandAnalyzer.analyzeMarketing(templates: templates, tokens: tokens, options: options)
        diagnostics += marketing.diagnostics
        let (artifacts, outputDiagnostics) = BrandAnalyzer.artifacts(tokens: tokens, marketing: marketing, options: options)
        diagnostics += outputDiagnostics

        let blocked = tokens.hasErrors || diagnostics.contains { $0.severity == .error }
        var stageArtifacts: [StageArtifact] = []
        if context.mode == .build, !blocked {
            let build = project.configuration.buildPath
            stageArtifacts = artifacts.sorted { $0.path < $1.path }.map { StageArtifact(path: build + "/" + $0.path, bytes: $0.bytes) }
        }
        return StageResult(diagnostics: diagnostics, artifacts: stageArtifacts, filesRead: paths, failed: blocked)
    }
}
