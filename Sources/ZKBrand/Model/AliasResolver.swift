import ZKCore

/// Follows every alias (`{group.token}`) to its literal. An alias chain is a linked list, so
/// each chain is walked once with a visiting set; a token met twice on the current walk closes
/// a cycle. Missing targets and cycles are reported by their checks; tokens that depend on them
/// stay unresolved without further noise.
public enum AliasResolver {
    public static func resolve(_ document: TokenDocument) -> (ResolvedTokens, [Diagnostic]) {
        var resolved: [String: ResolvedToken] = [:]
        var failed: Set<String> = []
        var diagnostics: [Diagnostic] = []
        var reportedCycles: Set<[String]> = []

        for start in document.tokens where resolved[start.path] == nil && !failed.contains(start.path) {
            var chain: [DesignToken] = []
            var onChain: [String: Int] = [:]
            var current = start
            var ending: ResolvedToken?
            while true {
                if let done = resolved[current.path] {
                    ending = done
                    break
                }
                if failed.contains(current.path) { break }
                if let position = onChain[current.path] {
                    let cycle = Array(chain[position...])
                    let key = cycle.map(\.path).sorted()
                    if !reportedCycles.contains(key) {
                        reportedCycles.insert(key)
                        diagnostics.append(AliasCycleCheck.diagnostic(cycle, document: document))
                    }
                    break
                }
                onChain[current.path] = chain.count
                chain.append(current)
                guard let target = current.aliasTarget else {
                    ending = ResolvedToken(token: current, type: current.declaredType, value: current.value, source: current, targetType: nil)
                    chain.removeLast()
                    resolved[current.path] = ending
                    break
                }
                guard let next = document[target] else {
                    diagnostics.append(AliasTargetCheck.diagnostic(alias: current, target: target, document: document))
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
                    failed.insert(token.path)
                    continue
                }
                let entry = ResolvedToken(
                    token: token, type: token.declaredType ?? end.type, value: end.value, source: end.source, targetType: end.type)
                resolved[token.path] = entry
                ending = entry
            }
        }
        let ordered = document.tokens.compactMap { resolved[$0.path] }
        return (ResolvedTokens(document: document, ordered: ordered), diagnostics)
    }
}
