import ZKCore

/// One use of a format argument in a localization: which argument, with which type, written where.
struct ArgumentUse: Sendable {
    var argument: Int
    var specifier: FormatSpecifier
    /// The value it is written in and the leaf's description for messages.
    var string: CatalogString
    var leaf: Leaf
}

/// Resolves the placeholders of a localization (its units and its substitutions' units) to
/// argument numbers, the way Foundation does: positional `%2$@` names its argument, others count
/// up from 1, `%#@name@` and `%arg` take the substitution's `argNum` and `formatSpecifier`.
enum ArgumentResolver {
    struct Result {
        var uses: [ArgumentUse] = []
        /// `%#@name@` references, with where they are written.
        var references: [(name: String, specifier: FormatSpecifier, string: CatalogString, leaf: Leaf)] = []
        var problems: [(FormatProblem, CatalogString, Leaf)] = []
    }

    static func resolve(_ localization: Localization) -> Result {
        var result = Result()
        for leaf in localization.node.leaves() {
            guard let value = leaf.unit.value else { continue }
            resolve(value, leaf: leaf, substitution: nil, localization: localization, into: &result)
        }
        for substitution in localization.substitutions {
            for leaf in substitution.node.leaves(prefix: ["substitutions", substitution.name]) {
                guard let value = leaf.unit.value else { continue }
                resolve(value, leaf: leaf, substitution: substitution, localization: localization, into: &result)
            }
        }
        return result
    }

    private static func resolve(_ value: CatalogString, leaf: Leaf, substitution: Substitution?, localization: Localization, into result: inout Result) {
        let (specifiers, problems) = FormatParser.parse(value.text, allowArg: substitution != nil)
        for problem in problems { result.problems.append((problem, value, leaf)) }
        var next = 1
        for specifier in specifiers {
            switch specifier.kind {
            case .argument:
                let argument = specifier.explicitPosition ?? next
                if specifier.explicitPosition == nil { next += 1 }
                result.uses.append(ArgumentUse(argument: argument, specifier: specifier, string: value, leaf: leaf))
            case .substitution(let name):
                result.references.append((name, specifier, value, leaf))
                let target = localization.substitution(name)
                let argument = target?.argNum ?? specifier.explicitPosition ?? next
                if target?.argNum == nil, specifier.explicitPosition == nil { next += 1 }
                if let typed = target.flatMap({ typedSpecifier($0, written: specifier) }) {
                    result.uses.append(ArgumentUse(argument: argument, specifier: typed, string: value, leaf: leaf))
                }
            case .substitutionArgument:
                guard let substitution, let typed = typedSpecifier(substitution, written: specifier) else { continue }
                result.uses.append(ArgumentUse(argument: substitution.argNum ?? 1, specifier: typed, string: value, leaf: leaf))
            }
        }
    }

    /// The substitution's argument as a typed specifier (`formatSpecifier: "lld"` → `%lld`).
    private static func typedSpecifier(_ substitution: Substitution, written: FormatSpecifier) -> FormatSpecifier? {
        guard let format = substitution.formatSpecifier?.text, let parsed = FormatParser.parse("%" + format).specifiers.first,
            case .argument = parsed.kind
        else { return nil }
        var typed = parsed
        typed.text = written.text
        typed.scalarOffset = written.scalarOffset
        return typed
    }
}
