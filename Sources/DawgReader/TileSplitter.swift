import Foundation

/// Splits a word into the tiles of an alphabet that has tiles of several scalars (Spanish `ch`,
/// `ll`, `rr`; Catalan `l·l`, `ny`; Dutch `ij`): at each place the longest tile that matches
/// is taken, so `chico` is `ch i c o` and `carro` is `c a rr o`. A word that holds no such tile
/// never comes here: `LetterCoder`'s byte table codes it in one pass, as for any alphabet.
///
/// The words come in as written: each scalar is first lower-cased from a table of the scalars
/// the tiles and folds are spelled with (a word of those alone, the usual case, needs no
/// Foundation call); a word with anything else (a decomposed accent, a character of no tile)
/// is normalised one character at a time, NFC and lower case, as `LetterCoder` does.
struct TileSplitter: Sendable {
    /// A tile by its first scalar: the scalars after the first, its code.
    struct Candidate: Sendable {
        var rest: [Unicode.Scalar]
        var code: UInt8
    }

    /// Per first scalar (lower case), the tiles that start with it, longest first.
    let starts: [Unicode.Scalar: [Candidate]]
    /// Per scalar a tile or fold is spelled with (and its upper-case form), the lower-case
    /// scalar after the fold and the case bits (`LetterCoder.lowerCase`, `upperCase`, or 0).
    let lower: [Unicode.Scalar: (scalar: Unicode.Scalar, cases: UInt8)]
    /// The folds onto a tile of several scalars: its scalars, by the fold's (lower-case) source.
    let expansions: [Unicode.Scalar: [Unicode.Scalar]]
    /// The first scalars of the tiles of several scalars.
    let multiStarts: [Unicode.Scalar]

    init(_ alphabet: Alphabet) {
        var starts: [Unicode.Scalar: [Candidate]] = [:]
        var lower: [Unicode.Scalar: (scalar: Unicode.Scalar, cases: UInt8)] = [:]
        func note(_ scalar: Unicode.Scalar) {
            lower[scalar] = (scalar, LetterCoder.caseBits(of: scalar))
            for upper in LetterCoder.upperCaseVariant(of: scalar) { lower[upper] = (scalar, LetterCoder.upperCase) }
        }
        for (index, letter) in alphabet.letters.enumerated() {
            let scalars = Array(letter.text.unicodeScalars)
            guard let first = scalars.first else { continue }
            scalars.forEach(note)
            starts[first, default: []].append(Candidate(rest: Array(scalars.dropFirst()), code: UInt8(index)))
        }
        // A fold is applied before the split, as a spelling of its tile (Catalan `qü` is the
        // tile `qu` when `ü` folds to `u`); a fold onto a tile of several scalars spells them all.
        var expansions: [Unicode.Scalar: [Unicode.Scalar]] = [:]
        for fold in alphabet.folds where Int(fold.to) < alphabet.letters.count {
            let target = Array(alphabet.letters[Int(fold.to)].text.unicodeScalars)
            guard let first = target.first else { continue }
            lower[fold.from] = (first, LetterCoder.caseBits(of: fold.from))
            for upper in LetterCoder.upperCaseVariant(of: fold.from) { lower[upper] = (first, LetterCoder.upperCase) }
            if target.count > 1 {
                lower[fold.from] = (fold.from, LetterCoder.caseBits(of: fold.from))
                for upper in LetterCoder.upperCaseVariant(of: fold.from) {
                    lower[upper] = (fold.from, LetterCoder.upperCase)
                }
                expansions[fold.from] = target
            }
        }
        self.expansions = expansions
        for key in Array(starts.keys) { starts[key]?.sort { $0.rest.count > $1.rest.count } }
        self.starts = starts
        self.lower = lower
        multiStarts = alphabet.letters.filter(\.isMultiScalar).map(\.scalar)
    }

    /// A word's scalars after NFC and lower case, each with the 0-based scalar index of the
    /// input it came from, and the case bits of the input.
    struct Normalised {
        var scalars: [Unicode.Scalar] = []
        var origins: [Int] = []
        var cases: UInt8 = 0

        /// Appends `scalar` (lower case, folded), or the scalars of the tile it folds onto.
        @inline(__always)
        mutating func append(
            _ scalar: Unicode.Scalar, from origin: Int, _ expansions: [Unicode.Scalar: [Unicode.Scalar]]
        ) {
            if !expansions.isEmpty, let expansion = expansions[scalar] {
                for part in expansion {
                    scalars.append(part)
                    origins.append(origin)
                }
                return
            }
            scalars.append(scalar)
            origins.append(origin)
        }
    }

    /// `bytes` (UTF-8) normalised, or where a character of no tile is.
    func normalise(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<Normalised, LetterCoder.OutsideCharacter> {
        let text = String(decoding: bytes, as: UTF8.self)
        var word = Normalised()
        word.scalars.reserveCapacity(bytes.count)
        word.origins.reserveCapacity(bytes.count)
        var complete = true
        var index = 0
        for scalar in text.unicodeScalars {
            guard let entry = lower[scalar] else {
                complete = false
                break
            }
            word.cases |= entry.cases
            word.append(entry.scalar, from: index, expansions)
            index += 1
        }
        if complete { return .success(word) }
        word = Normalised()
        word.cases = LetterCoder.slowCaseBits(bytes)
        var scalarIndex = 0
        for character in text {
            let original = String(character)
            for scalar in LetterCoder.folded(original).unicodeScalars {
                guard let entry = lower[scalar] else {
                    return .failure(LetterCoder.OutsideCharacter(index: scalarIndex, character: original))
                }
                word.append(entry.scalar, from: scalarIndex, expansions)
            }
            scalarIndex += original.unicodeScalars.count
        }
        return .success(word)
    }

    /// Appends the codes of `bytes` split longest tile first, and for each the 0-based scalar
    /// index of the input where its tile starts; sets `cases` to the input's case bits.
    func split(
        _ bytes: UnsafeBufferPointer<UInt8>, into codes: inout [UInt8], columns: inout [Int], cases: inout UInt8
    ) -> LetterCoder.Outcome {
        let word: Normalised
        switch normalise(bytes) {
        case .failure(let outside): return .outside(index: outside.index, character: outside.character)
        case .success(let normalised): word = normalised
        }
        cases = word.cases
        var position = 0
        let count = word.scalars.count
        while position < count {
            guard let candidate = longest(at: position, in: word.scalars) else {
                return .unsplittable(
                    index: word.origins[position], character: String(Character(word.scalars[position])))
            }
            codes.append(candidate.code)
            columns.append(word.origins[position])
            position += 1 + candidate.rest.count
        }
        return .coded
    }

    /// The longest tile that matches `scalars` at `position`.
    @inline(__always)
    func longest(at position: Int, in scalars: [Unicode.Scalar]) -> Candidate? {
        guard let candidates = starts[scalars[position]] else { return nil }
        for candidate in candidates where matches(candidate, at: position, in: scalars) { return candidate }
        return nil
    }

    @inline(__always)
    func matches(_ candidate: Candidate, at position: Int, in scalars: [Unicode.Scalar]) -> Bool {
        guard position + 1 + candidate.rest.count <= scalars.count else { return false }
        for (offset, scalar) in candidate.rest.enumerated() where scalars[position + 1 + offset] != scalar {
            return false
        }
        return true
    }

    /// Some split of the normalised word into tiles, when one exists (the first found trying
    /// longer tiles first), as codes; for the diagnostic of a word the longest-first split fails on.
    func anySplit(_ scalars: [Unicode.Scalar]) -> [UInt8]? {
        // reachable[i]: the tile that ends a split of scalars[..<i] (nil: no split reaches i).
        var back = [(from: Int, code: UInt8)?](repeating: nil, count: scalars.count + 1)
        var reached = [Bool](repeating: false, count: scalars.count + 1)
        reached[0] = true
        for position in 0..<scalars.count where reached[position] {
            for candidate in starts[scalars[position]] ?? [] where matches(candidate, at: position, in: scalars) {
                let end = position + 1 + candidate.rest.count
                if !reached[end] {
                    reached[end] = true
                    back[end] = (position, candidate.code)
                }
            }
        }
        guard reached[scalars.count] else { return nil }
        var codes: [UInt8] = []
        var end = scalars.count
        while end > 0, let step = back[end] {
            codes.append(step.code)
            end = step.from
        }
        return codes.reversed()
    }
}

extension LetterCoder {
    /// A character of no tile, at its 0-based scalar index.
    public struct OutsideCharacter: Error, Equatable {
        public var index: Int
        public var character: String
    }

    /// For a word the longest-first split rejects (`Outcome.unsplittable`), another split into
    /// tiles when there is one, as the tiles' texts; nil when there is none (or the alphabet's
    /// tiles are all one scalar).
    public func alternativeSplit(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        guard let tiler, case .success(let word) = tiler.normalise(bytes),
            let codes = tiler.anySplit(word.scalars)
        else { return nil }
        return codes.map { alphabet.letter($0) }
    }
}
