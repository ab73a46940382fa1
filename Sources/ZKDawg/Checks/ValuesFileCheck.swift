import DawgReader
import ZKCore

/// Reads the file of `zk-dawg build --values`: a word, a tab and an integer per line (blank lines
/// and `#` comments skipped, CRLF taken), into a value per word of the built dictionary, by word
/// index. Reports a line that is not `word<TAB>integer` or whose integer is out of range (ZK1032),
/// a word that is not in the dictionary (ZK1033), a word given a value twice (ZK1034), each at
/// its line and column. Words without a line get 0.
enum ValuesFileCheck {
    /// The values by word index of `dictionary`, and the diagnostics of reading `file`.
    static func read(
        _ file: SourceFile, dictionary: DawgFile, severity: Severity
    ) -> (
        values: [Int], diagnostics: [Diagnostic]
    ) {
        var values = [Int](repeating: 0, count: dictionary.wordCount)
        var firstLine: [Int: Int] = [:]
        var limiter = DiagnosticLimiter()
        func report(_ code: DiagnosticCode, _ message: String, at offset: Int, notes: [Diagnostic.Note] = []) {
            guard limiter.admit(code, path: file.path) else { return }
            limiter.append(
                Diagnostic(severity, code: code.code, message, at: file.location(ofOffset: offset), notes: notes))
        }
        let bytes = file.bytes
        var start = 0
        var lineNumber = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            lineNumber += 1
            let lineStart = start
            var lineEnd = end
            start = end + 1
            if lineEnd > lineStart, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            let line = bytes[lineStart..<lineEnd]
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) || line.first == 0x23 { continue }
            guard let tab = line.firstIndex(of: 0x09) else {
                report(malformedLine, "line has no tab between the word and its value", at: lineStart)
                continue
            }
            let word = String(decoding: bytes[lineStart..<tab], as: UTF8.self)
            let valueText = String(decoding: bytes[(tab + 1)..<lineEnd], as: UTF8.self)
            let trimmed = valueText.trimmingCharacters(in: .whitespaces)
            guard let value = Int(trimmed), DawgWriter.valueRange.contains(value) else {
                report(
                    malformedLine,
                    "value '\(MessageText.escaped(trimmed))' of '\(MessageText.escaped(word))' is not an integer from \(DawgWriter.valueRange.lowerBound) to \(DawgWriter.valueRange.upperBound)",
                    at: tab + 1)
                continue
            }
            guard case .word(let codes) = dictionary.coder.input(word), let index = dictionary.index(ofCodes: codes)
            else {
                report(
                    unknownWord,
                    "'\(MessageText.escaped(word))' is not a word of the dictionary (as the lists build it)",
                    at: lineStart)
                continue
            }
            if let first = firstLine[index] {
                report(
                    repeatedWord, "'\(MessageText.escaped(word))' has a value already", at: lineStart,
                    notes: [.init("first given on line \(first)")])
                continue
            }
            firstLine[index] = lineNumber
            values[index] = value
        }
        return (values, limiter.finish(codes: codes) { _ in severity })
    }
}

/// The codes of the values file (ZK1032–ZK1034).
extension ValuesFileCheck: DeclaresCodes {
    public static let codes = [malformedLine, unknownWord, repeatedWord]

    public static let malformedLine = DiagnosticCode(
        "ZK1032", .error, summary: "a line of the values file is not a word, a tab and an integer",
        explanation: """
            `zk-dawg build --values FILE` stores a value per word (a frequency, a definition's \
            id, a playability): each line of FILE is a word, a tab and an integer from -2^55 to \
            2^55 - 1 (blank lines and `#` comments are skipped). A line without a tab, or whose \
            value is not such an integer, is reported at the line or at the value.
            """,
        broken: ValuesExamples.example("cat\t12\nbat\t↓many\n"),
        fixed: ValuesExamples.example("cat\t12\nbat\t7\n"))

    public static let unknownWord = DiagnosticCode(
        "ZK1033", .error, summary: "the values file names a word the dictionary does not hold",
        explanation: """
            Each word of the values file is normalised as a line of the word lists is (NFC, \
            folds, the case rule, tiles) and must be a word of the dictionary being built: a \
            value for a word that is not there would be lost. Add the word to the lists or drop \
            the line.
            """,
        broken: ValuesExamples.example("cat\t12\n↓dog\t3\n"),
        fixed: ValuesExamples.example("cat\t12\nbat\t3\n"))

    public static let repeatedWord = DiagnosticCode(
        "ZK1034", .error, summary: "the values file gives a word a value twice",
        explanation: """
            A word has one value. The second line that names it is reported, with the line of \
            the first in a note (two spellings that normalise to one word count as the same \
            word); keep one.
            """,
        broken: ValuesExamples.example("cat\t12\n↓cat\t3\n"),
        fixed: ValuesExamples.example("cat\t12\n"))
}

/// The examples of the values file's codes: `zk-dawg build --values values.tsv` on a variant
/// folder with the words `bat` and `cat`.
enum ValuesExamples {
    static func example(_ values: String) -> DiagnosticExample {
        DiagnosticExample(
            [
                DawgExamples.alphabet(), DawgExamples.words("bat\ncat\n"),
                DiagnosticExample.ExampleFile("values.tsv", values),
            ],
            command: [
                "zk-dawg", "build", "--values", "values.tsv", "-o", "build/scrabble_en.dawg",
                "Content/dictionaries/scrabble_en",
            ])
    }
}
