import Foundation
import ZKContent
import ZKCore

/// What zk-build understands in a repository, wherever it lies: String Catalogs (`*.xcstrings`),
/// asset catalogs (`*.xcassets`) and Icon Composer documents (`*.icon`) anywhere under the root, and the content, audio-manifest and
/// brand folders of the conventional layout. Build and vendor folders, hidden folders and
/// symbolic links are not entered. Without a profile, the configuration is what zk-build.json
/// says and, for everything it leaves out, what discovery finds (`fill`); `zk-build init`
/// writes the result down. The walk and `fill` are here; what each kind of file found means is in
/// `ProjectDiscovery+Catalogs.swift` (catalogs, their facts, dictionaries) and
/// `ProjectDiscovery+Schemas.swift` (JSON files naming a schema, Design Tokens files).
public struct ProjectDiscovery: Sendable, DeclaresCodes {
    /// String Catalogs, sorted by path.
    public var catalogs: [Catalog] = []
    /// Asset catalog folders, project-relative, sorted.
    public var assetCatalogs: [String] = []
    /// The top-level folders that hold Swift or Objective-C files (outside build and vendor
    /// folders) and the source files at the root but `Package.swift`, sorted: the app's sources, read for the keys
    /// they use (`swiftSources`).
    public var swiftFolders: [String] = []
    /// fastlane's metadata folders (`…/fastlane/metadata`), sorted: deliver's store texts, and
    /// supply's in their `android/`.
    public var fastlaneMetadata: [String] = []
    /// fastlane's screenshot folders (`…/fastlane/screenshots`, deliver's), sorted.
    public var fastlaneScreenshots: [String] = []
    /// Icon Composer documents (folders `*.icon` holding `icon.json`), sorted: the app icons of
    /// Xcode 26, checked with the asset catalogs.
    public var iconDocuments: [String] = []
    /// The content folder (`Content/` holding `manifest.json`), if there is one.
    public var contentFolder: String?
    /// Folders of dictionary variants, sorted: each the parent of a variant folder that holds an
    /// `alphabet.json` with `letters` and a word list (`words.txt`, `words-*.txt`).
    public var dictionaryFolders: [String] = []
    /// Design Tokens files (`*.tokens.json`, `*.tokens`: the Format Module's file names) that
    /// declare the Format Module 2025.10 (`"$schema": "https://www.designtokens.org/schemas/2025.10/format.json"`),
    /// sorted: the token checks hold them to that version.
    public var tokenFiles: [String] = []
    /// Design Tokens files that declare no version: most are written to an earlier draft (`"8px"`
    /// dimensions, `value` without `$`), which the checks of 2025.10 would call wrong. Not checked
    /// unless `tokenFiles` names them; `zk-build init` counts them.
    public var undeclaredTokenFiles: [String] = []
    /// JSON files outside the content folder that name a schema with `$schema`, sorted by path.
    public var declaredSchemas: [DeclaredSchema] = []
    /// Folders named `Audio-manifests` (zk-build's audio manifests), sorted; the one at the root
    /// comes first.
    public var audioManifestFolders: [String] = []
    /// Whether the walk stopped at its bound (`maximumEntries`) before seeing everything.
    public var truncated = false
    /// The entry bound the walk had (`maximumEntries` but in tests).
    public var entryBound = maximumEntries
    /// Folders the walk did not enter because they lie deeper than `maximumDepth`, sorted.
    public var tooDeep: [String] = []
    /// Folders the walk could not read (`.` for the root), with the reason.
    public var unreadableFolders: [(folder: String, reason: String)] = []
    /// Names that are not UTF-8, escaped, with the folder holding them (`.` for the root).
    public var nonUTF8Names: [(folder: String, name: String)] = []
    /// The catalogs read for their facts, parsed, by path: the project's file cache starts with
    /// them, so that a discovered catalog is read and parsed once per run.
    public var parsed: [String: ParsedFile] = [:]

    /// The name of the audio-manifest folder, at the root or below it (`Game/Audio-manifests`).
    static let audioManifestsName = "Audio-manifests"

    /// Folders never entered: build output, package managers' checkouts, version control.
    public static let skippedFolders = DirectoryWalker.vendorFolders
    /// The walk's bounds: a hostile tree cannot make it run forever.
    static let maximumDepth = 32
    public static let maximumEntries = 500_000

    public static let nothingToCheck = DiagnosticCode(
        "ZK0007", .note, phase: .summary, summary: "the repository holds nothing zk-build checks",
        explanation: """
            Without a profile, zk-build checks what it finds under the repository root: String \
            Catalogs (`*.xcstrings`), asset catalogs (`*.xcassets`) and Icon Composer documents \
            (`*.icon` holding `icon.json`) anywhere outside build and \
            vendor folders (`.build`, `build`, `DerivedData`, `Pods`, `Carthage`, `node_modules`, \
            `.git`, `.swiftpm`), dictionary variants (an `alphabet.json` with `letters` beside a \
            word list) anywhere, the audio manifests (a folder `Audio-manifests`, at the root or the \
            first below it), Design Tokens files (`*.tokens.json`, `*.tokens`) that declare the Format \
            Module 2025.10 in `$schema` anywhere, JSON files whose `$schema` names a schema zk-build can read (a \
            schema file of the repository, a `schemaMap` URI, or a JSON Schema metaschema) anywhere \
            outside `Content/`, and the folders `Content/` (with `manifest.json`), \
            `Audio-manifests/` and `Brand/` at the root, and fastlane's store texts and screenshots \
            (folders `fastlane/metadata`, `fastlane/screenshots`) anywhere. When there is none, the run is a success \
            with this note. Run zk-build in the repository root (or `-C DIR`), or name the inputs \
            in zk-build.json.
            """,
        broken: DiagnosticExample("zk-build.json", #"{ "profile": [] }"#, unlocated: ["."]),
        fixed: DiagnosticExample([
            .init("zk-build.json", #"{ "profile": [] }"#),
            .init("App/Localizable.xcstrings", #"{ "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }"#),
        ]))

    public static let otherDictionaryFolders = DiagnosticCode(
        "ZK0008", .note, summary: "dictionary variants were found in more than one folder; one is built",
        explanation: """
            Without `paths.dictionaries`, zk-build builds the dictionary variants of the first folder \
            (in path order) that holds variant folders (an `alphabet.json` with `letters` beside a \
            word list). Variants found in another folder are not built, and this note names that \
            folder. Set `paths.dictionaries` in zk-build.json to the folder to build (`zk-build \
            init` writes the first one).
            """,
        broken: DiagnosticExample(
            [
                .init("zk-build.json", #"{ "profile": [] }"#),
                .init("Game/Words/en/alphabet.json", AtomicFileWriter.exampleAlphabet),
                .init("Game/Words/en/words.txt", "at\ntat\n"),
                .init("Tools/Words/en/alphabet.json", AtomicFileWriter.exampleAlphabet),
                .init("Tools/Words/en/words.txt", "at\ntat\n"),
            ], unlocated: ["Tools/Words"]),
        fixed: DiagnosticExample(
            [
                .init("zk-build.json", #"{ "profile": [], "paths": { "dictionaries": "Game/Words" } }"#),
                .init("Game/Words/en/alphabet.json", AtomicFileWriter.exampleAlphabet),
                .init("Game/Words/en/words.txt", "at\ntat\n"),
                .init("Tools/Words/en/alphabet.json", AtomicFileWriter.exampleAlphabet),
                .init("Tools/Words/en/words.txt", "at\ntat\n"),
            ]))

    public static let walkBound = DiagnosticCode(
        "ZK0070", .warning, summary: "discovery stopped at a bound; part of the repository was not searched",
        explanation: """
            Without a profile, zk-build searches the repository for what it checks, within bounds \
            that keep a hostile or generated tree from making it run for ever: folders at most \
            \(maximumDepth) levels deep, at most \(maximumEntries) entries in all. A folder deeper \
            than that, or everything after the last entry, is not searched, and this warning says \
            where, so that a run never passes while a catalog went unseen (a folder it cannot \
            read and a name that is not UTF-8 are errors, as in every walk). Name the \
            inputs in zk-build.json (`catalogs`, `assetCatalogs`, `paths`), or flatten the tree.
            """,
        broken: DiagnosticExample(
            [
                .init("zk-build.json", #"{ "profile": [] }"#),
                .init(
                    String(repeating: "Deep/", count: 33) + "Localizable.xcstrings",
                    #"{ "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }"#),
            ], unlocated: [String(repeating: "Deep/", count: 32) + "Deep"]),
        fixed: DiagnosticExample([
            .init("zk-build.json", #"{ "profile": [] }"#),
            .init(
                String(repeating: "Deep/", count: 32) + "Localizable.xcstrings",
                #"{ "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }"#),
        ]))

    public static let codes = [nothingToCheck, otherDictionaryFolders, walkBound]

    /// What the walk could not search, as diagnostics: an unreadable folder (an I/O error, which stops
    /// the run), a name that is not UTF-8 (an error), a folder too deep or the entries past the
    /// bound (ZK0070). Never a silent exit 0 over a tree that was only partly seen.
    public var boundDiagnostics: [Diagnostic] {
        var out: [Diagnostic] = []
        for (folder, reason) in unreadableFolders {
            out.append(
                DirectoryWalker.Problem(folder: folder, kind: .unreadableFolder(reason)).diagnostic(displayRoot: ""))
        }
        for (folder, name) in nonUTF8Names {
            out.append(DirectoryWalker.Problem(folder: folder, kind: .nonUTF8Name(name)).diagnostic(displayRoot: ""))
        }
        for folder in tooDeep {
            out.append(
                Diagnostic(
                    Self.walkBound,
                    "'\(MessageText.escaped(folder))' lies deeper than \(Self.maximumDepth) folders; it was not searched",
                    at: SourceLocation(path: folder),
                    notes: [Diagnostic.Note("name what it holds in zk-build.json to check it")]))
        }
        if truncated {
            out.append(
                Diagnostic(
                    Self.walkBound,
                    "the search stopped after \(entryBound) entries; the rest of the repository was not searched",
                    at: SourceLocation(path: "."),
                    notes: [Diagnostic.Note("name the inputs in zk-build.json to check them")]))
        }
        return out
    }

    /// One note per folder of variants that `fill` did not choose (none when zk-build.json
    /// names the folder or the content folder).
    public func unbuiltDictionaryFolders(_ configuration: ProjectConfiguration) -> [Diagnostic] {
        guard !configuration.gives("paths.dictionaries"), !configuration.gives("paths.content") else { return [] }
        let chosen = configuration.dictionariesFolder
        return dictionaryFolders.filter { $0 != chosen }.map { folder in
            Diagnostic(
                Self.otherDictionaryFolders,
                "dictionary variants in '\(MessageText.escaped(folder))' are not built: zk-build builds those of '\(MessageText.escaped(chosen))'",
                at: SourceLocation(path: folder),
                notes: [Diagnostic.Note("set \"paths.dictionaries\" in zk-build.json to the folder to build")])
        }
    }

    /// The one note of a run that found nothing to check.
    static func nothingToCheckNote(_ root: String) -> Diagnostic {
        Diagnostic(
            nothingToCheck,
            "nothing to check in '\(root)': no String Catalog, asset catalog, Icon Composer document, Design Tokens file, JSON file with a readable $schema, fastlane metadata, fastlane screenshots or project folder was found",
            at: SourceLocation(path: "."),
            notes: [
                Diagnostic.Note(
                    "run zk-build in the repository root, or name the inputs in zk-build.json ('zk-build explain \(nothingToCheck.code)')"
                )
            ])
    }

    /// The UTF-8 names in the project-relative `folder`, the others and an unreadable folder
    /// recorded; nil when the folder cannot be read.
    mutating func names(in folder: String, root: String) -> [String]? {
        let listing = DirectoryWalker.names(in: folder.isEmpty ? root : root + "/" + folder)
        if let reason = listing.failure {
            unreadableFolders.append((folder.isEmpty ? "." : folder, reason))
            return nil
        }
        nonUTF8Names += listing.nonUTF8.map { (folder.isEmpty ? "." : folder, $0) }
        return listing.names
    }

    /// The kind of the listed entry `relative`. One listed but not there to look at (a path past
    /// the system's length limit, an I/O error) is recorded, not skipped; one removed meanwhile is
    /// simply gone.
    mutating func type(of relative: String, root: String, manager: FileManager) -> FileAttributeType? {
        if let type = (try? manager.attributesOfItem(atPath: root + "/" + relative))?[.type] as? FileAttributeType {
            return type
        }
        var info = stat()
        if lstat(root + "/" + relative, &info) != 0, errno != ENOENT {
            unreadableFolders.append((relative, String(cString: strerror(errno)).lowercased()))
        }
        return nil
    }

    /// Walks `root` (absolute). `buildPath` (project-relative) is skipped too; with `readFacts`,
    /// each catalog is read for its source language and locales.
    public static func discover(
        root: String, buildPath: String = "build", readFacts: Bool = false, entryBound: Int = maximumEntries
    ) -> ProjectDiscovery {
        var found = ProjectDiscovery()
        found.entryBound = entryBound
        var catalogPaths: [String] = []
        var alphabets: [String] = []
        var jsonPaths: [String] = []
        var swiftFolders = Set<String>()
        var pending: [(relative: String, depth: Int)] = [("", 0)]
        var seen = 0
        let manager = FileManager.default
        while let (folder, depth) = pending.popLast() {
            guard let names = found.names(in: folder, root: root) else { continue }
            for name in names {
                seen += 1
                if seen > entryBound {
                    found.truncated = true
                    break
                }
                let relative = folder.isEmpty ? name : folder + "/" + name
                guard let type = found.type(of: relative, root: root, manager: manager) else { continue }
                if type == .typeDirectory {
                    if name == Self.audioManifestsName { found.audioManifestFolders.append(relative) }
                    if name == "metadata", folder.split(separator: "/").last == "fastlane" {
                        found.fastlaneMetadata.append(relative)
                    }
                    if name == "screenshots", folder.split(separator: "/").last == "fastlane" {
                        found.fastlaneScreenshots.append(relative)
                    }
                    if name.hasSuffix(".xcassets") {
                        found.assetCatalogs.append(relative)
                    } else if Self.isIconDocument(name, relative: relative, root: root) {
                        found.iconDocuments.append(relative)
                    } else if !name.hasPrefix("."), !skippedFolders.contains(name), relative != buildPath {
                        if depth < maximumDepth {
                            pending.append((relative, depth + 1))
                        } else {
                            found.tooDeep.append(relative)
                        }
                    }
                } else if type == .typeRegular, name.hasSuffix(".xcstrings") {
                    catalogPaths.append(relative)
                } else if type == .typeRegular, name == "alphabet.json", depth >= 2 {
                    alphabets.append(relative)
                } else if type == .typeRegular, !name.hasPrefix("."),
                    name.hasSuffix(".tokens.json") || name.hasSuffix(".tokens")
                {
                    // `.tokens.json` alone is a hidden file (access tokens, say), not design tokens.
                    if Self.declaresTokenFormat(root + "/" + relative) {
                        found.tokenFiles.append(relative)
                    } else {
                        found.undeclaredTokenFiles.append(relative)
                    }
                } else if type == .typeRegular, name.hasSuffix(".json"), relative != ProjectConfiguration.fileName {
                    jsonPaths.append(relative)
                } else if type == .typeRegular, SwiftSourcesStage.isSourceFile(name),
                    let top = relative.split(separator: "/").first,
                    SwiftSourcesStage.isAppSource(relative, buildPath: buildPath)
                {
                    // A file at the root (`BTLBApp.swift`) is named itself; a package's manifest is no app source.
                    if top != Substring(relative) {
                        swiftFolders.insert(String(top))
                    } else if name != "Package.swift" {
                        swiftFolders.insert(relative)
                    }
                }
            }
            if found.truncated { break }
        }
        found.assetCatalogs.sort()
        found.iconDocuments.sort()
        found.tooDeep.sort()
        found.unreadableFolders.sort { $0.folder < $1.folder }
        found.nonUTF8Names.sort { ($0.folder, $0.name) < ($1.folder, $1.name) }
        found.fastlaneMetadata.sort()
        found.fastlaneScreenshots.sort()
        found.tokenFiles.sort()
        found.audioManifestFolders.sort { ($0 == audioManifestsName ? "" : $0) < ($1 == audioManifestsName ? "" : $1) }
        found.undeclaredTokenFiles.sort()
        found.swiftFolders = swiftFolders.sorted()
        found.catalogs = catalogPaths.sorted().map { path in
            guard readFacts else { return Catalog(path: path, sourceLanguage: nil, locales: []) }
            guard case .success(let file) = FileReader.read(root + "/" + path, displayPath: path) else {
                return Catalog(path: path, sourceLanguage: nil, locales: [])
            }
            let result = JSONReader.read(file)
            found.parsed[path] = ParsedFile(file: file, result: result)
            return facts(of: path, value: result.value)
        }
        if DirectoryWalker.exists(root + "/Content/manifest.json") { found.contentFolder = "Content" }
        found.readDeclaredSchemas(jsonPaths.sorted(), root: root)
        found.dictionaryFolders = Array(Set(alphabets.compactMap { dictionaryFolder(ofAlphabet: $0, root: root) }))
            .sorted()
        return found
    }

    /// Whether anything was found.
    public var isEmpty: Bool {
        catalogs.isEmpty && assetCatalogs.isEmpty && iconDocuments.isEmpty && contentFolder == nil
            && dictionaryFolders.isEmpty
            && audioManifestFolders.isEmpty
            && !declaredSchemas.contains(where: \.isLocal) && tokenFiles.isEmpty && fastlaneMetadata.isEmpty
            && fastlaneScreenshots.isEmpty
    }

    /// Fills in what zk-build.json leaves out: the catalogs, the asset catalogs, and (when the
    /// facts were read) the project's source locale and locales.
    public func fill(_ configuration: inout ProjectConfiguration) {
        if !configuration.gives("catalogs"), !configuration.gives("paths.strings") {
            configuration.catalogs = catalogs.map(\.path)
        }
        if !configuration.gives("assetCatalogs"), !configuration.gives("paths.assets"),
            !configuration.gives("paths.content")
        {
            configuration.assetCatalogs = assetCatalogs.map {
                AssetCatalogSource(path: $0, bundle: Self.bundle(of: $0))
            }
            configuration.iconDocuments = iconDocuments
        }
        if !configuration.gives("paths.dictionaries"), !configuration.gives("paths.content"),
            let found = dictionaryFolders.first, !dictionaryFolders.contains(configuration.dictionariesFolder)
        {
            configuration.dictionariesPath = found
        }
        if !configuration.gives("paths.audioManifests"), let found = audioManifestFolders.first {
            configuration.audioManifestsPath = found
        }
        if !configuration.gives("swiftSources"), !swiftFolders.isEmpty { configuration.swiftSources = swiftFolders }
        if !configuration.gives("fastlaneMetadata"), !fastlaneMetadata.isEmpty {
            configuration.fastlaneMetadata = fastlaneMetadata
        }
        if !configuration.gives("fastlaneScreenshots"), !fastlaneScreenshots.isEmpty {
            configuration.fastlaneScreenshots = fastlaneScreenshots
        }
        if !configuration.gives("tokenFiles"), !tokenFiles.isEmpty { configuration.tokenFiles = tokenFiles }
        if !configuration.gives("jsonFiles") {
            let files = jsonFiles(configuration)
            if !files.isEmpty { configuration.jsonFiles = files }
        }
        let facts = catalogs.filter { !$0.locales.isEmpty }
        guard !facts.isEmpty else { return }
        if !configuration.gives("locales"), !locales.isEmpty { configuration.locales = locales }
        if !configuration.gives("sourceLocale"), let sourceLocale { configuration.sourceLocale = sourceLocale }
    }
}
