/// The friendly layer: queries over words as strings (normalised like the builder's input),
/// implemented over the raw automaton with codes.
extension DawgFile {
    /// Codes of `word` after NFC, lower case and folds; nil when a character is not a letter.
    public func codes(of word: String) -> [UInt8]? { coder.codes(of: word) }

    /// Whether `word` is in the dictionary. Words whose characters are all letters of the
    /// alphabet (in either case) or fold sources are looked up straight from their UTF-8 bytes,
    /// without allocating; anything else is normalised first.
    public func contains(_ word: String) -> Bool {
        if let found = word.utf8.withContiguousStorageIfAvailable({ contains(utf8: $0) }), let found { return found }
        guard let codes = codes(of: word) else { return false }
        return codes.withUnsafeBufferPointer { dawg.accepts($0) }
    }

    /// Whether the UTF-8 `bytes` spell a word of the dictionary; nil when they hold a character
    /// the byte table does not map (a decomposed accent, a non-letter), for `contains` to normalise.
    @inline(__always)
    public func contains(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard bytes.count <= 256 else { return nil }
        let table = byteTable.codes
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { scratch -> Bool? in
            guard let base = scratch.baseAddress, let count = LetterCoder.fastCodes(bytes, table: table, into: base)
            else { return nil }
            return dawg.accepts(UnsafeBufferPointer(start: base, count: count))
        }
    }

    /// Whether the coded word is in the dictionary (the hot path: no allocation, inlined).
    @inlinable @inline(__always)
    public func contains(codes: UnsafeBufferPointer<UInt8>) -> Bool { dawg.accepts(codes) }

    /// Whether some word starts with `prefix`.
    public func hasPrefix(_ prefix: String) -> Bool {
        let dawg = self.dawg
        guard let codes = codes(of: prefix) else { return false }
        return dawg.walk(codes) != nil
    }

    /// The words that start with `prefix` (itself included when it is a word), in dictionary
    /// order; at most `limit` of them.
    public func words(withPrefix prefix: String, limit: Int = .max) -> [String] {
        let dawg = self.dawg
        guard let codes = codes(of: prefix), let (start, startFinal) = dawg.walk(codes) else { return [] }
        var results: [String] = []
        if startFinal, !codes.isEmpty, limit > 0 { results.append(alphabet.word(codes)) }
        var path = codes
        func visit(_ state: Int) {
            for edge in dawg.edges(of: state) {
                guard results.count < limit else { return }
                path.append(edge.label)
                if edge.isFinal { results.append(alphabet.word(path)) }
                visit(edge.target)
                path.removeLast()
            }
        }
        visit(start)
        return Array(results.prefix(limit))
    }

    /// The GADDAG's separator label (`◇`): the letter count. In the GADDAG a word `w` is stored
    /// once per split, as the reversed letters before the split, the separator, then the rest.
    public var separator: UInt8 { UInt8(alphabet.letters.count) }

    /// The codes that may follow `prefix` in some word, as a bit set (bit `c` for code `c`);
    /// 0 when no word starts with `prefix`.
    public func nextLetterSet(after prefix: [UInt8]) -> UInt64 {
        let dawg = self.dawg
        guard let (state, _) = dawg.walk(prefix) else { return 0 }
        return dawg.labelSet(state)
    }

    /// The letters that may follow `prefix`, in alphabet order.
    public func nextLetters(after prefix: String) -> [String] {
        guard let codes = codes(of: prefix) else { return [] }
        let set = nextLetterSet(after: codes)
        return (0..<alphabet.letters.count).filter { set & (1 << UInt64($0)) != 0 }.map { alphabet.letter(UInt8($0)) }
    }

    /// The 0-based position of the coded word in dictionary order, or nil.
    public func index(ofCodes codes: [UInt8]) -> Int? {
        let dawg = self.dawg
        var state = dawg.root
        var index = 0
        for (position, code) in codes.enumerated() {
            guard state != AutomatonView.end else { return nil }
            var next = state
            var edge = dawg.edge(next)
            while edge.label != code {
                // Labels increase, so a larger one (or the last edge) means the word is absent;
                // an edge passed over is never its state's last, so its count is stored.
                guard edge.label < code, !edge.isLast else { return nil }
                index += dawg.strings(through: edge)
                next += 1
                edge = dawg.edge(next)
            }
            if position == codes.count - 1 { return edge.isFinal ? index : nil }
            if edge.isFinal { index += 1 }
            state = edge.target
        }
        return nil
    }

    /// The 0-based position of `word` in dictionary order, or nil.
    public func index(of word: String) -> Int? {
        guard let codes = codes(of: word) else { return nil }
        return index(ofCodes: codes)
    }

    /// The codes of the word at `index` in dictionary order, or nil when out of range.
    public func codes(at index: Int) -> [UInt8]? {
        let dawg = self.dawg
        guard index >= 0, index < wordCount else { return nil }
        var state = dawg.root
        var remaining = index
        var codes: [UInt8] = []
        while state != AutomatonView.end {
            var next = state
            var edge = dawg.edge(next)
            // The last edge holds the rest (the counts were checked on open).
            while !edge.isLast {
                let through = dawg.strings(through: edge)
                if remaining < through { break }
                remaining -= through
                next += 1
                edge = dawg.edge(next)
            }
            codes.append(edge.label)
            if edge.isFinal {
                if remaining == 0 { return codes }
                remaining -= 1
            }
            state = edge.target
        }
        return nil
    }

    /// The value stored for the word at `index` (`zk-dawg build --values`: a frequency, a
    /// definition's id, a playability), or nil when the file stores none or `index` is out of range.
    public func value(at index: Int) -> Int? {
        guard let values, index >= 0, index < wordCount else { return nil }
        return values.value(index)
    }

    /// The value stored for `word`, or nil when it is not a word or the file stores no values.
    public func value(of word: String) -> Int? { index(of: word).flatMap(value(at:)) }

    /// The word at `index` in dictionary order, or nil when out of range.
    public func word(at index: Int) -> String? { codes(at: index).map { alphabet.word($0) } }

    /// Calls `body` with the codes of every word, in dictionary order.
    public func forEachWord(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let dawg = self.dawg
        var path = [UInt8](repeating: 0, count: alphabet.maxLength + 2)
        path.withUnsafeMutableBufferPointer { path in
            func visit(_ state: Int, _ depth: Int) {
                for edge in dawg.edges(of: state) {
                    path[depth] = edge.label
                    if edge.isFinal { body(UnsafeBufferPointer(rebasing: path[0...depth])) }
                    visit(edge.target, depth + 1)
                }
            }
            visit(dawg.root, 0)
        }
    }

    /// Every word, in dictionary order.
    public func allWords() -> [String] {
        var words: [String] = []
        words.reserveCapacity(wordCount)
        forEachWord { words.append(alphabet.word($0)) }
        return words
    }

    /// The tiles of a rack or a pattern: `?` is a blank or any tile (nil), a space separates
    /// tiles, and the text between is split into tiles as a word is (longest first: in Spanish
    /// `ch` is the tile `ch`, `c h` the tiles `c` and `h`). Nil when a part is not tiles.
    public func tiles(of text: String) -> [UInt8?]? {
        var result: [UInt8?] = []
        var part = ""
        func flush() -> Bool {
            guard !part.isEmpty else { return true }
            guard let codes = codes(of: part) else { return false }
            result += codes.map { Optional($0) }
            part = ""
            return true
        }
        for character in text {
            guard character == "?" || character == " " else {
                part.append(character)
                continue
            }
            guard flush() else { return nil }
            if character == "?" { result.append(nil) }
        }
        guard flush() else { return nil }
        return result
    }

    /// The letters (tiles) that fit between `prefix` and `suffix` to make a word, as a bit set
    /// (bit `c` for code `c`): the cross-check set of a board square, the hooks of a word when
    /// one side is empty. 0 when none fits.
    public func letterSet(between prefix: [UInt8], and suffix: [UInt8]) -> UInt64 {
        let dawg = self.dawg
        guard let (state, _) = dawg.walk(prefix) else { return 0 }
        var set: UInt64 = 0
        for edge in dawg.edges(of: state) {
            let fits: Bool
            if suffix.isEmpty {
                fits = edge.isFinal
            } else if let (_, isFinal) = dawg.walk(suffix, from: edge.target) {
                fits = isFinal
            } else {
                fits = false
            }
            if fits { set |= 1 << UInt64(edge.label) }
        }
        return set
    }

    /// The letters (tiles) that fit between `prefix` and `suffix` to make a word, in alphabet
    /// order (`letters(between: "ca", and: "o")` in Spanish: `ch`, `d`, `j`, `l`, `ll`, …); nil
    /// when either side is not tiles of the alphabet.
    public func letters(between prefix: String, and suffix: String) -> [String]? {
        guard let before = codes(of: prefix), let after = codes(of: suffix) else { return nil }
        let set = letterSet(between: before, and: after)
        return (0..<alphabet.letters.count).filter { set & (1 << UInt64($0)) != 0 }.map { alphabet.letter(UInt8($0)) }
    }

    /// The words within `distance` edits of `word` (Levenshtein: a letter inserted, deleted or
    /// replaced counts one; letters are tiles), in dictionary order, `word` itself included when
    /// it is one: "did you mean" for 1 or 2. One walk of the DAWG with a row of edit distances per
    /// depth, leaving a branch once every entry of its row is above `distance`. Nil when `word`
    /// is not letters of the alphabet.
    public func words(within distance: Int, of word: String) -> [String]? {
        guard let target = codes(of: word) else { return nil }
        return codes(within: distance, of: target).map { alphabet.word($0) }
    }

    /// `words(within:of:)` on codes.
    public func codes(within distance: Int, of target: [UInt8]) -> [[UInt8]] {
        guard distance >= 0 else { return [] }
        let dawg = self.dawg
        let width = target.count + 1
        let depths = alphabet.maxLength + 2
        // rows[d * width + j]: the distance between the path's first d letters and target[..<j].
        var rows = [Int](repeating: 0, count: width * (depths + 1))
        for column in 0..<width { rows[column] = column }
        var results: [[UInt8]] = []
        var path: [UInt8] = []
        func visit(_ state: Int, _ depth: Int) {
            guard depth < depths else { return }
            for edge in dawg.edges(of: state) {
                let previous = depth * width
                let current = previous + width
                rows[current] = depth + 1
                var smallest = depth + 1
                if width > 1 {
                    for column in 1..<width {
                        let replace = rows[previous + column - 1] + (target[column - 1] == edge.label ? 0 : 1)
                        let value = min(replace, rows[previous + column] + 1, rows[current + column - 1] + 1)
                        rows[current + column] = value
                        smallest = min(smallest, value)
                    }
                }
                guard smallest <= distance else { continue }
                path.append(edge.label)
                if edge.isFinal, rows[current + width - 1] <= distance { results.append(path) }
                if edge.target != AutomatonView.end { visit(edge.target, depth + 1) }
                path.removeLast()
            }
        }
        visit(dawg.root, 0)
        return results
    }

    /// Words matching `pattern`, where `?` stands for any one letter (tile), in dictionary order;
    /// nil when the pattern has a character that is neither a letter nor `?`. The letters are
    /// split into tiles as a word is (see `tiles(of:)`).
    public func words(matching pattern: String) -> [String]? {
        let dawg = self.dawg
        guard let tiles = tiles(of: pattern) else { return nil }
        let slots = tiles.map { $0.map(Int.init) ?? -1 }
        guard !slots.isEmpty else { return [] }
        var results: [String] = []
        var path: [UInt8] = []
        func take(_ edge: AutomatonView.Edge) {
            path.append(edge.label)
            if path.count == slots.count {
                if edge.isFinal { results.append(alphabet.word(path)) }
            } else {
                visit(edge.target)
            }
            path.removeLast()
        }
        func visit(_ state: Int) {
            let wanted = slots[path.count]
            if wanted >= 0 {
                if let edge = dawg.edge(from: state, UInt8(wanted)) { take(edge) }
            } else {
                for edge in dawg.edges(of: state) { take(edge) }
            }
        }
        visit(dawg.root)
        return results
    }

    /// Words spelled with tiles of `rack` (`?` is a blank; see `tiles(of:)`), in dictionary order: all tiles
    /// (`partial` false) or any of them (`partial` true, words of at least minLength letters).
    /// Nil when the rack has a character that is neither a letter nor `?`.
    public func anagrams(of rack: String, partial: Bool) -> [String]? {
        anagramMatches(of: rack, partial: partial)?.map(\.word)
    }

    /// One anagram of a rack: the word, its codes, and which of its letters are played by
    /// blanks (0-based letter positions, increasing), which score nothing.
    public struct AnagramMatch: Sendable, Hashable {
        /// The word.
        public var word: String
        /// Its letter codes.
        public var codes: [UInt8]
        /// The 0-based positions of the letters played by blanks. The rack's own tiles are
        /// used first, from the start of the word, so a letter is a blank only where the rack
        /// has no tile of it left; the blanks' letters are therefore the fewest possible and
        /// fixed, while for a repeated letter the later occurrences are the blanks.
        public var blanks: [Int]
    }

    /// `anagrams(of:partial:)` with the blanks of each word.
    public func anagramMatches(of rack: String, partial: Bool) -> [AnagramMatch]? {
        let dawg = self.dawg
        var tiles = [Int](repeating: 0, count: alphabet.letters.count)
        var blanks = 0
        guard let rackTiles = self.tiles(of: rack) else { return nil }
        for tile in rackTiles {
            if let tile { tiles[Int(tile)] += 1 } else { blanks += 1 }
        }
        let total = rackTiles.count
        var results: [AnagramMatch] = []
        var path: [UInt8] = []
        var blankPositions: [Int] = []
        func take(_ edge: AutomatonView.Edge) {
            path.append(edge.label)
            if edge.isFinal, partial ? path.count >= alphabet.minLength : path.count == total {
                results.append(AnagramMatch(word: alphabet.word(path), codes: path, blanks: blankPositions))
            }
            visit(edge.target)
            path.removeLast()
        }
        func visit(_ state: Int) {
            guard path.count < total else { return }
            for edge in dawg.edges(of: state) {
                let label = Int(edge.label)
                // A real tile before a blank: the blank stays free for more, so each word is found once.
                if tiles[label] > 0 {
                    tiles[label] -= 1
                    take(edge)
                    tiles[label] += 1
                } else if blanks > 0 {
                    blanks -= 1
                    blankPositions.append(path.count)
                    take(edge)
                    blankPositions.removeLast()
                    blanks += 1
                }
            }
        }
        visit(dawg.root)
        return results
    }

    /// Words through an anchor (the letters already on the board), from the GADDAG: each word
    /// that contains `anchor`, with the 0-based letter offset where the anchor starts, sorted by
    /// word then offset. Nil without a GADDAG or when the anchor has a non-letter.
    public func wordsThrough(anchor: String) -> [(word: String, offset: Int)]? {
        guard let gaddag = self.gaddag, let anchorCodes = codes(of: anchor), !anchorCodes.isEmpty else { return nil }
        let separator = UInt8(alphabet.letters.count)
        guard let (start, startFinal) = gaddag.walk(anchorCodes.reversed()) else { return [] }
        var found: [([UInt8], Int)] = []
        var path: [UInt8] = []
        func report() {
            let split = path.firstIndex(of: separator)
            let before = Array(path[..<(split ?? path.count)].reversed())
            let after = split.map { Array(path[($0 + 1)...]) } ?? []
            found.append((before + anchorCodes + after, before.count))
        }
        func visit(_ state: Int) {
            for edge in gaddag.edges(of: state) {
                path.append(edge.label)
                if edge.isFinal { report() }
                visit(edge.target)
                path.removeLast()
            }
        }
        if startFinal { report() }
        visit(start)
        found.sort { a, b in a.0 == b.0 ? a.1 < b.1 : a.0.lexicographicallyPrecedes(b.0) }
        return found.map { (alphabet.word($0.0), $0.1) }
    }
}
