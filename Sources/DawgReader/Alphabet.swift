/// A variant's alphabet: the letters in code order with their tiles, the folds applied on input
/// and the word-length bounds. Letter `i` has code `i` in the dictionary.
public struct Alphabet: Sendable, Hashable {
    /// One tile kind: the letter — a single lower-case Unicode scalar, or a tile of several
    /// (Spanish `ch`, `ll`, `rr`; Catalan `l·l`, `ny`; Dutch `ij`), one code all the same —, its
    /// value and how many tiles of it the game's set has.
    public struct Letter: Sendable, Hashable {
        /// The tile's first (for most alphabets its only) scalar.
        public var scalar: Unicode.Scalar
        /// The tile as written: its scalars in NFC, lower case (`"ch"`, `"l·l"`, or the one scalar).
        public var text: String
        /// Its tile value.
        public var value: Int
        /// Its tiles in the set.
        public var count: Int

        /// A letter of one scalar with its tile value and count.
        public init(_ scalar: Unicode.Scalar, value: Int, count: Int) {
            self.scalar = scalar
            self.text = String(Character(scalar))
            self.value = value
            self.count = count
        }

        /// A tile spelled `text` (one or more scalars, NFC, lower case) with its value and count;
        /// nil for an empty text.
        public init?(text: String, value: Int, count: Int) {
            guard let first = text.unicodeScalars.first else { return nil }
            self.scalar = first
            self.text = text
            self.value = value
            self.count = count
        }

        /// Whether the tile is spelled with more than one scalar.
        public var isMultiScalar: Bool { text.unicodeScalars.count > 1 }
    }

    /// A letter replaced on input (`ё` → code of `е`).
    public struct Fold: Sendable, Hashable {
        /// The scalar replaced on input.
        public var from: Unicode.Scalar
        /// The code it becomes.
        public var to: UInt8

        /// A fold of `from` into code `to`.
        public init(from: Unicode.Scalar, to: UInt8) {
            self.from = from
            self.to = to
        }
    }

    /// What the builder does with a line that has an upper-case letter.
    public enum CaseRule: UInt8, Sendable, Hashable {
        /// The default: a line with an upper-case letter is an error (`Tact`, `NATO`); word
        /// lists are written in lower case.
        case strict = 0
        /// `"case": "fold"`: upper-case letters are lower-cased (German nouns: `Haus` → `haus`);
        /// a line wholly in capitals (`NATO`) is folded with a warning, since it is usually an
        /// abbreviation.
        case fold = 1
    }

    /// At most 62 letters (tiles, whether of one scalar or several), so that letters plus the
    /// GADDAG separator fit a 64-bit set and the six label bits of the file's edges.
    public static let maximumLetters = 62
    /// The most scalars a tile is spelled with (Catalan `l·l` takes three).
    public static let maximumTileScalars = 4

    /// The variant name (`erudit_ru`).
    public var variant: String
    /// The language tag, when known (not stored in the file).
    public var language: String
    /// The letters in code order.
    public var letters: [Letter]
    /// Blank tiles in the set.
    public var blanks: Int
    /// The folds, by source scalar.
    public var folds: [Fold]
    /// The shortest word length.
    public var minLength: Int
    /// The longest word length.
    public var maxLength: Int
    /// What a line with upper-case letters means (stored in the file, so that a lookup
    /// normalises a word as the build did).
    public var caseRule: CaseRule

    /// An alphabet; the folds are sorted by source scalar.
    public init(
        variant: String, language: String = "", letters: [Letter], blanks: Int = 0, folds: [Fold] = [],
        minLength: Int = 1, maxLength: Int = 255, caseRule: CaseRule = .strict
    ) {
        self.variant = variant
        self.language = language
        self.letters = letters
        self.blanks = blanks
        self.folds = folds.sorted { $0.from.value < $1.from.value }
        self.minLength = minLength
        self.maxLength = maxLength
        self.caseRule = caseRule
    }

    /// Whether a tile is spelled with several scalars (the coder then splits words longest tile first).
    public var hasMultiScalarTiles: Bool { letters.contains { $0.isMultiScalar } }

    /// The letter (tile) of a code, as a string.
    public func letter(_ code: UInt8) -> String {
        Int(code) < letters.count ? letters[Int(code)].text : "?"
    }

    /// The word spelled by `codes`: the tiles' texts one after another.
    public func word<C: Collection>(_ codes: C) -> String where C.Element == UInt8 {
        var scalars = String.UnicodeScalarView()
        for code in codes where Int(code) < letters.count {
            scalars.append(contentsOf: letters[Int(code)].text.unicodeScalars)
        }
        return String(scalars)
    }
}
