import ZKCore

/// The tokens of a Swift file that can be compiled: those inside a branch of `#if false` (or an
/// `#elseif` / `#else` after `#if true`) are dropped, as the compiler drops them. Any other
/// condition (`DEBUG`, `os(iOS)`, `canImport(UIKit)`) holds in some build, so both of its branches
/// stay. A condition is known only when it is the single word `true` or `false` on its line.
enum SwiftCompiledTokens {
    /// One open `#if`: whether its current branch is compiled, and what its branches so far were.
    private struct Block {
        /// Whether the block sits inside a branch that is not compiled.
        let outerDead: Bool
        /// Whether the current branch is compiled (unknown conditions count as compiled).
        var live: Bool
        /// Whether an earlier branch's condition was the literal `true`.
        var taken: Bool
    }

    private enum Directive: String {
        case `if` = "#if"
        case elseif = "#elseif"
        case `else` = "#else"
        case endif = "#endif"

        init?(_ token: SwiftToken) {
            guard token.kind == .identifier, token.text.utf8.first == UInt8(ascii: "#") else { return nil }
            self.init(rawValue: token.text)
        }
    }

    static func filter(_ tokens: [SwiftToken], in bytes: [UInt8]) -> [SwiftToken] {
        // Most files have no `#if` at all: nothing to drop, no copy.
        guard tokens.contains(where: { Directive($0) == .if }) else { return tokens }
        var kept: [SwiftToken] = []
        kept.reserveCapacity(tokens.count)
        var blocks: [Block] = []
        for (index, token) in tokens.enumerated() {
            let dead = blocks.last.map { $0.outerDead || !$0.live } ?? false
            guard let directive = Directive(token) else {
                if !dead { kept.append(token) }
                continue
            }
            switch directive {
            case .if:
                let condition = literalCondition(after: index, in: tokens, bytes)
                blocks.append(Block(outerDead: dead, live: condition != false, taken: condition == true))
            case .elseif:
                guard var block = blocks.popLast() else { break }
                let condition = literalCondition(after: index, in: tokens, bytes)
                block.live = !block.taken && condition != false
                block.taken = block.taken || condition == true
                blocks.append(block)
            case .else:
                guard var block = blocks.popLast() else { break }
                block.live = !block.taken
                blocks.append(block)
            case .endif:
                _ = blocks.popLast()
            }
        }
        return kept
    }

    /// `true` or `false` when the directive at `index` is followed by that single word and then
    /// a new line (or the end); nil for any other condition.
    static func literalCondition(after index: Int, in tokens: [SwiftToken], _ bytes: [UInt8]) -> Bool? {
        guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { return nil }
        let word = tokens[index + 1]
        guard word.text == "true" || word.text == "false" else { return nil }
        if index + 2 < tokens.count {
            let gap = bytes[word.end..<tokens[index + 2].start]
            guard gap.contains(UInt8(ascii: "\n")) || gap.contains(UInt8(ascii: "\r")) else { return nil }
        }
        return word.text == "true"
    }
}
