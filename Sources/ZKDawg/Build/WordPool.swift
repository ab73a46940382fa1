/// Words as letter codes in one flat buffer: word `i` is `codes[starts[i]..<starts[i + 1]]`,
/// read from `origins[i]` (file index in the high 24 bits, byte offset in the low 40).
public struct WordPool: Sendable {
    public var codes: [UInt8] = []
    public var starts: [UInt32] = [0]
    public var origins: [UInt64] = []

    public init() {}

    public var count: Int { starts.count - 1 }

    public mutating func reserve(words: Int, letters: Int) {
        codes.reserveCapacity(letters)
        starts.reserveCapacity(words + 1)
        origins.reserveCapacity(words)
    }

    /// Closes the word whose codes were appended to `codes` since the last call.
    public mutating func commit(origin: UInt64) {
        starts.append(UInt32(codes.count))
        origins.append(origin)
    }

    /// Drops codes appended since the last `commit`.
    public mutating func rollback() {
        codes.removeSubrange(Int(starts[starts.count - 1])...)
    }

    public func word(_ index: Int) -> ArraySlice<UInt8> {
        codes[Int(starts[index])..<Int(starts[index + 1])]
    }

    static func origin(file: Int, offset: Int) -> UInt64 { UInt64(file) << 40 | UInt64(offset) }
    static func file(of origin: UInt64) -> Int { Int(origin >> 40) }
    static func offset(of origin: UInt64) -> Int { Int(origin & 0xFF_FFFF_FFFF) }
}
