import ZKCore

/// Follows every alias (`{group.token}`) to its literal. An alias chain is a linked list, so
/// each chain is walked once with a visiting set; a token met twice on the current walk closes
/// a cycle. Missing targets and cycles are reported by their checks; tokens that depend on them
/// stay unresolved without further noise. Paths are keys by code point: look-alike names are
/// different tokens. A target that is not in the document but is a token of another file of the
/// same token set (`elsewhere`: primitives in one file, semantic aliases in another, as design
/// tools export them) is not reported; the alias stays unresolved here. A target in none of them
/// is reported with the nearest token of the whole set.
public enum AliasResolver {
    public static func resolve(
        _ document: TokenDocument, elsewhere: [TokenDocument] = []
    ) -> (ResolvedTokens, [Diagnostic]) {
        var resolved: [CodePointString: ResolvedToken] = [:]
        var failed: Set<CodePointString> = []
        var diagnostics: [Diagnostic] = []
        var reportedCycles: Set<[CodePointString]> = []

        for start in document.tokens
        where resolved[start.path.codePoints] == nil && !failed.contains(start.path.codePoints) {
            var chain: [DesignToken] = []
            var onChain: [CodePointString: Int] = [:]
            var current = start
            var ending: ResolvedToken?
            while true {
                if let done = resolved[current.path.codePoints] {
                    ending = done
                    break
                }
                if failed.contains(current.path.codePoints) { break }
                if let position = onChain[current.path.codePoints] {
                    let cycle = Array(chain[position...])
                    let key = cycle.map(\.path.codePoints).sorted()
                    if !reportedCycles.contains(key) {
                        reportedCycles.insert(key)
                        diagnostics.append(AliasCycleCheck.diagnostic(cycle, document: document))
                    }
                    break
                }
                onChain[current.path.codePoints] = chain.count
                chain.append(current)
                guard let target = current.aliasTarget else {
                    ending = ResolvedToken(
                        token: current, type: current.declaredType, value: current.value, source: current,
                        targetType: nil)
                    chain.removeLast()
                    resolved[current.path.codePoints] = ending
                    break
                }
                guard let next = document[target] else {
                    if !elsewhere.contains(where: { $0[target] != nil }) {
                        diagnostics.append(
                            AliasTargetCheck.diagnostic(
                                alias: current, target: target, document: document, elsewhere: elsewhere))
                    }
                    break
                }
                if let deprecated = DeprecatedTokenCheck.alias(current, target: next, document: document) {
                    diagnostics.append(deprecated)
                }
                current = next
            }
            // Unwind: every alias on the chain takes the literal at its end.
            for token in chain.reversed() {
                guard let end = ending else {
                    failed.insert(token.path.codePoints)
                    continue
                }
                let entry = ResolvedToken(
                    token: token, type: token.declaredType ?? end.type, value: end.value, source: end.source,
                    targetType: end.type)
                resolved[token.path.codePoints] = entry
                ending = entry
            }
        }
        let ordered = document.tokens.compactMap { resolved[$0.path.codePoints] }
        return (ResolvedTokens(document: document, ordered: ordered), diagnostics)
    }
}
