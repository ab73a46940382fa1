import ZKCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The names of a `properties` keyword as UTF-8 bytes in an open-addressing hash table, so an
/// instance's member key is looked up in place on the tape's bytes: no `String` per key, and
/// equality by code point (byte equality of UTF-8) as JSON requires.
struct PropertyTable: Sendable {
    /// The names' bytes, one after the other.
    private let bytes: [UInt8]
    /// Per entry: where its name starts in `bytes`, its length, its node, its hash.
    private let starts: [Int32]
    private let lengths: [Int32]
    private let targets: [Int32]
    private let hashes: [UInt32]
    /// Slots (a power of two, at least twice the entries): an entry index + 1, or 0 when empty.
    private let slots: [Int32]
    private let mask: Int

    init(_ properties: [(name: String, node: Int)]) {
        var bytes: [UInt8] = []
        var starts: [Int32] = []
        var lengths: [Int32] = []
        var targets: [Int32] = []
        var hashes: [UInt32] = []
        var size = 4
        while size < properties.count * 2 { size <<= 1 }
        var slots = [Int32](repeating: 0, count: size)
        for (entry, property) in properties.enumerated() {
            let name = Array(property.name.utf8)
            let hash = name.withUnsafeBufferPointer(Self.hash)
            starts.append(Int32(bytes.count))
            lengths.append(Int32(name.count))
            targets.append(Int32(property.node))
            hashes.append(hash)
            bytes += name
            var slot = Int(hash) & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(entry + 1)
        }
        self.bytes = bytes
        self.starts = starts
        self.lengths = lengths
        self.targets = targets
        self.hashes = hashes
        self.slots = slots
        mask = size - 1
    }

    var isEmpty: Bool { targets.isEmpty }

    /// FNV-1a, 32 bits.
    @inline(__always)
    static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in key { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        return hash
    }

    /// Up to this many names, a lookup compares lengths one by one (most differ) instead of
    /// hashing the key: content objects have a handful of properties.
    static let linearLimit = 8

    /// The node of the property whose name has exactly the bytes `key`.
    @inline(__always)
    func node(for key: UnsafeBufferPointer<UInt8>) -> Int? {
        if targets.isEmpty { return nil }
        if targets.count <= Self.linearLimit { return scan(for: key) }
        let hash = Self.hash(key)
        var slot = Int(hash) & mask
        return bytes.withUnsafeBufferPointer { names in
            while true {
                let entry = Int(slots[slot]) - 1
                if entry < 0 { return nil }
                if hashes[entry] == hash, Int(lengths[entry]) == key.count {
                    let start = Int(starts[entry])
                    if key.count == 0 { return Int(targets[entry]) }
                    if let p = names.baseAddress, let q = key.baseAddress, JSONTape.equalBytes(p + start, q, key.count)
                    {
                        return Int(targets[entry])
                    }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// `node(for:)` by a walk over the names: a length test each, the bytes of those of the
    /// key's length.
    private func scan(for key: UnsafeBufferPointer<UInt8>) -> Int? {
        lengths.withUnsafeBufferPointer { lengths in
            bytes.withUnsafeBufferPointer { names in
                for entry in lengths.indices where Int(lengths[entry]) == key.count {
                    guard let p = names.baseAddress, let q = key.baseAddress else { return Int(targets[entry]) }
                    if JSONTape.equalBytes(p + Int(starts[entry]), q, key.count) { return Int(targets[entry]) }
                }
                return nil
            }
        }
    }
}
