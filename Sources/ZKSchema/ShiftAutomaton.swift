import ZKCore

/// A deterministic automaton of at most 16 states over bytes, walked with one shift per byte: the
/// row of a byte holds, in four bits per state, the state that byte leads to from each state,
/// so the next state is `(rows[byte] >> state) & 15` (the state kept multiplied by 4). The
/// row's load depends on the byte alone, not on the state before, so a step costs a shift, a
/// mask and a multiply on the chain from byte to byte, where a table walk waits for a load
/// (about twice as long). Built from a larger automaton by merging the states no text tells
/// apart (Moore's partition refinement); nil when more than 16 remain.
///
/// Three states may be added that never leave: matched (the pattern is found whatever follows),
/// failed (no text that starts so can match) and not ASCII (the caller decides on another
/// matcher). The walk checks every 16 bytes whether it reached one, so a long text that fails
/// at its first byte is not read to its end.
struct ShiftAutomaton: Sendable {
    static let stateLimit = 16

    /// Where a byte leads from a state of the automaton being packed.
    enum Step {
        case to(Int)
        case matched
        case failed
        case notASCII
    }

    /// Per byte (256): four bits per state, the next state.
    private let rows: [UInt64]
    /// The start state, times 4.
    private let start: UInt64
    /// Bit `n`: state `n` matches when the text ends there.
    private let accepting: UInt16
    /// The not-ASCII state, times 4 (bytes from 0x80 lead there from every other state).
    private let notASCII: UInt64
    /// The first state that never leaves, times 4 (the absorbing states are numbered last).
    private let absorbing: UInt64

    /// The automaton of `states` states, state 0 the start, where `atEnd[n]` says whether state
    /// `n` matches at the end of the text and `step(n, byte)` where an ASCII byte leads; bytes
    /// from 0x80 on lead to not ASCII. `classOf` gives each ASCII byte a class such that the
    /// bytes of a class lead alike from every state (`step` is asked of one byte per class).
    init?(states: Int, atEnd: [Bool], classOf: [Int], step: (Int, UInt8) -> Step) {
        guard states > 0, atEnd.count == states, classOf.count == 128 else { return nil }
        var representatives: [UInt8] = []
        for (byte, number) in classOf.enumerated() where number == representatives.count {
            representatives.append(UInt8(byte))
        }
        let classes = representatives.count
        guard classes == (classOf.max() ?? -1) + 1 else { return nil }
        // Each move as an integer: the target state, or -1 matched, -2 failed, -3 not ASCII.
        var moves: [Int] = []
        moves.reserveCapacity(states * classes)
        for state in 0..<states {
            for byte in representatives {
                switch step(state, byte) {
                case .to(let target): moves.append(target)
                case .matched: moves.append(-1)
                case .failed: moves.append(-2)
                case .notASCII: moves.append(-3)
                }
            }
        }
        guard let (live, block, blockCount) = Self.merge(states: states, atEnd: atEnd, moves: moves, classes: classes)
        else { return nil }
        // The absorbing states after the blocks, only those some byte reaches.
        let used = Set(live.flatMap { moves[$0 * classes..<($0 + 1) * classes] })
        var next = blockCount
        func number(_ present: Bool) -> Int? {
            guard present else { return nil }
            defer { next += 1 }
            return next
        }
        let matched = number(used.contains(-1))
        let failed = number(used.contains(-2))
        let notASCIIState = next
        next += 1
        guard next <= Self.stateLimit else { return nil }
        let specials = [-1: matched ?? notASCIIState, -2: failed ?? notASCIIState, -3: notASCIIState]
        var bytesOf = [[Int]](repeating: [], count: classes)
        for (byte, number) in classOf.enumerated() { bytesOf[number].append(byte) }
        var rows = [UInt64](repeating: 0, count: 256)
        var accepting: UInt16 = 0
        var beyondASCII: UInt64 = 0
        for state in live {
            let packed = block[state]
            if atEnd[state] { accepting |= 1 << UInt16(packed) }
            for number in 0..<classes {
                let move = moves[state * classes + number]
                let destination = move >= 0 ? block[move] : specials[move] ?? notASCIIState
                for byte in bytesOf[number] { rows[byte] |= UInt64(destination) << UInt64(4 * packed) }
            }
            beyondASCII |= UInt64(notASCIIState) << UInt64(4 * packed)
        }
        for special in [matched, failed, notASCIIState].compactMap({ $0 }) {
            beyondASCII |= UInt64(special) << UInt64(4 * special)
            for byte in 0..<128 { rows[byte] |= UInt64(special) << UInt64(4 * special) }
        }
        for byte in 128..<256 { rows[byte] = beyondASCII }
        if let matched { accepting |= 1 << UInt16(matched) }
        self.rows = rows
        self.accepting = accepting
        start = UInt64(block[0]) << 2
        notASCII = UInt64(notASCIIState) << 2
        absorbing = UInt64(blockCount) << 2
    }

    /// Moore's refinement of the states state 0 reaches: each live state's block, and the
    /// number of blocks; nil past `stateLimit` blocks. `moves` holds `classes` moves a state.
    private static func merge(
        states: Int, atEnd: [Bool], moves: [Int], classes: Int
    ) -> (live: [Int], block: [Int], count: Int)? {
        // Only the states a text can reach count (the larger automaton keeps some that only
        // its stopping entries lead to).
        var reachable = Array(repeating: false, count: states)
        reachable[0] = true
        var pending = [0]
        while let state = pending.popLast() {
            for target in moves[state * classes..<(state + 1) * classes] where target >= 0 && !reachable[target] {
                reachable[target] = true
                pending.append(target)
            }
        }
        let live = (0..<states).filter { reachable[$0] }
        // Moore: states start apart by whether they match at the end, and split while two of a
        // block lead somewhere different on some class of bytes.
        var block = atEnd.map { $0 ? 1 : 0 }
        var blockCount = Set(live.map { block[$0] }).count
        // Each round gives every live state the signature (its block, then where each class
        // of bytes leads, as blocks) and numbers the distinct ones; more than 16 and no shift
        // automaton can hold them (refining only splits blocks).
        var signatures: [Int] = []
        let width = classes + 1
        while true {
            signatures.removeAll(keepingCapacity: true)
            var refined = block
            var distinct = 0
            for state in live {
                let start = signatures.count
                signatures.append(block[state])
                for target in moves[state * classes..<(state + 1) * classes] {
                    signatures.append(target >= 0 ? block[target] : target)
                }
                var number = -1
                for earlier in 0..<distinct
                where signatures[earlier * width..<(earlier + 1) * width].elementsEqual(
                    signatures[start..<start + width])
                {
                    number = earlier
                    break
                }
                if number < 0 {
                    guard distinct < stateLimit else { return nil }
                    number = distinct
                    distinct += 1
                } else {
                    signatures.removeLast(width)
                }
                refined[state] = number
            }
            block = refined
            if distinct == blockCount { break }
            blockCount = distinct
        }
        return (live, block, blockCount)
    }

    /// Whether the text matches; nil when a byte of it is not ASCII before the verdict is known.
    func search(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        rows.withUnsafeBufferPointer { rows -> Bool? in
            var state = start
            if let table = rows.baseAddress, let text = bytes.baseAddress {
                let count = bytes.count
                var index = 0
                while index < count {
                    let stop = min(index &+ 16, count)
                    repeat {
                        state = ((table[Int(text[index])] &>> state) & 15) &<< 2
                        index &+= 1
                    } while index < stop
                    if state >= absorbing { break }
                }
            }
            if state == notASCII { return nil }
            return (accepting &>> UInt16(truncatingIfNeeded: state &>> 2)) & 1 != 0
        }
    }

    /// The states left after merging, the absorbing ones not counted (for tests).
    var mergedStates: Int { Int(absorbing >> 2) }
}
