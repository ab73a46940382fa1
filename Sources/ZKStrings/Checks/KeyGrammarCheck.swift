import ZKCore

/// Key grammar (spec 6.5): `<area>.<context>.<element>[.<qualifier>…]`, each segment lower-case
/// snake_case ASCII (`[a-z0-9]+` joined by single underscores). Reported at the first character
/// that breaks the grammar, with the lower-cased key as a fix-it where that is the repair.
enum KeyGrammarCheck: CatalogCheck {
    static func run(_ catalog: StringCatalog, _ options: StringsCheckOptions) -> [Diagnostic] {
        catalog.entries.compactMap { entry in
            guard let (offset, message) = violation(entry.key) else { return nil }
            // The key's first character is one byte after its opening quote.
            let string = CatalogString(entry.key, at: entry.keyPosition)
            var fixIt: Diagnostic.FixIt?
            let lowered = entry.key.lowercased()
            if lowered != entry.key, violation(lowered) == nil {
                fixIt = Diagnostic.FixIt(replacement: "\"\(lowered)\"", description: "rename the key to '\(lowered)'")
            }
            return Diagnostic(
                StringsCodes.keyGrammar, "key '\(entry.key)' \(message)",
                at: catalog.location(of: string, scalarOffset: offset), fixIt: fixIt)
        }
    }

    /// The scalar offset and description of the first violation, nil for a valid key.
    static func violation(_ key: String) -> (Int, String)? {
        let scalars = Array(key.unicodeScalars)
        if scalars.isEmpty { return (0, "is empty; keys are <area>.<context>.<element>") }
        var segmentStart = 0
        var segments = 0
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "a"..."z", "0"..."9":
                continue
            case "A"..."Z":
                return (index, "has the upper-case letter '\(scalar)'; key segments are lower-case snake_case")
            case "_":
                if index == segmentStart || index + 1 == scalars.count || scalars[index + 1] == "." || scalars[index + 1] == "_" {
                    return (index, "has a misplaced '_'; underscores join words inside a segment (snake_case)")
                }
            case ".":
                if index == segmentStart { return (index, "has an empty segment; segments are separated by single dots") }
                segments += 1
                segmentStart = index + 1
            default:
                let shown = scalar == " " ? "a space" : "the character '\(scalar)'"
                return (index, "has \(shown); keys use only a–z, 0–9, '_' and '.'")
            }
        }
        if segmentStart == scalars.count { return (scalars.count - 1, "ends with a dot") }
        segments += 1
        if segments < 3 {
            return (0, "has \(segments) segment\(segments == 1 ? "" : "s"); keys are <area>.<context>.<element>[.<qualifier>…]")
        }
        return nil
    }
}
