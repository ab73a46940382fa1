import ZKCore

/// Lint: a word of a list mixes upper and lower case (`Xyzzyq`). Words are matched in lower
/// case, so such a line would be silently lower-cased; a capitalised word is usually a proper
/// noun that does not belong in a word-game list. A list written wholly in capitals (as some
/// published Scrabble lists are) is accepted.
public enum WordCaseCheck: DeclaresCodes {
    public static let mixedCase = DiagnosticCode(
        "ZK1021", .error, summary: "a word mixes upper and lower case",
        explanation: """
            Word lists are written in lower case (a list wholly in capitals is accepted too). A word \
            with both, such as `Moskau` or `Xyzzyq`, is usually a proper noun or a typo, which a \
            word game must not accept; zk-dawg rejects the line instead of lower-casing it \
            silently. Remove the line, or write the word in lower case if it is a common word.
            """,
        broken: DiagnosticExample([DawgExamples.alphabet(), DawgExamples.words("cat\n↓Tact\n")]),
        fixed: DiagnosticExample([DawgExamples.alphabet(), DawgExamples.words("cat\ntact\n")]))

    public static let codes = [mixedCase]

    /// Whether the UTF-8 word has both an upper-case and a lower-case letter: ASCII bytes are
    /// decided directly, two-byte sequences (Latin, Cyrillic, Greek) through the scalar's case
    /// properties without building a string, anything else through `Character`.
    static func mixesCase(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var upper = false, lower = false
        var index = 0
        let count = line.count
        while index < count {
            let byte = line[index]
            if byte < 0x80 {
                if byte >= 0x41 && byte <= 0x5A { upper = true } else if byte >= 0x61 && byte <= 0x7A { lower = true }
                index += 1
            } else if byte >= 0xC2 && byte <= 0xDF && index + 1 < count, line[index + 1] & 0xC0 == 0x80,
                let scalar = Unicode.Scalar(UInt32(byte & 0x1F) << 6 | UInt32(line[index + 1] & 0x3F))
            {
                let properties = scalar.properties
                if properties.isUppercase { upper = true } else if properties.isLowercase { lower = true }
                index += 2
            } else {
                return slowMixesCase(line)
            }
        }
        return upper && lower
    }

    static func slowMixesCase(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var upper = false, lower = false
        for character in String(decoding: line, as: UTF8.self) {
            if character.isUppercase { upper = true } else if character.isLowercase { lower = true }
        }
        return upper && lower
    }

    static func mixedCaseMessage(_ word: String) -> String {
        "word '\(MessageText.escaped(word))' mixes upper and lower case; word lists are lower case (a capitalised word is usually a proper noun)"
    }
}
