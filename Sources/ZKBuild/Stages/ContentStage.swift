import ZKContent
import ZKCore
import ZKSchema

/// The content stage: validates `Content/` against its schemas, checks the cross-links and the
/// asset catalogs (image headers included) and the asset names the Swift sources look up, measures the download size against its budgets,
/// hands the project index and the size figures on and, in build mode, returns the canonical
/// content and `catalog.json` as the artifacts of `build/content/` (a folder it fills alone),
/// `build/reports/download-size.json` and the asset constants, `build/swift/Assets.swift`.
public struct ContentStage: Stage {
    public let name = "content"
    /// The swift stage: the asset names the app's Swift sources look up are checked here.
    public let dependencies = ["swift"]
    public let products: Set<StageProduct.Kind> = [.index, .downloadSize]
    public let version = "4"

    public init() {}

    /// Every file of the content folder except `dictionaries/` (zk-dawg's); images count too,
    /// because the asset checks read their headers. With `paths.assets`, also the asset catalogs
    /// (`*.xcassets`) directly in that folder; with `assetCatalogs`, the files of those catalogs;
    /// with `schemaMap`, the JSON files of its folders (a changed remote schema reruns the stage).
    public func inputs(in project: Project) -> [String] {
        var files = contentInputs(in: project)
        let known = Set(files)
        for mapped in Set(project.configuration.schemaMap.values).sorted() where project.isDirectory(mapped) {
            files += project.files(under: mapped).filter { $0.hasSuffix(".json") && !known.contains($0) }
        }
        return files
    }

    /// The inputs read as content: every input but the `schemaMap` folders (read as schemas).
    func contentInputs(in project: Project) -> [String] {
        let configuration = project.configuration
        let folder = configuration.contentPath
        guard hasInputs(in: project) else { return [] }
        var files =
            project.isDirectory(folder)
            ? project.files(under: folder).filter { !$0.hasPrefix(folder + "/dictionaries/") } : []
        if let assets = configuration.assetsPath, project.isDirectory(assets) {
            let catalogs = project.folders(in: assets).filter { $0.hasSuffix(".xcassets") }.map { assets + "/" + $0 }
            files += catalogs.flatMap { project.files(under: $0) }.filter { !$0.hasPrefix(folder + "/") }
        }
        var known = Set(files)
        files += ContentLoader.catalogFiles(
            projectRoot: project.root, contentPath: folder, catalogs: configuration.assetCatalogs
        ).filter { !known.contains($0) }
        known = Set(files)
        for icon in iconDocuments(in: project) {
            files += project.files(under: icon).filter { !known.contains($0) }
        }
        return files
    }

    /// A content folder, asset catalogs named in zk-build.json (or found by discovery), or an
    /// Icon Composer document.
    public func hasInputs(in project: Project) -> Bool {
        project.isDirectory(project.configuration.contentPath) || !(project.configuration.assetCatalogs ?? []).isEmpty
            || !iconDocuments(in: project).isEmpty
    }

    /// The Icon Composer documents (`AppIcon.icon`) outside the content folder, sorted: those of
    /// the configuration (discovery's, or under the `assetCatalogs` folder entries), those in
    /// `paths.assets` and those beside each asset catalog (an app's `AppIcon.icon` lies next to
    /// its `Assets.xcassets`). A document inside a catalog or the content folder is read with it.
    func iconDocuments(in project: Project) -> [String] {
        let configuration = project.configuration
        var folders = Set(configuration.iconDocuments)
        var places = (configuration.assetCatalogs ?? []).map { ProjectDiscovery.bundle(of: $0.path) }
        if let assets = configuration.assetsPath { places.append(assets) }
        for place in Set(places) where !place.hasPrefix("/") {
            let parent = place == "." ? "" : place + "/"
            guard project.isDirectory(place == "." ? "" : place) else { continue }
            for name in project.folders(in: place == "." ? "" : place) where name.hasSuffix(".icon") {
                if ProjectDiscovery.isIconDocument(name, relative: parent + name, root: project.root) {
                    folders.insert(parent + name)
                }
            }
        }
        let content = configuration.contentPath + "/"
        return folders.filter { !$0.hasPrefix(content) && !$0.contains(".xcassets/") && project.isDirectory($0) }
            .sorted()
    }

    /// The recordings under the audio root count towards the size budgets by size alone.
    public func metadataInputs(in project: Project) -> [String] {
        guard let root = project.configuration.audioRoot else { return [] }
        return audioFiles(in: project).map { root + "/" + $0 }
    }

    /// Paths under the audio root's `Audio/` folder (`Audio/de/num.7.m4a`), when an audio root is configured.
    func audioFiles(in project: Project) -> [String] {
        guard let root = project.configuration.audioRoot, project.isDirectory(root + "/Audio") else { return [] }
        return DirectoryWalker.files(under: project.absolute(root + "/Audio")).filter { !$0.hasPrefix(".") }.map {
            "Audio/" + $0
        }
    }

    public func outputFolders(in project: Project) -> [String] { [project.configuration.outputPath("content")] }

    /// The compiled content (its folder), the download-size report and the asset constants.
    public func outputs(in project: Project) -> StageOutputs {
        let configuration = project.configuration
        var files = [configuration.outputPath("reports/download-size.json")]
        if configuration.generators.assets { files.append(configuration.outputPath(AssetConstantsWriter.artifactPath)) }
        return StageOutputs(files: files, folders: outputFolders(in: project))
    }

    public func run(_ context: StageContext) -> StageResult {
        let project = context.project
        let configuration = project.configuration
        let folder = configuration.contentPath
        guard hasInputs(in: project) else { return StageResult() }
        let files = contentInputs(in: project)
        let jsonFiles = files.filter { $0.hasSuffix(".json") }
        let loaded = parallelMap(jsonFiles, jobs: context.jobs) { path -> Result<ContentDocument, DiagnosticError> in
            project.readJSON(path).map { file, parse in ContentDocument(path: path, file: file, parse: parse) }
        }
        let facts = ContentLoader.probe(
            files, catalogs: configuration.assetCatalogs, root: folder, projectRoot: project.root, jobs: context.jobs,
            absolute: project.absolute)
        let input = ContentLoader.input(
            root: folder, loaded: loaded, files: files, catalogs: configuration.assetCatalogs, facts: facts)
        // zk-build.json's schemaMap: remote references of the content schemas, read from folders.
        let mappings = configuration.schemaMap.sorted { $0.key < $1.key }.map {
            SchemaFileLoader.Mapping(prefix: $0.key, folder: $0.value)
        }
        let mapped =
            mappings.isEmpty
            ? SchemaFileLoader.Loaded()
            : SchemaFileLoader.loadMapped(
                referencedBy: ContentChecker.schemaDocuments(input), mappings: mappings, absolute: project.absolute)
        let report = ContentChecker.run(
            input, jobs: context.jobs, mappedSchemas: mapped.documents, code: context.upstream.code)
        let audio = audioFiles(in: project).compactMap { path -> BundledAudioFile? in
            guard let root = configuration.audioRoot,
                let file = try? FileBytes(path: project.absolute(root + "/" + path))
            else { return nil }
            return BundledAudioFile(path: String(path.dropFirst("Audio/".count)), bytes: file.size)
        }
        let sizes = DownloadSizeBudget.check(
            report.context.assets, input: input, audio: audio, audioRoot: configuration.audioRoot.map { $0 + "/Audio" },
            budgets: configuration.sizeBudgets)
        var artifacts: [StageArtifact] = []
        if context.mode == .build && !configuration.blocksOutputs(report.diagnostics) && project.isDirectory(folder) {
            artifacts = ContentCompiler.compile(input).map {
                StageArtifact(path: configuration.outputPath("content/" + $0.path), bytes: $0.bytes)
            }
            artifacts.append(
                StageArtifact(path: configuration.outputPath("reports/download-size.json"), text: sizes.report.json()))
        }
        // The asset constants (and their name collisions) belong to build, as the strings' accessors do.
        var generated: [Diagnostic] = []
        if context.mode == .build, configuration.generators.assets,
            let (path, text, found) = AssetConstantsWriter.write(report.context.assets)
        {
            var constants = StageArtifact(path: configuration.outputPath(path), text: text)
            // The constants depend on the sets, not on the other findings: made from asset
            // catalogs whose every Contents.json parsed, without errors of their own, they are
            // written whatever the rest of the content (which still fails the build).
            constants.isGeneratedFromParsedInputs =
                !configuration.blocksOutputs(found) && Self.assetCatalogsParsed(jsonFiles, loaded)
            artifacts.append(constants)
            generated = found
        }
        return StageResult(
            diagnostics: mapped.diagnostics + report.diagnostics + sizes.diagnostics + generated,
            products: StageProducts([.index(report.index), .downloadSize(sizes.report)]),
            artifacts: artifacts, filesRead: jsonFiles)
    }

    /// Whether every `Contents.json` of an asset catalog among `paths` was read and parsed
    /// without a syntax error (`loaded` holds each path's result, in order).
    static func assetCatalogsParsed(_ paths: [String], _ loaded: [Result<ContentDocument, DiagnosticError>]) -> Bool {
        zip(paths, loaded).allSatisfy { path, result in
            guard path.contains(".xcassets/"), path.hasSuffix("/Contents.json") else { return true }
            guard case .success(let document) = result else { return false }
            return document.parse.value != nil && !document.parse.diagnostics.contains { $0.severity == .error }
        }
    }

    /// The name of the asset constants' file the build-tool plugin compiles into the app target.
    public static let pluginAssetsFile = "ZKAssets.swift"

    /// The asset constants of the project for the build-tool plugin, from the catalogs'
    /// `Contents.json` files alone (the checks read the images); a file that declares nothing
    /// when the generator is off or the project has no asset catalog.
    public static func pluginAssets(_ project: Project) -> String {
        let stage = ContentStage()
        let configuration = project.configuration
        if configuration.generators.assets, stage.hasInputs(in: project) {
            let files = stage.contentInputs(in: project)
            let loaded = files.filter { $0.hasSuffix("/Contents.json") }.map { path in
                project.readJSON(path).map { file, parse in ContentDocument(path: path, file: file, parse: parse) }
            }
            let input = ContentLoader.input(
                root: configuration.contentPath, loaded: loaded, files: files, catalogs: configuration.assetCatalogs)
            if let (_, text, _) = AssetConstantsWriter.write(AssetInventory(input)) { return text }
        }
        return """
            // \(pluginAssetsFile): generated by zk-build's plugin. The project has no asset catalog (or
            // "generators": { "assets": false }), so there are no asset constants.

            """
    }
}
