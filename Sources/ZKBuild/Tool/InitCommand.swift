import ZKCore

/// `zk-build init`: inspects the repository as a run without zk-build.json does
/// (`ProjectDiscovery`) and writes the `zk-build.json` that reproduces that run — the String
/// Catalogs with the locales each contains, the asset catalogs, the project's source locale and
/// locales, and which stages have anything to check — then prints a summary of it. An existing
/// file is kept unless `--force` is given.
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

    /// The text of the zk-build.json that reproduces the run without one.
    static func file(
        _ discovery: ProjectDiscovery, configuration: ProjectConfiguration, stages: [(name: String, applies: Bool)]
    ) -> String {
        var members: [(String, JSONValue)] = []
        members.append(
            (
                "catalogs",
                .array(
                    discovery.catalogs.map { catalog in
                        catalog.locales.isEmpty
                            ? .string(catalog.path)
                            : .object([
                                ("path", .string(catalog.path)),
                                ("locales", .array(catalog.locales.map(JSONValue.string))),
                            ])
                    })
            ))
        members.append(
            (
                "assetCatalogs",
                .array(
                    discovery.assetCatalogs.map { path in
                        .object([("path", .string(path)), ("bundle", .string(ProjectDiscovery.bundle(of: path)))])
                    })
            ))
        var paths: [(String, JSONValue)] = []
        if let dictionaries = configuration.dictionariesPath { paths.append(("dictionaries", .string(dictionaries))) }
        if configuration.audioManifestsPath != ProjectConfiguration().audioManifestsPath {
            paths.append(("audioManifests", .string(configuration.audioManifestsPath)))
        }
        if !paths.isEmpty { members.append(("paths", .object(paths))) }
        if discovery.catalogs.contains(where: { !$0.locales.isEmpty }) {
            members.append(("sourceLocale", .string(configuration.sourceLocale)))
            members.append(("locales", .array(configuration.locales.map(JSONValue.string))))
        }
        if !discovery.swiftFolders.isEmpty {
            members.append(("swiftSources", .array(discovery.swiftFolders.map(JSONValue.string))))
        }
        if let files = configuration.tokenFiles {
            members.append(("tokenFiles", .array(files.map(JSONValue.string))))
        }
        if let files = configuration.jsonFiles {
            members.append(("jsonFiles", .array(files.map(JSONValue.string))))
        }
        members.append(("stages", .object(stages.map { ($0.name, JSONValue.bool($0.applies)) })))
        return JSONWriter(style: .pretty).string(.object(members))
    }

    /// What `init` prints: what it found and what it wrote.
    static func summary(
        _ discovery: ProjectDiscovery, configuration: ProjectConfiguration, stages: [(name: String, applies: Bool)]
    ) -> String {
        var out = "wrote \(ProjectConfiguration.fileName):\n"
        out += "  String Catalogs: \(discovery.catalogs.count)\n"
        for catalog in discovery.catalogs {
            let locales =
                catalog.locales.isEmpty
                ? "locales read at each run (the file does not parse now)"
                : "locales " + catalog.locales.joined(separator: ", ")
            out += "    \(catalog.path) (source language \(catalog.sourceLanguage ?? "not declared"); \(locales))\n"
        }
        out += "  asset catalogs: \(discovery.assetCatalogs.count)\n"
        for catalog in discovery.assetCatalogs {
            out += "    \(catalog) (bundle '\(ProjectDiscovery.bundle(of: catalog))')\n"
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
        if let files = configuration.tokenFiles {
            out += "  Design Tokens files: \(files.count)\n"
            for file in files { out += "    \(file)\n" }
        }
        if let files = configuration.jsonFiles {
            out += "  JSON files checked against their $schema: \(files.count)\n"
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
                "  source locale: \(configuration.sourceLocale); locales: \(configuration.locales.joined(separator: ", "))\n"
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
