import Foundation
import ZKCore

@testable import ZKBrand

/// Loads a project folder from disk (a fixture or the embedded default project) the way the
/// tools do, and runs the brand analysis on it.
enum Fixtures {
    /// `Tests/Fixtures/brand`.
    static let root: String = {
        let here = URL(fileURLWithPath: #filePath)
        return here.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/brand")
            .path
    }()

    /// The package root, holding the embedded default project (`Brand/`).
    static let packageRoot: String = {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }()

    struct Result {
        var tokens: TokenAnalysis
        var marketing: MarketingAnalysis
        var artifacts: [Artifact]
        var outputDiagnostics: [Diagnostic]

        var diagnostics: [Diagnostic] {
            (tokens.diagnostics + marketing.diagnostics + outputDiagnostics).sorted(by: Diagnostic.reportOrder)
        }
    }

    /// Analyses `<projectRoot>/Brand` with paths relative to `projectRoot`.
    static func analyze(
        projectRoot: String, locales: [String] = ["de", "ru"], stores: [Store] = [.appStore]
    ) throws -> Result {
        let options = BrandOptions(brandPath: "Brand", locales: locales, stores: stores)
        let tokenFile = try FileReader.read(projectRoot + "/" + options.tokenPath, displayPath: options.tokenPath).get()
        let tokens = BrandAnalyzer.analyzeTokens(file: tokenFile, parse: JSONReader.read(tokenFile), options: options)
        let folder = projectRoot + "/" + options.marketingPath
        let templates = try DirectoryWalker.files(under: folder, extensions: ["txt"]).map {
            try FileReader.read(folder + "/" + $0, displayPath: options.marketingPath + "/" + $0).get()
        }
        let marketing = BrandAnalyzer.analyzeMarketing(templates: templates, tokens: tokens, options: options)
        let (artifacts, outputDiagnostics) = BrandAnalyzer.artifacts(
            tokens: tokens, marketing: marketing, options: options)
        return Result(tokens: tokens, marketing: marketing, artifacts: artifacts, outputDiagnostics: outputDiagnostics)
    }

    static func fixture(
        _ name: String, locales: [String] = ["de", "ru"], stores: [Store] = [.appStore]
    ) throws -> Result {
        try analyze(projectRoot: root + "/" + name, locales: locales, stores: stores)
    }

    /// Diagnostics of `code` for one template holding `text` beside a token file naming the app
    /// in de and ru (`BrandExampleFiles.ruTokens`).
    static func findings(
        _ code: String, template: String, _ text: String, stores: [Store] = Store.allCases
    ) -> [Diagnostic] {
        let tokens = BrandExampleFiles.ruTokens
        return inline([(tokens.path, tokens.contents), ("Brand/marketing/\(template).txt", text)], stores: stores)
            .filter { $0.code == code }
    }

    /// Runs every check on inline files (one test's purpose-made input).
    static func inline(_ files: [(String, String)], stores: [Store] = [.appStore]) -> [Diagnostic] {
        BrandExamples.diagnostics(for: files.map { DiagnosticExample.ExampleFile($0.0, $0.1) }, stores: stores)
    }
}

extension Diagnostic {
    /// `code path:line:column`, for exact comparisons.
    var place: String {
        "\(code) \(location?.path ?? "-"):\(location?.start?.line ?? 0):\(location?.start?.column ?? 0)"
    }
}
