/// A regular expression over a dictionary's tiles, matched against whole words while the DAWG is
/// walked: `words(matchingRegex:)` leaves a branch as soon as no word under it can match.
///
/// The syntax is the common core of POSIX ERE and Swift's: a run of letters (split into tiles as a
/// word is: Spanish `ch` is one tile), `.` any tile, `[abc]`, `[^abc]` and ranges `[a-e]` of
/// one-letter tiles, groups `( )`, alternatives `|`, and the repeats `*`, `+`, `?`, `{n}`, `{n,}`,
/// `{n,m}`, which apply to the tile, bracket or group before them. The whole word must match
/// (the pattern is anchored at both ends); a tile of several letters inside brackets is written
/// as a group instead (`(ch|ll)`).
///
/// Compiled into a Thompson automaton over tile codes, whose state sets become the states of a
/// lazily built deterministic automaton; each DAWG edge is then one table lookup.
public struct DawgRegex: Sendable {
    /// A pattern that cannot be compiled: what is wrong and where (1-based, in characters).
    public struct SyntaxError: Error, Sendable, Equatable {
        public var message: String
        public var column: Int
    }

    /// The most automaton states a pattern may compile to (`{n,m}` copies its operand).
    public static let stateLimit = 20_000
    /// The deepest nesting of groups a pattern may have (the parser and the compiler recurse on it).
    public static let depthLimit = 64

    indirect enum Node {
        case tiles(UInt64)
        case sequence([Node])
        case either([Node])
        case star(Node)
        case plus(Node)
        case optional(Node)
    }

    /// The Thompson automaton: a state reads one tile of `masks[s]` and goes to `next[s]`, or (a
    /// split, mask 0) goes to `next[s]` and `other[s]` without reading; `accept` is the final state.
    var masks: [UInt64] = []
    var next: [Int32] = []
    var other: [Int32] = []
    var accept: Int32 = 0
    var start: Int32 = 0

    /// Compiles `pattern` for `file`'s alphabet.
    public init(_ pattern: String, for file: DawgFile) throws(SyntaxError) {
        var parser = Parser(characters: Array(pattern), file: file)
        let node = try parser.parse()
        accept = 0
        masks = [0]
        next = [-1]
        other = [-1]
        start = try compile(node, then: accept)
    }

    mutating func add(_ mask: UInt64, _ to: Int32, _ alternative: Int32 = -1) throws(SyntaxError) -> Int32 {
        guard masks.count < Self.stateLimit else {
            throw SyntaxError(message: "the pattern needs more than \(Self.stateLimit) states", column: 1)
        }
        masks.append(mask)
        next.append(to)
        other.append(alternative)
        return Int32(masks.count - 1)
    }

    /// The first state of `node`, which continues to `then`.
    mutating func compile(_ node: Node, then: Int32) throws(SyntaxError) -> Int32 {
        switch node {
        case .tiles(let mask):
            return try add(mask, then)
        case .sequence(let parts):
            var state = then
            for part in parts.reversed() { state = try compile(part, then: state) }
            return state
        case .either(let parts):
            guard var state = try parts.last.map({ (part) throws(SyntaxError) in try compile(part, then: then) }) else {
                return then
            }
            for part in parts.dropLast().reversed() { state = try add(0, try compile(part, then: then), state) }
            return state
        case .star(let body):
            let loop = try add(0, -1, then)
            next[Int(loop)] = try compile(body, then: loop)
            return loop
        case .plus(let body):
            let loop = try add(0, -1, then)
            let first = try compile(body, then: loop)
            next[Int(loop)] = first
            return first
        case .optional(let body):
            return try add(0, try compile(body, then: then), then)
        }
    }

    /// The states reachable from `states` without reading, as a bit set.
    func closure(_ states: [Int32]) -> [UInt64] {
        var set = [UInt64](repeating: 0, count: (masks.count + 63) / 64)
        var stack = states
        while let state = stack.popLast() {
            guard state >= 0 else { continue }
            let (word, bit) = (Int(state) / 64, UInt64(1) << UInt64(state % 64))
            guard set[word] & bit == 0 else { continue }
            set[word] |= bit
            if masks[Int(state)] == 0 {
                stack.append(next[Int(state)])
                stack.append(other[Int(state)])
            }
        }
        return set
    }

    /// The deterministic automaton, built as the walk meets its states.
    struct Lazy {
        let regex: DawgRegex
        let width: Int
        var ids: [[UInt64]: Int32] = [:]
        var sets: [[UInt64]] = []
        var accepting: [Bool] = []
        /// `moves[d * width + tile]`: the state after reading the tile; -2 not computed, -1 no match.
        var moves: [Int32] = []

        init(_ regex: DawgRegex, width: Int) {
            self.regex = regex
            self.width = width
        }

        mutating func id(_ set: [UInt64]) -> Int32 {
            if let known = ids[set] { return known }
            let id = Int32(sets.count)
            ids[set] = id
            sets.append(set)
            let accept = Int(regex.accept)
            accepting.append(set[accept / 64] & (UInt64(1) << UInt64(accept % 64)) != 0)
            moves += [Int32](repeating: -2, count: width)
            return id
        }

        mutating func move(_ state: Int32, _ tile: UInt8) -> Int32 {
            let slot = Int(state) * width + Int(tile)
            let known = moves[slot]
            if known != -2 { return known }
            var targets: [Int32] = []
            let bit = UInt64(1) << UInt64(tile)
            for (word, bits) in sets[Int(state)].enumerated() where bits != 0 {
                var rest = bits
                while rest != 0 {
                    let index = word * 64 + rest.trailingZeroBitCount
                    rest &= rest - 1
                    if regex.masks[index] & bit != 0 { targets.append(regex.next[index]) }
                }
            }
            let result = targets.isEmpty ? -1 : id(regex.closure(targets))
            moves[slot] = result
            return result
        }
    }

    /// Reads a pattern into a tree of tile sets.
    struct Parser {
        let characters: [Character]
        let file: DawgFile
        var position = 0
        var depth = 0

        init(characters: [Character], file: DawgFile) {
            self.characters = characters
            self.file = file
        }

        var all: UInt64 {
            let count = file.alphabet.letters.count
            return count >= 64 ? ~0 : (UInt64(1) << UInt64(count)) - 1
        }

        func failure(_ message: String, at index: Int? = nil) -> SyntaxError {
            SyntaxError(message: message, column: (index ?? position) + 1)
        }

        mutating func parse() throws(SyntaxError) -> Node {
            guard file.alphabet.letters.count <= 64 else {
                throw failure("a dictionary of more than 64 tiles cannot be searched with a regular expression")
            }
            let node = try alternatives()
            if position < characters.count {
                throw failure(characters[position] == ")" ? "')' without '('" : "unexpected '\(characters[position])'")
            }
            return node
        }

        mutating func alternatives() throws(SyntaxError) -> Node {
            var options = [try sequence()]
            while position < characters.count, characters[position] == "|" {
                position += 1
                options.append(try sequence())
            }
            return options.count == 1 ? options[0] : .either(options)
        }

        static let operators: Set<Character> = ["|", "(", ")", ".", "[", "]", "*", "+", "?", "{", "}", "\\", "^", "$"]

        mutating func sequence() throws(SyntaxError) -> Node {
            var parts: [Node] = []
            while position < characters.count, characters[position] != "|", characters[position] != ")" {
                let atomStart = position
                var atom: Node
                switch characters[position] {
                case "(":
                    guard depth < DawgRegex.depthLimit else {
                        throw failure("groups are nested deeper than \(DawgRegex.depthLimit)")
                    }
                    position += 1
                    depth += 1
                    atom = try alternatives()
                    depth -= 1
                    guard position < characters.count, characters[position] == ")" else {
                        throw failure("'(' without ')'", at: atomStart)
                    }
                    position += 1
                case ".":
                    position += 1
                    atom = .tiles(all)
                case "[":
                    atom = .tiles(try bracket())
                case "*", "+", "?", "{":
                    throw failure("'\(characters[position])' repeats nothing")
                case let character where Self.operators.contains(character):
                    throw failure("'\(character)' is not supported")
                default:
                    var run = ""
                    while position < characters.count, !Self.operators.contains(characters[position]) {
                        run.append(characters[position])
                        position += 1
                    }
                    guard let codes = file.codes(of: run) else {
                        throw failure("'\(run)' is not tiles of the dictionary's alphabet", at: atomStart)
                    }
                    parts += codes.dropLast().map { .tiles(UInt64(1) << UInt64($0)) }
                    atom = .tiles(UInt64(1) << UInt64(codes.last ?? 0))
                }
                parts.append(try repeats(of: atom))
            }
            return parts.count == 1 ? parts[0] : .sequence(parts)
        }

        mutating func repeats(of atom: Node) throws(SyntaxError) -> Node {
            var node = atom
            var stacked = 0
            while position < characters.count, "*+?{".contains(characters[position]) {
                // Each repeat wraps the node once more: a run of them nests as deep as groups do.
                guard stacked < DawgRegex.depthLimit else {
                    throw failure("more than \(DawgRegex.depthLimit) repeats in a row")
                }
                stacked += 1
                switch characters[position] {
                case "*": node = .star(node)
                case "+": node = .plus(node)
                case "?": node = .optional(node)
                default:
                    node = try bounded(node)
                    continue
                }
                position += 1
            }
            return node
        }

        /// `{n}`, `{n,}`, `{n,m}` as copies of the operand.
        mutating func bounded(_ node: Node) throws(SyntaxError) -> Node {
            let open = position
            position += 1
            let low = number()
            var high = low
            if position < characters.count, characters[position] == "," {
                position += 1
                high = number()
                if high == nil, low != nil { high = -1 }
            }
            guard let low, let high, position < characters.count, characters[position] == "}" else {
                throw failure("a repeat is '{n}', '{n,}' or '{n,m}'", at: open)
            }
            position += 1
            guard high == -1 || low <= high, low <= 255, high <= 255 else {
                throw failure("the repeat {\(low),\(high)} is out of order or over 255", at: open)
            }
            var parts = [Node](repeating: node, count: low)
            if high == -1 {
                parts.append(.star(node))
            } else if high > low {
                parts += [Node](repeating: .optional(node), count: high - low)
            }
            return .sequence(parts)
        }

        mutating func number() -> Int? {
            var value: Int?
            while position < characters.count, let digit = characters[position].wholeNumberValue,
                characters[position].isASCII, (value ?? 0) < 1000
            {
                value = (value ?? 0) * 10 + digit
                position += 1
            }
            return value
        }

        /// `[abc]`, `[^abc]`, `[a-e]`: one-letter tiles; a range by code point.
        mutating func bracket() throws(SyntaxError) -> UInt64 {
            let open = position
            position += 1
            var negated = false
            if position < characters.count, characters[position] == "^" {
                negated = true
                position += 1
            }
            var mask: UInt64 = 0
            var first = true
            while position < characters.count, characters[position] != "]" || first {
                first = false
                let itemStart = position
                let low = characters[position]
                var high = low
                if position + 2 < characters.count, characters[position + 1] == "-", characters[position + 2] != "]" {
                    high = characters[position + 2]
                    position += 3
                } else {
                    position += 1
                }
                mask |= try letters(from: low, to: high, at: itemStart)
            }
            guard position < characters.count else { throw failure("'[' without ']'", at: open) }
            position += 1
            return negated ? all & ~mask : mask
        }

        func letters(from low: Character, to high: Character, at index: Int) throws(SyntaxError) -> UInt64 {
            guard let lower = file.codes(of: String(low)), lower.count == 1, let upper = file.codes(of: String(high)),
                upper.count == 1
            else {
                throw failure("'\(low == high ? String(low) : "\(low)-\(high)")' is not a one-letter tile", at: index)
            }
            let (from, to) = (file.alphabet.letter(lower[0]), file.alphabet.letter(upper[0]))
            guard from <= to else { throw failure("the range '\(low)-\(high)' is out of order", at: index) }
            var mask: UInt64 = 0
            for (code, letter) in file.alphabet.letters.enumerated()
            where letter.text.unicodeScalars.count == 1 && letter.text >= from && letter.text <= to {
                mask |= UInt64(1) << UInt64(code)
            }
            return mask
        }
    }
}

extension DawgFile {
    /// The words the regular expression `pattern` matches whole (see `DawgRegex`), in dictionary order.
    public func words(matchingRegex pattern: String) throws(DawgRegex.SyntaxError) -> [String] {
        codes(matching: try DawgRegex(pattern, for: self)).map { alphabet.word($0) }
    }

    /// The words `regex` matches, as codes, in dictionary order: one walk of the DAWG, leaving a
    /// branch where the automaton has no state left.
    public func codes(matching regex: DawgRegex) -> [[UInt8]] {
        let dawg = self.dawg
        var automaton = DawgRegex.Lazy(regex, width: max(alphabet.letters.count, 1))
        let first = automaton.id(regex.closure([regex.start]))
        var results: [[UInt8]] = []
        var path: [UInt8] = []
        func visit(_ state: Int, _ current: Int32) {
            for edge in dawg.edges(of: state) {
                let after = automaton.move(current, edge.label)
                guard after >= 0 else { continue }
                path.append(edge.label)
                if edge.isFinal, automaton.accepting[Int(after)] { results.append(path) }
                if edge.target != AutomatonView.end { visit(edge.target, after) }
                path.removeLast()
            }
        }
        visit(dawg.root, first)
        return results
    }
}
