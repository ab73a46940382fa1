import DawgReader
import ZKCore

/// A word of an alphabet with tiles of several letters that cannot be split into its tiles
/// (ZK1031). Words are split longest tile first, at build and at lookup alike (`carro` is
/// `c a rr o`); a character that belongs only to tiles of several letters (the `·` of Catalan
/// `l·l`) must then begin a tile where the split reaches it. Judged in the word list's one pass
/// (`WordListLineCheck`), at the character, with a note naming another split when one exists.
enum TileSplitCheck {
    /// The message for `word`, whose longest-first split stops at `character`.
    static func message(_ word: String, character: String, variant: String) -> String {
        "word '\(MessageText.escaped(word))' cannot be split into the tiles of '\(variant)': no tile starts with "
            + "'\(MessageText.escaped(character))' here (tiles are taken longest first)"
    }

    /// The notes: the split that would fit when the longest-first one misses it, and the alphabet.
    static func notes(alternative: [String]?, alphabetLocation: SourceLocation) -> [Diagnostic.Note] {
        var notes: [Diagnostic.Note] = []
        if let alternative {
            notes.append(
                .init(
                    "the tiles "
                        + alternative.map { "'\(MessageText.escaped($0))'" }.joined(separator: " ")
                        + " spell it, but a longer tile is taken first; list the tiles so that the longest match is meant"
                ))
        }
        notes.append(.init("the tiles are defined here", at: alphabetLocation))
        return notes
    }
}

/// The code of a word that cannot be split into tiles (ZK1031).
extension TileSplitCheck: DeclaresCodes {
    public static let codes = [unsplittable]

    public static let unsplittable = DiagnosticCode(
        "ZK1031", .error, summary: "a word cannot be split into the alphabet's tiles",
        explanation: """
            An alphabet with tiles of several letters (Spanish `ch`, `ll`, `rr`; Catalan `l·l`, \
            `ny`; Dutch `ij`) splits each word into tiles longest first, when it is built and when \
            it is looked up: `carro` is `c a rr o`, `col·legi` is `c o l·l e g i`. A character \
            that is part only of tiles of several letters (the `·` of `l·l`) must begin a tile \
            where the split reaches it; `al·a` leaves `·` on its own. The diagnostic points at \
            that character; when the word has another split into tiles that the longest-first \
            rule misses, a note names it. Fix the word, or the alphabet's tiles.
            """,
        broken: DawgExamples.example(DawgExamples.tileAlphabet(), DawgExamples.words("al·la\nal↓·a\n")),
        fixed: DawgExamples.example(DawgExamples.tileAlphabet(), DawgExamples.words("al·la\nala\n")))
}
