import ZKCore

/// `zk-build init`: inspects the repository as a run without zk-build.json does
/// (`ProjectDiscovery`) and writes the `zk-build.json` that reproduces that run without freezing
/// it — the folders that hold the String Catalogs and asset catalogs (every catalog under them
/// is found at each run), the project's source locale, the Swift folders, and which stages have
/// anything to check — then prints a summary of it. An existing file is kept unless `--force`
/// is given.
enum InitCommand {
    static let force = OptionSpec.flag("force", help: "Replace an existing zk-build.json.")

    static func run(_ context: ToolContext, stages: [any Stage]) throws -> ToolResult {
        let path = context.directory + "/" + ProjectConfiguration.fileName
        if DirectoryWalker.exists(path), !context.arguments.flag("force") {
            throw UsageError(
                "'\(ProjectConfiguration.fileName)' already exists; pass --force to replace it", commandPath: ["init"])
        }
        let discovery = ProjectDiscovery.discover(root: context.directory, readFacts: true)
        var configuration = ProjectConfiguration()
        discovery.fill(&configuration)
        let project = Project(root: context.directory, configuration: configuration)
        let applying = stages.map { (name: $0.name, applies: $0.hasInputs(in: project)) }
        let text = file(discovery, configuration: configuration, stages: applying)
        do {
            try AtomicFileWriter.write(text, to: path)
        } catch {
            return ToolResult(diagnostics: [
                Diagnostic(
                    AtomicFileWriter.writeFailed, "cannot write '\(ProjectConfiguration.fileName)': \(error.reason)",
                    at: SourceLocation(path: ProjectConfiguration.fileName))
            ])
        }
        if !context.quiet { context.write(summary(discovery, configuration: configuration, stages: applying)) }
        return ToolResult(printsSummary: false)
    }

    /// The roots to write for catalogs found at `paths`: the top-level folder of each (a file
    /// at the project's root stands for itself), sorted. Every catalog under a root is found
    /// at each run (`ProjectConfiguration.expandFolderEntries`).
    static func roots(_ paths: [String]) -> [String] {
        Array(Set(paths.map { path in path.split(separator: "/").first.map(String.init) ?? path })).sorted()
    }

    /// The text of the zk-build.json that reproduces the run without one and does not freeze
    /// it: the catalogs and asset catalogs as the folders that hold them (a catalog added
    /// there later is checked, a deleted one is gone), each catalog's locales and the JSON and
    /// Design Tokens files left to be read from the files at each run, and what discovery
    /// cannot know: the source locale, the folders that differ from the defaults, the stages.
    static func file(
        _ discovery: ProjectDiscovery, configuration: ProjectConfiguration, stages: [(name: String, applies: Bool)]
    ) -> String {
        var members: [(String, JSONValue)] = []
        members.append(("catalogs", .array(roots(discovery.catalogs.map(\.path)).map(JSONValue.string))))
        // An Icon Composer document is found under an `assetCatalogs` folder entry too.
        let assetRoots = roots(discovery.assetCatalogs + discovery.iconDocuments)
        members.append(("assetCatalogs", .array(assetRoots.map(JSONValue.string))))
        var paths: [(String, JSONValue)] = []
        if let dictionaries = configuration.dictionariesPath { paths.append(("dictionaries", .string(dictionaries))) }
        if configuration.audioManifestsPath != ProjectConfiguration().audioManifestsPath {
            paths.append(("audioManifests", .string(configuration.audioManifestsPath)))
        }
        if !paths.isEmpty { members.append(("paths", .object(paths))) }
        if discovery.catalogs.contains(where: { !$0.locales.isEmpty }) {
            members.append(("sourceLocale", .string(configuration.sourceLocale)))
        }
        if !discovery.swiftFolders.isEmpty {
            members.append(("swiftSources", .array(discovery.swiftFolders.map(JSONValue.string))))
        }
        if !discovery.fastlaneMetadata.isEmpty {
            members.append(("fastlaneMetadata", .array(discovery.fastlaneMetadata.map(JSONValue.string))))
        }
        if !discovery.fastlaneScreenshots.isEmpty {
            members.append(("fastlaneScreenshots", .array(discovery.fastlaneScreenshots.map(JSONValue.string))))
        }
        members.append(("stages", .object(stages.map { ($0.name, JSONValue.bool($0.applies)) })))
        return JSONWriter(style: .pretty).string(.object(members))
    }

    /// What `init` prints: what it found and what it wrote.
    static func summary(
        _ discovery: ProjectDiscovery, configuration: ProjectConfiguration, stages: [(name: String, applies: Bool)]
    ) -> String {
        var out = "wrote \(ProjectConfiguration.fileName):\n"
        let catalogRoots = roots(discovery.catalogs.map(\.path))
        out += "  String Catalogs: \(discovery.catalogs.count)"
        out += catalogRoots.isEmpty ? "\n" : ", every one under \(catalogRoots.joined(separator: ", ")) at each run\n"
        for catalog in discovery.catalogs {
            let locales =
                catalog.locales.isEmpty
                ? "locales read at each run (the file does not parse now)"
                : "locales now " + catalog.locales.joined(separator: ", ") + ", read at each run"
            out += "    \(catalog.path) (source language \(catalog.sourceLanguage ?? "not declared"); \(locales))\n"
        }
        let assetRoots = roots(discovery.assetCatalogs)
        out += "  asset catalogs: \(discovery.assetCatalogs.count)"
        out += assetRoots.isEmpty ? "\n" : ", every one under \(assetRoots.joined(separator: ", ")) at each run\n"
        for catalog in discovery.assetCatalogs {
            out += "    \(catalog) (bundle '\(ProjectDiscovery.bundle(of: catalog))')\n"
        }
        if !discovery.iconDocuments.isEmpty {
            let iconRoots = roots(discovery.iconDocuments)
            out += "  Icon Composer documents: \(discovery.iconDocuments.count), every one under "
            out += "\(iconRoots.joined(separator: ", ")) at each run\n"
            for icon in discovery.iconDocuments { out += "    \(icon)\n" }
        }
        if let dictionaries = configuration.dictionariesPath {
            out += "  dictionaries: the variants of \(dictionaries)/\n"
        }
        if let manifests = discovery.audioManifestFolders.first {
            out += "  audio manifests: \(manifests)/\n"
        }
        if !discovery.swiftFolders.isEmpty {
            out += "  Swift sources (read for the keys they use): \(discovery.swiftFolders.joined(separator: ", "))\n"
        }
        for folder in discovery.fastlaneMetadata {
            out += "  store texts read in place (fastlane): \(folder)/\n"
        }
        for folder in discovery.fastlaneScreenshots {
            out += "  screenshots read in place (fastlane): \(folder)/\n"
        }
        if let files = configuration.tokenFiles {
            out += "  Design Tokens files: \(files.count), found at each run\n"
            for file in files { out += "    \(file)\n" }
        }
        if let files = configuration.jsonFiles {
            out += "  JSON files checked against their $schema: \(files.count), found at each run\n"
            for file in files { out += "    \(file)\n" }
        }
        if !discovery.undeclaredTokenFiles.isEmpty {
            out +=
                "  Design Tokens files that declare no format version (not checked; name them in tokenFiles to hold them to the Format Module 2025.10): \(discovery.undeclaredTokenFiles.count)\n"
        }
        let remote = discovery.declaredSchemas.filter { !(configuration.jsonFiles ?? []).contains($0.path) }
        if !remote.isEmpty {
            out +=
                "  JSON files naming a schema zk-build cannot read (remote; map it with schemaMap): \(remote.count)\n"
        }
        if discovery.catalogs.contains(where: { !$0.locales.isEmpty }) {
            out +=
                "  source locale: \(configuration.sourceLocale); locales now: \(configuration.locales.joined(separator: ", ")) (each catalog's read at each run)\n"
        }
        let on = stages.filter(\.applies).map(\.name)
        let off = stages.filter { !$0.applies }.map(\.name)
        out += "  stages: \(on.isEmpty ? "none" : on.joined(separator: ", "))"
        out += off.isEmpty ? "\n" : " (nothing to check for \(off.joined(separator: ", ")))\n"
        out +=
            "  profile: none, universal checks only (\"profile\": \"\(CheckProfile.zahlenkette)\" turns on Zahlenkette's house rules)\n"
        if discovery.truncated {
            out += "  note: the repository has more entries than discovery reads; name the rest in the file\n"
        }
        return out
    }
}
