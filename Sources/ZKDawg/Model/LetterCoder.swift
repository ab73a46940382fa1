import Foundation

/// Turns the bytes of a word into letter codes: NFC, lower case and the alphabet's folds. Lines
/// whose every scalar is a letter (in either case) or a fold source take a table-driven path over
/// the UTF-8 bytes; anything else (decomposed accents, unknown characters) goes through
/// Foundation's normalisation one character at a time, which also locates the offending one.
public struct LetterCoder: Sendable {
    static let unmapped: UInt8 = 0xFF

    public let alphabet: Alphabet
    /// Codes of scalars below U+0800 (one- and two-byte UTF-8), `unmapped` elsewhere.
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

    /// Appends the codes of the UTF-8 `bytes` (valid UTF-8) to `codes`.
    public func encode(_ bytes: UnsafeBufferPointer<UInt8>, into codes: inout [UInt8]) -> Outcome {
        let mark = codes.count
        if fastEncode(bytes, into: &codes) { return .coded }
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

    private func fastEncode(_ bytes: UnsafeBufferPointer<UInt8>, into codes: inout [UInt8]) -> Bool {
        var index = 0
        let count = bytes.count
        return small.withUnsafeBufferPointer { table in
            while index < count {
                let lead = bytes[index]
                var scalar: UInt32
                if lead < 0x80 {
                    scalar = UInt32(lead)
                    index += 1
                } else if lead < 0xE0, index + 1 < count {
                    scalar = (UInt32(lead & 0x1F) << 6) | UInt32(bytes[index + 1] & 0x3F)
                    index += 2
                } else {
                    return false
                }
                let code = table[Int(scalar)]
                if code == Self.unmapped { return false }
                codes.append(code)
            }
            return true
        }
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
