import DawgReader
import Foundation
import ZKCore

/// Reads `alphabet.json` into an `Alphabet`: its shape checked by `schema` (a missing or mistyped
/// field, ZK1001; a key zk-dawg does not know, ZK1007), then decoded, reporting a letter that is
/// not a tile of 1 to 4 lower-case characters (ZK1002), a letter listed twice (ZK1003), a fold onto a
/// non-letter (ZK1004), impossible length bounds (ZK1005) and too many letters (ZK1006).
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
        let path = file.path
        guard !parsed.hasErrors, let root = parsed.value else {
            return Result(alphabet: nil, diagnostics: parsed.diagnostics, lettersLocation: SourceLocation(path: path))
        }
        let checked = schema.check(root, file: path, restated: true) {
            $0.keyword == "additionalProperties" ? unknownKey : alphabetField
        }
        var diagnostics = parsed.diagnostics + checked.diagnostics
        let lettersLocation = root["letters"]?.location(in: path) ?? SourceLocation(path: path)
        guard let object = checked.accepted else {
            return Result(alphabet: nil, diagnostics: diagnostics, lettersLocation: lettersLocation)
        }
        let blanks = object["blanks"]?.int ?? 0
        let minLength = object["minLength"]?.int ?? 1
        let maxLength = object["maxLength"]?.int ?? 255
        diagnostics += lengthBoundsProblems(object, minLength: minLength, maxLength: maxLength, path: path)
        let (letters, letterProblems) = readLetters(object["letters"]?.array ?? [], all: root["letters"], path: path)
        diagnostics += letterProblems
        let (folds, foldProblems) = readFolds(
            object["fold"], letters: letters, lettersLocation: lettersLocation, path: path)
        diagnostics += foldProblems
        if diagnostics.contains(where: { $0.severity == .error }) {
            return Result(alphabet: nil, diagnostics: diagnostics, lettersLocation: lettersLocation)
        }
        let alphabet = Alphabet(
            variant: object["variant"]?.string ?? defaultVariant, language: object["language"]?.string ?? "",
            letters: letters.map(\.letter), blanks: blanks, folds: folds, minLength: minLength, maxLength: maxLength,
            caseRule: object["case"]?.string == "fold" ? .fold : .strict)
        return Result(
            alphabet: alphabet, diagnostics: diagnostics, lettersLocation: lettersLocation,
            minLengthLocation: object.object?.member("minLength").map {
                SourceLocation(path: path, start: $0.keyPosition)
            },
            maxLengthLocation: object.object?.member("maxLength").map {
                SourceLocation(path: path, start: $0.keyPosition)
            })
    }

    /// ZK1005: the bounds (each an integer, as the schema says) do not make a range of 1 to 255.
    static func lengthBoundsProblems(_ object: JSONValue, minLength: Int, maxLength: Int, path: String) -> [Diagnostic]
    {
        if let value = object["minLength"], minLength > maxLength || minLength < 1 || maxLength > 255 {
            return [
                Diagnostic(
                    lengthBounds,
                    "minLength \(minLength) and maxLength \(maxLength) do not satisfy 1 ≤ minLength ≤ maxLength ≤ 255",
                    at: value.location(in: path))
            ]
        }
        if let value = object["maxLength"], maxLength > 255 || maxLength < minLength {
            return [
                Diagnostic(lengthBounds, "maxLength \(maxLength) is outside 1 to 255", at: value.location(in: path))
            ]
        }
        return []
    }

    /// The letters of the entries the schema accepted, with where each letter is written; ZK1006
    /// (too many, counted over every entry in `all`), ZK1002 (not a tile of lower-case characters) and ZK1003 (twice).
    static func readLetters(
        _ entries: [JSONValue], all: JSONValue?, path: String
    ) -> (letters: [(letter: Alphabet.Letter, position: SourcePosition)], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        if let every = all?.array, every.count > Alphabet.maximumLetters, let first = every.first {
            diagnostics.append(
                Diagnostic(
                    tooManyLetters,
                    "the alphabet has \(every.count) letters, at most \(Alphabet.maximumLetters) are supported",
                    at: first.location(in: path)))
        }
        var letters: [(letter: Alphabet.Letter, position: SourcePosition)] = []
        // Where each letter is first written: looked up, not searched (200,000 letters took 17 s).
        var firstAt: [String: SourcePosition] = [:]
        for entry in entries {
            guard let letterValue = entry["letter"], let text = letterValue.string else { continue }
            guard let tile = tileText(text) else {
                diagnostics.append(
                    Diagnostic(
                        alphabetLetter,
                        "letter '\(MessageText.escaped(text))' must be 1 to \(Alphabet.maximumTileScalars) lower-case characters (after NFC), without spaces or '?'",
                        at: letterValue.location(in: path)))
                continue
            }
            if let first = firstAt[tile] {
                diagnostics.append(
                    Diagnostic(
                        duplicateLetter, "letter '\(text)' is listed twice", at: letterValue.location(in: path),
                        notes: [.init("first listed here", at: SourceLocation(path: path, start: first))]))
                continue
            }
            firstAt[tile] = letterValue.position
            guard
                let letter = Alphabet.Letter(
                    text: tile, value: entry["value"]?.int ?? 0, count: entry["count"]?.int ?? 0)
            else { continue }
            letters.append((letter, letterValue.position))
        }
        return (letters, diagnostics)
    }

    /// The folds (an object of strings, as the schema says); ZK1004 for a source that is not one
    /// character or is itself a letter, and for a target that is not a letter.
    static func readFolds(
        _ fold: JSONValue?, letters: [(letter: Alphabet.Letter, position: SourcePosition)],
        lettersLocation: SourceLocation, path: String
    ) -> (folds: [Alphabet.Fold], diagnostics: [Diagnostic]) {
        var folds: [Alphabet.Fold] = []
        var diagnostics: [Diagnostic] = []
        var codes: [String: Int] = [:]
        for (code, letter) in letters.enumerated() where codes[letter.letter.text] == nil {
            codes[letter.letter.text] = code
        }
        for member in fold?.object?.members ?? [] {
            let keyLocation = SourceLocation(path: path, start: member.keyPosition)
            guard let from = singleScalar(member.key) else {
                diagnostics.append(
                    Diagnostic(foldTarget, "fold source '\(member.key)' must be a single character", at: keyLocation))
                continue
            }
            if let code = codes[String(Character(from))] {
                let letter = letters[code]
                diagnostics.append(
                    Diagnostic(
                        foldTarget, "fold source '\(member.key)' is itself a letter of the alphabet", at: keyLocation,
                        notes: [.init("letter listed here", at: SourceLocation(path: path, start: letter.position))]))
                continue
            }
            let text = member.value.string ?? ""
            let target = text.precomposedStringWithCanonicalMapping
            guard !target.isEmpty, let code = codes[target] else {
                diagnostics.append(
                    Diagnostic(
                        foldTarget, "fold target '\(text)' of '\(member.key)' is not a letter of the alphabet",
                        at: member.value.location(in: path), notes: [.init("letters listed here", at: lettersLocation)])
                )
                continue
            }
            // Past 62 letters the file is refused (ZK1006); the code is then never used.
            folds.append(Alphabet.Fold(from: from, to: UInt8(clamping: code)))
        }
        return (folds, diagnostics)
    }

    static func singleScalar(_ text: String) -> Unicode.Scalar? {
        let normal = text.precomposedStringWithCanonicalMapping
        guard normal.unicodeScalars.count == 1 else { return nil }
        return normal.unicodeScalars.first
    }

    /// A tile's text after NFC: 1 to `Alphabet.maximumTileScalars` scalars in lower case, none a
    /// space, a control character or `?` (the blank of queries); nil otherwise. One scalar for
    /// most alphabets; several for Spanish `ch`, `ll`, `rr`, Catalan `l·l`, `ny`, Dutch `ij`.
    static func tileText(_ text: String) -> String? {
        let normal = text.precomposedStringWithCanonicalMapping
        let scalars = normal.unicodeScalars
        guard (1...Alphabet.maximumTileScalars).contains(scalars.count), normal.lowercased() == normal else {
            return nil
        }
        for scalar in scalars {
            if scalar == "?" || scalar.properties.isWhitespace { return nil }
            switch scalar.properties.generalCategory {
            case .control, .format, .surrogate, .unassigned: return nil
            default: continue
            }
        }
        return normal
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
        "ZK1002", .error, summary: "an alphabet letter is not a tile of lower-case characters",
        explanation: """
            Each entry of `letters` is one tile: a letter in lower case (words are lower-cased \
            before they are matched), after NFC normalisation one Unicode scalar or, for a tile \
            of several letters, up to four (Spanish `ch`, `ll`, `rr`; Catalan `l·l`, `ny`; Dutch \
            `ij`: words are then split into tiles longest first, so `chico` is `ch i c o`). No \
            space, control character or `?` (the blank of queries). Write upper-case letters in \
            lower case.
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
            must fit 64 bits (and a code the six label bits of the file's edges), so an alphabet \
            holds at most 62 letters, a tile of several letters (`ch`) counting as one. Fold \
            variants of a letter onto it instead of listing them.
            """,
        broken: DawgExamples.example(
            DawgExamples.alphabet(
                letters: "↓"
                    + DawgExamples.manyLetters.map { #"{"letter": "\#($0)", "value": 1, "count": 1}"# }.joined(
                        separator: ", ")),
            DawgExamples.words("")),
        fixed: DawgExamples.example(DawgExamples.alphabet(), DawgExamples.words("cat\n")))
}
