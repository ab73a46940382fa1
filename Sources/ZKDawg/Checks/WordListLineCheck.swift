import DawgReader
import ZKCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a word list line by line into letter codes: skips a byte order mark (ZK1015) and
/// carriage returns (ZK1016, once per file), blank lines and `#` comments; rejects a line that is
/// not UTF-8 (ZK1014), holds a character outside the alphabet (ZK1010) or is too short (ZK1011)
/// or too long (ZK1012), each at its line and column.
enum WordListLineCheck {
    struct Settings {
        var coder: LetterCoder
        var alphabetLocation: SourceLocation
        /// Where `minLength` and `maxLength` are set (nil: not set, the defaults apply).
        var minLengthLocation: SourceLocation? = nil
        var maxLengthLocation: SourceLocation? = nil
        /// Rejected lines are warnings instead of errors (the build goes on without them).
        var lenient: Bool
    }

    /// Calls `body` with the codes of each accepted line and the byte offset where the word
    /// starts; `body` returns false to stop. Returns false when it was stopped.
    static func scan(
        _ source: WordListSource, settings: Settings, limiter: inout DiagnosticLimiter,
        _ body: (UnsafeBufferPointer<UInt8>, Int) -> Bool
    ) -> Bool {
        var scanner = LineScanner(source: source, settings: settings)
        return source.forEachChunk { bytes, chunkOffset -> Bool in
            guard let base = bytes.baseAddress else { return true }
            let count = bytes.count
            var position = 0
            if chunkOffset == 0, count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
                scanner.report(WordListLineCheck.byteOrderMark, .warning, Message.byteOrderMark, offset: 0, &limiter)
                position = 3
            }
            while position < count {
                guard let line = scanner.nextLine(base, count: count, from: &position, chunkOffset, &limiter) else {
                    continue
                }
                let lineOffset = chunkOffset + line.start
                guard let length = scanner.codes(of: line.bytes, at: lineOffset, &limiter) else { continue }
                if !body(UnsafeBufferPointer(start: scanner.scratch.base, count: length), lineOffset) { return false }
            }
            return true
        }
    }

    /// What the scan keeps from line to line: the buffers the codes are written to, and whether a
    /// carriage return was reported already.
    struct LineScanner {
        let source: WordListSource
        let settings: Settings
        let alphabet: Alphabet
        let rejection: Severity
        let scratch = GrowableBuffer<UInt8>(capacity: 256)
        var slowCodes: [UInt8] = []
        var columns: [Int] = []
        var sawCarriageReturn = false

        init(source: WordListSource, settings: Settings) {
            self.source = source
            self.settings = settings
            alphabet = settings.coder.alphabet
            rejection = settings.lenient ? .warning : .error
        }

        func report(
            _ code: DiagnosticCode, _ severity: Severity, _ message: String, offset: Int,
            notes: [Diagnostic.Note] = [], _ limiter: inout DiagnosticLimiter
        ) {
            guard limiter.admit(code, path: source.path) else { return }
            limiter.append(
                Diagnostic(severity, code: code.code, message, at: source.file.location(ofOffset: offset), notes: notes)
            )
        }

        /// The line at `position` without its line end and surrounding blanks, and where in the
        /// chunk it starts (`position` moved past it); nil for a blank line or a `#` comment.
        @inline(__always)
        mutating func nextLine(
            _ base: UnsafePointer<UInt8>, count: Int, from position: inout Int, _ chunkOffset: Int,
            _ limiter: inout DiagnosticLimiter
        ) -> (bytes: UnsafeBufferPointer<UInt8>, start: Int)? {
            let lineEnd =
                memchr(base + position, 0x0A, count - position).map {
                    UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base
                } ?? count
            var end = lineEnd
            if end > position, base[end - 1] == 0x0D {
                end -= 1
                if !sawCarriageReturn {
                    sawCarriageReturn = true
                    report(
                        WordListLineCheck.carriageReturn, .warning, Message.carriageReturn, offset: chunkOffset + end,
                        &limiter)
                }
            }
            var start = position
            position = lineEnd + 1
            while start < end, base[start] == 0x20 || base[start] == 0x09 { start += 1 }
            while end > start, base[end - 1] == 0x20 || base[end - 1] == 0x09 { end -= 1 }
            if start == end || base[start] == 0x23 { return nil }
            return (UnsafeBufferPointer(start: base + start, count: end - start), start)
        }

        /// The number of letter codes of `line` (written to `scratch`), or nil when the line is
        /// rejected: not UTF-8, a letter outside the alphabet, its case, its length.
        @inline(__always)
        mutating func codes(
            of line: UnsafeBufferPointer<UInt8>, at lineOffset: Int, _ limiter: inout DiagnosticLimiter
        ) -> Int? {
            scratch.grow(to: line.count)
            var cases: UInt8 = 0
            guard let length = encode(line, at: lineOffset, cases: &cases, &limiter) else { return nil }
            if cases & LetterCoder.upperCase != 0 {
                switch WordCaseCheck.verdict(cases, rule: alphabet.caseRule) {
                case .accept: break
                case .foldWithWarning:
                    report(
                        WordCaseCheck.allCapitals, .warning,
                        WordCaseCheck.foldedMessage(String(decoding: line, as: UTF8.self)), offset: lineOffset,
                        &limiter)
                case .reject(let code):
                    report(
                        code, rejection, WordCaseCheck.message(code, String(decoding: line, as: UTF8.self)),
                        offset: lineOffset, &limiter)
                    return nil
                }
            }
            guard acceptsLength(length, of: line, at: lineOffset, &limiter) else { return nil }
            return length
        }

        /// The codes of `line` in `scratch` and their number: the coder's fast path, else the
        /// UTF-8 check and the full encoding; nil (reported) when the line is not UTF-8 or holds a
        /// letter outside the alphabet.
        @inline(__always)
        mutating func encode(
            _ line: UnsafeBufferPointer<UInt8>, at lineOffset: Int, cases: inout UInt8,
            _ limiter: inout DiagnosticLimiter
        ) -> Int? {
            if let coded = settings.coder.fastCodes(line, into: scratch.base, cases: &cases) { return coded }
            if let bad = UTF8Validation.firstInvalidOffset(line) {
                report(
                    WordListLineCheck.invalidUTF8, rejection, Message.invalidUTF8(line[bad], at: lineOffset + bad),
                    offset: lineOffset + bad, &limiter)
                return nil
            }
            slowCodes.removeAll(keepingCapacity: true)
            switch settings.coder.encode(line, into: &slowCodes, cases: &cases) {
            case .coded: break
            case .outside(let index, let character):
                report(
                    WordListLineCheck.letterOutsideAlphabet, rejection,
                    Message.outsideAlphabet(character, variant: alphabet.variant),
                    offset: offsetOfScalar(index, in: line, base: lineOffset),
                    notes: [
                        .init("the alphabet of '\(alphabet.variant)' is defined here", at: settings.alphabetLocation)
                    ], &limiter)
                return nil
            case .unsplittable(let index, let character):
                report(
                    TileSplitCheck.unsplittable, rejection,
                    TileSplitCheck.message(
                        String(decoding: line, as: UTF8.self), character: character, variant: alphabet.variant),
                    offset: offsetOfScalar(index, in: line, base: lineOffset),
                    notes: TileSplitCheck.notes(
                        alternative: settings.coder.alternativeSplit(line), alphabetLocation: settings.alphabetLocation),
                    &limiter)
                return nil
            }
            scratch.grow(to: slowCodes.count)
            for (index, code) in slowCodes.enumerated() { scratch[index] = code }
            return slowCodes.count
        }

        /// Whether a word of `length` letters is within the alphabet's bounds (reported if not, a
        /// too long one at its first letter past the bound).
        @inline(__always)
        mutating func acceptsLength(
            _ length: Int, of line: UnsafeBufferPointer<UInt8>, at lineOffset: Int, _ limiter: inout DiagnosticLimiter
        ) -> Bool {
            if length < alphabet.minLength {
                report(
                    WordListLineCheck.wordTooShort, rejection,
                    Message.tooShort(
                        String(decoding: line, as: UTF8.self), letters: length, minLength: alphabet.minLength),
                    offset: lineOffset,
                    notes: [boundNote("minLength", alphabet.minLength, settings.minLengthLocation)], &limiter)
                return false
            }
            if length > alphabet.maxLength {
                slowCodes.removeAll(keepingCapacity: true)
                columns.removeAll(keepingCapacity: true)
                // Only the letters up to the bound are placed: a line of a megabyte is not
                // normalised whole to find its 16th letter (16 bytes a letter is more than
                // any letter with its combining marks takes).
                let placed = UnsafeBufferPointer(rebasing: line.prefix((alphabet.maxLength + 2) * 16))
                _ = settings.coder.encode(placed, into: &slowCodes, columns: &columns)
                let index = alphabet.maxLength < columns.count ? columns[alphabet.maxLength] : 0
                report(
                    WordListLineCheck.wordTooLong, rejection,
                    Message.tooLong(letters: length, maxLength: alphabet.maxLength),
                    offset: offsetOfScalar(index, in: line, base: lineOffset),
                    notes: [boundNote("maxLength", alphabet.maxLength, settings.maxLengthLocation)], &limiter)
                return false
            }
            return true
        }
    }

    /// The note at the place that sets a length bound, or saying it is the default.
    static func boundNote(_ name: String, _ value: Int, _ location: SourceLocation?) -> Diagnostic.Note {
        guard let location else { return .init("\(name) is \(value) by default (alphabet.json does not set it)") }
        return .init("\(name) is set here", at: location)
    }

    /// The file offset of the scalar at 0-based `index` of `line`, which starts at `base`.
    static func offsetOfScalar(_ index: Int, in line: UnsafeBufferPointer<UInt8>, base: Int) -> Int {
        var seen = -1
        for offset in 0..<line.count where line[offset] & 0xC0 != 0x80 {
            seen += 1
            if seen == index { return base + offset }
        }
        return base + line.count
    }

    static func hex(_ byte: UInt8) -> String {
        let text = String(byte, radix: 16, uppercase: true)
        return text.count < 2 ? "0" + text : text
    }

    static func hex4(_ value: UInt32) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }
}

/// The codes of a word list's lines (ZK1010–ZK1012, ZK1014–ZK1016).
extension WordListLineCheck: DeclaresCodes {
    public static let codes = [
        letterOutsideAlphabet, wordTooShort, wordTooLong, invalidUTF8, byteOrderMark, carriageReturn,
    ]

    public static let letterOutsideAlphabet = DiagnosticCode(
        "ZK1010", .error, summary: "a word contains a letter that is not in the alphabet",
        explanation: """
            After normalisation (NFC, lower case, the alphabet's folds) every character of a word \
            must be a letter of the variant's alphabet. The message names the character and its \
            code point, which tells look-alikes apart (Latin `a` U+0061 in a Russian list, where \
            Cyrillic `а` U+0430 was meant). Remove the word or fix the letter.
            """,
        broken: DawgExamples.example(DawgExamples.alphabet(), DawgExamples.words("cat\nb↓o\n")),
        fixed: DawgExamples.example(DawgExamples.alphabet(), DawgExamples.words("cat\nbat\n")))

    public static let wordTooShort = DiagnosticCode(
        "ZK1011", .error, summary: "a word is shorter than the alphabet's minLength",
        explanation: """
            The variant's rules forbid words shorter than `minLength`; the list should not \
            contain them. Remove the line or lower `minLength`.
            """,
        broken: DawgExamples.example(DawgExamples.alphabet(), DawgExamples.words("cat\n↓a\n")),
        fixed: DawgExamples.example(DawgExamples.alphabet(), DawgExamples.words("cat\nat\n")))

    public static let wordTooLong = DiagnosticCode(
        "ZK1012", .error, summary: "a word is longer than the alphabet's maxLength",
        explanation: """
            No word longer than `maxLength` fits the board; the diagnostic points at the first \
            letter past the limit. Remove the line or raise `maxLength`.
            """,
        broken: DawgExamples.example(DawgExamples.alphabet(), DawgExamples.words("cat\nbacca↓t\n")),
        fixed: DawgExamples.example(DawgExamples.alphabet(), DawgExamples.words("cat\nbacca\n")))

    public static let invalidUTF8 = DiagnosticCode(
        "ZK1014", .error, summary: "a line of a word list is not valid UTF-8",
        explanation: """
            Word lists are UTF-8. The message names the byte offset of the first invalid byte; a \
            list in KOI8-R or Latin-1 must be converted (`iconv -f koi8-r -t utf-8`).
            """,
        // `bät` in Latin-1: 0xE4 is no UTF-8 sequence.
        broken: DawgExamples.example(
            DawgExamples.alphabet(), DawgExamples.words(bytes: Array("cat\nb↓".utf8) + [0xE4] + Array("t\n".utf8))),
        fixed: DawgExamples.example(DawgExamples.alphabet(), DawgExamples.words(bytes: Array("cat\nbat\n".utf8))))

    public static let byteOrderMark = DiagnosticCode(
        "ZK1015", .warning, summary: "a word list starts with a byte order mark",
        explanation: """
            The byte order mark is skipped, but tools that concatenate or sort lists treat it as \
            part of the first word. Save the list as UTF-8 without BOM.
            """,
        broken: DawgExamples.example(DawgExamples.alphabet(), DawgExamples.words("↓\u{FEFF}cat\n")),
        fixed: DawgExamples.example(DawgExamples.alphabet(), DawgExamples.words("cat\n")))

    public static let carriageReturn = DiagnosticCode(
        "ZK1016", .warning, summary: "a word list has CRLF line endings",
        explanation: """
            The carriage returns are stripped, but the list then differs from what `sort` and \
            `diff` see. Reported once per file, at the first one. Convert with `dos2unix`.
            """,
        broken: DawgExamples.example(DawgExamples.alphabet(), DawgExamples.words("cat↓\r\nbat\r\n")),
        fixed: DawgExamples.example(DawgExamples.alphabet(), DawgExamples.words("cat\nbat\n")))
}

/// The messages of a word list's lines, lower case and naming the offending thing.
extension WordListLineCheck {
    enum Message {
        static let byteOrderMark = "word list starts with a UTF-8 byte order mark"
        static let carriageReturn = "line ends with CRLF; the carriage returns are stripped"

        static func invalidUTF8(_ byte: UInt8, at offset: Int) -> String {
            "line is not valid UTF-8: byte 0x\(WordListLineCheck.hex(byte)) at byte offset \(offset) of the file"
        }

        static func outsideAlphabet(_ character: String, variant: String) -> String {
            let scalars = character.unicodeScalars.map { "U+" + WordListLineCheck.hex4($0.value) }.joined(
                separator: " ")
            return "letter '\(character)' (\(scalars)) is not in the alphabet of '\(variant)'"
        }

        static func tooShort(_ word: String, letters: Int, minLength: Int) -> String {
            "word '\(MessageText.escaped(word))' has \(plural(letters, "letter")), fewer than minLength \(minLength)"
        }

        static func tooLong(letters: Int, maxLength: Int) -> String {
            "word of \(plural(letters, "letter")) is longer than maxLength \(maxLength); letter \(maxLength + 1) is here"
        }
    }
}
