import ZKBrand
import ZKCore

/// Renders the store listings from `Brand/marketing/<locale>/<field>.txt`, checks them against
/// the App Store rules, and in build mode writes `build/marketing/<language>/` (fastlane deliver's
/// layout) and `build/brand/` (Brand.xcconfig, BrandTokens.swift, Brand.xcassets). Token
/// findings belong to the brand stage; this stage only refuses to write when there are any.
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

        var outputs: [String] = []
        let blocked = tokens.hasErrors || diagnostics.contains { $0.severity == .error }
        if context.mode == .build, !blocked {
            let build = project.configuration.buildPath
            let (written, writeDiagnostics) = ArtifactWriter.write(artifacts, buildFolder: project.buildFolder, displayFolder: build)
            outputs = written
            diagnostics += writeDiagnostics
        }
        return StageResult(diagnostics: diagnostics, outputs: outputs, filesRead: paths)
    }
}
