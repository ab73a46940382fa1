/// A broken and a fixed example written as one literal plus the edit (SwiftLint's pattern): the
/// base is the fixed input, and the broken input is the base with the one occurrence of `fixed`
/// replaced by `broken`, which carries the `↓`. The edit is then what a reader of the check's
/// file sees, beside the code it breaks. The example test checks that `fixed` occurs exactly once.
public struct ExampleEdit: Sendable, Hashable {
    public var broken: DiagnosticExample
    public var fixed: DiagnosticExample
    /// How often the fixed fragment occurs in the base's files (exactly once when the edit is sound).
    public var occurrences: Int

    /// `base` holds `fixed` once (in the file at `path`, when given); `broken` replaces it.
    public init(_ base: DiagnosticExample, in path: String? = nil, broken: String, fixed: String) {
        var edited = base
        var occurrences = 0
        var place: (index: Int, parts: [String])?
        for index in base.files.indices where path == nil || base.files[index].path == path {
            guard !base.files[index].isBinary, !fixed.isEmpty else { continue }
            let parts = base.files[index].contents.components(separatedBy: fixed)
            occurrences += parts.count - 1
            if parts.count > 1 { place = (index, parts) }
        }
        // Applied only when sound: a fragment found twice would mark two places.
        if occurrences == 1, let place {
            edited.files[place.index] = DiagnosticExample.ExampleFile(
                base.files[place.index].path, place.parts.joined(separator: broken))
        }
        self.broken = edited
        self.fixed = base
        self.occurrences = occurrences
    }
}

extension ExampleEdit {
    /// `.edit(base, broken: "Listen ↓ up", fixed: "Listen up")` in a code's declaration.
    public static func edit(
        _ base: DiagnosticExample, in path: String? = nil, broken: String, fixed: String
    ) -> ExampleEdit {
        ExampleEdit(base, in: path, broken: broken, fixed: fixed)
    }
}
