import DawgReader
import ZKCore

/// Lint: a word of a list has an upper-case letter. Words are matched in lower case, and what an
/// upper-case letter means is the alphabet's `case` rule, decided per line from the case bits the
/// letter table gives while coding (no Unicode property lookups per character):
///
/// - `"strict"` (the default): a word that mixes cases (`Tact`, ZK1021) or is written wholly in
///   capitals (`NATO`, ZK1023) is an error — usually a proper noun or an abbreviation, which a
///   word game must not accept; never lower-cased silently.
/// - `"fold"`: upper-case letters are lower-cased (German nouns: `Haus` → `haus`); a word wholly in
///   capitals is folded too, with a warning (ZK1023), since it is usually an abbreviation.
public enum WordCaseCheck: DeclaresCodes {
    public static let mixedCase = DiagnosticCode(
        "ZK1021", .error, summary: "a word mixes upper and lower case",
        explanation: """
            Word lists are written in lower case. A word with both cases, such as `Moskau` or \
            `Xyzzyq`, is usually a proper noun or a typo, which a word game must not accept; \
            zk-dawg rejects the line instead of lower-casing it silently. Remove the line, or \
            write the word in lower case if it is a common word. A language that capitalises \
            common words (German nouns: `Haus`) sets `"case": "fold"` in alphabet.json, and such \
            words are then lower-cased.
            """,
        broken: DiagnosticExample([DawgExamples.alphabet(), DawgExamples.words("cat\n↓Tact\n")]),
        fixed: DiagnosticExample([DawgExamples.alphabet(), DawgExamples.words("cat\ntact\n")]))

    public static let allCapitals = DiagnosticCode(
        "ZK1023", .error, summary: "a word is written wholly in capitals",
        explanation: """
            A line such as `NATO` or `ЧПУ` is usually an abbreviation, which a word game does not \
            accept. Under the default case rule (`"case": "strict"`) it is an error: remove the \
            line or write the word in lower case. Under `"case": "fold"` it is lower-cased and \
            reported as a warning, so that a list of abbreviations does not slip in unseen.
            """,
        broken: DiagnosticExample([DawgExamples.alphabet(), DawgExamples.words("cat\n↓TACT\n")]),
        fixed: DiagnosticExample([DawgExamples.alphabet(), DawgExamples.words("cat\ntact\n")]))

    public static let codes = [mixedCase, allCapitals]

    /// What the case rule makes of a coded line.
    enum Verdict {
        /// Taken as coded (lower case, or folded under `"fold"` without a word).
        case accept
        /// Taken, folded, with a warning (all capitals under `"fold"`).
        case foldWithWarning
        /// Refused with this code (under `"strict"`).
        case reject(DiagnosticCode)
    }

    /// The verdict for a line whose characters had the case bits `cases` (`LetterCoder`).
    @inline(__always)
    static func verdict(_ cases: UInt8, rule: Alphabet.CaseRule) -> Verdict {
        guard cases & LetterCoder.upperCase != 0 else { return .accept }
        let mixed = cases & LetterCoder.lowerCase != 0
        switch rule {
        case .strict: return .reject(mixed ? mixedCase : allCapitals)
        case .fold: return mixed ? .accept : .foldWithWarning
        }
    }

    static func message(_ code: DiagnosticCode, _ word: String) -> String {
        if code == mixedCase {
            return
                "word '\(MessageText.escaped(word))' mixes upper and lower case; word lists are lower case (a capitalised word is usually a proper noun; an alphabet with \"case\": \"fold\" lower-cases it)"
        }
        return
            "word '\(MessageText.escaped(word))' is written in capitals (usually an abbreviation); word lists are lower case (an alphabet with \"case\": \"fold\" lower-cases it with a warning)"
    }

    static func foldedMessage(_ word: String) -> String {
        "word '\(MessageText.escaped(word))' is written in capitals (usually an abbreviation); folded to lower case by the alphabet's \"case\": \"fold\""
    }
}
