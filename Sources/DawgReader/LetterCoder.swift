import Foundation

/// Turns the bytes of a word into letter codes: NFC, lower case and the alphabet's folds. Words
/// whose every character is a letter (in either case) or a fold source, each one or two UTF-8
/// bytes, take a table-driven path that decodes, validates and maps in one pass; anything else
/// (decomposed accents, unknown characters, invalid bytes) goes through Foundation's
/// normalisation one character at a time, which also locates the offending one.
///
/// The table also says the case of each character it maps, decided once per alphabet when the
/// table is made (never per character while coding): an entry is the letter code (bits 0-5)
/// with `lowerCase` (0x40) or `upperCase` (0x80) set, neither for a caseless letter. Code 63 is
/// never a letter (at most 62), so 0xFF is free to mean "not mapped".
public struct LetterCoder: Sendable {
    static let unmapped: UInt8 = 0xFF
    /// Case bits of a table entry, and of the summary `fastCodes` returns.
    public static let lowerCase: UInt8 = 0x40, upperCase: UInt8 = 0x80
    static let codeMask: UInt8 = 0x3F

    public let alphabet: Alphabet
    /// Codes of scalars below U+0800 (one- and two-byte UTF-8), `unmapped` elsewhere: for a
    /// two-byte sequence the index is its 11 payload bits.
    private let small: [UInt8]
    /// Codes of the other mapped scalars.
    private let large: [UInt32: UInt8]
    /// The longest-first splitter of an alphabet with tiles of several scalars (nil otherwise:
    /// then every tile is one scalar and the tables above are the whole mapping).
    let tiler: TileSplitter?

    public init(_ alphabet: Alphabet) {
        self.alphabet = alphabet
        var small = [UInt8](repeating: Self.unmapped, count: 0x800)
        var large: [UInt32: UInt8] = [:]
        func map(_ scalar: Unicode.Scalar, _ code: UInt8, case bits: UInt8) {
            if scalar.value < 0x800 {
                small[Int(scalar.value)] = code | bits
            } else {
                large[scalar.value] = code | bits
            }
        }
        func mapWithCase(_ scalar: Unicode.Scalar, _ code: UInt8) {
            map(scalar, code, case: Self.caseBits(of: scalar))
            let lower = String(Character(scalar))
            let upper = lower.uppercased()
            if upper.unicodeScalars.count == 1, let first = upper.unicodeScalars.first, first != scalar,
                upper.lowercased() == lower
            {
                map(first, code, case: Self.upperCase)
            }
        }
        for fold in alphabet.folds { mapWithCase(fold.from, fold.to) }
        for (index, letter) in alphabet.letters.enumerated() where !letter.isMultiScalar {
            mapWithCase(letter.scalar, UInt8(index))
        }
        if alphabet.hasMultiScalarTiles {
            let tiler = TileSplitter(alphabet)
            // A word with a scalar that starts a tile of several leaves the byte table's path
            // for the splitter (longest tile first); the other words keep the one-pass path.
            for scalar in tiler.multiStarts {
                for variant in [scalar] + Self.upperCaseVariant(of: scalar) {
                    if variant.value < 0x800 {
                        small[Int(variant.value)] = Self.unmapped
                    } else {
                        large[variant.value] = nil
                    }
                }
            }
            self.tiler = tiler
        } else {
            tiler = nil
        }
        self.small = small
        self.large = large
    }

    /// The upper-case form of a lower-case scalar when it is one scalar that lower-cases back.
    static func upperCaseVariant(of scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        let lower = String(Character(scalar))
        let upper = lower.uppercased()
        guard upper.unicodeScalars.count == 1, let first = upper.unicodeScalars.first, first != scalar,
            upper.lowercased() == lower
        else { return [] }
        return [first]
    }

    /// `upperCase`, `lowerCase` or 0 (caseless) for one scalar, from its Unicode properties:
    /// used to make the tables and for the rare characters the tables do not hold.
    static func caseBits(of scalar: Unicode.Scalar) -> UInt8 {
        let properties = scalar.properties
        if properties.isLowercase { return lowerCase }
        if properties.isUppercase || properties.changesWhenLowercased { return upperCase }
        return 0
    }

    /// The outcome of coding one word.
    public enum Outcome: Equatable {
        case coded
        /// The character at this 0-based scalar index of the input is not a letter.
        case outside(index: Int, character: String)
        /// The character at this 0-based scalar index is part of the alphabet's tiles of several
        /// scalars, but no tile starting there matches when the word is split longest tile first
        /// (Catalan `al·a`: `·` is not a tile of its own).
        case unsplittable(index: Int, character: String)
    }

    /// Writes the codes of `bytes` to `codes` (room for `bytes.count` codes) and returns how
    /// many, when every character is a mapped scalar of one or two UTF-8 bytes; nil otherwise
    /// (also for bytes that are not UTF-8).
    @inline(__always)
    public func fastCodes(_ bytes: UnsafeBufferPointer<UInt8>, into codes: UnsafeMutablePointer<UInt8>) -> Int? {
        var cases: UInt8 = 0
        return fastCodes(bytes, into: codes, cases: &cases)
    }

    /// `fastCodes`, also setting `cases` to the union of the case bits of the word's characters
    /// (`upperCase`, `lowerCase`): both for `Tact`, `upperCase` alone for `NATO`.
    @inline(__always)
    public func fastCodes(
        _ bytes: UnsafeBufferPointer<UInt8>, into codes: UnsafeMutablePointer<UInt8>, cases: inout UInt8
    ) -> Int? {
        small.withUnsafeBufferPointer { table -> Int? in
            guard let table = table.baseAddress else { return nil }
            return Self.fastCodes(bytes, table: table, into: codes, cases: &cases)
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
    static func fastCodes(
        _ bytes: UnsafeBufferPointer<UInt8>, table: UnsafePointer<UInt8>, into codes: UnsafeMutablePointer<UInt8>
    ) -> Int? {
        var cases: UInt8 = 0
        return fastCodes(bytes, table: table, into: codes, cases: &cases)
    }

    /// `fastCodes` over a table made by `byteTable()`, with the case bits.
    @inline(__always)
    static func fastCodes(
        _ bytes: UnsafeBufferPointer<UInt8>, table: UnsafePointer<UInt8>, into codes: UnsafeMutablePointer<UInt8>,
        cases: inout UInt8
    ) -> Int? {
        do {
            guard let input = bytes.baseAddress else { return bytes.isEmpty ? 0 : nil }
            let count = bytes.count
            var index = 0
            var written = 0
            var seen: UInt8 = 0
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
                let entry = table[scalar]
                if entry == Self.unmapped { return nil }
                codes[written] = entry & Self.codeMask
                seen |= entry
                written &+= 1
            }
            cases = seen & (Self.lowerCase | Self.upperCase)
            return written
        }
    }

    /// Appends the codes of the UTF-8 `bytes` (valid UTF-8) to `codes`.
    public func encode(_ bytes: UnsafeBufferPointer<UInt8>, into codes: inout [UInt8]) -> Outcome {
        var cases: UInt8 = 0
        return encode(bytes, into: &codes, cases: &cases)
    }

    /// `encode`, also setting `cases` to the case bits of the input's characters (see `fastCodes`).
    public func encode(_ bytes: UnsafeBufferPointer<UInt8>, into codes: inout [UInt8], cases: inout UInt8) -> Outcome {
        let mark = codes.count
        codes.append(contentsOf: repeatElement(0, count: bytes.count))
        let written = codes.withUnsafeMutableBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return bytes.isEmpty ? 0 : nil }
            return fastCodes(bytes, into: base + mark, cases: &cases)
        }
        if let written {
            codes.removeSubrange((mark + written)...)
            return .coded
        }
        codes.removeSubrange(mark...)
        var columns: [Int] = []
        if let tiler { return tiler.split(bytes, into: &codes, columns: &columns, cases: &cases) }
        cases = Self.slowCaseBits(bytes)
        return slowEncode(bytes, into: &codes, columns: &columns)
    }

    /// The case bits of characters the table does not hold (decomposed or three-byte ones),
    /// from their Unicode properties: only for the rare lines that leave the fast path.
    /// One character of a word as the slow paths compare it: NFC, lower case, NFC again (the
    /// lower case of a precomposed letter may decompose).
    static func folded(_ character: String) -> String {
        character.precomposedStringWithCanonicalMapping.lowercased().precomposedStringWithCanonicalMapping
    }

    static func slowCaseBits(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt8 {
        var bits: UInt8 = 0
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars { bits |= caseBits(of: scalar) }
        return bits
    }

    /// Like `encode`, and appends for each code the 0-based scalar index of the input it came from.
    public func encode(_ bytes: UnsafeBufferPointer<UInt8>, into codes: inout [UInt8], columns: inout [Int]) -> Outcome
    {
        if let tiler {
            var cases: UInt8 = 0
            return tiler.split(bytes, into: &codes, columns: &columns, cases: &cases)
        }
        return slowEncode(bytes, into: &codes, columns: &columns)
    }

    /// Codes of a word given as a string, or nil when a character is not a letter. Case-blind:
    /// `Cat`, `CAT` and `cat` give the same codes (see `input(_:)` for the builder's case rule).
    public func codes(of word: String) -> [UInt8]? {
        var codes: [UInt8] = []
        let outcome = Array(word.utf8).withUnsafeBufferPointer { encode($0, into: &codes) }
        return outcome == .coded ? codes : nil
    }

    /// How the builder takes a line, by the alphabet's case rule.
    public enum Input: Equatable, Sendable {
        /// The codes of the word (lower case as written, or folded under `"case": "fold"`).
        case word([UInt8])
        /// A character is not a letter (0-based scalar index, the character).
        case outside(index: Int, character: String)
        /// Upper and lower case mixed (`Tact`) under the strict rule.
        case mixedCase
        /// All capitals (`NATO`) under the strict rule.
        case allCapitals
    }

    /// `word` normalised exactly as `zk-dawg build` normalises a line of a word list: NFC, the
    /// folds, and the alphabet's case rule (strict: a word with an upper-case letter is refused;
    /// fold: it is lower-cased).
    public func input(_ word: String) -> Input {
        var codes: [UInt8] = []
        var cases: UInt8 = 0
        let outcome = Array(word.utf8).withUnsafeBufferPointer { encode($0, into: &codes, cases: &cases) }
        switch outcome {
        case .coded: break
        case .outside(let index, let character), .unsplittable(let index, let character):
            return .outside(index: index, character: character)
        }
        if alphabet.caseRule == .strict, cases & Self.upperCase != 0 {
            return cases & Self.lowerCase != 0 ? .mixedCase : .allCapitals
        }
        return .word(codes)
    }

    /// The code of one scalar after case and folds, without normalisation (nil for a scalar
    /// that starts a tile of several: only the splitter codes it, in context).
    public func code(of scalar: Unicode.Scalar) -> UInt8? {
        let entry = scalar.value < 0x800 ? small[Int(scalar.value)] : (large[scalar.value] ?? Self.unmapped)
        return entry == Self.unmapped ? nil : entry & Self.codeMask
    }

    private func slowEncode(
        _ bytes: UnsafeBufferPointer<UInt8>, into codes: inout [UInt8], columns: inout [Int]
    ) -> Outcome {
        let text = String(decoding: bytes, as: UTF8.self)
        var scalarIndex = 0
        for character in text {
            let original = String(character)
            for scalar in Self.folded(original).unicodeScalars {
                guard let code = code(of: scalar) else { return .outside(index: scalarIndex, character: original) }
                codes.append(code)
                columns.append(scalarIndex)
            }
            scalarIndex += original.unicodeScalars.count
        }
        return .coded
    }
}
