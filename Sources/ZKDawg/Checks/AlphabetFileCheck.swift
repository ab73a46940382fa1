import DawgReader
import Foundation
import ZKCore

/// Reads `alphabet.json` into an `Alphabet`, reporting a missing or mistyped field (ZK1001), a
/// letter that is not one lower-case character (ZK1002), a letter listed twice (ZK1003), a
/// fold onto a non-letter (ZK1004), impossible length bounds (ZK1005) and too many letters (ZK1006).
public enum AlphabetFileCheck {
    /// The alphabet (nil when the file has errors), its diagnostics, and where `letters`,
    /// `minLength` and `maxLength` are (the word-length notes point at the bound).
    public struct Result: Sendable {
        public var alphabet: Alphabet?
        public var diagnostics: [Diagnostic]
        public var lettersLocation: SourceLocation
        public var minLengthLocation: SourceLocation?
        public var maxLengthLocation: SourceLocation?

        init(
            alphabet: Alphabet?, diagnostics: [Diagnostic], lettersLocation: SourceLocation,
            minLengthLocation: SourceLocation? = nil, maxLengthLocation: SourceLocation? = nil
        ) {
            self.alphabet = alphabet
            self.diagnostics = diagnostics
            self.lettersLocation = lettersLocation
            self.minLengthLocation = minLengthLocation
            self.maxLengthLocation = maxLengthLocation
        }
    }

    public static func read(_ file: SourceFile, defaultVariant: String) -> Result {
        let parsed = JSONReader.read(file)
        var diagnostics = parsed.diagnostics
        let path = file.path
        var lettersLocation = SourceLocation(path: path)
        guard !parsed.hasErrors, let root = parsed.value else {
            return Result(alphabet: nil, diagnostics: diagnostics, lettersLocation: lettersLocation)
        }
        guard let object = root.object else {
            diagnostics.append(
                Diagnostic(
                    AlphabetFileCheck.alphabetField, "alphabet must be an object, found \(root.typeName)",
                    at: root.location(in: path)))
            return Result(alphabet: nil, diagnostics: diagnostics, lettersLocation: lettersLocation)
        }
        func wrongType(_ key: String, _ value: JSONValue, _ expected: String) {
            diagnostics.append(
                Diagnostic(
                    AlphabetFileCheck.alphabetField, "'\(key)' must be \(expected), found \(value.typeName)",
                    at: value.location(in: path)))
        }
        func integer(_ key: String, default fallback: Int, in range: ClosedRange<Int>) -> Int {
            guard let value = object[key] else { return fallback }
            guard let number = value.int, range.contains(number) else {
                wrongType(key, value, "an integer from \(range.lowerBound) to \(range.upperBound)")
                return fallback
            }
            return number
        }
        for member in object.members where !AlphabetFileCheck.knownKeys.contains(member.key) {
            diagnostics.append(
                Diagnostic(
                    AlphabetFileCheck.unknownKey,
                    "alphabet.json has the key '\(MessageText.escaped(member.key))', which zk-dawg does not know (known: \(AlphabetFileCheck.knownKeys.joined(separator: ", ")))",
                    at: SourceLocation(path: path, start: member.keyPosition)))
        }
        var caseRule = Alphabet.CaseRule.strict
        if let value = object["case"] {
            switch value.string {
            case "strict": caseRule = .strict
            case "fold": caseRule = .fold
            default: wrongType("case", value, #""strict" or "fold""#)
            }
        }
        var variant = defaultVariant
        if let value = object["variant"] {
            if let text = value.string { variant = text } else { wrongType("variant", value, "a string") }
        }
        var language = ""
        if let value = object["language"] {
            if let text = value.string { language = text } else { wrongType("language", value, "a string") }
        }
        // Required (as the schema says): a missing count would silently build a game without blanks.
        if object["blanks"] == nil {
            diagnostics.append(
                Diagnostic(
                    AlphabetFileCheck.alphabetField,
                    "alphabet lacks the field 'blanks' (the number of blank tiles; write 0 for none)",
                    at: root.location(in: path)))
        }
        let blanks = integer("blanks", default: 0, in: 0...255)
        let minLength = integer("minLength", default: 1, in: 0...Int(Int32.max))
        let maxLength = integer("maxLength", default: 255, in: 0...Int(Int32.max))
        if let value = object["minLength"], minLength > maxLength || minLength < 1 || maxLength > 255 {
            diagnostics.append(
                Diagnostic(
                    AlphabetFileCheck.lengthBounds,
                    "minLength \(minLength) and maxLength \(maxLength) do not satisfy 1 ≤ minLength ≤ maxLength ≤ 255",
                    at: value.location(in: path)))
        } else if let value = object["maxLength"], maxLength > 255 || maxLength < minLength {
            diagnostics.append(
                Diagnostic(
                    AlphabetFileCheck.lengthBounds, "maxLength \(maxLength) is outside 1 to 255",
                    at: value.location(in: path)))
        }

        var letters: [Alphabet.Letter] = []
        var firstPosition: [Unicode.Scalar: SourcePosition] = [:]
        if let lettersValue = object["letters"] {
            lettersLocation = lettersValue.location(in: path)
            if let array = lettersValue.array {
                if array.count > Alphabet.maximumLetters, let first = array.first {
                    diagnostics.append(
                        Diagnostic(
                            AlphabetFileCheck.tooManyLetters,
                            "the alphabet has \(array.count) letters, at most \(Alphabet.maximumLetters) are supported",
                            at: first.location(in: path)))
                }
                if array.isEmpty { wrongType("letters", lettersValue, "a non-empty array") }
                for entry in array {
                    guard let entryObject = entry.object else {
                        wrongType("letters[]", entry, "an object with 'letter', 'value' and 'count'")
                        continue
                    }
                    guard let letterValue = entryObject["letter"] else {
                        diagnostics.append(
                            Diagnostic(
                                AlphabetFileCheck.alphabetField, "letter entry lacks the field 'letter'",
                                at: entry.location(in: path)))
                        continue
                    }
                    guard let text = letterValue.string else {
                        wrongType("letter", letterValue, "a string")
                        continue
                    }
                    var tileValue = 0
                    var tileCount = 0
                    for (key, target) in [("value", 0), ("count", 1)] {
                        guard let field = entryObject[key] else {
                            diagnostics.append(
                                Diagnostic(
                                    AlphabetFileCheck.alphabetField, "letter '\(text)' lacks the field '\(key)'",
                                    at: entry.location(in: path)))
                            continue
                        }
                        guard let number = field.int, number >= 0, number <= 65_535 else {
                            wrongType(key, field, "an integer from 0 to 65535")
                            continue
                        }
                        if target == 0 { tileValue = number } else { tileCount = number }
                    }
                    guard let scalar = singleLowerCaseScalar(text) else {
                        diagnostics.append(
                            Diagnostic(
                                AlphabetFileCheck.alphabetLetter,
                                "letter '\(text)' must be a single lower-case character (after NFC)",
                                at: letterValue.location(in: path)))
                        continue
                    }
                    if let first = firstPosition[scalar] {
                        diagnostics.append(
                            Diagnostic(
                                AlphabetFileCheck.duplicateLetter, "letter '\(text)' is listed twice",
                                at: letterValue.location(in: path),
                                notes: [.init("first listed here", at: SourceLocation(path: path, start: first))]))
                        continue
                    }
                    firstPosition[scalar] = letterValue.position
                    letters.append(Alphabet.Letter(scalar, value: tileValue, count: tileCount))
                }
            } else {
                wrongType("letters", lettersValue, "an array")
            }
        } else {
            diagnostics.append(
                Diagnostic(
                    AlphabetFileCheck.alphabetField, "alphabet lacks the field 'letters'", at: root.location(in: path)))
        }

        var folds: [Alphabet.Fold] = []
        if let foldValue = object["fold"] {
            if let foldObject = foldValue.object {
                for member in foldObject.members {
                    let keyLocation = SourceLocation(path: path, start: member.keyPosition)
                    guard let from = singleScalar(member.key) else {
                        diagnostics.append(
                            Diagnostic(
                                AlphabetFileCheck.foldTarget, "fold source '\(member.key)' must be a single character",
                                at: keyLocation))
                        continue
                    }
                    if let first = firstPosition[from] {
                        diagnostics.append(
                            Diagnostic(
                                AlphabetFileCheck.foldTarget,
                                "fold source '\(member.key)' is itself a letter of the alphabet",
                                at: keyLocation,
                                notes: [.init("letter listed here", at: SourceLocation(path: path, start: first))]))
                        continue
                    }
                    guard let text = member.value.string else {
                        wrongType("fold", member.value, "a string")
                        continue
                    }
                    guard let to = singleScalar(text), let code = letters.firstIndex(where: { $0.scalar == to }) else {
                        diagnostics.append(
                            Diagnostic(
                                AlphabetFileCheck.foldTarget,
                                "fold target '\(text)' of '\(member.key)' is not a letter of the alphabet",
                                at: member.value.location(in: path),
                                notes: [.init("letters listed here", at: lettersLocation)]))
                        continue
                    }
                    folds.append(Alphabet.Fold(from: from, to: UInt8(code)))
                }
            } else {
                wrongType("fold", foldValue, "an object")
            }
        }
        if diagnostics.contains(where: { $0.severity == .error }) {
            return Result(alphabet: nil, diagnostics: diagnostics, lettersLocation: lettersLocation)
        }
        let alphabet = Alphabet(
            variant: variant, language: language, letters: letters, blanks: blanks, folds: folds,
            minLength: minLength, maxLength: maxLength, caseRule: caseRule)
        return Result(
            alphabet: alphabet, diagnostics: diagnostics, lettersLocation: lettersLocation,
            minLengthLocation: object.member("minLength").map { SourceLocation(path: path, start: $0.keyPosition) },
            maxLengthLocation: object.member("maxLength").map { SourceLocation(path: path, start: $0.keyPosition) })
    }

    /// The keys of alphabet.json (as its schema lists them).
    static let knownKeys = [
        "$schema", "variant", "language", "letters", "blanks", "fold", "case", "minLength", "maxLength", "source",
    ]

    static func singleScalar(_ text: String) -> Unicode.Scalar? {
        let normal = text.precomposedStringWithCanonicalMapping
        guard normal.unicodeScalars.count == 1 else { return nil }
        return normal.unicodeScalars.first
    }

    static func singleLowerCaseScalar(_ text: String) -> Unicode.Scalar? {
        guard let scalar = singleScalar(text) else { return nil }
        let string = String(Character(scalar))
        return string.lowercased() == string ? scalar : nil
    }
}

/// The codes of `alphabet.json` (ZK1001–ZK1006).
extension AlphabetFileCheck: DeclaresCodes {
    public static let codes = [
        alphabetField, alphabetLetter, duplicateLetter, foldTarget, lengthBounds, tooManyLetters, unknownKey,
    ]

    public static let unknownKey = DiagnosticCode(
        "ZK1007", .warning, summary: "alphabet.json has a key zk-dawg does not know",
        explanation: """
            Every key of `alphabet.json` changes how the dictionary is built, so a key zk-dawg \
            does not read (a typo such as `"cases"`, or a setting of another tool) is reported \
            rather than passed over: the build would otherwise go on as if it were not there. \
            The known keys are `$schema`, `variant`, `language`, `letters`, `blanks`, `fold`, \
            `case`, `minLength`, `maxLength` and `source`.
            """,
        broken: DawgExamples.example(DawgExamples.alphabet(extra: #", ↓"cases": "fold""#), DawgExamples.words("cat\n")),
        fixed: DawgExamples.example(DawgExamples.alphabet(extra: #", "case": "fold""#), DawgExamples.words("cat\n")))

    public static let alphabetField = DiagnosticCode(
        "ZK1001", .error, phase: .structure, summary: "an alphabet.json field is missing or has the wrong type",
        explanation: """
            `alphabet.json` needs `letters` (an array of objects with `letter`, `value` and \
            `count`) and `blanks` (the number of blank tiles, 0 for none: a missing count would \
            silently build a game without blanks); `variant` (a string), `language` (a string), \
            `minLength` and `maxLength` (integers), `fold` (an object of single letters) and `case` \
            (`"strict"`, the default, or `"fold"`) are optional. The \
            message names the field, the type found and the type expected.
            """,
        broken: DawgExamples.example(DawgExamples.alphabet(minLength: #"↓"two""#), DawgExamples.words("cat\n")),
        fixed: DawgExamples.example(DawgExamples.alphabet(), DawgExamples.words("cat\n")))

    public static let alphabetLetter = DiagnosticCode(
        "ZK1002", .error, summary: "an alphabet letter is not a single lower-case character",
        explanation: """
            Each entry of `letters` is one tile: a single Unicode scalar after NFC normalisation, \
            in lower case (words are lower-cased before they are matched). Write digraph tiles as \
            separate letters and upper-case letters in lower case.
            """,
        broken: DawgExamples.example(
            DawgExamples.alphabet(letters: #"{"letter": ↓"Ab", "value": 1, "count": 9}"#), DawgExamples.words("")),
        fixed: DawgExamples.example(
            DawgExamples.alphabet(letters: #"{"letter": "a", "value": 1, "count": 9}"#), DawgExamples.words("aa\n")))

    public static let duplicateLetter = DiagnosticCode(
        "ZK1003", .error, summary: "the alphabet lists a letter twice",
        explanation: """
            Every letter has one code, one tile value and one tile count. The second entry is \
            reported and the first is named in a note; merge them.
            """,
        broken: DawgExamples.example(
            DawgExamples.alphabet(
                letters: #"{"letter": "a", "value": 1, "count": 9}, {"letter": ↓"a", "value": 2, "count": 1}"#),
            DawgExamples.words("aa\n")),
        fixed: DawgExamples.example(
            DawgExamples.alphabet(letters: #"{"letter": "a", "value": 1, "count": 9}"#), DawgExamples.words("aa\n")))

    public static let foldTarget = DiagnosticCode(
        "ZK1004", .error, summary: "a fold maps a letter onto one that is not in the alphabet",
        explanation: """
            `fold` replaces letters on input (`"ё": "е"` for variants that do not distinguish \
            them). The key must be a single character that is not itself a letter of the \
            alphabet, the value a letter of the alphabet.
            """,
        broken: DawgExamples.example(DawgExamples.alphabet(fold: #"{"á": ↓"x"}"#), DawgExamples.words("cat\n")),
        fixed: DawgExamples.example(DawgExamples.alphabet(fold: #"{"á": "a"}"#), DawgExamples.words("cát\n")))

    public static let lengthBounds = DiagnosticCode(
        "ZK1005", .error, phase: .structure, summary: "minLength and maxLength do not form a range of 1 to 255 letters",
        explanation: """
            Words are between `minLength` and `maxLength` letters long, both inclusive; the \
            dictionary format stores the bounds in one byte each, so 1 ≤ minLength ≤ maxLength ≤ 255.
            """,
        broken: DawgExamples.example(
            DawgExamples.alphabet(minLength: "↓7", maxLength: "5"), DawgExamples.words("cat\n")),
        fixed: DawgExamples.example(DawgExamples.alphabet(minLength: "2", maxLength: "5"), DawgExamples.words("cat\n")))

    public static let tooManyLetters = DiagnosticCode(
        "ZK1006", .error, phase: .structure, summary: "the alphabet has more than 62 letters",
        explanation: """
            A letter code, the GADDAG separator and the next-letter bitsets of the move generator \
            must fit 64 bits, so an alphabet holds at most 62 letters. Fold variants of a letter \
            onto it instead of listing them.
            """,
        broken: DawgExamples.example(
            DawgExamples.alphabet(
                letters: "↓"
                    + DawgExamples.manyLetters.map { #"{"letter": "\#($0)", "value": 1, "count": 1}"# }.joined(
                        separator: ", ")),
            DawgExamples.words("")),
        fixed: DawgExamples.example(DawgExamples.alphabet(), DawgExamples.words("cat\n")))
}
