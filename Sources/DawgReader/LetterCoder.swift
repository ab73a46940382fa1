import Foundation

/// Turns the bytes of a word into letter codes: NFC, lower case and the alphabet's folds. Words
/// whose every character is a letter (in either case) or a fold source, each one or two UTF-8
/// bytes, take a table-driven path that decodes, validates and maps in one pass; anything else
/// (decomposed accents, unknown characters, invalid bytes) goes through Foundation's
/// normalisation one character at a time, which also locates the offending one.
public struct LetterCoder: Sendable {
    static let unmapped: UInt8 = 0xFF

    public let alphabet: Alphabet
    /// Codes of scalars below U+0800 (one- and two-byte UTF-8), `unmapped` elsewhere: for a
    /// two-byte sequence the index is its 11 payload bits.
    private let small: [UInt8]
    /// Codes of the other mapped scalars.
    private let large: [UInt32: UInt8]

    public init(_ alphabet: Alphabet) {
        self.alphabet = alphabet
        var small = [UInt8](repeating: Self.unmapped, count: 0x800)
        var large: [UInt32: UInt8] = [:]
        func map(_ scalar: Unicode.Scalar, _ code: UInt8) {
            if scalar.value < 0x800 { small[Int(scalar.value)] = code } else { large[scalar.value] = code }
        }
        func mapWithCase(_ scalar: Unicode.Scalar, _ code: UInt8) {
            map(scalar, code)
            let lower = String(Character(scalar))
            let upper = lower.uppercased()
            if upper.unicodeScalars.count == 1, let first = upper.unicodeScalars.first, upper.lowercased() == lower {
                map(first, code)
            }
        }
        for fold in alphabet.folds { mapWithCase(fold.from, fold.to) }
        for (index, letter) in alphabet.letters.enumerated() { mapWithCase(letter.scalar, UInt8(index)) }
        self.small = small
        self.large = large
    }

    /// The outcome of coding one word.
    public enum Outcome: Equatable {
        case coded
        /// The character at this 0-based scalar index of the input is not a letter.
        case outside(index: Int, character: String)
    }

    /// Writes the codes of `bytes` to `codes` (room for `bytes.count` codes) and returns how
    /// many, when every character is a mapped scalar of one or two UTF-8 bytes; nil otherwise
    /// (also for bytes that are not UTF-8).
    @inline(__always)
    public func fastCodes(_ bytes: UnsafeBufferPointer<UInt8>, into codes: UnsafeMutablePointer<UInt8>) -> Int? {
        small.withUnsafeBufferPointer { table -> Int? in
            guard let table = table.baseAddress else { return nil }
            return Self.fastCodes(bytes, table: table, into: codes)
        }
    }

    /// A copy of the table of codes by one- and two-byte UTF-8 payload (0x800 entries,
    /// `unmapped` for non-letters), for readers that keep it outside any array.
    func byteTable() -> UnsafeMutablePointer<UInt8> {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: small.count)
        table.initialize(from: small, count: small.count)
        return table
    }

    /// `fastCodes` over a table made by `byteTable()`.
    @inline(__always)
    static func fastCodes(_ bytes: UnsafeBufferPointer<UInt8>, table: UnsafePointer<UInt8>, into codes: UnsafeMutablePointer<UInt8>) -> Int? {
        do {
            guard let input = bytes.baseAddress else { return bytes.isEmpty ? 0 : nil }
            let count = bytes.count
            var index = 0, written = 0
            while index < count {
                let lead = input[index]
                let scalar: Int
                if lead < 0x80 {
                    scalar = Int(lead)
                    index &+= 1
                } else {
                    // A two-byte sequence: lead C2...DF (C0, C1 would be overlong), one continuation byte.
                    guard lead &- 0xC2 < 0x1E, index &+ 1 < count else { return nil }
                    let next = input[index &+ 1]
                    guard next & 0xC0 == 0x80 else { return nil }
                    scalar = Int(lead & 0x1F) &<< 6 | Int(next & 0x3F)
                    index &+= 2
                }
                let code = table[scalar]
                if code == Self.unmapped { return nil }
                codes[written] = code
                written &+= 1
            }
            return written
        }
    }

    /// Appends the codes of the UTF-8 `bytes` (valid UTF-8) to `codes`.
    public func encode(_ bytes: UnsafeBufferPointer<UInt8>, into codes: inout [UInt8]) -> Outcome {
        let mark = codes.count
        codes.append(contentsOf: repeatElement(0, count: bytes.count))
        let written = codes.withUnsafeMutableBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return bytes.isEmpty ? 0 : nil }
            return fastCodes(bytes, into: base + mark)
        }
        if let written {
            codes.removeSubrange((mark + written)...)
            return .coded
        }
        codes.removeSubrange(mark...)
        var columns: [Int] = []
        return slowEncode(bytes, into: &codes, columns: &columns)
    }

    /// Like `encode`, and appends for each code the 0-based scalar index of the input it came from.
    public func encode(_ bytes: UnsafeBufferPointer<UInt8>, into codes: inout [UInt8], columns: inout [Int]) -> Outcome {
        slowEncode(bytes, into: &codes, columns: &columns)
    }

    /// Codes of a word given as a string, or nil when a character is not a letter.
    public func codes(of word: String) -> [UInt8]? {
        var codes: [UInt8] = []
        let outcome = Array(word.utf8).withUnsafeBufferPointer { encode($0, into: &codes) }
        return outcome == .coded ? codes : nil
    }

    /// The code of one scalar after case and folds, without normalisation.
    public func code(of scalar: Unicode.Scalar) -> UInt8? {
        let code = scalar.value < 0x800 ? small[Int(scalar.value)] : (large[scalar.value] ?? Self.unmapped)
        return code == Self.unmapped ? nil : code
    }

    private func slowEncode(_ bytes: UnsafeBufferPointer<UInt8>, into codes: inout [UInt8], columns: inout [Int]) -> Outcome {
        let text = String(decoding: bytes, as: UTF8.self)
        var scalarIndex = 0
        for character in text {
            let original = String(character)
            let normal = original.precomposedStringWithCanonicalMapping.lowercased().precomposedStringWithCanonicalMapping
            for scalar in normal.unicodeScalars {
                guard let code = code(of: scalar) else { return .outside(index: scalarIndex, character: original) }
                codes.append(code)
                columns.append(scalarIndex)
            }
            scalarIndex += original.unicodeScalars.count
        }
        return .coded
    }
}
