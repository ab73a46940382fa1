/// The friendly layer: queries over words as strings (normalised like the builder's input),
/// implemented over the raw automaton with codes.
extension DawgFile {
    /// Codes of `word` after NFC, lower case and folds; nil when a character is not a letter.
    public func codes(of word: String) -> [UInt8]? { coder.codes(of: word) }

    /// Whether `word` is in the dictionary.
    public func contains(_ word: String) -> Bool {
        guard let codes = codes(of: word) else { return false }
        return codes.withUnsafeBufferPointer { dawg.accepts($0) }
    }

    /// Whether the coded word is in the dictionary (the hot path: no allocation).
    @inline(__always)
    public func contains(codes: UnsafeBufferPointer<UInt8>) -> Bool { dawg.accepts(codes) }

    /// Whether some word starts with `prefix`.
    public func hasPrefix(_ prefix: String) -> Bool {
        guard let codes = codes(of: prefix) else { return false }
        return dawg.walk(codes) >= 0
    }

    /// The codes that may follow `prefix` in some word, as a bit set (bit `c` for code `c`);
    /// 0 when no word starts with `prefix`.
    public func nextLetterSet(after prefix: [UInt8]) -> UInt64 {
        let state = dawg.walk(prefix)
        return state < 0 ? 0 : dawg.labelSet(state)
    }

    /// The letters that may follow `prefix`, in alphabet order.
    public func nextLetters(after prefix: String) -> [String] {
        guard let codes = codes(of: prefix) else { return [] }
        let set = nextLetterSet(after: codes)
        return (0..<alphabet.letters.count).filter { set & (1 << UInt64($0)) != 0 }.map { alphabet.letter(UInt8($0)) }
    }

    /// The 0-based position of the coded word in dictionary order, or nil.
    public func index(ofCodes codes: [UInt8]) -> Int? {
        var state = 0, index = 0
        for code in codes {
            if dawg.isFinal(state) { index += 1 }
            var next = -1
            for edge in dawg.firstEdge(state)..<dawg.firstEdge(state + 1) {
                let label = dawg.label(edge)
                if label < code {
                    index += dawg.count(dawg.target(edge))
                } else {
                    if label == code { next = dawg.target(edge) }
                    break
                }
            }
            guard next >= 0 else { return nil }
            state = next
        }
        return dawg.isFinal(state) ? index : nil
    }

    /// The 0-based position of `word` in dictionary order, or nil.
    public func index(of word: String) -> Int? {
        guard let codes = codes(of: word) else { return nil }
        return index(ofCodes: codes)
    }

    /// The codes of the word at `index` in dictionary order, or nil when out of range.
    public func codes(at index: Int) -> [UInt8]? {
        guard index >= 0, index < wordCount else { return nil }
        var state = 0, remaining = index
        var codes: [UInt8] = []
        while true {
            if dawg.isFinal(state) {
                if remaining == 0 { return codes }
                remaining -= 1
            }
            var next = -1
            for edge in dawg.firstEdge(state)..<dawg.firstEdge(state + 1) {
                let target = dawg.target(edge)
                let below = dawg.count(target)
                if remaining < below {
                    codes.append(dawg.label(edge))
                    next = target
                    break
                }
                remaining -= below
            }
            guard next >= 0 else { return nil }
            state = next
        }
    }

    /// The word at `index` in dictionary order, or nil when out of range.
    public func word(at index: Int) -> String? { codes(at: index).map { alphabet.word($0) } }

    /// Calls `body` with the codes of every word, in dictionary order.
    public func forEachWord(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var path = [UInt8](repeating: 0, count: alphabet.maxLength + 2)
        var depth = 0
        func visit(_ state: Int) {
            if dawg.isFinal(state) { path.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[0..<depth])) } }
            for edge in dawg.firstEdge(state)..<dawg.firstEdge(state + 1) {
                path[depth] = dawg.label(edge)
                depth += 1
                visit(dawg.target(edge))
                depth -= 1
            }
        }
        visit(0)
    }

    /// Every word, in dictionary order.
    public func allWords() -> [String] {
        var words: [String] = []
        words.reserveCapacity(wordCount)
        forEachWord { words.append(alphabet.word($0)) }
        return words
    }

    /// Words matching `pattern`, where `?` stands for any one letter, in dictionary order; nil
    /// when the pattern has a character that is neither a letter nor `?`.
    public func words(matching pattern: String) -> [String]? {
        var slots: [Int] = []
        for character in pattern {
            if character == "?" {
                slots.append(-1)
            } else {
                guard let codes = codes(of: String(character)), codes.count == 1 else { return nil }
                slots.append(Int(codes[0]))
            }
        }
        var results: [String] = []
        var path: [UInt8] = []
        func visit(_ state: Int) {
            let depth = path.count
            if depth == slots.count {
                if dawg.isFinal(state) { results.append(alphabet.word(path)) }
                return
            }
            let wanted = slots[depth]
            if wanted >= 0 {
                let next = dawg.child(state, UInt8(wanted))
                if next >= 0 {
                    path.append(UInt8(wanted))
                    visit(next)
                    path.removeLast()
                }
                return
            }
            for edge in dawg.firstEdge(state)..<dawg.firstEdge(state + 1) {
                path.append(dawg.label(edge))
                visit(dawg.target(edge))
                path.removeLast()
            }
        }
        visit(0)
        return results
    }

    /// Words spelled with tiles of `rack` (`?` is a blank), in dictionary order: all tiles
    /// (`partial` false) or any of them (`partial` true, words of at least minLength letters).
    /// Nil when the rack has a character that is neither a letter nor `?`.
    public func anagrams(of rack: String, partial: Bool) -> [String]? {
        var tiles = [Int](repeating: 0, count: alphabet.letters.count)
        var blanks = 0, total = 0
        for character in rack {
            if character == "?" {
                blanks += 1
            } else {
                guard let codes = codes(of: String(character)), codes.count == 1 else { return nil }
                tiles[Int(codes[0])] += 1
            }
            total += 1
        }
        var results: [String] = []
        var path: [UInt8] = []
        func visit(_ state: Int) {
            if dawg.isFinal(state), partial ? path.count >= alphabet.minLength : path.count == total {
                results.append(alphabet.word(path))
            }
            guard path.count < total else { return }
            for edge in dawg.firstEdge(state)..<dawg.firstEdge(state + 1) {
                let label = Int(dawg.label(edge))
                // A real tile before a blank: the blank stays free for more, so each word is found once.
                if tiles[label] > 0 {
                    tiles[label] -= 1
                    path.append(UInt8(label))
                    visit(dawg.target(edge))
                    path.removeLast()
                    tiles[label] += 1
                } else if blanks > 0 {
                    blanks -= 1
                    path.append(UInt8(label))
                    visit(dawg.target(edge))
                    path.removeLast()
                    blanks += 1
                }
            }
        }
        visit(0)
        return results
    }

    /// Words through an anchor (the letters already on the board), from the GADDAG: each word
    /// that contains `anchor`, with the 0-based letter offset where the anchor starts, sorted by
    /// word then offset. Nil without a GADDAG or when the anchor has a non-letter.
    public func wordsThrough(anchor: String) -> [(word: String, offset: Int)]? {
        guard let gaddag, let anchorCodes = codes(of: anchor), !anchorCodes.isEmpty else { return nil }
        let separator = UInt8(alphabet.letters.count)
        let start = gaddag.walk(anchorCodes.reversed())
        guard start >= 0 else { return [] }
        var found: [([UInt8], Int)] = []
        var path: [UInt8] = []
        func visit(_ state: Int) {
            if gaddag.isFinal(state) {
                let split = path.firstIndex(of: separator)
                let before = Array(path[..<(split ?? path.count)].reversed())
                let after = split.map { Array(path[($0 + 1)...]) } ?? []
                found.append((before + anchorCodes + after, before.count))
            }
            for edge in gaddag.firstEdge(state)..<gaddag.firstEdge(state + 1) {
                path.append(gaddag.label(edge))
                visit(gaddag.target(edge))
                path.removeLast()
            }
        }
        visit(start)
        found.sort { a, b in a.0 == b.0 ? a.1 < b.1 : a.0.lexicographicallyPrecedes(b.0) }
        return found.map { (alphabet.word($0.0), $0.1) }
    }
}
