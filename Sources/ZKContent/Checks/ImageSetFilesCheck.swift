import ZKCore

/// Lint: every image set has a `Contents.json` naming at least one image, and every `filename`
/// of any set (images, symbols, data, app icons) exists next to it. A file that exists under
/// another case is `FilenameCaseCheck`'s.
enum ImageSetFilesCheck: Check {
    typealias File = DiagnosticExample.ExampleFile

    static let missingFile = DiagnosticCode(
        "ZK2028", .error, phase: .crossLink, summary: "a set names a file that does not exist",
        explanation: """
            Every `filename` in the `Contents.json` of an image, symbol, data or app icon set must \
            be a file next to it; Xcode otherwise warns and the app ships without it.
            """,
        broken: DiagnosticExample([
            File(
                "Content/Illustrations.xcassets/avatar_fuchs.imageset/Contents.json",
                #"{ "images": [ { "filename": ↓"avatar_fuchs.svg", "idiom": "universal" } ] }"#),
            AssetExamples.avatars(#""avatar_fuchs""#),
        ]),
        fixed: DiagnosticExample(AssetExamples.fuchsSet + [AssetExamples.avatars(#""avatar_fuchs""#)]))

    static let invalidImageSet = DiagnosticCode(
        "ZK2041", .error, phase: .crossLink, summary: "an image set has no Contents.json or names no image file",
        explanation: """
            An image set folder needs a `Contents.json` whose `images` name at least one file \
            (`"filename": "friend_07@2x.png"`); otherwise the asset exists in name only.
            """,
        broken: DiagnosticExample([
            File(
                "Content/Illustrations.xcassets/avatar_fuchs.imageset/Contents.json",
                #"↓{ "images": [ { "idiom": "universal", "scale": "2x" } ] }"#),
            AssetExamples.avatars(#""avatar_fuchs""#),
        ]),
        fixed: DiagnosticExample(AssetExamples.fuchsSet + [AssetExamples.avatars(#""avatar_fuchs""#)]))

    static let codes = [missingFile, invalidImageSet]

    static let kindsWithFiles: Set<AssetSetKind> = [.imageSet, .symbolSet, .dataSet, .appIconSet]

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // A file spelt differently only in case or normalisation is FilenameCaseCheck's.
        let onMac = Set(context.input.files.map { MacFileNames.key($0.string) })
        for set in context.assets.sets where kindsWithFiles.contains(set.kind) {
            guard set.hasContents else {
                if set.kind == .imageSet { diagnostics.append(.noContents(set)) }
                continue
            }
            if set.kind == .imageSet && !set.entries.contains(where: { $0.filename != nil }) {
                diagnostics.append(.noImage(set))
            }
            for entry in set.entries {
                guard let filename = entry.filename else { continue }
                let path = set.folder + "/" + filename.value
                if context.input.hasFile(path) || onMac.contains(MacFileNames.key(path)) { continue }
                diagnostics.append(.missing(set, filename))
            }
        }
        return diagnostics
    }
}

extension Diagnostic {
    fileprivate static func noContents(_ set: AssetSet) -> Diagnostic {
        Diagnostic(
            ImageSetFilesCheck.invalidImageSet, "image set '\(set.name)' has no Contents.json", at: set.location,
            notes: [Diagnostic.Note("expected \(set.folder)/Contents.json")])
    }

    fileprivate static func noImage(_ set: AssetSet) -> Diagnostic {
        Diagnostic(
            ImageSetFilesCheck.invalidImageSet,
            "image set '\(set.name)' names no image file (no 'filename' in 'images')", at: set.location)
    }

    fileprivate static func missing(_ set: AssetSet, _ filename: Located<String>) -> Diagnostic {
        Diagnostic(
            ImageSetFilesCheck.missingFile,
            "\(set.kind.displayName) '\(set.name)' names '\(filename.value)', which does not exist",
            at: filename.location, notes: [Diagnostic.Note("expected the file \(set.folder)/\(filename.value)")])
    }
}
