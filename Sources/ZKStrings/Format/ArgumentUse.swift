import ZKCore

/// One use of a format argument in a localization: which argument, with which type, written in
/// which leaf (an index into the localization's `allLeaves`; the leaf's value holds it).
struct ArgumentUse: Sendable {
    var argument: Int
    var specifier: FormatSpecifier
    var leafIndex: Int
}

/// Resolves the placeholders of a localization (its units and its substitutions' units) to
/// argument numbers, the way Foundation does: positional `%2$@` names its argument, others count
/// up from 1, `%#@name@` and `%arg` take the substitution's `argNum` and `formatSpecifier`.
/// The checker resolves each localization once; the placeholder and substitution checks share it.
enum ArgumentResolver {
    /// A `%#@name@` reference, with the leaf it is written in.
    struct Reference: Sendable {
        var name: String
        var specifier: FormatSpecifier
        var leafIndex: Int
    }

    /// A malformed placeholder, with the leaf it is written in.
    struct Problem: Sendable {
        var problem: FormatProblem
        var leafIndex: Int
    }

    struct Result: Sendable {
        var uses: [ArgumentUse] = []
        var references: [Reference] = []
        var problems: [Problem] = []
    }

    static func resolve(_ localization: Localization) -> Result {
        var result = Result()
        let leaves = localization.allLeaves
        for index in 0..<localization.nodeLeafCount {
            guard let value = leaves[index].unit.value else { continue }
            resolve(value, leafIndex: index, substitution: nil, localization: localization, into: &result)
        }
        // The substitutions' leaves follow the node's, substitution by substitution.
        var index = localization.nodeLeafCount
        for substitution in localization.substitutions {
            let end = index + substitution.node.leafCount
            while index < end {
                if let value = leaves[index].unit.value {
                    resolve(value, leafIndex: index, substitution: substitution, localization: localization, into: &result)
                }
                index += 1
            }
        }
        return result
    }

    private static func resolve(_ value: CatalogString, leafIndex: Int, substitution: Substitution?, localization: Localization, into result: inout Result) {
        let (specifiers, problems) = FormatParser.parse(value.text, allowArg: substitution != nil)
        for problem in problems { result.problems.append(Problem(problem: problem, leafIndex: leafIndex)) }
        var next = 1
        for specifier in specifiers {
            switch specifier.kind {
            case .argument:
                let argument = specifier.explicitPosition ?? next
                if specifier.explicitPosition == nil { next += 1 }
                result.uses.append(ArgumentUse(argument: argument, specifier: specifier, leafIndex: leafIndex))
            case .substitution(let name):
                result.references.append(Reference(name: name, specifier: specifier, leafIndex: leafIndex))
                let target = localization.substitution(name)
                let argument = target?.argNum ?? specifier.explicitPosition ?? next
                if target?.argNum == nil, specifier.explicitPosition == nil { next += 1 }
                if let typed = target.flatMap({ typedSpecifier($0, written: specifier) }) {
                    result.uses.append(ArgumentUse(argument: argument, specifier: typed, leafIndex: leafIndex))
                }
            case .substitutionArgument:
                guard let substitution, let typed = typedSpecifier(substitution, written: specifier) else { continue }
                result.uses.append(ArgumentUse(argument: substitution.argNum ?? 1, specifier: typed, leafIndex: leafIndex))
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
