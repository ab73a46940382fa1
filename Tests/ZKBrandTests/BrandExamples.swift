import ZKCore

@testable import ZKBrand

/// Runs every brand check on in-memory files (one test's purpose-made input; the code examples
/// themselves run through the real driver in `CodeExampleHarnessTests`). The token file is the
/// one named `brand.json`; its folder is the brand folder. The required locales are the locales
/// of `app.name` (`de` when there are none).
enum BrandExamples {
    static func diagnostics(
        for files: [DiagnosticExample.ExampleFile], stores: [Store] = Store.allCases
    ) -> [Diagnostic] {
        let sources = files.map { SourceFile(path: $0.path, bytes: $0.bytes) }
        let tokenFile = sources.first { $0.path.hasSuffix("/brand.json") || $0.path == "brand.json" }
        let brandPath = tokenFile.map { String($0.path.dropLast("/brand.json".count)) } ?? "Brand"
        var options = BrandOptions(brandPath: brandPath, locales: ["de"], stores: stores)
        let file = tokenFile ?? SourceFile(path: options.tokenPath, text: "{}")
        let parse = JSONReader.read(file)
        let locales = parse.value?["app"]?["name"]?.object?.keys.filter { $0 != "default" && !$0.hasPrefix("$") } ?? []
        if !locales.isEmpty { options.locales = locales }
        let dark = sources.first { $0.path == options.darkTokenPath }.map { (file: $0, parse: JSONReader.read($0)) }
        let tokens = BrandAnalyzer.analyzeTokens(file: file, parse: parse, options: options, dark: dark)
        let marketing = BrandAnalyzer.analyzeMarketing(
            templates: sources.filter { $0.path.hasSuffix(".txt") }, tokens: tokens, options: options)
        let (_, outputDiagnostics) = BrandAnalyzer.artifacts(tokens: tokens, marketing: marketing, options: options)
        return tokens.diagnostics + marketing.diagnostics + outputDiagnostics
    }
}
