#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A JSON document as one flat array of 32-bit words (a "tape", as simdjson calls it): no object
/// per value, strings and numbers left in the source bytes, and for every value and key only its
/// byte offset — line and column are computed from the file's line table when a diagnostic needs
/// them. What `zk-content validate` reads: about 4 bytes per value, so a document takes less
/// than its own size in memory besides its bytes, and reading it allocates nothing per value.
///
/// Word layout (a little-endian `UInt32`):
///
///     bits 29-31  tag: 0 literal (null, false, true: its first byte says which), 1 integer
///                 number, 2 other number, 3 string, 4 string with escapes, 5 array, 6 object
///     bits  0-28  the value's byte offset in the source (a string's opening quote)
///
/// An array or object word is followed by one word holding the number of words of its contents
/// (to skip it; its element or member count is counted when asked); a string with escapes by
/// two, the offset and the length of its decoded bytes in `decoded`. The other values are one
/// word: the source gives their length (a plain string ends at the next quote, a number at the
/// end of its lexeme). An object's contents are key, value, key, value…; keys are string words.
///
/// Offsets have 29 bits: a document of 512 MiB or more is not read as a tape (`read` returns
/// nil; the tools refuse inputs over 256 MiB before reading them: `FileReader.sizeLimit`).
///
/// `JSONTape.read` accepts exactly the documents `JSONReader` reads without any diagnostic (the
/// two read their tokens with one `JSONLexer`), and returns nil for every other file (a syntax
/// error, a duplicate key, a byte order mark, a number beyond the double range, invalid UTF-8):
/// the caller then reads the file with `JSONReader`, which names the problem. A tree
/// (`JSONValue`) can be turned into a tape too, keeping its positions.
public struct JSONTape: Sendable {
    public enum Kind: UInt8, Sendable {
        case null = 0
        case `false` = 1
        case `true` = 2
        case number = 3
        case string = 4
        case array = 5
        case object = 6
    }

    /// The tags of the words' top three bits. Inlinable, as the readers below: the schema
    /// engine (another module) walks tapes in its hot loops.
    @usableFromInline enum Tag {
        @usableFromInline static let literal: UInt32 = 0
        @usableFromInline static let integer: UInt32 = 1
        @usableFromInline static let number: UInt32 = 2
        @usableFromInline static let string: UInt32 = 3
        @usableFromInline static let escapedString: UInt32 = 4
        @usableFromInline static let array: UInt32 = 5
        @usableFromInline static let object: UInt32 = 6
    }

    public private(set) var words: [UInt32]
    /// The bytes of strings that had escapes (decoded), or of every value of a tape made from a tree.
    public private(set) var decoded: [UInt8]
    /// The source the offsets point into; nil for a tape made from a tree.
    public let file: SourceFile?
    /// For a tape made from a tree: the position of each value, the offsets are indices here.
    @usableFromInline let positions: [SourcePosition]
    /// For a tape made from a tree: where each value's bytes start in `decoded`, by position slot,
    /// and one more entry, the end (a value's bytes end where the next slot's start).
    @usableFromInline let stringStarts: [Int]

    @usableFromInline static let tagShift: UInt32 = 29
    @usableFromInline static let lowMask: UInt32 = (1 << 29) - 1

    // MARK: Reading a value

    @inlinable @inline(__always) public func kind(_ index: Int) -> Kind { withBuffers { $0.kind(index) } }

    @inline(__always) func offset(_ index: Int) -> Int { withBuffers { $0.offset(index) } }

    /// Elements of an array, members of an object (counted).
    @inlinable @inline(__always) public func count(_ index: Int) -> Int { withBuffers { $0.count(index) } }

    /// The index of the word after the value at `index` (its next sibling).
    @inlinable @inline(__always) public func next(_ index: Int) -> Int { withBuffers { $0.next(index) } }

    /// The first element of an array or the first key of an object.
    @inlinable @inline(__always) public func firstChild(_ index: Int) -> Int { index + 2 }

    /// Whether the number at `index` was written as an integer (no fraction, no exponent).
    @inlinable @inline(__always) public func isIntegerLexeme(_ index: Int) -> Bool {
        words[index] >> Self.tagShift == Tag.integer
    }

    /// The position (line, column in Unicode scalars, offset) of the value at `index`.
    public func position(_ index: Int) -> SourcePosition {
        if let file { return file.position(ofOffset: offset(index)) }
        let slot = offset(index)
        return slot < positions.count ? positions[slot] : SourcePosition(line: 0, column: 0, offset: 0)
    }

    /// Calls `body` with the UTF-8 bytes of the string (or number lexeme) at `index`, in place.
    @inline(__always)
    public func withBytes<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try withBuffers { try body($0.bytes(index)) }
    }

    public func string(_ index: Int) -> String { withBytes(index) { String(decoding: $0, as: UTF8.self) } }

    /// The number at `index`, exact (`integer` when it fits 64 bits, else the lexeme).
    public func number(_ index: Int) -> JSONNumber {
        if isIntegerLexeme(index) {
            let parsed: Int64? = withBytes(index) { bytes in
                guard bytes.count <= 18 else { return nil }
                var value: Int64 = 0
                var negative = false
                for byte in bytes {
                    if byte == UInt8(ascii: "-") { negative = true } else { value = value &* 10 &+ Int64(byte &- 0x30) }
                }
                return negative ? -value : value
            }
            if let parsed { return .integer(parsed) }
            let text = string(index)
            if let value = Int64(text) { return .integer(value) }
            return .decimal(text)
        }
        return .decimal(string(index))
    }

    /// The value of the member named `name` (by code point) of the object at `object`.
    public func member(_ object: Int, named name: String) -> Int? {
        guard kind(object) == .object else { return nil }
        var name = name
        return name.withUTF8 { other in
            withBuffers { raw in
                let end = raw.next(object)
                var key = object + 2
                while key < end {
                    let value = raw.next(key)
                    if raw.bytes(key, equal: other) { return value }
                    key = raw.next(value)
                }
                return nil
            }
        }
    }

    /// Whether the strings (or keys) at `a` and `b` hold the same code points.
    public func bytesEqual(_ a: Int, _ b: Int) -> Bool {
        withBuffers { raw in raw.bytes(a, equal: raw.bytes(b)) }
    }

    /// Whether the string at `index` has exactly the UTF-8 bytes of `text`.
    public func stringEquals(_ index: Int, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { other in withBuffers { $0.bytes(index, equal: other) } }
    }

    /// The tree of the value at `index` (for messages and the few callers that want one).
    public func value(_ index: Int) -> JSONValue {
        let position = position(index)
        switch kind(index) {
        case .null: return JSONValue(.null, at: position)
        case .false: return JSONValue(.bool(false), at: position)
        case .true: return JSONValue(.bool(true), at: position)
        case .number: return JSONValue(.number(number(index)), at: position)
        case .string: return JSONValue(.string(string(index)), at: position)
        case .array:
            var items: [JSONValue] = []
            let end = next(index)
            var child = firstChild(index)
            while child < end {
                items.append(value(child))
                child = next(child)
            }
            return JSONValue(.array(items), at: position)
        case .object:
            var members: [JSONMember] = []
            let end = next(index)
            var key = firstChild(index)
            while key < end {
                let member = next(key)
                members.append(JSONMember(key: string(key), keyPosition: self.position(key), value: value(member)))
                key = next(member)
            }
            return JSONValue(.object(JSONObject(members)), at: position)
        }
    }

    // MARK: Raw access

    /// The tape's arrays as buffers, for hot loops (the schema validator): the same reads as
    /// `kind`, `count`, `next` and `withBytes`, without bounds checks or reference counting.
    /// Valid only inside `withBuffers`.
    public struct Buffers {
        public let words: UnsafeBufferPointer<UInt32>
        @usableFromInline let source: UnsafeBufferPointer<UInt8>
        @usableFromInline let decoded: UnsafeBufferPointer<UInt8>
        @usableFromInline let starts: UnsafeBufferPointer<Int>
        @usableFromInline let fromFile: Bool

        @usableFromInline
        init(
            words: UnsafeBufferPointer<UInt32>, source: UnsafeBufferPointer<UInt8>, decoded: UnsafeBufferPointer<UInt8>,
            starts: UnsafeBufferPointer<Int>, fromFile: Bool
        ) {
            self.words = words
            self.source = source
            self.decoded = decoded
            self.starts = starts
            self.fromFile = fromFile
        }

        @inlinable @inline(__always) func tag(_ index: Int) -> UInt32 { words[index] &>> JSONTape.tagShift }

        /// The byte offset of the value at `index` (a slot in `starts` for a tape made from a tree).
        @inlinable @inline(__always) func offset(_ index: Int) -> Int {
            Int(truncatingIfNeeded: words[index] & JSONTape.lowMask)
        }

        @inlinable @inline(__always) public func kind(_ index: Int) -> Kind {
            switch tag(index) {
            case JSONTape.Tag.literal:
                // The literal's first byte: `n`ull, `t`rue, `f`alse.
                let first = fromFile ? source[offset(index)] : decoded[starts[offset(index)]]
                return first == UInt8(ascii: "n") ? .null : first == UInt8(ascii: "t") ? .true : .false
            case JSONTape.Tag.integer, JSONTape.Tag.number: return .number
            case JSONTape.Tag.string, JSONTape.Tag.escapedString: return .string
            case JSONTape.Tag.array: return .array
            case JSONTape.Tag.object: return .object
            default: return .null
            }
        }

        /// Whether the number at `index` was written as an integer (no fraction, no exponent).
        @inlinable @inline(__always) public func isIntegerLexeme(_ index: Int) -> Bool {
            tag(index) == JSONTape.Tag.integer
        }

        /// Elements of an array, members of an object: counted, one step per child.
        @inlinable @inline(__always) public func count(_ index: Int) -> Int {
            let tag = tag(index)
            guard tag == JSONTape.Tag.array || tag == JSONTape.Tag.object else { return 0 }
            let end = next(index)
            var child = index &+ 2
            var count = 0
            while child < end {
                child = next(child)
                count &+= 1
            }
            return tag == JSONTape.Tag.object ? count &>> 1 : count
        }

        @inlinable @inline(__always) public func firstChild(_ index: Int) -> Int { index &+ 2 }

        @inlinable @inline(__always) public func next(_ index: Int) -> Int {
            switch tag(index) {
            case JSONTape.Tag.array, JSONTape.Tag.object:
                return index &+ 2 &+ Int(truncatingIfNeeded: words[index &+ 1])
            case JSONTape.Tag.escapedString: return fromFile ? index &+ 3 : index &+ 1
            default: return index &+ 1
            }
        }

        /// The UTF-8 bytes of the string (or number lexeme, or literal) at `index`.
        @inlinable @inline(__always) public func bytes(_ index: Int) -> UnsafeBufferPointer<UInt8> {
            let tag = tag(index)
            if !fromFile {
                let slot = offset(index)
                return UnsafeBufferPointer(rebasing: decoded[starts[slot]..<starts[slot &+ 1]])
            }
            if tag == JSONTape.Tag.escapedString {
                let start = Int(truncatingIfNeeded: words[index &+ 1])
                return UnsafeBufferPointer(
                    rebasing: decoded[start..<(start &+ Int(truncatingIfNeeded: words[index &+ 2]))])
            }
            let offset = offset(index)
            guard let base = source.baseAddress else { return UnsafeBufferPointer(start: nil, count: 0) }
            switch tag {
            case JSONTape.Tag.string:
                let start = offset &+ 1
                return UnsafeBufferPointer(
                    start: base + start, count: JSONTape.plainStringEnd(base, from: start, count: source.count) &- start
                )
            case JSONTape.Tag.integer, JSONTape.Tag.number:
                var end = offset &+ 1
                while end < source.count, JSONTape.isNumberByte(source[end]) { end &+= 1 }
                return UnsafeBufferPointer(start: base + offset, count: end &- offset)
            case JSONTape.Tag.literal:
                return UnsafeBufferPointer(start: base + offset, count: source[offset] == UInt8(ascii: "f") ? 5 : 4)
            default:
                return UnsafeBufferPointer(start: base + offset, count: 0)
            }
        }

        @inlinable @inline(__always) public func withBytes<R>(
            _ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R
        ) rethrows -> R {
            try body(bytes(index))
        }

        /// Whether the string at `index` has exactly the bytes `other`.
        @inlinable @inline(__always) public func bytes(_ index: Int, equal other: UnsafeBufferPointer<UInt8>) -> Bool {
            if fromFile, tag(index) == JSONTape.Tag.string, let base = source.baseAddress {
                // A plain string is `other` when the source holds `other` and then the closing
                // quote, and `other` has no quote (that would have ended the string): most keys
                // that are not the one asked for fail at the first byte looked at.
                let start = offset(index) &+ 1
                let count = other.count
                guard start &+ count < source.count, source[start &+ count] == UInt8(ascii: "\"") else { return false }
                guard count > 0, let wanted = other.baseAddress else { return true }
                guard JSONTape.equalBytes(base + start, wanted, count) else { return false }
                return JSONTape.plainStringEnd(wanted, from: 0, count: count) == count
            }
            let mine = bytes(index)
            guard mine.count == other.count else { return false }
            guard let p = mine.baseAddress, let q = other.baseAddress else { return true }
            return JSONTape.equalBytes(p, q, mine.count)
        }
    }

    /// Whether `count` bytes at `p` and at `q` are equal: short runs (keys, IDs, names) by
    /// overlapping word loads inside the runs, no call; longer ones by `memcmp`.
    @inlinable
    package static func equalBytes(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        let x = UnsafeRawPointer(p)
        let y = UnsafeRawPointer(q)
        switch count {
        case 0: return true
        case 1...3:
            for index in 0..<count where p[index] != q[index] { return false }
            return true
        case 4...8:
            return x.loadUnaligned(as: UInt32.self) == y.loadUnaligned(as: UInt32.self)
                && x.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
                    == y.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        case 9...16:
            return x.loadUnaligned(as: UInt64.self) == y.loadUnaligned(as: UInt64.self)
                && x.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                    == y.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        case 17...32:
            return x.loadUnaligned(as: UInt64.self) == y.loadUnaligned(as: UInt64.self)
                && x.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                    == y.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                && x.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self)
                    == y.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self)
                && x.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                    == y.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        default:
            return memcmp(p, q, count) == 0
        }
    }

    /// Where a string without escapes whose bytes start at `start` ends: at the next quote.
    /// Eight bytes a step (the "has a zero byte" test on the bytes XOR quotes; the lowest flag
    /// it raises is exact), so the short strings of content (keys, IDs) cost a few steps, no call.
    @inlinable @inline(__always) static func plainStringEnd(
        _ base: UnsafePointer<UInt8>, from start: Int, count: Int
    ) -> Int {
        var end = start
        let raw = UnsafeRawPointer(base)
        while end &+ 8 <= count {
            let word =
                UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end, as: UInt64.self)) ^ 0x2222_2222_2222_2222
            let found = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
            if found != 0 { return end &+ found.trailingZeroBitCount &>> 3 }
            end &+= 8
        }
        while end < count, base[end] != UInt8(ascii: "\"") { end &+= 1 }
        return end
    }

    /// The bytes a number lexeme is made of.
    @inlinable @inline(__always) static func isNumberByte(_ byte: UInt8) -> Bool {
        byte &- 0x30 < 10 || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
    }

    /// Calls `body` with the tape's buffers.
    @inlinable @inline(__always)
    public func withBuffers<R>(_ body: (Buffers) throws -> R) rethrows -> R {
        try words.withUnsafeBufferPointer { words in
            try decoded.withUnsafeBufferPointer { decoded in
                try stringStarts.withUnsafeBufferPointer { starts in
                    if let file {
                        return try file.bytes.withUnsafeBufferPointer { source in
                            try body(
                                Buffers(words: words, source: source, decoded: decoded, starts: starts, fromFile: true))
                        }
                    }
                    return try body(
                        Buffers(
                            words: words, source: UnsafeBufferPointer(start: nil, count: 0), decoded: decoded,
                            starts: starts, fromFile: false))
                }
            }
        }
    }

    // MARK: From a tree

    /// The tape of a tree, keeping its positions (values built in memory, documents already read).
    public init(_ root: JSONValue) {
        var builder = TreeBuilder()
        builder.add(root)
        builder.starts.append(builder.bytes.count)
        words = builder.words
        decoded = builder.bytes
        positions = builder.positions
        stringStarts = builder.starts
        file = nil
    }

    private struct TreeBuilder {
        var words: [UInt32] = []
        var bytes: [UInt8] = []
        var positions: [SourcePosition] = []
        var starts: [Int] = []

        /// The first word of a value: its tag and a new position slot (its bytes start here). A
        /// tree of 2^29 values would take far more memory than any input the tools read.
        mutating func first(_ tag: UInt32, _ position: SourcePosition) {
            let slot = positions.count
            positions.append(position)
            starts.append(bytes.count)
            words.append(tag << JSONTape.tagShift | UInt32(truncatingIfNeeded: slot) & JSONTape.lowMask)
        }

        mutating func text(_ tag: UInt32, _ text: String, _ position: SourcePosition) {
            first(tag, position)
            bytes.append(contentsOf: text.utf8)
        }

        mutating func add(_ value: JSONValue) {
            switch value.kind {
            case .null: text(JSONTape.Tag.literal, "null", value.position)
            case .bool(let flag): text(JSONTape.Tag.literal, flag ? "true" : "false", value.position)
            case .number(let number):
                switch number {
                case .integer(let integer): text(JSONTape.Tag.integer, String(integer), value.position)
                case .double(let double): text(JSONTape.Tag.number, JSONDecimal(double)?.text() ?? "0", value.position)
                case .decimal(let lexeme): text(JSONTape.Tag.number, lexeme, value.position)
                }
            case .string(let string): text(JSONTape.Tag.string, string, value.position)
            case .array(let items):
                let start = words.count
                first(JSONTape.Tag.array, value.position)
                words.append(0)
                for item in items { add(item) }
                words[start + 1] = UInt32(truncatingIfNeeded: words.count - start - 2)
            case .object(let object):
                let start = words.count
                first(JSONTape.Tag.object, value.position)
                words.append(0)
                for member in object.members {
                    text(JSONTape.Tag.string, member.key, member.keyPosition)
                    add(member.value)
                }
                words[start + 1] = UInt32(truncatingIfNeeded: words.count - start - 2)
            }
        }
    }

    // MARK: From bytes

    init(words: [UInt32], decoded: [UInt8], file: SourceFile) {
        self.words = words
        self.decoded = decoded
        self.file = file
        positions = []
        stringStarts = []
    }

    /// Reads `file`; nil when it has anything `JSONReader` would report (read it with that), or
    /// when it has 512 MiB or more (offsets are 29 bits).
    public static func read(_ file: SourceFile, maxDepth: Int = JSONReader.defaultMaxDepth) -> JSONTape? {
        guard file.bytes.count <= Int(lowMask) else { return nil }
        return file.bytes.withUnsafeBufferPointer { buffer -> JSONTape? in
            guard !buffer.isEmpty, !(buffer.count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF),
                UTF8Validation.firstInvalidOffset(buffer) == nil
            else { return nil }
            // A word per two bytes holds every document but dense nests of empty containers
            // (`[[[]],[[]]]`); those are read again with a word per byte, which always suffices
            // (each word starts at a byte of its own: a container's two words at its brackets, an
            // escaped string's three at its quotes and backslash).
            // Pages never written stay unmapped, so the reserve costs no memory.
            for capacity in [buffer.count / 2 + 16, buffer.count + 16] {
                switch scan(buffer, maxDepth: maxDepth, capacity: capacity) {
                case .read(let words, let decoded): return JSONTape(words: words, decoded: decoded, file: file)
                case .invalid: return nil
                case .full: continue
                }
            }
            return nil
        }
    }

    private enum Scan {
        case read([UInt32], [UInt8])
        case invalid
        /// More words than `capacity`.
        case full
    }

    /// One pass of `TapeScanner` writing into an array of `capacity` words, and its stack of
    /// open containers in a temporary allocation: no array to grow or check for uniqueness per value.
    private static func scan(_ buffer: UnsafeBufferPointer<UInt8>, maxDepth: Int, capacity: Int) -> Scan {
        var outcome = Scan.invalid
        var decoded: [UInt8] = []
        let words = [UInt32](unsafeUninitializedCapacity: capacity) { storage, initialized in
            initialized = 0
            guard let wordBase = storage.baseAddress else { return }
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (max(maxDepth, 0) + 1)) { stack in
                withUnsafeTemporaryAllocation(
                    of: UInt64.self, capacity: TapeScanner.printedDepths * TapeScanner.printsPerObject
                ) { prints in
                    guard let stackBase = stack.baseAddress, let printBase = prints.baseAddress,
                        var scanner = TapeScanner(
                            buffer: buffer, maxDepth: maxDepth, stack: stackBase, prints: printBase, words: wordBase,
                            capacity: capacity)
                    else { return }
                    let clean = scanner.document()
                    if scanner.full {
                        outcome = .full
                    } else if clean {
                        initialized = scanner.wordCount
                        decoded = scanner.decoded
                        outcome = .read([], [])
                    }
                }
            }
        }
        if case .read = outcome { return .read(words, decoded) }
        return outcome
    }
}

/// The reader behind `JSONTape.read`: one pass over the bytes, an explicit stack of open
/// containers, no allocation per value.
private struct TapeScanner {
    let lexer: JSONLexer
    let base: UnsafePointer<UInt8>
    let count: Int
    let maxDepth: Int
    var index = 0
    /// The tape being written: `wordCount` words of room for `capacity`; `full` once a word
    /// found no room (it is dropped, and the document is read again with more).
    let words: UnsafeMutablePointer<UInt32>
    let capacity: Int
    var wordCount = 0
    var full = false
    var decoded: [UInt8] = []
    /// Open containers, innermost last, `depth` of them: the index of each one's first word
    /// (`starts`) and its elements or members so far (`counts`); room for `maxDepth` + 1 each.
    let starts: UnsafeMutablePointer<Int>
    let counts: UnsafeMutablePointer<Int>
    var depth = 0
    /// Duplicate keys are screened as the keys are read: each open object (of the first
    /// `printedDepths` levels) keeps a fingerprint of its first `printsPerObject` keys, and an
    /// object is `suspect` (1) when two fingerprints agree, a key has escapes or there are
    /// more keys or levels than that. Only a suspect object's keys are compared when it closes:
    /// most objects never are.
    static let printedDepths = 32
    static let printsPerObject = 16
    let prints: UnsafeMutablePointer<UInt64>
    let suspects: UnsafeMutablePointer<Int>

    /// `stack` holds `3 * (maxDepth + 1)` integers and `prints` `printedDepths * printsPerObject`
    /// fingerprints, for as long as the scanner reads.
    init?(
        buffer: UnsafeBufferPointer<UInt8>, maxDepth: Int, stack: UnsafeMutablePointer<Int>,
        prints: UnsafeMutablePointer<UInt64>, words: UnsafeMutablePointer<UInt32>, capacity: Int
    ) {
        starts = stack
        counts = stack + (max(maxDepth, 0) + 1)
        suspects = stack + 2 * (max(maxDepth, 0) + 1)
        self.prints = prints
        self.words = words
        self.capacity = capacity
        guard let lexer = JSONLexer(buffer) else { return nil }
        self.lexer = lexer
        base = lexer.base
        count = lexer.count
        self.maxDepth = maxDepth
    }

    /// Appends a word (drops it and sets `full` when there is no room).
    @inline(__always) mutating func push(_ word: UInt32) {
        guard wordCount < capacity else {
            full = true
            return
        }
        words[wordCount] = word
        wordCount &+= 1
    }

    /// Appends the first word of a value: its tag and its offset.
    @inline(__always) mutating func push(_ tag: UInt32, at offset: Int) {
        push(tag << JSONTape.tagShift | UInt32(truncatingIfNeeded: offset))
    }

    /// The offset of the value whose first word is at `at`.
    @inline(__always) func offset(_ at: Int) -> Int { Int(truncatingIfNeeded: words[at] & JSONTape.lowMask) }

    @inline(__always) func tag(_ at: Int) -> UInt32 { words[at] >> JSONTape.tagShift }

    @inline(__always) mutating func skipWhitespace() {
        while index < count {
            let b = base[index]
            if b == 0x20 {
                index = lexer.endOfSpaces(from: index + 1)
            } else if b == 0x0A || b == 0x0D || b == 0x09 {
                index += 1
            } else {
                return
            }
        }
    }

    mutating func document() -> Bool {
        skipWhitespace()
        guard index < count, value() else { return false }
        skipWhitespace()
        return index == count
    }

    /// Reads one value, with everything nested inside it, iteratively.
    mutating func value() -> Bool {
        while true {
            guard index < count else { return false }
            let b = base[index]
            switch b {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard depth < maxDepth else { return false }
                let isObject = b == UInt8(ascii: "{")
                starts[depth] = wordCount
                counts[depth] = 0
                suspects[depth] = 0
                depth += 1
                push(isObject ? JSONTape.Tag.object : JSONTape.Tag.array, at: index)
                push(0)
                // The container's words must be there: the stack points at them.
                guard !full else { return false }
                index += 1
                skipWhitespace()
                guard index < count else { return false }
                if base[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    index += 1
                    guard close() else { return false }
                } else if isObject {
                    guard key() else { return false }
                    continue
                } else {
                    continue
                }
            case UInt8(ascii: "\""):
                guard string() else { return false }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard number() else { return false }
            case UInt8(ascii: "t"):
                guard literal(.true, kind: .true) else { return false }
            case UInt8(ascii: "f"):
                guard literal(.false, kind: .false) else { return false }
            case UInt8(ascii: "n"):
                guard literal(.null, kind: .null) else { return false }
            default:
                return false
            }
            // After a value: a separator, or the end of containers.
            if depth > 0 { counts[depth - 1] += 1 }
            while depth > 0 {
                let container = starts[depth - 1]
                skipWhitespace()
                guard index < count else { return false }
                let isObject = tag(container) == JSONTape.Tag.object
                let c = base[index]
                if c == UInt8(ascii: ",") {
                    index += 1
                    skipWhitespace()
                    if isObject {
                        guard key() else { return false }
                    }
                    break
                }
                guard c == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { return false }
                index += 1
                guard close() else { return false }
                if depth > 0 { counts[depth - 1] += 1 }
            }
            if depth == 0 { return true }
        }
    }

    /// A key, the colon and the whitespace before its value.
    mutating func key() -> Bool {
        let open = index
        let first = wordCount
        guard index < count, base[index] == UInt8(ascii: "\""), string() else { return false }
        screen(keyAt: open, word: first)
        skipWhitespace()
        guard index < count, base[index] == UInt8(ascii: ":") else { return false }
        index += 1
        skipWhitespace()
        return true
    }

    /// Notes the fingerprint of the key just read (its quote at `open`, its first word at
    /// `word`) for the innermost object, which becomes suspect when the key may repeat one.
    @inline(__always) mutating func screen(keyAt open: Int, word: Int) {
        let object = depth - 1
        let member = counts[object]
        guard object < Self.printedDepths, member < Self.printsPerObject, word < wordCount,
            tag(word) == JSONTape.Tag.string
        else {
            suspects[object] = 1
            return
        }
        let print = Self.fingerprint(base + open + 1, count: index - open - 2)
        let row = prints + object * Self.printsPerObject
        for earlier in 0..<member where row[earlier] == print {
            suspects[object] = 1
            break
        }
        row[member] = print
    }

    /// A hash of a key's bytes (length, first and last eight): equal keys have equal prints;
    /// a print shared by different keys only costs the exact comparison.
    @inline(__always) static func fingerprint(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        let raw = UnsafeRawPointer(bytes)
        var head: UInt64 = 0
        var tail: UInt64 = 0
        if count >= 8 {
            head = raw.loadUnaligned(as: UInt64.self)
            tail = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 {
            head = UInt64(raw.loadUnaligned(as: UInt32.self))
            tail = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
        } else {
            for index in 0..<count { head = head << 8 | UInt64(bytes[index]) }
        }
        let mixed = (head &* 0x9E37_79B9_7F4A_7C15) ^ ((tail &* 0xC2B2_AE3D_27D4_EB4F) &>> 7)
        return mixed ^ UInt64(truncatingIfNeeded: count)
    }

    /// Closes the innermost container: its count and size; an object's keys must be unique.
    mutating func close() -> Bool {
        guard depth > 0 else { return false }
        depth -= 1
        let start = starts[depth]
        let children = counts[depth]
        guard !full else { return false }
        words[start + 1] = UInt32(truncatingIfNeeded: wordCount - start - 2)
        if tag(start) == JSONTape.Tag.object, children > 1, suspects[depth] != 0,
            hasDuplicate(object: start, members: children)
        {
            return false
        }
        return true
    }

    @inline(__always) func skip(_ at: Int) -> Int {
        let tag = tag(at)
        if tag == JSONTape.Tag.array || tag == JSONTape.Tag.object {
            return at + 2 + Int(truncatingIfNeeded: words[at + 1])
        }
        return tag == JSONTape.Tag.escapedString ? at + 3 : at + 1
    }

    func keyBytes(_ at: Int, _ decoded: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        if tag(at) == JSONTape.Tag.escapedString {
            let start = Int(truncatingIfNeeded: words[at + 1])
            return UnsafeBufferPointer(rebasing: decoded[start..<(start + Int(truncatingIfNeeded: words[at + 2]))])
        }
        // A key without escapes ends at the next quote (the lexer has read it).
        let start = offset(at) + 1
        return UnsafeBufferPointer(
            start: base + start, count: JSONTape.plainStringEnd(base, from: start, count: count) - start)
    }

    /// Keys compare by code point (bytes): "ñ" and "n\u{0303}" are different keys.
    func hasDuplicate(object: Int, members: Int) -> Bool {
        decoded.withUnsafeBufferPointer { hasDuplicate(object: object, members: members, $0) }
    }

    /// Whether the keys at `a` and `b` have the same bytes.
    @inline(__always) func sameKey(_ a: Int, _ b: Int, _ decoded: UnsafeBufferPointer<UInt8>) -> Bool {
        sameBytes(keyBytes(a, decoded), keyBytes(b, decoded))
    }

    @inline(__always) func sameBytes(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
        guard x.count == y.count else { return false }
        guard let p = x.baseAddress, let q = y.baseAddress else { return true }
        return JSONTape.equalBytes(p, q, x.count)
    }

    /// Small objects: each key against the earlier ones (their bytes found once, so most pairs
    /// cost one comparison of two lengths); larger ones by hash.
    func hasDuplicate(object: Int, members: Int, _ decoded: UnsafeBufferPointer<UInt8>) -> Bool {
        if members <= 16 {
            return withUnsafeTemporaryAllocation(of: UnsafeBufferPointer<UInt8>.self, capacity: members) { keys in
                var key = object + 2
                for position in 0..<members {
                    let bytes = keyBytes(key, decoded)
                    for earlier in 0..<position where keys[earlier].count == bytes.count {
                        if sameBytes(keys[earlier], bytes) { return true }
                    }
                    keys[position] = bytes
                    key = skip(skip(key))
                }
                return false
            }
        }
        var hashed: [(UInt64, Int)] = []
        hashed.reserveCapacity(members)
        var key = object + 2
        for _ in 0..<members {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in keyBytes(key, decoded) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
            hashed.append((hash, key))
            key = skip(skip(key))
        }
        hashed.sort { $0.0 < $1.0 }
        for position in 1..<hashed.count where hashed[position].0 == hashed[position - 1].0 {
            var earlier = position - 1
            while earlier >= 0, hashed[earlier].0 == hashed[position].0 {
                if sameKey(hashed[earlier].1, hashed[position].1, decoded) { return true }
                earlier -= 1
            }
        }
        return false
    }

    @inline(__always) mutating func literal(_ literal: JSONLexer.Literal, kind: JSONTape.Kind) -> Bool {
        guard lexer.matches(literal, at: index) else { return false }
        push(JSONTape.Tag.literal, at: index)
        index += literal.length
        return true
    }

    mutating func string() -> Bool {
        let open = index
        guard let plain = try? lexer.plainString(&index) else { return false }
        guard plain else { return escapedString(open: open) }
        push(JSONTape.Tag.string, at: open)
        return true
    }

    /// A string with escapes, from its first backslash at `index`: its bytes decoded into `decoded`.
    mutating func escapedString(open: Int) -> Bool {
        let from = decoded.count
        decoded.append(contentsOf: UnsafeBufferPointer(start: base + open + 1, count: index - open - 1))
        guard (try? lexer.decodeEscapedRest(open: open, &index, into: &decoded)) != nil else { return false }
        push(JSONTape.Tag.escapedString, at: open)
        push(UInt32(truncatingIfNeeded: from))
        push(UInt32(truncatingIfNeeded: decoded.count - from))
        return true
    }

    mutating func number() -> Bool {
        let start = index
        guard let shape = try? lexer.number(&index) else { return false }
        let length = index - start
        // Beyond the double range: JSONReader warns about it.
        if shape.hasExponent || length > 300, !lexer.double(at: start, length: length).isFinite { return false }
        push(shape.isInteger ? JSONTape.Tag.integer : JSONTape.Tag.number, at: start)
        return true
    }
}
