import ZKCore

/// Lint: a single-scale (vector) slot of an image set holds one file: besides an entry without
/// `scale`, no other entry of the same traits names a file.
enum VectorSetCheck: Check {
    typealias File = DiagnosticExample.ExampleFile

    static let extraFiles = DiagnosticCode(
        "ZK2057", .error, summary: "a single-scale (vector) image has more than one file",
        explanation: """
            An entry without `scale` is Xcode's "Single Scale": one file (a PDF or SVG, usually \
            with `preserves-vector-representation`) serves every pixel density. Another file for \
            the same idiom, appearance and locale (a leftover @2x PNG, a second vector) is \
            ambiguous: Xcode warns and picks one. Keep the single file and remove the rest.
            """,
        broken: DiagnosticExample([
            File(
                "Content/Illustrations.xcassets/avatar_fuchs.imageset/Contents.json",
                #"{ "images": [ { "filename": "avatar_fuchs.svg", "idiom": "universal" }, { "filename": ↓"avatar_fuchs.pdf", "idiom": "universal", "scale": "2x" } ], "properties": { "preserves-vector-representation": true } }"#
            ),
            File(
                "Content/Illustrations.xcassets/avatar_fuchs.imageset/avatar_fuchs.svg",
                AssetExamples.svg(width: 64, height: 64)),
            File(
                "Content/Illustrations.xcassets/avatar_fuchs.imageset/avatar_fuchs.pdf",
                AssetExamples.pdf(width: 64, height: 64)),
            AssetExamples.avatars(#""avatar_fuchs""#),
        ]),
        fixed: DiagnosticExample(AssetExamples.fuchsSet + [AssetExamples.avatars(#""avatar_fuchs""#)]))

    static let codes = [extraFiles]

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for set in context.assets.sets where set.kind == .imageSet {
            let named = set.entries.filter { $0.filename != nil }
            var bySlot: [String: [AssetEntry]] = [:]
            for entry in named { bySlot[entry.slot, default: []].append(entry) }
            for slot in bySlot.keys.sorted() {
                guard let entries = bySlot[slot], let single = entries.first(where: { $0.scale == nil }) else {
                    continue
                }
                for entry in entries where entry.location != single.location {
                    diagnostics.append(.extra(set, entry, single: single))
                }
            }
        }
        return diagnostics
    }
}

extension Diagnostic {
    fileprivate static func extra(_ set: AssetSet, _ entry: AssetEntry, single: AssetEntry) -> Diagnostic {
        Diagnostic(
            VectorSetCheck.extraFiles,
            "image set '\(set.name)' is single-scale (\(single.traitsText)) but also names '\(entry.filename?.value ?? "?")'\(entry.scale.map { " at \($0)" } ?? "")",
            at: entry.filename?.location ?? entry.location,
            notes: [
                Diagnostic.Note(
                    "the single-scale file '\(single.filename?.value ?? "?")'",
                    at: single.filename?.location ?? single.location)
            ])
    }
}
