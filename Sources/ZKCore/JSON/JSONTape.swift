#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A JSON document as one flat array of 64-bit words (a "tape", as simdjson calls it): no object
/// per value, strings and numbers left in the source bytes, and for every value and key only its
/// byte offset — line and column are computed from the file's line table when a diagnostic needs
/// them. What `zk-content validate` reads: about 8 bytes per value, so a document takes little
/// more than its own size in memory, and reading it allocates nothing per value.
///
/// Word layout (little-endian integer fields of one `UInt64`):
///
///     bits 61-63  kind: 0 null, 1 false, 2 true, 3 number, 4 string, 5 array, 6 object
///     bit  60     string: its bytes are in `decoded` (it had escapes); number: an integer lexeme
///     bits 32-59  string and number: length in bytes (28 bits); array, object: element or member count
///     bits  0-31  byte offset of the value in the source (a string's opening quote)
///
/// An array or object word is followed by one word holding the number of words of its contents
/// (to skip it); an escaped string's word by one holding the offset of its bytes in `decoded`.
/// An object's contents are key, value, key, value…; keys are string words.
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

    public private(set) var words: [UInt64]
    /// The bytes of strings that had escapes (decoded), or of every string of a tape made from a tree.
    public private(set) var decoded: [UInt8]
    /// The source the offsets point into; nil for a tape made from a tree.
    public let file: SourceFile?
    /// For a tape made from a tree: the position of each value, the offsets are indices here.
    let positions: [SourcePosition]

    static let offsetMask: UInt64 = 0xFFFF_FFFF
    static let lengthMask: UInt64 = 0x0FFF_FFFF
    static let flagBit: UInt64 = 1 << 60
    static let maximumLength = Int(lengthMask)

    // MARK: Reading a value

    @inline(__always) public func kind(_ index: Int) -> Kind {
        Kind(rawValue: UInt8(truncatingIfNeeded: words[index] >> 61)) ?? .null
    }

    @inline(__always) func offset(_ index: Int) -> Int { Int(truncatingIfNeeded: words[index] & Self.offsetMask) }

    @inline(__always) func length(_ index: Int) -> Int {
        Int(truncatingIfNeeded: (words[index] >> 32) & Self.lengthMask)
    }

    @inline(__always) func flag(_ index: Int) -> Bool { words[index] & Self.flagBit != 0 }

    /// Elements of an array, members of an object.
    @inline(__always) public func count(_ index: Int) -> Int { length(index) }

    /// The index of the word after the value at `index` (its next sibling).
    @inline(__always) public func next(_ index: Int) -> Int {
        switch kind(index) {
        case .array, .object: index + 2 + Int(truncatingIfNeeded: words[index + 1])
        case .string: flag(index) && file != nil ? index + 2 : index + 1
        default: index + 1
        }
    }

    /// The first element of an array or the first key of an object.
    @inline(__always) public func firstChild(_ index: Int) -> Int { index + 2 }

    /// The position (line, column in Unicode scalars, offset) of the value at `index`.
    public func position(_ index: Int) -> SourcePosition {
        if let file { return file.position(ofOffset: offset(index)) }
        let slot = offset(index)
        return slot < positions.count ? positions[slot] : SourcePosition(line: 0, column: 0, offset: 0)
    }

    /// Calls `body` with the UTF-8 bytes of the string (or number lexeme) at `index`, in place.
    @inline(__always)
    public func withBytes<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let length = length(index)
        if let file, !(kind(index) == .string && flag(index)) {
            let start = offset(index) + (kind(index) == .string ? 1 : 0)
            return try file.bytes.withUnsafeBufferPointer {
                try body(UnsafeBufferPointer(rebasing: $0[start..<(start + length)]))
            }
        }
        let start = decodedStart(index)
        return try decoded.withUnsafeBufferPointer {
            try body(UnsafeBufferPointer(rebasing: $0[start..<(start + length)]))
        }
    }

    private func decodedStart(_ index: Int) -> Int {
        file == nil ? stringStarts[offset(index)] : Int(truncatingIfNeeded: words[index + 1])
    }

    /// For a tape made from a tree: where each value's bytes start in `decoded`, by position slot.
    let stringStarts: [Int]

    public func string(_ index: Int) -> String { withBytes(index) { String(decoding: $0, as: UTF8.self) } }

    /// The number at `index`, exact (`integer` when it fits 64 bits, else the lexeme).
    public func number(_ index: Int) -> JSONNumber {
        if flag(index) {
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
        var key = firstChild(object)
        for _ in 0..<count(object) {
            let value = next(key)
            if stringEquals(key, name) { return value }
            key = next(value)
        }
        return nil
    }

    /// Whether the strings (or keys) at `a` and `b` hold the same code points.
    public func bytesEqual(_ a: Int, _ b: Int) -> Bool {
        guard length(a) == length(b) else { return false }
        return withBytes(a) { x in withBytes(b) { y in x.elementsEqual(y) } }
    }

    /// Whether the string at `index` has exactly the UTF-8 bytes of `text`.
    public func stringEquals(_ index: Int, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { other in
            withBytes(index) { bytes in
                guard bytes.count == other.count else { return false }
                guard let p = bytes.baseAddress, let q = other.baseAddress else { return true }
                return memcmp(p, q, bytes.count) == 0
            }
        }
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
            var child = firstChild(index)
            for _ in 0..<count(index) {
                items.append(value(child))
                child = next(child)
            }
            return JSONValue(.array(items), at: position)
        case .object:
            var members: [JSONMember] = []
            var key = firstChild(index)
            for _ in 0..<count(index) {
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
        public let words: UnsafeBufferPointer<UInt64>
        let source: UnsafeBufferPointer<UInt8>
        let decoded: UnsafeBufferPointer<UInt8>
        let starts: UnsafeBufferPointer<Int>
        let fromFile: Bool

        @inline(__always) public func kind(_ index: Int) -> Kind {
            Kind(rawValue: UInt8(truncatingIfNeeded: words[index] &>> 61)) ?? .null
        }

        @inline(__always) func length(_ index: Int) -> Int {
            Int(truncatingIfNeeded: (words[index] &>> 32) & JSONTape.lengthMask)
        }

        @inline(__always) public func count(_ index: Int) -> Int { length(index) }

        @inline(__always) public func firstChild(_ index: Int) -> Int { index &+ 2 }

        @inline(__always) public func next(_ index: Int) -> Int {
            let word = words[index]
            switch word &>> 61 {
            case 5, 6: return index &+ 2 &+ Int(truncatingIfNeeded: words[index &+ 1])
            case 4: return word & JSONTape.flagBit != 0 && fromFile ? index &+ 2 : index &+ 1
            default: return index &+ 1
            }
        }

        /// The UTF-8 bytes of the string (or number lexeme) at `index`.
        @inline(__always) public func bytes(_ index: Int) -> UnsafeBufferPointer<UInt8> {
            let word = words[index]
            let length = Int(truncatingIfNeeded: (word &>> 32) & JSONTape.lengthMask)
            let offset = Int(truncatingIfNeeded: word & JSONTape.offsetMask)
            let isString = word &>> 61 == 4
            if fromFile && !(isString && word & JSONTape.flagBit != 0) {
                let start = offset &+ (isString ? 1 : 0)
                return UnsafeBufferPointer(rebasing: source[start..<(start &+ length)])
            }
            let start = fromFile ? Int(truncatingIfNeeded: words[index &+ 1]) : starts[offset]
            return UnsafeBufferPointer(rebasing: decoded[start..<(start &+ length)])
        }

        @inline(__always) public func withBytes<R>(
            _ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R
        ) rethrows -> R {
            try body(bytes(index))
        }

        /// Whether the string at `index` has exactly the bytes `other`.
        @inline(__always) public func bytes(_ index: Int, equal other: UnsafeBufferPointer<UInt8>) -> Bool {
            let mine = bytes(index)
            guard mine.count == other.count else { return false }
            guard let p = mine.baseAddress, let q = other.baseAddress else { return true }
            return memcmp(p, q, mine.count) == 0
        }
    }

    /// Calls `body` with the tape's buffers.
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
        words = builder.words
        decoded = builder.bytes
        positions = builder.positions
        stringStarts = builder.starts
        file = nil
    }

    private struct TreeBuilder {
        var words: [UInt64] = []
        var bytes: [UInt8] = []
        var positions: [SourcePosition] = []
        var starts: [Int] = []

        mutating func slot(_ position: SourcePosition, bytesFrom start: Int = 0) -> UInt64 {
            positions.append(position)
            starts.append(start)
            return UInt64(positions.count - 1)
        }

        mutating func text(_ kind: JSONTape.Kind, _ text: String, _ position: SourcePosition, flag: Bool = false) {
            let start = bytes.count
            bytes.append(contentsOf: text.utf8)
            let length = UInt64(min(bytes.count - start, JSONTape.maximumLength))
            words.append(
                UInt64(kind.rawValue) << 61 | (flag ? JSONTape.flagBit : 0) | length << 32
                    | slot(position, bytesFrom: start))
        }

        mutating func add(_ value: JSONValue) {
            switch value.kind {
            case .null: words.append(UInt64(JSONTape.Kind.null.rawValue) << 61 | slot(value.position))
            case .bool(let flag):
                words.append(UInt64((flag ? JSONTape.Kind.true : .false).rawValue) << 61 | slot(value.position))
            case .number(let number):
                switch number {
                case .integer(let integer): text(.number, String(integer), value.position, flag: true)
                case .double(let double): text(.number, JSONDecimal(double)?.text() ?? "0", value.position)
                case .decimal(let lexeme): text(.number, lexeme, value.position)
                }
            case .string(let string): text(.string, string, value.position)
            case .array(let items):
                let start = words.count
                words.append(
                    UInt64(JSONTape.Kind.array.rawValue) << 61 | UInt64(items.count) << 32 | slot(value.position))
                words.append(0)
                for item in items { add(item) }
                words[start + 1] = UInt64(words.count - start - 2)
            case .object(let object):
                let start = words.count
                words.append(
                    UInt64(JSONTape.Kind.object.rawValue) << 61 | UInt64(object.members.count) << 32
                        | slot(value.position))
                words.append(0)
                for member in object.members {
                    text(.string, member.key, member.keyPosition)
                    add(member.value)
                }
                words[start + 1] = UInt64(words.count - start - 2)
            }
        }
    }

    // MARK: From bytes

    init(words: [UInt64], decoded: [UInt8], file: SourceFile) {
        self.words = words
        self.decoded = decoded
        self.file = file
        positions = []
        stringStarts = []
    }

    /// Reads `file`; nil when it has anything `JSONReader` would report (read it with that).
    public static func read(_ file: SourceFile, maxDepth: Int = JSONReader.defaultMaxDepth) -> JSONTape? {
        guard file.bytes.count < Int(UInt32.max) else { return nil }
        return file.bytes.withUnsafeBufferPointer { buffer -> JSONTape? in
            guard !buffer.isEmpty, !(buffer.count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF),
                UTF8Validation.firstInvalidOffset(buffer) == nil
            else { return nil }
            // Two words per three bytes hold every document but dense nests of empty containers
            // (`[[[]],[[]]]`); those are read again with a word per byte, which always suffices
            // (each word starts at a byte of its own: a container's two words at its brackets).
            // Pages never written stay unmapped, so the reserve costs no memory.
            for capacity in [buffer.count * 2 / 3 + 16, buffer.count + 16] {
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
        case read([UInt64], [UInt8])
        case invalid
        /// More words than `capacity`.
        case full
    }

    /// One pass of `TapeScanner` writing into an array of `capacity` words, and its stack of
    /// open containers in a temporary allocation: no array to grow or check for uniqueness per value.
    private static func scan(_ buffer: UnsafeBufferPointer<UInt8>, maxDepth: Int, capacity: Int) -> Scan {
        var outcome = Scan.invalid
        var decoded: [UInt8] = []
        let words = [UInt64](unsafeUninitializedCapacity: capacity) { storage, initialized in
            initialized = 0
            guard let wordBase = storage.baseAddress else { return }
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * (max(maxDepth, 0) + 1)) { stack in
                guard let stackBase = stack.baseAddress,
                    var scanner = TapeScanner(
                        buffer: buffer, maxDepth: maxDepth, stack: stackBase, words: wordBase, capacity: capacity)
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
    let words: UnsafeMutablePointer<UInt64>
    let capacity: Int
    var wordCount = 0
    var full = false
    var decoded: [UInt8] = []
    /// Open containers, innermost last, `depth` of them: the index of each one's first word
    /// (`starts`) and its elements or members so far (`counts`); room for `maxDepth` + 1 each.
    let starts: UnsafeMutablePointer<Int>
    let counts: UnsafeMutablePointer<Int>
    var depth = 0

    /// `stack` holds `2 * (maxDepth + 1)` integers, for as long as the scanner reads.
    init?(
        buffer: UnsafeBufferPointer<UInt8>, maxDepth: Int, stack: UnsafeMutablePointer<Int>,
        words: UnsafeMutablePointer<UInt64>, capacity: Int
    ) {
        starts = stack
        counts = stack + (max(maxDepth, 0) + 1)
        self.words = words
        self.capacity = capacity
        guard let lexer = JSONLexer(buffer) else { return nil }
        self.lexer = lexer
        base = lexer.base
        count = lexer.count
        self.maxDepth = maxDepth
    }

    /// Appends a word (drops it and sets `full` when there is no room).
    @inline(__always) mutating func push(_ word: UInt64) {
        guard wordCount < capacity else {
            full = true
            return
        }
        words[wordCount] = word
        wordCount &+= 1
    }

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
                depth += 1
                push(
                    UInt64(isObject ? JSONTape.Kind.object.rawValue : JSONTape.Kind.array.rawValue) << 61
                        | UInt64(index))
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
                let isObject = words[container] >> 61 == UInt64(JSONTape.Kind.object.rawValue)
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
        guard index < count, base[index] == UInt8(ascii: "\""), string() else { return false }
        skipWhitespace()
        guard index < count, base[index] == UInt8(ascii: ":") else { return false }
        index += 1
        skipWhitespace()
        return true
    }

    /// Closes the innermost container: its count and size; an object's keys must be unique.
    mutating func close() -> Bool {
        guard depth > 0 else { return false }
        depth -= 1
        let start = starts[depth]
        let children = counts[depth]
        guard children <= JSONTape.maximumLength else { return false }
        guard !full else { return false }
        words[start + 1] = UInt64(wordCount - start - 2)
        words[start] |= UInt64(children) << 32
        if words[start] >> 61 == UInt64(JSONTape.Kind.object.rawValue), children > 1,
            hasDuplicate(object: start, members: children)
        {
            return false
        }
        return true
    }

    @inline(__always) func skip(_ at: Int) -> Int {
        let kind = words[at] >> 61
        if kind == UInt64(JSONTape.Kind.array.rawValue) || kind == UInt64(JSONTape.Kind.object.rawValue) {
            return at + 2 + Int(truncatingIfNeeded: words[at + 1])
        }
        if kind == UInt64(JSONTape.Kind.string.rawValue), words[at] & JSONTape.flagBit != 0 { return at + 2 }
        return at + 1
    }

    func keyBytes(_ at: Int, _ decoded: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let length = Int(truncatingIfNeeded: (words[at] >> 32) & JSONTape.lengthMask)
        if words[at] & JSONTape.flagBit != 0 {
            let start = Int(truncatingIfNeeded: words[at + 1])
            return UnsafeBufferPointer(rebasing: decoded[start..<(start + length)])
        }
        let start = Int(truncatingIfNeeded: words[at] & JSONTape.offsetMask) + 1
        return UnsafeBufferPointer(start: base + start, count: length)
    }

    /// Keys compare by code point (bytes): "ñ" and "n\u{0303}" are different keys.
    func hasDuplicate(object: Int, members: Int) -> Bool {
        decoded.withUnsafeBufferPointer { hasDuplicate(object: object, members: members, $0) }
    }

    @inline(__always) func keyLength(_ at: Int) -> Int {
        Int(truncatingIfNeeded: (words[at] >> 32) & JSONTape.lengthMask)
    }

    /// Whether the keys at `a` and `b` (of the same length) have the same bytes.
    @inline(__always) func sameKey(_ a: Int, _ b: Int, _ decoded: UnsafeBufferPointer<UInt8>) -> Bool {
        let x = keyBytes(a, decoded)
        let y = keyBytes(b, decoded)
        guard x.count == y.count else { return false }
        guard let p = x.baseAddress, let q = y.baseAddress, x.count > 0 else { return true }
        // Keys are short: a loop beats the call.
        if x.count <= 16 {
            for index in 0..<x.count where p[index] != q[index] { return false }
            return true
        }
        return memcmp(p, q, x.count) == 0
    }

    /// Small objects: each key against the earlier ones of its length (the length is in the
    /// key's word, so most pairs cost one comparison of two integers); larger ones by hash.
    func hasDuplicate(object: Int, members: Int, _ decoded: UnsafeBufferPointer<UInt8>) -> Bool {
        if members <= 16 {
            return withUnsafeTemporaryAllocation(of: Int.self, capacity: members) { keys in
                var key = object + 2
                for position in 0..<members {
                    let length = keyLength(key)
                    for earlier in 0..<position where keyLength(keys[earlier]) == length {
                        if sameKey(keys[earlier], key, decoded) { return true }
                    }
                    keys[position] = key
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
        push(UInt64(kind.rawValue) << 61 | UInt64(index))
        index += literal.length
        return true
    }

    mutating func string() -> Bool {
        let open = index
        guard let plain = try? lexer.plainString(&index) else { return false }
        guard plain else { return escapedString(open: open) }
        let length = index - open - 2
        guard length <= JSONTape.maximumLength else { return false }
        push(UInt64(JSONTape.Kind.string.rawValue) << 61 | UInt64(length) << 32 | UInt64(open))
        return true
    }

    /// A string with escapes, from its first backslash at `index`: its bytes decoded into `decoded`.
    mutating func escapedString(open: Int) -> Bool {
        let from = decoded.count
        decoded.append(contentsOf: UnsafeBufferPointer(start: base + open + 1, count: index - open - 1))
        guard (try? lexer.decodeEscapedRest(open: open, &index, into: &decoded)) != nil else { return false }
        let length = decoded.count - from
        guard length <= JSONTape.maximumLength else { return false }
        push(
            UInt64(JSONTape.Kind.string.rawValue) << 61 | JSONTape.flagBit | UInt64(length) << 32 | UInt64(open))
        push(UInt64(from))
        return true
    }

    mutating func number() -> Bool {
        let start = index
        guard let shape = try? lexer.number(&index) else { return false }
        let length = index - start
        // Beyond the double range: JSONReader warns about it.
        if shape.hasExponent || length > 300, !lexer.double(at: start, length: length).isFinite { return false }
        guard length <= JSONTape.maximumLength else { return false }
        push(
            UInt64(JSONTape.Kind.number.rawValue) << 61 | (shape.isInteger ? JSONTape.flagBit : 0) | UInt64(length)
                << 32
                | UInt64(start))
        return true
    }
}
