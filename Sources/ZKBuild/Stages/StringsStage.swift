import Foundation
import ZKCore
import ZKProject
import ZKStrings

/// The strings stage: checks every String Catalog under `Strings/` (coverage, plurals,
/// placeholders, keys, comments, the app name, cross-links with the content index when the
/// content stage ran), hands `Content.xcstrings`'s texts to the audio checks, and in build mode
/// returns the coverage report (`build/reports/strings.html`, `strings.json`) as its artifacts,
/// reports the driver writes whatever the diagnostics.
public struct StringsStage: Stage {
    public let name = "strings"
    /// The content index, the brand's app names and the keys the Swift sources use are used when those stages exist.
    public let dependencies = ["content", "brand", "swift"]
    public let products: Set<StageProduct.Kind> = [.catalog]
    public let version = "1"

    public init() {}

    /// The catalogs zk-build.json (or discovery) names, else every catalog under the strings folder.
    public func inputs(in project: Project) -> [String] {
        if let catalogs = project.configuration.catalogs { return catalogs.filter(project.exists) }
        let folder = project.configuration.stringsPath
        guard project.isDirectory(folder) else { return [] }
        return project.files(under: folder, extensions: ["xcstrings"])
    }

    public func hasInputs(in project: Project) -> Bool {
        project.configuration.catalogs.map { !$0.isEmpty } ?? project.isDirectory(project.configuration.stringsPath)
    }

    public func run(_ context: StageContext) -> StageResult {
        let project = context.project
        let configuration = project.configuration
        guard hasInputs(in: project) else { return StageResult() }
        let paths = inputs(in: project)
        var diagnostics: [Diagnostic] = []
        var catalogs: [StringCatalog] = []
        var products = StageProducts()
        for path in paths {
            switch project.readJSON(path) {
            case .success(let (file, parsed)):
                // Syntax diagnostics are the json-syntax stage's; the driver de-duplicates them anyway.
                diagnostics += parsed.diagnostics
                guard let root = parsed.value else { continue }
                if Conventions.isContentCatalog(path), products.catalog == nil,
                    let texts = CatalogTextsReader.texts(root, path: path)
                {
                    products.insert(.catalog(texts))
                }
                let (catalog, structure) = CatalogParser.build(file, root)
                diagnostics += structure
                if let catalog { catalogs.append(catalog) }
            case .failure(let error):
                diagnostics.append(error.diagnostic)
            }
        }
        var options = StringsCheckOptions(
            sourceLocale: configuration.sourceLocale, requiredLocales: configuration.locales,
            strict: configuration.strict,
            appNames: context.upstream.brand?.appNames ?? [], index: context.upstream.index,
            settings: configuration.strings)
        options.code = context.upstream.code
        options.literalsAreKeys = configuration.profile.enables(.zahlenkette) && configuration.strings.keyGrammar
        // The facts of the files: each catalog's own locales unless zk-build.json or the profile names them.
        options.catalogLocales = configuration.catalogLocales
        options.localesFromCatalogs = configuration.localesFromCatalogs
        diagnostics += StringsChecker.check(
            catalogs, options: options, stringsPath: configuration.stringsPath, jobs: context.jobs)
        var artifacts: [StageArtifact] = []
        // The accessors (and their name collisions) belong to build: check reports the catalogs alone.
        if configuration.generators.strings, context.mode == .build {
            let (generated, found) = Self.accessors(catalogs, configuration)
            diagnostics += found
            artifacts += generated
        }
        if context.mode == .build {
            // The report is written whatever the diagnostics; they are in it.
            let report = CoverageReport(catalogs: catalogs, options: options, diagnostics: diagnostics)
            var html = StageArtifact(
                path: configuration.outputPath("reports/strings.html"), text: HTMLReport.render(report))
            var json = StageArtifact(path: configuration.outputPath("reports/strings.json"), bytes: report.json)
            html.isReport = true
            json.isReport = true
            artifacts += [html, json]
        }
        return StageResult(diagnostics: diagnostics, products: products, artifacts: artifacts, filesRead: paths)
    }

    /// The folder of the generated accessors is the stage's alone (a file there it no longer makes is removed).
    public func outputFolders(in project: Project) -> [String] {
        project.configuration.generators.strings ? [project.configuration.outputPath("swift/strings")] : []
    }

    /// The accessors (their folder) and the coverage report.
    public func outputs(in project: Project) -> StageOutputs {
        let configuration = project.configuration
        return StageOutputs(
            files: [
                configuration.outputPath("reports/strings.html"), configuration.outputPath("reports/strings.json"),
            ],
            folders: outputFolders(in: project))
    }

    /// The typed accessors of every catalog (`build/swift/strings/<Table>.swift`): one file per
    /// table; a second catalog of a table (each package's `Localizable.xcstrings`) is named after
    /// its folder too (`String.ConnectLocalizable` in `ConnectLocalizable.swift`).
    static func accessors(
        _ catalogs: [StringCatalog], _ configuration: ProjectConfiguration
    ) -> ([StageArtifact], [Diagnostic]) {
        let (files, diagnostics) = accessorFiles(catalogs, configuration)
        return (
            files.map { StageArtifact(path: configuration.outputPath("swift/strings/" + $0.path), text: $0.text) },
            diagnostics
        )
    }

    /// Each catalog's accessor file (its name, header and body), sorted by catalog path, and the collisions.
    static func accessorFiles(
        _ catalogs: [StringCatalog], _ configuration: ProjectConfiguration
    ) -> ([SwiftAccessorWriter.File], [Diagnostic]) {
        var files: [SwiftAccessorWriter.File] = []
        var diagnostics: [Diagnostic] = []
        var written: [String: String] = [:]
        for catalog in catalogs.sorted(by: { $0.path < $1.path }) {
            var file = SwiftAccessorWriter.write(catalog, sourceLocale: configuration.sourceLocale)
            var folders = catalog.path.split(separator: "/").dropLast().filter {
                !$0.hasSuffix(".lproj") && $0 != "Resources"
            }
            while written[file.path] != nil, let folder = folders.popLast() {
                file = SwiftAccessorWriter.write(
                    catalog, sourceLocale: configuration.sourceLocale,
                    prefix: String(folder) + " " + (file.path.dropLast(".swift".count)))
            }
            diagnostics += file.diagnostics
            if let earlier = written[file.path] {
                diagnostics.append(
                    SwiftAccessorWriter.tableCollision(
                        catalog.path, earlier: earlier, file: file.path, at: catalog.location(catalog.root.position)))
                continue
            }
            written[file.path] = catalog.path
            files.append(file)
        }
        return (files, diagnostics)
    }

    /// The name of the one file the build-tool plugin compiles into the app target.
    public static let pluginAccessorsFile = "ZKStrings.swift"

    /// Every catalog's accessors in one file: what the build-tool plugin compiles into the app
    /// target (a plugin names its outputs before any catalog is read, so they share one file).
    /// The header alone when the generator is off or the project has no catalog; the checks
    /// report what did not parse.
    public static func pluginAccessors(_ project: Project) -> String {
        let stage = StringsStage()
        var catalogs: [StringCatalog] = []
        if project.configuration.generators.strings, stage.hasInputs(in: project) {
            for path in stage.inputs(in: project) {
                guard case .success(let (file, parsed)) = project.readJSON(path), let root = parsed.value,
                    let catalog = CatalogParser.build(file, root).0
                else { continue }
                catalogs.append(catalog)
            }
        }
        var out = """
            // \(pluginAccessorsFile): generated by zk-build's plugin from the project's String Catalogs. Do not edit.
            // The typed accessors of every catalog: String.<Table>.<key in lower camel case>.

            \(SwiftAccessorWriter.imports)
            """
        for file in accessorFiles(catalogs, project.configuration).0 {
            out += "\n" + file.body
        }
        return out
    }
}
