import Foundation
import ZKAudio
import ZKCore
import ZKStrings

/// Lint: configuration mistakes are reported in `zk-build.json`, where they are made, with notes
/// at the places they affect: a variant or a project folder that does not exist, an audio root
/// that is not a directory, a `sourceLocale` that every catalog contradicts.
enum ConfigurationPlaces: DeclaresCodes {
    static let missingPath = DiagnosticCode(
        "ZK0021", .error, phase: .structure, summary: "zk-build.json names a variant or folder that does not exist",
        explanation: """
            A dictionary variant listed in `variants` must be a folder of `<content>/dictionaries/` \
            (with its alphabet.json and word lists). A misspelt name would otherwise be reported as a \
            variant without an alphabet, somewhere that does not exist. The message suggests the \
            nearest existing variant; remove the entry or create the folder. An entry of \
            `swiftSources`, `catalogs`, `assetCatalogs`, `tokenFiles`, `jsonFiles`, \
            `fastlaneMetadata` or `fastlaneScreenshots` that names no \
            folder or file of the project is reported the same way, with the nearest path of its \
            kind: the files it meant would go unchecked, in silence.
            """,
        broken: DiagnosticExample([
            .init("zk-build.json", #"{ "variants": [↓"scrabble_de"] }"#),
            .init("Content/manifest.json", #"{ "schemaVersion": 1 }"#),
        ]),
        fixed: DiagnosticExample([
            .init("zk-build.json", #"{ "variants": [] }"#),
            .init("Content/manifest.json", #"{ "schemaVersion": 1 }"#),
        ]))

    static let codes = [missingPath]

    /// The run's diagnostics with configuration problems moved to (or noted at) zk-build.json.
    static func locate(_ diagnostics: [Diagnostic], file: SourceFile?, project: Project) -> [Diagnostic] {
        guard let file, let root = JSONReader.read(file).value?.object else { return diagnostics }
        var out = diagnostics
        let configuration = project.configuration
        let place = { (value: JSONValue) in SourceLocation(path: file.path, start: value.position) }

        // Variants: one error at the name in zk-build.json instead of the missing folder's findings.
        if let variants = root["variants"]?.array {
            let folder = configuration.contentPath + "/dictionaries"
            let existing = ((try? FileManager.default.contentsOfDirectory(atPath: project.absolute(folder))) ?? [])
                .filter { !$0.hasPrefix(".") && project.isDirectory(folder + "/" + $0) }.sorted()
            for value in variants {
                guard let name = value.string, !project.isDirectory(folder + "/" + name) else { continue }
                let variantFolder = folder + "/" + name
                out.removeAll {
                    $0.location.map { $0.path == variantFolder || $0.path.hasPrefix(variantFolder + "/") } ?? false
                }
                let near = EditDistance.nearest(to: name, in: existing)
                out.append(
                    Diagnostic(
                        missingPath, missingVariantMessage(name, folder: variantFolder, near: near), at: place(value),
                        notes: existing.isEmpty
                            ? []
                            : [Diagnostic.Note("the variants of '\(folder)/' are \(existing.joined(separator: ", "))")],
                        fixIt: near.map {
                            Diagnostic.FixIt(replacement: JSONWriter.quoted($0), description: "use '\($0)'")
                        }))
            }
        }

        // Entries of the path lists ("swiftSources", "catalogs", ...) that name nothing: nothing
        // would be read there, in silence.
        out += missingEntries(root, project: project, place: place)

        // Project folders named in "paths" that do not exist: the warning moves to the setting.
        if let paths = root["paths"]?.object {
            for member in paths.members {
                guard let text = member.value.string else { continue }
                for index in out.indices
                where out[index].code == ProjectFoldersCheck.missingProjectFolder.code
                    && out[index].location?.path == text
                {
                    out[index].notes.append(
                        Diagnostic.Note("'\(text)' is expected at '\(text)/' under the project root"))
                    out[index].location = place(member.value)
                }
            }
        }

        // The audio root is a setting: its error stands at the setting.
        if let audioRoot = root["audioRoot"] {
            for index in out.indices where out[index].code == AudioRootCheck.audioRootMissing.code {
                out[index].location = place(audioRoot)
                out[index].notes.append(
                    Diagnostic.Note("paths in zk-build.json are relative to the folder that holds it"))
            }
        }

        // sourceLocale: when every catalog disagrees, the configuration is the odd one out.
        if let sourceLocale = root["sourceLocale"], sourceLocale.string != nil {
            out = SourceLocaleSettingCheck.locate(out, setting: sourceLocale, at: place(sourceLocale), project: project)
        }
        return out
    }

    /// A list of paths in zk-build.json whose every entry must name something of the project:
    /// an entry that names nothing would switch its checks off in silence.
    struct PathList {
        var key: String
        /// What an entry that names nothing leaves undone (`no Swift is read there`).
        var consequence: String
        /// Whether a path that exists is of the kind an entry names (the suggestions' candidates).
        var isCandidate: @Sendable (_ project: Project, _ path: String) -> Bool
    }

    /// The path lists of zk-build.json, each entry a path or an object with `path`.
    static let pathLists: [PathList] = [
        PathList(
            key: "swiftSources", consequence: "no Swift is read there",
            isCandidate: { $0.isDirectory($1) || $1.hasSuffix(".swift") }),
        PathList(
            key: "catalogs", consequence: "no String Catalog is checked there",
            isCandidate: { $0.isDirectory($1) || $1.hasSuffix(".xcstrings") }),
        PathList(
            key: "assetCatalogs", consequence: "no asset catalog is checked there",
            isCandidate: { $0.isDirectory($1) }),
        PathList(
            key: "tokenFiles", consequence: "no Design Tokens are checked there",
            isCandidate: { $1.hasSuffix(".json") || $1.hasSuffix(".tokens") }),
        PathList(
            key: "jsonFiles", consequence: "no JSON is checked there", isCandidate: { $1.hasSuffix(".json") }),
        PathList(
            key: "fastlaneMetadata", consequence: "no store text is checked there",
            isCandidate: { $0.isDirectory($1) && $1.hasSuffix("metadata") }),
        PathList(
            key: "fastlaneScreenshots", consequence: "no screenshot is checked there",
            isCandidate: { $0.isDirectory($1) && $1.hasSuffix("screenshots") }),
    ]

    /// Every entry of the path lists of zk-build.json (`root`) that names nothing: one error at the entry.
    static func missingEntries(
        _ root: JSONObject, project: Project, place: (JSONValue) -> SourceLocation
    ) -> [Diagnostic] {
        pathLists.flatMap { list in
            (root[list.key]?.array ?? []).compactMap { item -> Diagnostic? in
                let value = item.object?["path"] ?? item
                return missingEntry(value, of: list, project: project, place: place)
            }
        }
    }

    /// An entry of a path list that names neither a folder nor a file of the project: what it
    /// meant would go unchecked. The suggestion is the nearest path of the entry's kind in the
    /// deepest folder of the entry that exists (and, for a file, among the files under it).
    static func missingEntry(
        _ value: JSONValue, of list: PathList, project: Project, place: (JSONValue) -> SourceLocation
    ) -> Diagnostic? {
        guard let text = value.string, text != ".", ConfigurationLoader.isInsideProject(text) else { return nil }
        let path = OutputPlacesCheck.normal(text)
        guard !project.exists(path) else { return nil }
        var parent = (path as NSString).deletingLastPathComponent
        while !parent.isEmpty, !project.isDirectory(parent) { parent = (parent as NSString).deletingLastPathComponent }
        var candidates = ((try? FileManager.default.contentsOfDirectory(atPath: project.absolute(parent))) ?? [])
            .filter { !$0.hasPrefix(".") }.map { parent.isEmpty ? $0 : parent + "/" + $0 }
        let fileExtension = (path as NSString).pathExtension
        if !parent.isEmpty, !fileExtension.isEmpty {
            candidates += project.files(under: parent, extensions: [fileExtension])
        }
        let near = EditDistance.nearest(to: path, in: Array(Set(candidates.filter { list.isCandidate(project, $0) })))
        return Diagnostic(
            missingPath,
            "'\(list.key)' names '\(MessageText.escaped(text))', which does not exist, so \(list.consequence)"
                + (near.map { "; did you mean '\($0)'?" } ?? ""),
            at: place(value),
            fixIt: near.map { Diagnostic.FixIt(replacement: JSONWriter.quoted($0), description: "use '\($0)'") })
    }

    static func missingVariantMessage(_ name: String, folder: String, near: String?) -> String {
        "variant '\(MessageText.escaped(name))' has no folder: '\(folder)/' does not exist"
            + (near.map { "; did you mean '\($0)'?" } ?? "")
    }
}
