import ZKCore

/// Lint: content names an asset by its flat name, but its set lies in a group that provides a
/// namespace, so Xcode names it `Group/name` and a lookup by the flat name finds nothing.
enum NamespacedAssetCheck: Check {
    typealias File = DiagnosticExample.ExampleFile

    static let namespaced = DiagnosticCode(
        "ZK2050", .error, group: .zahlenkette, summary: "content names an asset whose group provides a namespace",
        explanation: """
            A group folder whose `Contents.json` says `"properties": { "provides-namespace": true }` \
            puts its name in front of every asset inside: `Friends/friend_01.imageset` is the \
            asset `Friends/friend_01`, so `UIImage(named: "friend_01")` returns nil. Content \
            stores the flat name (spec 6.4.3): turn the namespace off, or move the set out of the \
            group. The note points at the group's `provides-namespace`.
            """,
        broken: avatars(
            group: #"{ "info": { "author": "xcode", "version": 1 }, "properties": { "provides-namespace": true } }"#,
            assetName: #"↓"avatar_fuchs""#),
        fixed: avatars(group: #"{ "info": { "author": "xcode", "version": 1 } }"#, assetName: #""avatar_fuchs""#))

    /// The examples' project: the set `avatar_fuchs` in the group `Avatars`, whose `Contents.json`
    /// is `group`, named by `assetName` in `avatars.json`.
    static func avatars(group: String, assetName: String) -> DiagnosticExample {
        DiagnosticExample(
            [File("\(AssetExamples.catalog)/Avatars/Contents.json", group)]
                + AssetExamples.fuchsImageSet(inGroup: "Avatars") + [AssetExamples.avatars(assetName)])
    }

    static let codes = [namespaced]

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for reference in context.references.assetNames where AssetNameCheck.isWellFormed(reference.name) {
            guard case .namespaced(let sets) = AssetResolution.resolve(reference.name, in: context.assets),
                let set = sets.first
            else { continue }
            diagnostics.append(.namespaced(reference, set))
        }
        return diagnostics
    }
}

extension Diagnostic {
    fileprivate static func namespaced(_ reference: ContentReferences.Reference, _ set: AssetSet) -> Diagnostic {
        let groups = set.namespaces.map(\.name).joined(separator: "/")
        var notes = set.namespaces.map { group in
            Diagnostic.Note("group '\(group.name)' provides a namespace here", at: group.location)
        }
        notes.append(Diagnostic.Note("the set is \(set.folder)", at: set.location))
        return Diagnostic(
            NamespacedAssetCheck.namespaced,
            "\(reference.context) names asset '\(reference.name)', but Xcode names it '\(set.name)': group '\(groups)' provides a namespace, so a lookup of '\(reference.name)' finds nothing",
            at: reference.location, notes: notes)
    }
}
