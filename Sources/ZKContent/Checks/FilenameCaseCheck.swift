import ZKCore

/// Lint: a set's `filename` differs from the file on disk only in case or in Unicode
/// normalisation (`blüte.svg` written with U+00FC, the file with `u` + U+0308).
enum FilenameCaseCheck: Check {
    typealias File = DiagnosticExample.ExampleFile

    static let caseMismatch = DiagnosticCode(
        "ZK2053", .error,
        summary: "a set's filename differs from the file on disk only in case or Unicode normalisation",
        explanation: """
            `Contents.json` names `Friend_07.svg` but the folder holds `friend_07.svg` (or the two \
            spell an umlaut differently: `ü` as one code point, U+00FC, or as `u` and a combining \
            diaeresis, U+0308). On a Mac's disk (case- and normalisation-insensitive by default, \
            where the simulator build runs) Xcode finds the file; on a case- or \
            normalisation-sensitive one (a case-sensitive APFS volume, a Linux checkout, the \
            device's own file system for files loaded by path) it does not, and the image is \
            missing. Rename the file or fix the `filename` so the two are spelt the same.
            """,
        broken: DiagnosticExample([
            File(
                "Content/Illustrations.xcassets/avatar_fuchs.imageset/Contents.json",
                #"{ "images": [ { "filename": ↓"Avatar_Fuchs.svg", "idiom": "universal" } ] }"#),
            File(
                "Content/Illustrations.xcassets/avatar_fuchs.imageset/avatar_fuchs.svg",
                AssetExamples.svg(width: 64, height: 64)),
            AssetExamples.avatars(#""avatar_fuchs""#),
        ]),
        fixed: DiagnosticExample(AssetExamples.fuchsSet + [AssetExamples.avatars(#""avatar_fuchs""#)]))

    static let codes = [caseMismatch]

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        var onMac: [String: [CodePointString]] = [:]
        for path in context.input.files { onMac[MacFileNames.key(path.string), default: []].append(path) }
        var diagnostics: [Diagnostic] = []
        for set in context.assets.sets where ImageSetFilesCheck.kindsWithFiles.contains(set.kind) {
            for entry in set.entries {
                guard let filename = entry.filename else { continue }
                let path = set.folder + "/" + filename.value
                guard !context.input.hasFile(path), let found = onMac[MacFileNames.key(path)]?.min() else { continue }
                let name = String(found.string.split(separator: "/").last ?? "")
                diagnostics.append(
                    .spelling(set, filename, found: name, differs: MacFileNames.difference(filename.value, name)))
            }
        }
        return diagnostics
    }
}

extension Diagnostic {
    fileprivate static func spelling(
        _ set: AssetSet, _ filename: Located<String>, found: String, differs: String
    ) -> Diagnostic {
        Diagnostic(
            FilenameCaseCheck.caseMismatch,
            "\(set.kind.displayName) '\(set.name)' names '\(filename.value)', but the file is '\(found)' (they differ in \(differs))",
            at: filename.location,
            notes: [
                Diagnostic.Note(
                    "found on a Mac's case- and normalisation-insensitive disk (the simulator build), missing on a sensitive one"
                )
            ],
            fixIt: Diagnostic.FixIt(replacement: JSONWriter.quoted(found), description: "use '\(found)'"))
    }
}
