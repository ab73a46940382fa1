import Foundation
import ZKBrand
import ZKCore

// zk-marketing: checks the brand tokens and store-listing templates, renders the listings in
// fastlane's layout and writes the brand outputs for the app.

let storeOption = OptionSpec(
    "store", value: "store", help: "The store whose layout and limits apply.", default: "app-store",
    allowed: Store.allCases.map(\.rawValue))
let localeOption = OptionSpec(
    "locale", short: "l", value: "code", help: "A locale every listing must have (repeatable).", default: "de, en, ru",
    repeatable: true)
let sourceLocaleOption = OptionSpec(
    "source-locale", value: "code", help: "Locale whose app name is the display name when app.name.default is absent.",
    default: "de")
let brandFolder = PositionalSpec("brand-folder", help: "The brand folder holding brand.json and marketing/ (default: Brand).", optional: true)

let spec = CommandSpec(
    name: "zk-marketing",
    abstract: "Check brand tokens and store-listing templates; render store texts and brand outputs.",
    options: ToolMain.commonOptions,
    subcommands: [
        CommandSpec(
            name: "check", abstract: "Check tokens, templates and store rules; write nothing.",
            options: [storeOption, localeOption, sourceLocaleOption], positionals: [brandFolder],
            examples: ["zk-marketing check", "zk-marketing check Brand --store play --format github"]),
        CommandSpec(
            name: "render",
            abstract: "Check, then write <output>/marketing/<language>/<field>.txt (fastlane layout) and <output>/brand/.",
            options: [storeOption, localeOption, sourceLocaleOption,
                      OptionSpec("output", short: "o", value: "dir", help: "Folder to write into.", default: "build")],
            positionals: [brandFolder],
            examples: ["zk-marketing render", "zk-marketing render Brand -o build --store app-store"]),
        CommandSpec(
            name: "tokens", abstract: "Print every token with its type and resolved value (diagnostics on standard error).",
            options: [localeOption, sourceLocaleOption], positionals: [brandFolder],
            examples: ["zk-marketing tokens", "zk-marketing tokens Brand | grep '^color'"]),
    ],
    defaultSubcommand: "check",
    examples: ["zk-marketing check", "zk-marketing render -o build", "zk-marketing tokens"])

let registry = CodeRegistry([CoreCodes.all, BrandCodes.all])

exit(ToolMain.run(spec: spec, version: "1.0.0", registry: registry) { context in
    let arguments = context.arguments
    let command = arguments.subcommand ?? "check"
    var folder = arguments.positionals.first ?? "Brand"
    while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
    guard DirectoryWalker.isDirectory(context.absolute(folder)) else {
        throw UsageError("no brand folder '\(folder)'; pass the folder that holds brand.json", commandPath: arguments.commandPath)
    }
    let store = arguments.value("store").flatMap(Store.init(rawValue:)) ?? .appStore
    let locales = arguments.all("locale").flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
    let options = BrandOptions(
        brandPath: folder, locales: locales.isEmpty ? ["de", "en", "ru"] : locales,
        sourceLocale: arguments.value("source-locale") ?? "de", store: store, configurationName: "--locale")

    var sources: [String: SourceFile] = [:]
    var diagnostics: [Diagnostic] = []
    let tokenFile: SourceFile
    switch FileReader.read(context.absolute(options.tokenPath), displayPath: options.tokenPath) {
    case .success(let file): tokenFile = file
    case .failure(let error): return ToolResult(diagnostics: [error.diagnostic], filesRead: 0)
    }
    sources[tokenFile.path] = tokenFile
    let tokens = BrandAnalyzer.analyzeTokens(file: tokenFile, parse: JSONReader.read(tokenFile), options: options)
    diagnostics += tokens.diagnostics

    if command == "tokens" {
        var lines: [String] = []
        for entry in tokens.tokens.ordered {
            let deprecated = entry.token.deprecation.map { $0.isEmpty ? "  (deprecated)" : "  (deprecated: \($0))" } ?? ""
            let alias = entry.token.aliasTarget.map { "  ← {\($0)}" } ?? ""
            lines.append("\(entry.path)\t\(entry.type ?? "-")\t\(entry.text ?? JSONWriter(style: .compact).string(entry.value))\(alias)\(deprecated)")
        }
        print(lines.joined(separator: "\n"))
        return ToolResult(diagnostics: diagnostics, filesRead: 1, sources: sources, diagnosticsToStandardError: true)
    }

    var templates: [SourceFile] = []
    let marketingFolder = context.absolute(options.marketingPath)
    for relative in DirectoryWalker.files(under: marketingFolder, extensions: ["txt"]) {
        let path = options.marketingPath + "/" + relative
        switch FileReader.read(marketingFolder + "/" + relative, displayPath: path) {
        case .success(let file):
            templates.append(file)
            sources[path] = file
        case .failure(let error): diagnostics.append(error.diagnostic)
        }
    }
    let marketing = BrandAnalyzer.analyzeMarketing(templates: templates, tokens: tokens, options: options)
    diagnostics += marketing.diagnostics
    let (artifacts, outputDiagnostics) = BrandAnalyzer.artifacts(tokens: tokens, marketing: marketing, options: options)
    diagnostics += outputDiagnostics

    if command == "render", !diagnostics.contains(where: { $0.severity == .error }) {
        let output = arguments.value("output") ?? "build"
        let (written, writeDiagnostics) = ArtifactWriter.write(artifacts, buildFolder: context.absolute(output), displayFolder: output)
        diagnostics += writeDiagnostics
        if context.verbose {
            for path in written { ToolMain.printError("wrote \(path)") }
        }
    }
    return ToolResult(diagnostics: diagnostics, filesRead: 1 + templates.count, sources: sources)
})
