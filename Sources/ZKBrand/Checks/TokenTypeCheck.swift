import ZKCore

/// Lint: a token's value must fit its type (DTCG 2025.10: `color` a colour object or hex,
/// `dimension` `{value, unit: px|rem}`, `fontWeight` 1…1000 or a weight name, `cubicBezier` x
/// in 0…1, the composites with every member, …; zk-build's `string` a string), with aliases
/// and `$ref`s inside composites resolved; an alias must point at a token of its own declared
/// type. Reported at the offending part of the value.
enum TokenTypeCheck: Check {
    public static let typeMismatch = DiagnosticCode(
        "ZK5006", .error, summary: "a token's value does not fit its type",
        explanation: """
            The value must fit the token's `$type`, written on the token or inherited from its group: \
            a `string` token holds a string, a `number` token a number, a `color` token a colour \
            object (`colorSpace`, `components`, optional `alpha` and `hex`) or a hex string. An alias \
            must point at a token of the same type.
            """,
        example: .edit(
            BrandExampleFiles.example(
                BrandExampleFiles.File(
                    "Brand/brand.json",
                    ##"{ "price": { "$type": "string", "trial_days": { "$type": "number", "$value": 7 } } }"##)),
            broken: #""$value": ↓"7""#, fixed: #""$value": 7"#))

    static let codes = [typeMismatch]

    static func run(_ resolved: ResolvedTokens) -> [Diagnostic] {
        let document = resolved.document
        var diagnostics: [Diagnostic] = []
        for entry in resolved.ordered {
            let token = entry.token
            if token.aliasTarget != nil {
                if let declared = token.declaredType, let target = entry.targetType, declared != target {
                    diagnostics.append(
                        Diagnostic(
                            typeMismatch,
                            aliasMessage(
                                token.path, declared: declared, alias: token.aliasTarget ?? "", target: target),
                            at: document.location(token.value.position),
                            notes: [
                                .init(definedNote(entry.source.path), at: document.location(entry.source.keyPosition))
                            ]))
                }
                continue
            }
            guard let type = token.declaredType else { continue }
            for problem in TypeRules.problems(entry.value, type: type) {
                diagnostics.append(
                    Diagnostic(
                        typeMismatch,
                        valueMessage(token.path, type: type, inherited: token.ownType == nil, problem: problem),
                        at: document.location(problem.position)))
            }
        }
        return diagnostics
    }

    /// What is wrong with `value` for `type`, or nil when it fits (the first problem).
    static func problem(_ value: JSONValue, type: String) -> String? {
        TypeRules.problems(value, type: type).first.map { "\($0.subject) \($0.complaint)" }
    }

    // MARK: Messages

    static func aliasMessage(_ path: String, declared: String, alias: String, target: String) -> String {
        "'\(path)' has type '\(declared)' but its alias '{\(alias)}' names a token of type '\(target)'"
    }

    static func valueMessage(_ path: String, type: String, inherited: Bool, problem: TypeRules.Problem) -> String {
        "'\(path)' has type '\(type)'\(inherited ? " (inherited from its group)" : "") but \(problem.subject) \(problem.complaint)"
    }

    static func definedNote(_ path: String) -> String { "'\(path)' defined here" }
}
