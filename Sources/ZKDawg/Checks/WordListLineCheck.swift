import ZKCore

/// Reads a word list line by line into letter codes: skips a byte order mark (ZK1015) and
/// carriage returns (ZK1016, once per file), blank lines and `#` comments; rejects a line that is
/// not UTF-8 (ZK1014), holds a character outside the alphabet (ZK1010) or is too short (ZK1011)
/// or too long (ZK1012), each at its line and column.
enum WordListLineCheck {
    struct Settings {
        var coder: LetterCoder
        var alphabetLocation: SourceLocation
        /// Rejected lines are warnings instead of errors (the build goes on without them).
        var lenient: Bool
    }

    static func scan(_ file: SourceFile, fileIndex: Int, settings: Settings, into pool: inout WordPool, limiter: inout DiagnosticLimiter) {
        let alphabet = settings.coder.alphabet
        let rejection: Severity = settings.lenient ? .warning : .error
        func report(_ code: DiagnosticCode, _ severity: Severity, _ message: String, offset: Int, notes: [Diagnostic.Note] = []) {
            guard limiter.admit(code, path: file.path) else { return }
            limiter.append(Diagnostic(severity, code: code.code, message, at: file.location(ofOffset: offset), notes: notes))
        }
        file.bytes.withUnsafeBufferPointer { bytes in
            let count = bytes.count
            var position = 0
            if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
                report(ZKDawgCodes.byteOrderMark, .warning, "word list starts with a UTF-8 byte order mark", offset: 0)
                position = 3
            }
            var sawCarriageReturn = false
            var columns: [Int] = []
            while position < count {
                var lineEnd = position
                while lineEnd < count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
                let next = lineEnd + 1
                var end = lineEnd
                if end > position, bytes[end - 1] == 0x0D {
                    end -= 1
                    if !sawCarriageReturn {
                        sawCarriageReturn = true
                        report(ZKDawgCodes.carriageReturn, .warning, "line ends with CRLF; the carriage returns are stripped", offset: end)
                    }
                }
                var start = position
                position = next
                while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
                while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
                if start == end || bytes[start] == 0x23 { continue }
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if let bad = UTF8Validation.firstInvalidOffset(line) {
                    let offset = start + bad
                    report(
                        ZKDawgCodes.invalidUTF8, rejection,
                        "line is not valid UTF-8: byte 0x\(hex(bytes[offset])) at byte offset \(offset) of the file",
                        offset: offset)
                    continue
                }
                switch settings.coder.encode(line, into: &pool.codes) {
                case .outside(let index, let character):
                    pool.rollback()
                    let scalars = character.unicodeScalars.map { "U+" + hex4($0.value) }.joined(separator: " ")
                    report(
                        ZKDawgCodes.letterOutsideAlphabet, rejection,
                        "letter '\(character)' (\(scalars)) is not in the alphabet of '\(alphabet.variant)'",
                        offset: offsetOfScalar(index, in: line, base: start),
                        notes: [.init("the alphabet of '\(alphabet.variant)' is defined here", at: settings.alphabetLocation)])
                    continue
                case .coded:
                    break
                }
                let length = pool.codes.count - Int(pool.starts[pool.count])
                if length < alphabet.minLength {
                    pool.rollback()
                    report(
                        ZKDawgCodes.wordTooShort, rejection,
                        "word '\(String(decoding: line, as: UTF8.self))' has \(length) letters, fewer than minLength \(alphabet.minLength)",
                        offset: start, notes: [.init("minLength is set here", at: settings.alphabetLocation)])
                    continue
                }
                if length > alphabet.maxLength {
                    pool.rollback()
                    var scratch: [UInt8] = []
                    columns.removeAll(keepingCapacity: true)
                    _ = settings.coder.encode(line, into: &scratch, columns: &columns)
                    let index = alphabet.maxLength < columns.count ? columns[alphabet.maxLength] : 0
                    report(
                        ZKDawgCodes.wordTooLong, rejection,
                        "word of \(length) letters is longer than maxLength \(alphabet.maxLength); letter \(alphabet.maxLength + 1) is here",
                        offset: offsetOfScalar(index, in: line, base: start),
                        notes: [.init("maxLength is set here", at: settings.alphabetLocation)])
                    continue
                }
                pool.commit(origin: WordPool.origin(file: fileIndex, offset: start))
            }
        }
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
