import ZKCore

/// Lint: an `id` defined a second time, in the same file or another, is an error at the second
/// definition with a note at the first.
enum UniqueIDCheck: ContentCheck {
    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        // By code point: "ñ" and "n\u{0303}" are two IDs (as they are two JSON strings).
        var first: [CodePointString: ContentModel.Definition] = [:]
        var diagnostics: [Diagnostic] = []
        for definition in context.model.definitions {
            if let earlier = first[CodePointString(definition.id.value)] {
                diagnostics.append(Diagnostic(
                    ContentCodes.duplicateID,
                    "\(definition.kind.entryName) ID '\(definition.id.value)' is already defined; IDs are unique across all content files",
                    at: definition.id.location, notes: [Diagnostic.Note("first defined here by a \(earlier.kind.entryName)", at: earlier.id.location)]))
            } else {
                first[CodePointString(definition.id.value)] = definition
            }
        }
        return diagnostics
    }
}
