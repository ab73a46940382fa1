import ZKBrand
import ZKCore

/// Reads `Brand/brand.json`, checks the tokens (names, types, aliases, colours) and hands the
/// app name of every locale, located at its token, to the strings and marketing stages. The
/// Design Tokens files of `tokenFiles` (without a profile, every `*.tokens.json` and `*.tokens`
/// file discovery found) get the same token checks, each file on its own.
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
        let others = Self.tokenFiles(project)
        guard project.isDirectory(options.brandPath) else { return others }
        return [options.tokenPath] + (project.exists(options.darkTokenPath) ? [options.darkTokenPath] : []) + others
    }

    /// The other Design Tokens files that are there (`tokenFiles`), brand.json and its dark file aside.
    static func tokenFiles(_ project: Project) -> [String] {
        let options = options(project)
        return (project.configuration.tokenFiles ?? []).filter {
            $0 != options.tokenPath && $0 != options.darkTokenPath && project.exists($0)
        }
    }

    /// The token checks of the other Design Tokens files, one set whose aliases may cross files (a
    /// file that cannot be read or parsed is the json-syntax stage's).
    static func otherTokenDiagnostics(_ project: Project) -> [Diagnostic] {
        let files = tokenFiles(project).compactMap { path -> (file: SourceFile, parse: JSONParseResult)? in
            guard case .success(let (file, parse)) = project.readJSON(path), !parse.hasErrors else { return nil }
            return (file, parse)
        }
        return BrandAnalyzer.checkTokenFiles(files)
    }

    public func hasInputs(in project: Project) -> Bool { readsFiles(in: project) }

    public func run(_ context: StageContext) -> StageResult {
        let project = context.project
        let options = Self.options(project)
        let others = Self.otherTokenDiagnostics(project)
        guard project.isDirectory(options.brandPath) else {
            return StageResult(diagnostics: others, filesRead: inputs(in: project))
        }
        guard project.exists(options.tokenPath) else {
            return StageResult(
                diagnostics: others + [
                    Diagnostic(
                        RequiredFileCheck.missingRequiredFile,
                        "'\(options.tokenPath)' not found; the brand stage needs the brand tokens",
                        at: SourceLocation(path: options.tokenPath))
                ])
        }
        guard let tokens = Self.analyzeTokens(project, options) else {
            if case .failure(let error) = project.readJSON(options.tokenPath) {
                return StageResult(diagnostics: others + [error.diagnostic], filesRead: inputs(in: project))
            }
            return StageResult(diagnostics: others, filesRead: inputs(in: project))
        }
        var diagnostics = tokens.diagnostics + others
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
