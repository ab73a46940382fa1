import ZKCore

/// Warning: two sets of a catalog whose names differ only in Unicode normalisation or in case
/// (`deco_blüte` with U+00FC and with `u` + U+0308, `avatar_fuchs` and `Avatar_Fuchs`). They are
/// two names, and two folders on Linux, but one folder on a Mac: a checkout there keeps one set.
enum AssetNameCollisionCheck: Check {
    typealias File = DiagnosticExample.ExampleFile

    static let collision = DiagnosticCode(
        "ZK2063", .warning,
        summary: "two asset sets differ only in Unicode normalisation or case, so they collide on macOS",
        explanation: """
            Asset names compare code point by code point: `deco_blüte` written with `ü` (U+00FC) \
            and with `u` and a combining diaeresis (U+0075 U+0308) are two names, as are \
            `avatar_fuchs` and `Avatar_Fuchs`. A Mac's file system (APFS and HFS+, by default) \
            ignores both differences, so the two set folders are one folder there: a git \
            checkout on a Mac keeps only one of them, and which one depends on the order of \
            checkout. Rename one of the sets. The note points at the set that came first.
            """,
        broken: DiagnosticExample([
            File(
                "Content/Illustrations.xcassets/deco_blu\u{308}te.imageset/Contents.json",
                #"{ "images": [ { "filename": "a.svg", "idiom": "universal" } ] }"#),
            File(
                "Content/Illustrations.xcassets/deco_blu\u{308}te.imageset/a.svg",
                AssetExamples.svg(width: 64, height: 64)),
            // Reported at the second in code-point order: U+0075 sorts before U+00FC.
            File(
                "Content/Illustrations.xcassets/deco_bl\u{FC}te.imageset/Contents.json",
                #"↓{ "images": [ { "filename": "a.svg", "idiom": "universal" } ] }"#),
            File(
                "Content/Illustrations.xcassets/deco_bl\u{FC}te.imageset/a.svg",
                AssetExamples.svg(width: 64, height: 64)),
        ]),
        fixed: DiagnosticExample([
            File(
                "Content/Illustrations.xcassets/deco_bl\u{FC}te.imageset/Contents.json",
                #"{ "images": [ { "filename": "a.svg", "idiom": "universal" } ] }"#),
            File(
                "Content/Illustrations.xcassets/deco_bl\u{FC}te.imageset/a.svg",
                AssetExamples.svg(width: 64, height: 64)),
            File(
                "Content/Illustrations.xcassets/deco_bluete.imageset/Contents.json",
                #"{ "images": [ { "filename": "a.svg", "idiom": "universal" } ] }"#),
            File("Content/Illustrations.xcassets/deco_bluete.imageset/a.svg", AssetExamples.svg(width: 64, height: 64)),
        ]))

    static let codes = [collision]

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        var first: [String: AssetSet] = [:]
        var diagnostics: [Diagnostic] = []
        // The inventory lists sets in code-point order of their folders, so the report is stable.
        for set in context.assets.sets {
            let key = MacFileNames.key(set.folder)
            if let earlier = first[key] {
                diagnostics.append(.collision(set, earlier))
            } else {
                first[key] = set
            }
        }
        return diagnostics
    }
}

extension Diagnostic {
    fileprivate static func collision(_ set: AssetSet, _ earlier: AssetSet) -> Diagnostic {
        Diagnostic(
            AssetNameCollisionCheck.collision,
            "\(set.kind.displayName) '\(set.name)' differs from '\(earlier.name)' only in \(MacFileNames.difference(set.stem, earlier.stem)); on macOS the two folders are one",
            at: set.location,
            notes: [Diagnostic.Note("'\(earlier.name)' is defined by \(earlier.folder)", at: earlier.location)])
    }
}
