import ZKCore

/// Lint: aliases must not form a cycle (`a` → `b` → `c` → `a`); none of the tokens on it has a
/// value. Reported once per cycle, at the alias of the cycle's first token in the file, with a
/// note at every other link of the cycle.
enum AliasCycleCheck: DeclaresCodes {
    public static let aliasCycle = DiagnosticCode(
        "ZK5005", .error, summary: "aliases refer to each other in a cycle",
        explanation: """
            Following the aliases comes back to where it started, so none of the tokens on the cycle \
            has a value. Reported once, at the cycle's first token in the file, with a note at every \
            other link. Give one of them a literal value.
            """,
        broken: BrandExampleFiles.example(
            BrandExampleFiles.File(
                "Brand/brand.json",
                """
                { "color": { "$type": "color",
                    "accent": { "$value": ↓"{color.link}" },
                    "link": { "$value": "{color.focus}" },
                    "focus": { "$value": "{color.accent}" } } }
                """)),
        fixed: BrandExampleFiles.example(
            BrandExampleFiles.File(
                "Brand/brand.json",
                """
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
        let notes = ordered.dropFirst().map { token in
            Diagnostic.Note(
                linkNote(token.path, target: token.aliasTarget ?? ""), at: document.location(token.value.position))
        }
        let first = ordered[0]
        return Diagnostic(
            aliasCycle, cycleMessage(ordered.map(\.path)), at: document.location(first.value.position), notes: notes)
    }

    // MARK: Messages

    static func chain(_ paths: [String]) -> String { paths.map { "'\($0)'" }.joined(separator: " → ") }

    /// `paths`: the cycle from its first token in the file.
    static func cycleMessage(_ paths: [String]) -> String {
        guard paths.count > 1, let first = paths.first else {
            return "alias of '\(paths.first ?? "")' refers to itself"
        }
        return "alias cycle of \(paths.count) tokens: \(chain(paths + [first]))"
    }

    static func linkNote(_ path: String, target: String) -> String { "'\(path)' refers to '\(target)' here" }

    static func referenceCycleMessage(_ written: String, in token: String, chain paths: [String]) -> String {
        "reference '\(written)' in '\(token)' leads back to itself: \(chain(paths))"
    }

    static func extensionCycleMessage(_ key: String, group: String, target: String) -> String {
        "group '\(group)' extends '\(target)', which extends it again: circular '\(key)'"
    }
}

extension AliasCycleCheck {
    /// A cycle the resolvers (aliases, group extensions) found, raised here (the message comes from this file's factories too).
    static func cycle(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(aliasCycle, message, at: location)
    }
}
