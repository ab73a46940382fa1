import ZKCore

/// Every diagnostic code of zk-dawg (`ZK1xxx`): alphabets, word lists and dictionary files.
public enum ZKDawgCodes {
    /// A small English alphabet for the examples: a, b, c, t; words of 2 to 5 letters.
    static func alphabet(
        letters: String = #"{"letter": "a", "value": 1, "count": 9}, {"letter": "b", "value": 3, "count": 2}, {"letter": "c", "value": 3, "count": 2}, {"letter": "t", "value": 1, "count": 6}"#,
        fold: String = "{}", minLength: String = "2", maxLength: String = "5"
    ) -> DiagnosticExample.ExampleFile {
        DiagnosticExample.ExampleFile(
            "Content/dictionaries/scrabble_en/alphabet.json",
            #"{"variant": "scrabble_en", "language": "en", "letters": [\#(letters)], "blanks": 2, "fold": \#(fold), "minLength": \#(minLength), "maxLength": \#(maxLength)}"#)
    }

    /// 63 lower-case letters: a–z and а–є.
    static let manyLetters: [String] = (Array(0x61...0x7A) + Array(0x430...0x454)).compactMap { Unicode.Scalar($0).map { String(Character($0)) } }

    static func words(_ text: String) -> DiagnosticExample.ExampleFile {
        DiagnosticExample.ExampleFile("Content/dictionaries/scrabble_en/words.txt", text)
    }

    static func example(_ files: DiagnosticExample.ExampleFile...) -> DiagnosticExample { DiagnosticExample(files) }

    // MARK: Alphabets (ZK100x)

    public static let alphabetField = DiagnosticCode(
        "ZK1001", .error, phase: .structure, summary: "an alphabet.json field is missing or has the wrong type",
        explanation: """
            `alphabet.json` needs `letters` (an array of objects with `letter`, `value` and \
            `count`) and `blanks` (the number of blank tiles, 0 for none: a missing count would \
            silently build a game without blanks); `variant` (a string), `language` (a string), \
            `minLength` and `maxLength` (integers) and `fold` (an object of single letters) are optional. The \
            message names the field, the type found and the type expected.
            """,
        broken: example(alphabet(minLength: #"↓"two""#), words("cat\n")),
        fixed: example(alphabet(), words("cat\n")))

    public static let alphabetLetter = DiagnosticCode(
        "ZK1002", .error, summary: "an alphabet letter is not a single lower-case character",
        explanation: """
            Each entry of `letters` is one tile: a single Unicode scalar after NFC normalisation, \
            in lower case (words are lower-cased before they are matched). Write digraph tiles as \
            separate letters and upper-case letters in lower case.
            """,
        broken: example(alphabet(letters: #"{"letter": ↓"Ab", "value": 1, "count": 9}"#), words("")),
        fixed: example(alphabet(letters: #"{"letter": "a", "value": 1, "count": 9}"#), words("aa\n")))

    public static let duplicateLetter = DiagnosticCode(
        "ZK1003", .error, summary: "the alphabet lists a letter twice",
        explanation: """
            Every letter has one code, one tile value and one tile count. The second entry is \
            reported and the first is named in a note; merge them.
            """,
        broken: example(alphabet(letters: #"{"letter": "a", "value": 1, "count": 9}, {"letter": ↓"a", "value": 2, "count": 1}"#), words("aa\n")),
        fixed: example(alphabet(letters: #"{"letter": "a", "value": 1, "count": 9}"#), words("aa\n")))

    public static let foldTarget = DiagnosticCode(
        "ZK1004", .error, summary: "a fold maps a letter onto one that is not in the alphabet",
        explanation: """
            `fold` replaces letters on input (`"ё": "е"` for variants that do not distinguish \
            them). The key must be a single character that is not itself a letter of the \
            alphabet, the value a letter of the alphabet.
            """,
        broken: example(alphabet(fold: #"{"á": ↓"x"}"#), words("cat\n")),
        fixed: example(alphabet(fold: #"{"á": "a"}"#), words("cát\n")))

    public static let lengthBounds = DiagnosticCode(
        "ZK1005", .error, phase: .structure, summary: "minLength and maxLength do not form a range of 1 to 255 letters",
        explanation: """
            Words are between `minLength` and `maxLength` letters long, both inclusive; the \
            dictionary format stores the bounds in one byte each, so 1 ≤ minLength ≤ maxLength ≤ 255.
            """,
        broken: example(alphabet(minLength: "↓7", maxLength: "5"), words("cat\n")),
        fixed: example(alphabet(minLength: "2", maxLength: "5"), words("cat\n")))

    public static let tooManyLetters = DiagnosticCode(
        "ZK1006", .error, phase: .structure, summary: "the alphabet has more than 62 letters",
        explanation: """
            A letter code, the GADDAG separator and the next-letter bitsets of the move generator \
            must fit 64 bits, so an alphabet holds at most 62 letters. Fold variants of a letter \
            onto it instead of listing them.
            """,
        broken: example(
            alphabet(letters: "↓" + manyLetters.map { #"{"letter": "\#($0)", "value": 1, "count": 1}"# }.joined(separator: ", ")),
            words("")),
        fixed: example(alphabet(), words("cat\n")))

    // MARK: Word lists (ZK101x)

    public static let letterOutsideAlphabet = DiagnosticCode(
        "ZK1010", .error, summary: "a word contains a letter that is not in the alphabet",
        explanation: """
            After normalisation (NFC, lower case, the alphabet's folds) every character of a word \
            must be a letter of the variant's alphabet. The message names the character and its \
            code point, which tells look-alikes apart (Latin `a` U+0061 in a Russian list, where \
            Cyrillic `а` U+0430 was meant). Remove the word or fix the letter.
            """,
        broken: example(alphabet(), words("cat\nb↓o\n")),
        fixed: example(alphabet(), words("cat\nbat\n")))

    public static let wordTooShort = DiagnosticCode(
        "ZK1011", .error, summary: "a word is shorter than the alphabet's minLength",
        explanation: """
            The variant's rules forbid words shorter than `minLength`; the list should not \
            contain them. Remove the line or lower `minLength`.
            """,
        broken: example(alphabet(), words("cat\n↓a\n")),
        fixed: example(alphabet(), words("cat\nat\n")))

    public static let wordTooLong = DiagnosticCode(
        "ZK1012", .error, summary: "a word is longer than the alphabet's maxLength",
        explanation: """
            No word longer than `maxLength` fits the board; the diagnostic points at the first \
            letter past the limit. Remove the line or raise `maxLength`.
            """,
        broken: example(alphabet(), words("cat\nbacca↓t\n")),
        fixed: example(alphabet(), words("cat\nbacca\n")))

    public static let duplicateWord = DiagnosticCode(
        "ZK1013", .warning, summary: "a word occurs twice in the lists of a variant",
        explanation: """
            Duplicates are dropped (the dictionary holds each word once) but usually point at a \
            merge mistake or at two spellings that normalise to the same word (`CAT` and `cat`). \
            The first occurrence is named in a note. Only the first 50 per file are listed.
            """,
        broken: example(alphabet(), words("cat\nbat\n↓CAT\n")),
        fixed: example(alphabet(), words("cat\nbat\n")))

    public static let invalidUTF8 = DiagnosticCode(
        "ZK1014", .error, summary: "a line of a word list is not valid UTF-8",
        explanation: """
            Word lists are UTF-8. The message names the byte offset of the first invalid byte; a \
            list in KOI8-R or Latin-1 must be converted (`iconv -f koi8-r -t utf-8`).
            """)

    public static let byteOrderMark = DiagnosticCode(
        "ZK1015", .warning, summary: "a word list starts with a byte order mark",
        explanation: """
            The byte order mark is skipped, but tools that concatenate or sort lists treat it as \
            part of the first word. Save the list as UTF-8 without BOM.
            """,
        broken: example(alphabet(), words("↓\u{FEFF}cat\n")),
        fixed: example(alphabet(), words("cat\n")))

    public static let carriageReturn = DiagnosticCode(
        "ZK1016", .warning, summary: "a word list has CRLF line endings",
        explanation: """
            The carriage returns are stripped, but the list then differs from what `sort` and \
            `diff` see. Reported once per file, at the first one. Convert with `dos2unix`.
            """,
        broken: example(alphabet(), words("cat↓\r\nbat\r\n")),
        fixed: example(alphabet(), words("cat\nbat\n")))

    public static let emptyList = DiagnosticCode(
        "ZK1017", .error, summary: "a variant's word lists hold no words",
        explanation: """
            Only comments, blank lines or rejected lines were found, so there is nothing to build; \
            an empty dictionary would reject every move. Usually a failed download or a wrong \
            file; regenerate the list.
            """,
        broken: example(alphabet(), words("↓# nothing yet\n")),
        fixed: example(alphabet(), words("# from wamerican\ncat\n")))

    public static let missingWordList = DiagnosticCode(
        "ZK1018", .error, phase: .structure, summary: "a variant folder has no word list",
        explanation: """
            A variant folder holds `alphabet.json` and one or more word lists named `words.txt` \
            or `words-<part>.txt`. None was found beside the alphabet.
            """)

    public static let missingAlphabet = DiagnosticCode(
        "ZK1019", .error, phase: .structure, summary: "a variant folder has no alphabet.json",
        explanation: """
            Words are checked against and coded by the variant's alphabet; without \
            `alphabet.json` the folder cannot be built. Add it (see Content/schemas/alphabet.schema.json).
            """)

    // MARK: Dictionary files (ZK102x)

    public static let corruptDictionary = DiagnosticCode(
        "ZK1020", .error, phase: .syntax, summary: "a dictionary file is truncated, corrupted or of another version",
        explanation: """
            The reader validates a .dawg file completely before answering any query: magic, \
            version, every size and offset against the file length, the CRC-32C checksums of \
            header and payload, edge targets, labels and word counts. The message says what was \
            found and what was expected. Rebuild the file with `zk-dawg build`.
            """)

    /// Every zk-dawg code.
    public static let all: [DiagnosticCode] = [
        alphabetField, alphabetLetter, duplicateLetter, foldTarget, lengthBounds, tooManyLetters,
        letterOutsideAlphabet, wordTooShort, wordTooLong, duplicateWord, invalidUTF8, byteOrderMark,
        carriageReturn, emptyList, missingWordList, missingAlphabet, corruptDictionary,
    ] + WordCaseCheck.codes + WordListNameCheck.codes

    /// Codes whose trigger cannot be written as example text files; each has a dedicated test.
    public static let withoutExamples: [DiagnosticCode] = [invalidUTF8, missingWordList, missingAlphabet, corruptDictionary]
}
