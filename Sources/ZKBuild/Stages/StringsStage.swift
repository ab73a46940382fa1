import Foundation
import ZKCore
import ZKProject
import ZKStrings

/// The strings stage: checks every String Catalog of the project (`catalogs`, or those under
/// `Strings/`: coverage, plurals, placeholders, keys, comments, the app name, cross-links with
/// the content index when the content stage ran), hands `Content.xcstrings`'s texts to the audio
/// checks, and in build mode returns the typed accessors (written whenever every catalog parsed,
/// whatever the other findings) and the coverage report (`build/reports/strings.html`,
/// `strings.json`, written whatever the diagnostics, with the findings the command line prints).
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

    /// What the strings checks find in the project's catalogs, the one source of every output
    /// that shows them (the command line, the strings report, the project page): the catalogs
    /// that parsed, the options they were checked with, the diagnostics as the stage returns them
    /// (before `severities` and profiles: `reported` gives them after), and the texts of
    /// `Content.xcstrings` for the audio checks.
    struct Findings {
        var paths: [String] = []
        var catalogs: [StringCatalog] = []
        var options: StringsCheckOptions
        var diagnostics: [Diagnostic] = []
        var contentTexts: CatalogTexts?
        /// Catalogs that could not be read, or have errors of JSON syntax or of the catalog's
        /// structure: the typed API made without them (or from a part of one) would lose keys.
        var malformed: [String] = []

        /// The diagnostics as the project reports them: house rules of profiles that are off
        /// left out, `severities` applied (what the command line prints and counts).
        func reported(_ configuration: ProjectConfiguration) -> [Diagnostic] { configuration.reported(diagnostics) }
    }

    /// The checks of every catalog the stage reads, with what the stages it depends on made.
    static func findings(_ project: Project, upstream: StageProducts, jobs: Int) -> Findings {
        let configuration = project.configuration
        var options = StringsCheckOptions(
            sourceLocale: configuration.sourceLocale, requiredLocales: configuration.locales,
            strict: configuration.strict,
            appNames: upstream.brand?.appNames ?? [], index: upstream.index,
            settings: configuration.strings)
        options.code = upstream.code
        options.literalsAreKeys = configuration.profile.enables(.zahlenkette) && configuration.strings.keyGrammar
        // The facts of the files: each catalog's own locales unless zk-build.json or the profile names them.
        options.catalogLocales = configuration.catalogLocales
        options.localesFromCatalogs = configuration.localesFromCatalogs
        let stage = StringsStage()
        var findings = Findings(options: options)
        guard stage.hasInputs(in: project) else { return findings }
        findings.paths = stage.inputs(in: project)
        for path in findings.paths {
            switch project.readJSON(path) {
            case .success(let (file, parsed)):
                // Syntax diagnostics are the json-syntax stage's; the driver de-duplicates them anyway.
                findings.diagnostics += parsed.diagnostics
                guard let root = parsed.value else {
                    findings.malformed.append(path)
                    continue
                }
                if Conventions.isContentCatalog(path), findings.contentTexts == nil {
                    findings.contentTexts = CatalogTextsReader.texts(root, path: path)
                }
                let (catalog, structure) = CatalogParser.build(file, root)
                findings.diagnostics += structure
                if let catalog { findings.catalogs.append(catalog) }
                if catalog == nil || (parsed.diagnostics + structure).contains(where: { $0.severity == .error }) {
                    findings.malformed.append(path)
                }
            case .failure(let error):
                findings.diagnostics.append(error.diagnostic)
                findings.malformed.append(path)
            }
        }
        findings.diagnostics += StringsChecker.check(
            findings.catalogs, options: options, stringsPath: configuration.stringsPath, jobs: jobs)
        return findings
    }

    public func run(_ context: StageContext) -> StageResult {
        let project = context.project
        let configuration = project.configuration
        guard hasInputs(in: project) else { return StageResult() }
        var findings = Self.findings(project, upstream: context.upstream, jobs: context.jobs)
        var products = StageProducts()
        if let texts = findings.contentTexts { products.insert(.catalog(texts)) }
        var artifacts: [StageArtifact] = []
        // The accessors (and their name collisions) belong to build: check reports the catalogs alone.
        if configuration.generators.strings, context.mode == .build {
            let (generated, found) = Self.accessors(findings.catalogs, configuration)
            findings.diagnostics += found
            // The typed API depends on the keys and placeholders, not on coverage: made from
            // catalogs that all parsed, without errors of its own, it is written whatever the
            // other findings (a late translation must not stop the app from compiling); the
            // findings still fail the build.
            let standsAlone = findings.malformed.isEmpty && !configuration.blocksOutputs(found)
            artifacts += generated.map { artifact in
                var artifact = artifact
                artifact.isGeneratedFromParsedInputs = standsAlone
                return artifact
            }
        }
        if context.mode == .build {
            // The report is written whatever the diagnostics; they are in it, as the command line reports them.
            let report = CoverageReport(
                catalogs: findings.catalogs, options: findings.options,
                diagnostics: findings.reported(configuration))
            var html = StageArtifact(
                path: configuration.outputPath("reports/strings.html"), text: HTMLReport.render(report))
            var json = StageArtifact(path: configuration.outputPath("reports/strings.json"), bytes: report.json)
            html.isReport = true
            json.isReport = true
            artifacts += [html, json]
        }
        return StageResult(
            diagnostics: findings.diagnostics, products: products, artifacts: artifacts, filesRead: findings.paths)
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
