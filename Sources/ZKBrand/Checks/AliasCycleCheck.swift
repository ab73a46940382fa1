import ZKCore

/// Lint: aliases must not form a cycle (`a` → `b` → `c` → `a`); none of the tokens on it has a
/// value. Reported once per cycle, at the alias of the cycle's first token in the file, with a
/// note at every other link of the cycle.
enum AliasCycleCheck: DeclaresCodes {
    public static let aliasCycle = DiagnosticCode(
        "ZK5005", .error, summary: "aliases refer to each other in a cycle",
        explanation: """
            Following the aliases comes back to where it started, so none of the BrandExampleFiles.tokens on the cycle \
            has a value. Reported once, at the cycle's first token in the file, with a note at every \
            other link. Give one of them a literal value.
            """,
        broken: BrandExampleFiles.example(BrandExampleFiles.File("Brand/brand.json", """
            { "color": { "$type": "color",
                "accent": { "$value": ↓"{color.link}" },
                "link": { "$value": "{color.focus}" },
                "focus": { "$value": "{color.accent}" } } }
            """)),
        fixed: BrandExampleFiles.example(BrandExampleFiles.File("Brand/brand.json", """
            { "color": { "$type": "color",
                "accent": { "$value": "{color.link}" },
                "link": { "$value": "{color.focus}" },
                "focus": { "$value": "#2f6ab3" } } }
            """)))

    static let codes = [aliasCycle]

    static func diagnostic(_ cycle: [DesignToken], document: TokenDocument) -> Diagnostic {
        // Rotate so the cycle starts at the token written first in the file.
        let firstIndex = cycle.indices.min { cycle[$0].value.position.offset < cycle[$1].value.position.offset } ?? 0
        let ordered = Array(cycle[firstIndex...] + cycle[..<firstIndex])
        let names = (ordered + [ordered[0]]).map { "'\($0.path)'" }.joined(separator: " → ")
        let notes = ordered.dropFirst().map { token in
            Diagnostic.Note(
                "'\(token.path)' refers to '\(token.aliasTarget ?? "")' here", at: document.location(token.value.position))
        }
        let first = ordered[0]
        let message = ordered.count == 1
            ? "alias of '\(first.path)' refers to itself"
            : "alias cycle of \(ordered.count) tokens: \(names)"
        return Diagnostic(AliasCycleCheck.aliasCycle, message, at: document.location(first.value.position), notes: notes)
    }
}
