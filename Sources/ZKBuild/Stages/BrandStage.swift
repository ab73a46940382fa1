import ZKBrand
import ZKCore

/// Reads `Brand/brand.json`, checks the tokens (names, types, aliases, colours) and hands the
/// app name of every locale, located at its token, to the strings and marketing stages.
public struct BrandStage: Stage {
    public let name = "brand"
    public let dependencies: [String] = []
    public let products: Set<StageProduct.Kind> = [.brand]
    public let version = "1"

    public init() {}

    static func options(_ project: Project) -> BrandOptions {
        let configuration = project.configuration
        var options = BrandOptions(
            brandPath: configuration.brandPath, locales: configuration.locales,
            sourceLocale: configuration.sourceLocale,
            stores: Store.allCases, configurationName: ProjectConfiguration.fileName)
        options.marketingFolder = configuration.marketingPath
        return options
    }

    public func inputs(in project: Project) -> [String] {
        let options = Self.options(project)
        guard project.isDirectory(options.brandPath) else { return [] }
        return [options.tokenPath] + (project.exists(options.darkTokenPath) ? [options.darkTokenPath] : [])
    }

    public func hasInputs(in project: Project) -> Bool { readsFiles(in: project) }

    public func run(_ context: StageContext) -> StageResult {
        let project = context.project
        let options = Self.options(project)
        guard project.isDirectory(options.brandPath) else { return StageResult() }
        guard project.exists(options.tokenPath) else {
            return StageResult(diagnostics: [
                Diagnostic(
                    RequiredFileCheck.missingRequiredFile,
                    "'\(options.tokenPath)' not found; the brand stage needs the brand tokens",
                    at: SourceLocation(path: options.tokenPath))
            ])
        }
        guard let tokens = Self.analyzeTokens(project, options) else {
            if case .failure(let error) = project.readJSON(options.tokenPath) {
                return StageResult(diagnostics: [error.diagnostic], filesRead: [options.tokenPath])
            }
            return StageResult(filesRead: [options.tokenPath])
        }
        var diagnostics = tokens.diagnostics
        if project.exists(options.darkTokenPath), case .failure(let error) = project.readJSON(options.darkTokenPath) {
            diagnostics.append(error.diagnostic)
        }
        return StageResult(
            diagnostics: diagnostics, products: StageProducts([.brand(tokens.facts)]), filesRead: inputs(in: project))
    }

    /// The analysed tokens of the project (the parse is shared through the project's cache).
    static func analyzeTokens(_ project: Project, _ options: BrandOptions) -> TokenAnalysis? {
        guard case .success(let (file, parse)) = project.readJSON(options.tokenPath) else { return nil }
        var dark: (file: SourceFile, parse: JSONParseResult)?
        if project.exists(options.darkTokenPath),
            case .success(let (darkFile, darkParse)) = project.readJSON(options.darkTokenPath)
        {
            dark = (darkFile, darkParse)
        }
        return BrandAnalyzer.analyzeTokens(file: file, parse: parse, options: options, dark: dark)
    }
}
