import ZKCore

/// Building blocks of zk-dawg's code examples: a variant folder with a small English alphabet
/// (a, b, c, t; words of 2 to 5 letters) and a word list.
enum DawgExamples {
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
}
