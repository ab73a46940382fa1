import ZKCore

/// Lint: a set's `filename` differs from the file on disk only in case.
enum FilenameCaseCheck: ContentCheck, DeclaresCodes {
    typealias File = DiagnosticExample.ExampleFile

    static let caseMismatch = DiagnosticCode(
        "ZK2053", .error, summary: "a set's filename differs from the file on disk only in case",
        explanation: """
            `Contents.json` names `Friend_07.svg` but the folder holds `friend_07.svg`. On a \
            case-insensitive disk (the macOS default, where the simulator build runs) Xcode finds \
            the file; on a case-sensitive one (a case-sensitive APFS volume, a Linux checkout, the \
            device's own file system for files loaded by path) it does not, and the image is \
            missing. Rename the file or fix the `filename` so the two are spelt the same.
            """,
        broken: DiagnosticExample([
            File("Content/Illustrations.xcassets/avatar_fuchs.imageset/Contents.json", #"{ "images": [ { "filename": ↓"Avatar_Fuchs.svg", "idiom": "universal" } ] }"#),
            File("Content/Illustrations.xcassets/avatar_fuchs.imageset/avatar_fuchs.svg", AssetExamples.svg(width: 64, height: 64)),
            AssetExamples.avatars(#""avatar_fuchs""#),
        ]),
        fixed: DiagnosticExample(AssetExamples.fuchsSet + [AssetExamples.avatars(#""avatar_fuchs""#)]))

    static let codes = [caseMismatch]

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        var onDisk: [String: [String]] = [:]
        for path in context.input.files { onDisk[path.lowercased(), default: []].append(path) }
        var diagnostics: [Diagnostic] = []
        for set in context.assets.sets where ImageSetFilesCheck.kindsWithFiles.contains(set.kind) {
            for entry in set.entries {
                guard let filename = entry.filename else { continue }
                let path = set.folder + "/" + filename.value
                guard !context.input.files.contains(path), let found = onDisk[path.lowercased()]?.min() else { continue }
                diagnostics.append(.caseOnly(set, filename, found: String(found.split(separator: "/").last ?? "")))
            }
        }
        return diagnostics
    }
}

private extension Diagnostic {
    static func caseOnly(_ set: AssetSet, _ filename: Located<String>, found: String) -> Diagnostic {
        Diagnostic(
            FilenameCaseCheck.caseMismatch,
            "\(set.kind.displayName) '\(set.name)' names '\(filename.value)', but the file is '\(found)'",
            at: filename.location,
            notes: [Diagnostic.Note("found on a case-insensitive disk (the simulator build on a Mac), missing on a case-sensitive one")],
            fixIt: Diagnostic.FixIt(replacement: "\"\(found)\"", description: "use '\(found)'"))
    }
}
