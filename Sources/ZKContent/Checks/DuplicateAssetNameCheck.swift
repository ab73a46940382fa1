import ZKCore

/// Warning: two sets of one bundle's catalogs resolve to the same name (in different groups or
/// catalogs): Xcode keeps one of them, and which one is not the author's choice.
enum DuplicateAssetNameCheck: Check {
    static let duplicate = DiagnosticCode(
        "ZK2051", .warning, summary: "two sets of a bundle have the same asset name",
        explanation: """
            Asset names are unique per bundle, across groups (a plain group adds nothing to the \
            name) and across the bundle's catalogs. Xcode warns about the duplicate and compiles \
            only one of the sets, so the other image never appears. Rename or remove one; the \
            note points at the set that came first.
            """,
        broken: DiagnosticExample(
            AssetExamples.fuchsImageSet(inGroup: "Avatars") + AssetExamples.fuchsImageSet(inGroup: "Tiere", mark: "↓")
                + [AssetExamples.avatars(#""avatar_fuchs""#)]),
        fixed: DiagnosticExample(AssetExamples.fuchsSet + [AssetExamples.avatars(#""avatar_fuchs""#)]))

    static let codes = [duplicate]

    /// Sets looked up by one API share a name space: images (image, symbol and app icon sets), colours, data.
    static func family(_ kind: AssetSetKind) -> String {
        switch kind {
        case .imageSet, .symbolSet, .appIconSet: return "image"
        default: return kind.rawValue
        }
    }

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        // By code point: names that differ only in normalisation are two names (their folders
        // colliding on macOS is AssetNameCollisionCheck's).
        var first: [CodePointString: AssetSet] = [:]
        var diagnostics: [Diagnostic] = []
        for set in context.assets.sets {
            let key = CodePointString(set.catalog.bundle + "\u{0}" + family(set.kind) + "\u{0}" + set.name)
            if let earlier = first[key] {
                diagnostics.append(.duplicate(set, earlier))
            } else {
                first[key] = set
            }
        }
        return diagnostics
    }
}

extension Diagnostic {
    fileprivate static func duplicate(_ set: AssetSet, _ earlier: AssetSet) -> Diagnostic {
        Diagnostic(
            DuplicateAssetNameCheck.duplicate,
            "\(set.kind.displayName) '\(set.name)' has the name of another set of bundle '\(set.catalog.bundle)'; Xcode keeps only one of them",
            at: set.location,
            notes: [Diagnostic.Note("'\(earlier.name)' first defined by \(earlier.folder)", at: earlier.location)])
    }
}
