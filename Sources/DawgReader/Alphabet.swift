/// A variant's alphabet: the letters in code order with their tiles, the folds applied on input
/// and the word-length bounds. Letter `i` has code `i` in the dictionary.
public struct Alphabet: Sendable, Hashable {
    /// One tile kind: the letter (a single lower-case Unicode scalar), its value and how many
    /// tiles of it the game's set has.
    public struct Letter: Sendable, Hashable {
        /// The letter.
        public var scalar: Unicode.Scalar
        /// Its tile value.
        public var value: Int
        /// Its tiles in the set.
        public var count: Int

        /// A letter with its tile value and count.
        public init(_ scalar: Unicode.Scalar, value: Int, count: Int) {
            self.scalar = scalar
            self.value = value
            self.count = count
        }
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

    /// At most 62 letters, so that letters plus the GADDAG separator fit a 64-bit set.
    public static let maximumLetters = 62

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

    /// The letter of a code, as a string.
    public func letter(_ code: UInt8) -> String {
        Int(code) < letters.count ? String(Character(letters[Int(code)].scalar)) : "?"
    }

    /// The word spelled by `codes`.
    public func word<C: Collection>(_ codes: C) -> String where C.Element == UInt8 {
        var scalars = String.UnicodeScalarView()
        for code in codes where Int(code) < letters.count { scalars.append(letters[Int(code)].scalar) }
        return String(scalars)
    }
}
