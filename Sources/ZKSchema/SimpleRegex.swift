import ZKCore

/// A linear-time matcher (Thompson NFA simulated as a Pike VM) for the part of ECMA-262 regular
/// expressions content schemas use: literals, escapes, classes, `.`, groups, alternation, greedy
/// quantifiers and the `^`/`$` anchors. It works on Unicode scalars. `init` returns nil for any
/// other syntax (look-around, back-references, lazy quantifiers, `\b`), which then runs on
/// `NSRegularExpression`; this keeps `pattern` fast without ever guessing.
struct SimpleRegex: Sendable {
    private let program: [Instruction]
    /// Per `.set` instruction: ASCII bitmaps, ranges above ASCII, negation (flat, so the hot loop
    /// touches no reference-counted storage).
    private let lows: [UInt64]
    private let highs: [UInt64]
    private let wide: [[ClosedRange<UInt32>]]
    private let negated: [Bool]
    /// The pattern starts with `^`: no new attempt after position 0.
    private let anchored: Bool
    /// The same automaton made deterministic for ASCII text (nil when it would be too large):
    /// one table lookup per byte instead of a thread list per scalar.
    private let dfa: ASCIIAutomaton?

    init?(_ pattern: String) {
        var parser = Parser(scalars: Array(pattern.unicodeScalars))
        guard let node = parser.parseAlternation(), parser.index == parser.scalars.count else { return nil }
        var compiler = Compiler()
        guard compiler.emit(node) else { return nil }
        compiler.program.append(.match)
        guard compiler.program.count <= 20_000 else { return nil }
        program = compiler.program
        lows = compiler.sets.map(\.low)
        highs = compiler.sets.map(\.high)
        wide = compiler.sets.map(\.ranges)
        negated = compiler.sets.map(\.negated)
        if case .assertStart = compiler.program.first { anchored = true } else { anchored = false }
        dfa = ASCIIAutomaton(program: compiler.program, sets: compiler.sets, anchored: anchored)
    }

    /// Whether the pattern matches anywhere in `text`.
    func search(_ text: String) -> Bool {
        if let dfa, let found = dfa.search(text) { return found }
        return simulate(text)
    }

    /// The subset construction of the program over the 128 ASCII bytes. A state is the set of
    /// instructions the threads wait at before the next byte (not yet expanded, since `$` depends
    /// on whether a byte follows), and whether it is position 0 (for `^`).
    fileprivate struct ASCIIAutomaton: Sendable {
        static let stateLimit = 256
        let matchesAtEnd: [Bool]
        /// The walk's table: 256 entries per state, each the next state's row start (state << 8)
        /// or, for a state where the walk stops, the negative `-1 - flags`: 1 matches now,
        /// 2 dead, 4 not ASCII (bytes from 0x80 lead there). One load per byte.
        let table: [Int32]
        let startMatches: Bool
        /// The same automaton merged to at most 16 states and walked by shifts, when it fits.
        let shifted: ShiftAutomaton?

        init?(program: [Instruction], sets: [ScalarSet], anchored: Bool) {
            // One mark per instruction, by generation: no set is built per closure.
            var marks = [Int](repeating: 0, count: program.count)
            var generation = 0
            var stack: [Int] = []
            /// The `.set` instructions reachable from `starts` without reading, sorted; whether
            /// `.match` is; whether an `$` was met (else the closure at the end is the same).
            func closure(_ starts: [Int], atStart: Bool, atEnd: Bool) -> (sets: [Int], match: Bool, sawEnd: Bool) {
                generation += 1
                stack.removeAll(keepingCapacity: true)
                stack.append(contentsOf: starts)
                var found: [Int] = []
                var match = false
                var sawEnd = false
                while let pc = stack.popLast() {
                    guard pc < program.count, marks[pc] != generation else { continue }
                    marks[pc] = generation
                    switch program[pc] {
                    case .match: match = true
                    case .set: found.append(pc)
                    case .jump(let target): stack.append(target)
                    case .split(let first, let second):
                        stack.append(second)
                        stack.append(first)
                    case .assertStart: if atStart { stack.append(pc + 1) }
                    case .assertEnd:
                        sawEnd = true
                        if atEnd { stack.append(pc + 1) }
                    }
                }
                found.sort()
                return (found, match, sawEnd)
            }
            struct Key: Hashable {
                var pending: [Int]
                var atStart: Bool
            }
            var ids: [Key: Int] = [Key(pending: [0], atStart: true): 0]
            var keys = [Key(pending: [0], atStart: true)]
            var transitions: [Int32] = []
            var now: [Bool] = []
            var end: [Bool] = []
            var dead: [Bool] = []
            // Bytes that every set takes or leaves alike lead alike from any state: each
            // state's target is found once per class of them, from its first byte (so states
            // are numbered as byte by byte).
            let (classOf, classCount) = Self.byteClasses(sets)
            var firstByte = [UInt32](repeating: 0, count: classCount)
            for byte in (0..<UInt32(128)).reversed() { firstByte[classOf[Int(byte)]] = byte }
            var classTargets = [Int32](repeating: 0, count: classCount)
            transitions.reserveCapacity(128 * 16)
            var state = 0
            while state < keys.count {
                let key = keys[state]
                let step = closure(key.pending, atStart: key.atStart, atEnd: false)
                now.append(step.match)
                end.append(step.sawEnd ? closure(key.pending, atStart: key.atStart, atEnd: true).match : step.match)
                dead.append(anchored && key.pending.isEmpty)
                for number in 0..<classCount {
                    let byte = firstByte[number]
                    // `step.sets` is sorted, so the targets are, after the 0 of a new attempt
                    // (smaller than any of them): sorted and distinct, as keys are kept.
                    var next: [Int] = anchored ? [] : [0]
                    for pc in step.sets {
                        guard case .set(let set) = program[pc], sets[set].contains(byte) else { continue }
                        next.append(pc + 1)
                    }
                    let target = Key(pending: next, atStart: false)
                    if let known = ids[target] {
                        classTargets[number] = Int32(known)
                    } else {
                        guard keys.count < Self.stateLimit else { return nil }
                        ids[target] = keys.count
                        classTargets[number] = Int32(keys.count)
                        keys.append(target)
                    }
                }
                for byte in 0..<128 { transitions.append(classTargets[classOf[byte]]) }
                state += 1
            }
            matchesAtEnd = end
            var table = [Int32](repeating: -1 - 4, count: keys.count * 256)
            table.withUnsafeMutableBufferPointer { table in
                for state in keys.indices {
                    for byte in 0..<128 {
                        let target = Int(transitions[state << 7 | byte])
                        let flags = (now[target] ? 1 : 0) | (dead[target] ? 2 : 0)
                        table[state << 8 | byte] = flags == 0 ? Int32(target << 8) : Int32(-1 - flags)
                    }
                }
            }
            self.table = table
            startMatches = now[0]
            shifted = ShiftAutomaton(states: keys.count, atEnd: end, classOf: classOf) { state, byte in
                let entry = table[state << 8 | Int(byte)]
                if entry >= 0 { return .to(Int(entry >> 8)) }
                let flags = -1 - entry
                return flags & 4 != 0 ? .notASCII : flags & 1 != 0 ? .matched : .failed
            }
        }

        /// Each ASCII byte's class, numbered in order of first byte, and their number: bytes of
        /// a class are taken by the same sets. A byte's signature is the bit set of the sets
        /// that take it, 64 sets a word.
        static func byteClasses(_ sets: [ScalarSet]) -> (classOf: [Int], count: Int) {
            let words = max(1, (sets.count + 63) / 64)
            var signatures: [UInt64] = []
            var classOf: [Int] = []
            classOf.reserveCapacity(128)
            var signature = [UInt64](repeating: 0, count: words)
            for byte in 0..<UInt32(128) {
                for index in signature.indices { signature[index] = 0 }
                for (number, set) in sets.enumerated() where set.contains(byte) {
                    signature[number >> 6] |= 1 << UInt64(number & 63)
                }
                // The classes so far, compared word by word (a few dozen at most: no hashing).
                var found = signatures.count / words
                for known in 0..<(signatures.count / words)
                where signatures[(known * words)..<((known + 1) * words)].elementsEqual(signature) {
                    found = known
                    break
                }
                if found == signatures.count / words { signatures += signature }
                classOf.append(found)
            }
            return (classOf, signatures.count / words)
        }

        /// The verdict for ASCII text; nil when the text has other scalars.
        func search(_ text: String) -> Bool? {
            var text = text
            return text.withUTF8 { search($0) }
        }

        func search(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
            // A state that matches now matches at the end too (its closure without `$` is part
            // of the one with it), so stopping there is exact.
            if startMatches { return true }
            if let shifted { return shifted.search(bytes) }
            return tableSearch(bytes)
        }

        /// The walk of the full table: one load per byte.
        func tableSearch(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
            if startMatches { return true }
            return table.withUnsafeBufferPointer { table in
                var row = 0
                for byte in bytes {
                    row = Int(table[row | Int(byte)])
                    if row < 0 {
                        let flags = -1 - row
                        if flags & 4 != 0 { return nil }
                        return flags & 1 != 0
                    }
                }
                return matchesAtEnd[row >> 8]
            }
        }
    }

    /// The verdict on UTF-8 bytes when they are ASCII and the automaton exists (no `String` is
    /// made); nil otherwise.
    func search(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        dfa?.search(bytes)
    }

    /// `search(utf8:)` on the full table, never the shift automaton (for tests).
    func tableSearch(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        dfa?.tableSearch(bytes)
    }

    /// The shift automaton's states, nil when the pattern has none (for tests).
    var shiftedStates: Int? { dfa?.shifted?.mergedStates }

    /// The Pike VM: any text.
    private func simulate(_ text: String) -> Bool {
        let count = program.count
        return program.withUnsafeBufferPointer { code in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: count * 5 + 4) { scratch in
                guard let base = scratch.baseAddress else { return false }
                base.initialize(repeating: 0, count: count * 5 + 4)
                var machine = Machine(
                    code: code, marks: base, current: base + count, next: base + 2 * count, stack: base + 3 * count)
                return run(text, &machine)
            }
        }
    }

    private func run(_ text: String, _ machine: inout Machine) -> Bool {
        let scalars = text.unicodeScalars
        var generation = 1
        var index = scalars.startIndex
        if machine.add(0, toNext: false, generation: generation, atStart: true, atEnd: index == scalars.endIndex) {
            return true
        }
        while index != scalars.endIndex {
            let value = scalars[index].value
            index = scalars.index(after: index)
            let atEnd = index == scalars.endIndex
            generation += 1
            machine.nextCount = 0
            for slot in 0..<machine.currentCount {
                let pc = machine.current[slot]
                guard case .set(let set) = machine.code[pc], contains(set, value) else { continue }
                if machine.add(pc + 1, toNext: true, generation: generation, atStart: false, atEnd: atEnd) {
                    return true
                }
            }
            if !anchored, machine.add(0, toNext: true, generation: generation, atStart: false, atEnd: atEnd) {
                return true
            }
            swap(&machine.current, &machine.next)
            machine.currentCount = machine.nextCount
            if machine.currentCount == 0 && anchored { return false }
        }
        return false
    }

    @inline(__always)
    private func contains(_ set: Int, _ value: UInt32) -> Bool {
        let inside: Bool
        if value < 64 {
            inside = lows[set] & (1 << UInt64(value)) != 0
        } else if value < 128 {
            inside = highs[set] & (1 << UInt64(value - 64)) != 0
        } else {
            inside = wide[set].contains { $0.contains(value) }
        }
        return inside != negated[set]
    }

    /// The Pike VM's state: thread lists and the closure stack in one scratch buffer.
    private struct Machine {
        let code: UnsafeBufferPointer<Instruction>
        let marks: UnsafeMutablePointer<Int>
        var current: UnsafeMutablePointer<Int>
        var next: UnsafeMutablePointer<Int>
        let stack: UnsafeMutablePointer<Int>
        var currentCount = 0
        var nextCount = 0

        init(
            code: UnsafeBufferPointer<Instruction>, marks: UnsafeMutablePointer<Int>,
            current: UnsafeMutablePointer<Int>,
            next: UnsafeMutablePointer<Int>, stack: UnsafeMutablePointer<Int>
        ) {
            self.code = code
            self.marks = marks
            self.current = current
            self.next = next
            self.stack = stack
        }

        /// Adds `start` and its epsilon closure to the current (first step) or next list; true as
        /// soon as `match` is reachable. Each instruction is expanded once per generation, so the
        /// stack never holds more than twice the program's length.
        mutating func add(_ start: Int, toNext: Bool, generation: Int, atStart: Bool, atEnd: Bool) -> Bool {
            var depth = 1
            stack[0] = start
            while depth > 0 {
                depth -= 1
                let pc = stack[depth]
                if marks[pc] == generation { continue }
                marks[pc] = generation
                switch code[pc] {
                case .match: return true
                case .set:
                    if toNext {
                        next[nextCount] = pc
                        nextCount += 1
                    } else {
                        current[currentCount] = pc
                        currentCount += 1
                    }
                case .jump(let target):
                    stack[depth] = target
                    depth += 1
                case .split(let first, let second):
                    stack[depth] = second
                    stack[depth + 1] = first
                    depth += 2
                case .assertStart:
                    if atStart {
                        stack[depth] = pc + 1
                        depth += 1
                    }
                case .assertEnd:
                    if atEnd {
                        stack[depth] = pc + 1
                        depth += 1
                    }
                }
            }
            return false
        }
    }

    fileprivate enum Instruction: Sendable {
        /// Consumes one scalar of set number `n`.
        case set(Int)
        case split(Int, Int)
        case jump(Int)
        case assertStart
        case assertEnd
        case match
    }

    fileprivate indirect enum Node {
        case set(ScalarSet)
        case start
        case end
        case sequence([Node])
        case alternation([Node])
        case repeated(Node, min: Int, max: Int?)
    }

    /// A set of scalars: an ASCII bitmap plus ranges above ASCII, optionally negated.
    fileprivate struct ScalarSet: Sendable {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var ranges: [ClosedRange<UInt32>] = []
        var negated = false

        mutating func insert(_ range: ClosedRange<UInt32>) {
            var lower = range.lowerBound
            while lower <= range.upperBound && lower < 128 {
                if lower < 64 { low |= 1 << UInt64(lower) } else { high |= 1 << UInt64(lower - 64) }
                lower += 1
            }
            if lower <= range.upperBound { ranges.append(lower...range.upperBound) }
        }

        mutating func formUnion(_ other: ScalarSet) {
            low |= other.low
            high |= other.high
            ranges += other.ranges
        }

        func contains(_ value: UInt32) -> Bool {
            let inside: Bool
            if value < 64 {
                inside = low & (1 << UInt64(value)) != 0
            } else if value < 128 {
                inside = high & (1 << UInt64(value - 64)) != 0
            } else {
                inside = ranges.contains { $0.contains(value) }
            }
            return inside != negated
        }

        static func of(_ ranges: [ClosedRange<UInt32>], negated: Bool = false) -> ScalarSet {
            var set = ScalarSet()
            for range in ranges { set.insert(range) }
            set.negated = negated
            return set
        }

        static let digit = of([48...57])
        static let word = of([48...57, 65...90, 95...95, 97...122])
        static let space = of([
            9...13, 32...32, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029,
            0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF,
        ])
        static let anyButLineTerminator = of([10...10, 13...13, 0x2028...0x2029], negated: true)
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        /// Groups open around the current atom: the parser recurses per group, so deeper
        /// patterns are left to the other engine (`SchemaPattern` bounds them before).
        var depth = 0

        var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        mutating func parseAlternation() -> Node? {
            var branches: [Node] = []
            guard let first = parseSequence() else { return nil }
            branches.append(first)
            while peek == "|" {
                index += 1
                guard let next = parseSequence() else { return nil }
                branches.append(next)
            }
            return branches.count == 1 ? branches[0] : .alternation(branches)
        }

        mutating func parseSequence() -> Node? {
            var items: [Node] = []
            while let scalar = peek, scalar != "|", scalar != ")" {
                guard let atom = parseAtom() else { return nil }
                guard let quantified = parseQuantifier(atom) else { return nil }
                items.append(quantified)
            }
            return .sequence(items)
        }

        mutating func parseQuantifier(_ atom: Node) -> Node? {
            guard let scalar = peek else { return atom }
            var min = 0
            var max: Int? = nil
            switch scalar {
            case "*": index += 1
            case "+":
                index += 1
                min = 1
            case "?":
                index += 1
                max = 1
            case "{":
                guard let bounds = parseBounds() else { return nil }
                (min, max) = bounds
            default: return atom
            }
            if case .start = atom { return nil }
            if case .end = atom { return nil }
            // Lazy and possessive forms are not supported here.
            if peek == "?" || peek == "+" || peek == "*" || peek == "{" { return nil }
            return .repeated(atom, min: min, max: max)
        }

        mutating func parseBounds() -> (Int, Int?)? {
            index += 1
            guard let min = parseNumber() else { return nil }
            var max: Int? = min
            if peek == "," {
                index += 1
                max = peek == "}" ? nil : parseNumber()
                if max == nil && peek != "}" { return nil }
            }
            guard peek == "}" else { return nil }
            index += 1
            if let max, max < min { return nil }
            guard min <= 1000, (max ?? 0) <= 1000 else { return nil }
            return (min, max)
        }

        mutating func parseNumber() -> Int? {
            var value = 0
            var digits = 0
            while let scalar = peek, let digit = Int(String(scalar)), scalar.isASCII {
                value = value * 10 + digit
                digits += 1
                index += 1
                if digits > 4 { return nil }
            }
            return digits > 0 ? value : nil
        }

        mutating func parseAtom() -> Node? {
            guard let scalar = peek else { return nil }
            index += 1
            switch scalar {
            case "^": return .start
            case "$": return .end
            case ".": return .set(.anyButLineTerminator)
            case "(":
                guard depth < SchemaPattern.maximumGroupDepth else { return nil }
                depth += 1
                defer { depth -= 1 }
                if peek == "?" {
                    guard index + 1 < scalars.count, scalars[index + 1] == ":" else { return nil }
                    index += 2
                }
                guard let inner = parseAlternation(), peek == ")" else { return nil }
                index += 1
                return inner
            case "[": return parseClass().map(Node.set)
            case "\\": return parseEscape(inClass: false).map(Node.set)
            case "*", "+", "?", "{", "}", "]", ")": return nil
            default: return .set(.of([scalar.value...scalar.value]))
            }
        }

        mutating func parseClass() -> ScalarSet? {
            var set = ScalarSet()
            if peek == "^" {
                set.negated = true
                index += 1
            }
            var first = true
            while let scalar = peek {
                if scalar == "]" && !first { break }
                first = false
                guard let lower = parseClassAtom() else { return nil }
                if peek == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
                    index += 1
                    guard let upper = parseClassAtom(),
                        case .single(let a) = lower, case .single(let b) = upper, a <= b
                    else { return nil }
                    set.insert(a...b)
                } else {
                    switch lower {
                    case .single(let value): set.insert(value...value)
                    case .set(let other):
                        guard !other.negated else { return nil }
                        set.formUnion(other)
                    }
                }
            }
            guard peek == "]" else { return nil }
            index += 1
            return set
        }

        enum ClassAtom {
            case single(UInt32)
            case set(ScalarSet)
        }

        mutating func parseClassAtom() -> ClassAtom? {
            guard let scalar = peek else { return nil }
            index += 1
            if scalar == "\\" {
                guard let next = peek else { return nil }
                if "dwsDWS".unicodeScalars.contains(next) {
                    return parseEscape(inClass: true).map(ClassAtom.set)
                }
                guard let set = parseEscape(inClass: true), set.ranges.isEmpty || set.ranges.count == 1 else {
                    return nil
                }
                return single(set).map(ClassAtom.single)
            }
            return .single(scalar.value)
        }

        func single(_ set: ScalarSet) -> UInt32? {
            if let range = set.ranges.first { return range.lowerBound }
            for bit in 0..<64 where set.low & (1 << UInt64(bit)) != 0 { return UInt32(bit) }
            for bit in 0..<64 where set.high & (1 << UInt64(bit)) != 0 { return UInt32(bit + 64) }
            return nil
        }

        mutating func parseEscape(inClass: Bool) -> ScalarSet? {
            guard let scalar = peek else { return nil }
            index += 1
            switch scalar {
            case "d": return .digit
            case "D":
                var set = ScalarSet.digit
                set.negated = true
                return set
            case "w": return .word
            case "W":
                var set = ScalarSet.word
                set.negated = true
                return set
            case "s": return .space
            case "S":
                var set = ScalarSet.space
                set.negated = true
                return set
            case "n": return .of([10...10])
            case "t": return .of([9...9])
            case "r": return .of([13...13])
            case "f": return .of([12...12])
            case "v": return .of([11...11])
            case "u", "x":
                let count = scalar == "u" ? 4 : 2
                guard index + count <= scalars.count,
                    let value = UInt32(String(String.UnicodeScalarView(scalars[index..<index + count])), radix: 16)
                else { return nil }
                index += count
                return .of([value...value])
            default:
                // Escaped punctuation stands for itself; letters and digits (\b, \1, \p…) are not ours.
                let isAlphanumeric =
                    (48...57).contains(scalar.value) || (65...90).contains(scalar.value)
                    || (97...122).contains(scalar.value)
                if isAlphanumeric { return nil }
                return .of([scalar.value...scalar.value])
            }
        }
    }

    private struct Compiler {
        var program: [Instruction] = []
        var sets: [ScalarSet] = []

        mutating func emit(_ node: Node) -> Bool {
            guard program.count <= 20_000 else { return false }
            switch node {
            case .set(let set):
                sets.append(set)
                program.append(.set(sets.count - 1))
            case .start: program.append(.assertStart)
            case .end: program.append(.assertEnd)
            case .sequence(let items):
                for item in items where !emit(item) { return false }
            case .alternation(let branches):
                var jumps: [Int] = []
                for (position, branch) in branches.enumerated() {
                    if position < branches.count - 1 {
                        let split = program.count
                        program.append(.split(split + 1, 0))
                        guard emit(branch) else { return false }
                        jumps.append(program.count)
                        program.append(.jump(0))
                        program[split] = .split(split + 1, program.count)
                    } else {
                        guard emit(branch) else { return false }
                    }
                }
                for jump in jumps { program[jump] = .jump(program.count) }
            case .repeated(let body, let min, let max):
                for _ in 0..<min where !emit(body) { return false }
                if let max {
                    var splits: [Int] = []
                    for _ in min..<max {
                        splits.append(program.count)
                        program.append(.split(0, 0))
                        guard emit(body) else { return false }
                    }
                    for split in splits { program[split] = .split(split + 1, program.count) }
                } else {
                    let loop = program.count
                    program.append(.split(loop + 1, 0))
                    guard emit(body) else { return false }
                    program.append(.jump(loop))
                    program[loop] = .split(loop + 1, program.count)
                }
            }
            return true
        }
    }
}
