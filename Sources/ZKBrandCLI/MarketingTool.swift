import Foundation
import ZKBrand
import ZKCore
import ZKProject
import ZKSwiftSource

/// The `zk-marketing` command line: its declaration and the code behind each subcommand. The
/// executable only hands this to `ToolMain`.
public enum MarketingTool {
    public static let version = ToolVersion.current

    static let storeOption = OptionSpec(
        "store", value: "store", help: "The store whose layout and rules apply.", default: "all",
        allowed: ["all"] + Store.allCases.map(\.rawValue))
    static let localeOption = OptionSpec(
        "locale", short: "l", value: "code", help: "A locale every listing must have (repeatable).",
        default: "zk-build.json's locales, else its profile's, else the locale folders of marketing/",
        repeatable: true)
    static let sourceLocaleOption = OptionSpec(
        "source-locale", value: "code",
        help: "Locale whose app name is the display name when app.name.default is absent.",
        default: "zk-build.json's sourceLocale, else its profile's, else the first locale")
    static let brandFolder = PositionalSpec(
        "brand-folder",
        help:
            "The brand folder holding brand.json and marketing/ (default: Brand; without it, check reads fastlane/metadata).",
        optional: true)

    public static let spec = CommandSpec(
        name: "zk-marketing",
        abstract: "Check brand tokens and store-listing templates; render store texts and brand outputs.",
        options: ToolMain.commonOptions + [DeclaredInputs.option],
        subcommands: [
            CommandSpec(
                name: "check", abstract: "Check tokens, templates and both stores' rules; write nothing.",
                options: [storeOption, localeOption, sourceLocaleOption], positionals: [brandFolder],
                examples: ["zk-marketing check", "zk-marketing check Brand --store play --format github"]),
            CommandSpec(
                name: "render",
                abstract: "Check, then write the store texts and the brand outputs under <output>/.",
                discussion: """
                    <output>/marketing/ is deliver's tree, with app_rating_config.json for \
                    --app_rating_config_path; supply's tree is under android/. <output>/brand/ holds the \
                    brand outputs. Unchanged files, and files zk-marketing did not write, are left alone.
                    """,
                options: [
                    storeOption, localeOption, sourceLocaleOption,
                    OptionSpec("output", short: "o", value: "dir", help: "Folder to write into.", default: "build"),
                    .flag(
                        "check",
                        help:
                            "Dry run: list the files that would be added, updated or removed, write nothing, exit 1 when any would change."
                    ),
                ],
                positionals: [brandFolder],
                examples: [
                    "zk-marketing render", "zk-marketing render Brand -o build --store app-store",
                    "zk-marketing render --check",
                ]),
            CommandSpec(
                name: "tokens",
                abstract: "Print every token with its type and resolved value (diagnostics on standard error).",
                options: [localeOption, sourceLocaleOption], positionals: [brandFolder],
                examples: ["zk-marketing tokens", "zk-marketing tokens Brand | grep '^color'"]),
        ],
        defaultSubcommand: "check",
        examples: [
            "zk-marketing check", "zk-marketing render -o build", "zk-marketing render --check", "zk-marketing tokens",
        ])

    public static let registry = CodeRegistry([
        ZKCoreChecks.codes, ZKProjectChecks.codes, ZKSwiftSourceChecks.codes, ZKBrandChecks.codes,
    ])

    public static func run(_ context: ToolContext) throws -> ToolResult {
        let arguments = context.arguments
        let command = arguments.subcommand ?? "check"
        if command == "check", arguments.positionals.isEmpty, !DirectoryWalker.isDirectory(context.absolute("Brand")),
            let result = checkFastlaneMetadata(context)
        {
            return result
        }
        let options = try brandOptions(context)
        var sources: [String: SourceFile] = [:]
        var diagnostics: [Diagnostic] = []
        let tokenFile: SourceFile
        switch context.read(options.tokenPath) {
        case .success(let file): tokenFile = file
        case .failure(let error): return ToolResult(diagnostics: [error.diagnostic], filesRead: 0)
        }
        sources[tokenFile.path] = tokenFile
        var dark: (file: SourceFile, parse: JSONParseResult)?
        var filesRead = 1
        if DirectoryWalker.exists(context.absolute(options.darkTokenPath)) {
            switch context.read(options.darkTokenPath) {
            case .success(let file):
                dark = (file, JSONReader.read(file))
                sources[file.path] = file
                filesRead += 1
            case .failure(let error): diagnostics.append(error.diagnostic)
            }
        }
        let tokens = BrandAnalyzer.analyzeTokens(
            file: tokenFile, parse: JSONReader.read(tokenFile), options: options, dark: dark)
        diagnostics += tokens.diagnostics

        if command == "tokens" {
            context.write(tokenListing(tokens))
            return ToolResult(
                diagnostics: diagnostics, filesRead: filesRead, sources: sources, diagnosticsToStandardError: true)
        }

        var templates: [SourceFile] = []
        let marketingFolder = context.absolute(options.marketingPath)
        for relative in DirectoryWalker.files(under: marketingFolder, extensions: ["txt"]) {
            let path = options.marketingPath + "/" + relative
            switch context.read(path) {
            case .success(let file):
                templates.append(file)
                sources[path] = file
            case .failure(let error): diagnostics.append(error.diagnostic)
            }
        }
        let (artifacts, outputDiagnostics) = BrandAnalyzer.outputs(
            templates: templates, tokens: tokens, options: options)
        diagnostics += outputDiagnostics

        if command == "render", !diagnostics.contains(where: { $0.severity == .error }) {
            diagnostics += render(artifacts, stores: options.stores, context)
        }
        return ToolResult(diagnostics: diagnostics, filesRead: filesRead + templates.count, sources: sources)
    }

    /// `check` in a repository without `Brand/`: the store texts of every `fastlane/metadata` folder
    /// under the working folder (outside build and vendor folders), read in place as `zk-build
    /// check` reads them; nil when there is none. Screenshots are the driver's (`zk-build check`).
    static func checkFastlaneMetadata(_ context: ToolContext) -> ToolResult? {
        let texts = DirectoryWalker.files(
            under: context.directory, extensions: ["txt"], skipping: DirectoryWalker.vendorFolders)
        var folders: [String] = []
        for path in texts {
            guard let range = path.range(of: "fastlane/metadata/"),
                range.lowerBound == path.startIndex || path[path.index(before: range.lowerBound)] == "/"
            else { continue }
            let folder = String(path[..<range.upperBound].dropLast())
            if !folders.contains(folder) { folders.append(folder) }
        }
        guard !folders.isEmpty else { return nil }
        let (diagnostics, files) = FastlaneMetadata.check(
            folders: folders, files: texts, read: context.read)
        let sources = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        return ToolResult(diagnostics: diagnostics, filesRead: sources.count, sources: sources)
    }

    /// The brand folder (the first positional, `Brand` by default), the stores, and the locales:
    /// given with `--locale`, else the project's, filled from the folders under `marketing/`.
    static func brandOptions(_ context: ToolContext) throws -> BrandOptions {
        let arguments = context.arguments
        var folder = arguments.positionals.first ?? "Brand"
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        guard DirectoryWalker.isDirectory(context.absolute(folder)) else {
            throw UsageError(
                "no brand folder '\(folder)' (and no fastlane/metadata under the working folder); pass the folder that holds brand.json",
                commandPath: arguments.commandPath
            )
        }
        let storeName = arguments.value("store") ?? "all"
        let stores = Store(rawValue: storeName).map { [$0] } ?? Store.allCases
        var project = ProjectLocales.ofProject(at: context.directory)
        let given = arguments.all("locale").flatMap {
            $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        if !given.isEmpty { project.locales = given }
        if let source = arguments.value("source-locale") { project.sourceLocale = source }
        let found = DirectoryWalker.folders(in: context.absolute(folder + "/marketing")).filter(
            StoreLocales.isLocaleFolder)
        let (sourceLocale, locales) = project.filled(from: found)
        return BrandOptions(
            brandPath: folder, locales: locales, sourceLocale: sourceLocale, stores: stores,
            configurationName: "--locale")
    }

    /// `render`: writes the output trees (or with `--check` lists what writing would change);
    /// the diagnostics of that.
    static func render(_ artifacts: [Artifact], stores: [Store], _ context: ToolContext) -> [Diagnostic] {
        let arguments = context.arguments
        var diagnostics: [Diagnostic] = []
        let output = arguments.value("output") ?? "build"
        let trees = OutputTree.trees(artifacts, roots: roots(for: stores))
        let buildFolder = context.absolute(output)
        if arguments.flag("check") {
            let plans = trees.map { $0.plan(buildFolder: buildFolder) }
            let changes = plans.flatMap(\.changes).sorted { $0.path.precedesByCodePoints($1.path) }
            // The human format lists the changes; JSON and SARIF carry them as notes of one
            // error, so that the document is alone on standard output.
            if context.format == .human {
                let lines = changes.map { "would \($0.kind.rawValue) \(output)/\($0.path)" }
                context.write((lines.isEmpty ? ["\(output)/: up to date"] : lines).joined(separator: "\n") + "\n")
            }
            if let stale = RenderOutputCheck.outOfDate(changes, output: output) { diagnostics.append(stale) }
            diagnostics += RenderOutputCheck.kept(plans, output: output)
            return diagnostics
        }
        var plans: [OutputTree.Plan] = []
        do throws(AtomicFileWriter.WriteError) {
            // The output folder itself is reached through real folders only.
            try context.outputs.refuseLinks(output)
        } catch {
            return diagnostics + [error.diagnostic(at: output)]
        }
        for tree in trees {
            do {
                plans.append(try tree.write(buildFolder: buildFolder))
                if context.verbose {
                    ToolMain.printError("wrote \(output)/\(tree.root)/ (\(tree.files.count) files)")
                }
            } catch {
                diagnostics.append(
                    Diagnostic(
                        AtomicFileWriter.writeFailed, error.description,
                        at: SourceLocation(path: output + "/" + tree.root)))
            }
        }
        diagnostics += RenderOutputCheck.kept(plans, output: output)
        return diagnostics
    }

    /// The trees `render` owns: the App Store's `marketing/` (keeping `android/` unless Play is
    /// rendered too), or Play's `marketing/android/` alone, and `brand/`.
    static func roots(for stores: [Store]) -> [(root: String, preserved: [String])] {
        var roots: [(root: String, preserved: [String])] = []
        if stores.contains(.appStore) {
            roots.append((StoreLocales.outputRoot(for: .appStore), stores.contains(.play) ? [] : ["android"]))
        } else if stores.contains(.play) {
            roots.append((StoreLocales.outputRoot(for: .play), []))
        }
        roots.append(("brand", []))
        return roots
    }

    /// `path<TAB>type<TAB>value`, one line a token.
    static func tokenListing(_ tokens: TokenAnalysis) -> String {
        var lines: [String] = []
        for entry in tokens.tokens.ordered {
            let deprecated =
                entry.token.deprecation.map { $0.isEmpty ? "  (deprecated)" : "  (deprecated: \($0))" } ?? ""
            let alias = entry.token.aliasTarget.map { "  ← {\($0)}" } ?? ""
            lines.append(
                "\(entry.path)\t\(entry.type ?? "-")\t\(entry.text ?? JSONWriter(style: .compact).string(entry.value))\(alias)\(deprecated)"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
