/// Helpers for diagnostic messages: values quoted into a message never break its line.
public enum MessageText {
    /// `text` with line breaks, tabs and other control characters written as escapes (`\n`, `\t`,
    /// `\u{1B}`), so a value copied into a message keeps the message on one line.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isControl(scalar): out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The diagnostic with its message and its notes' messages escaped.
    public static func escapingControlCharacters(_ diagnostic: Diagnostic) -> Diagnostic {
        var escaped = diagnostic
        escaped.message = Self.escaped(diagnostic.message)
        for index in escaped.notes.indices {
            escaped.notes[index].message = Self.escaped(escaped.notes[index].message)
        }
        return escaped
    }

    /// `a game`, `an avatar`: the indefinite article for a noun (by its first letter).
    public static func withArticle(_ noun: String) -> String {
        guard let first = noun.lowercased().first else { return noun }
        return ("aeiou".contains(first) ? "an " : "a ") + noun
    }

    /// C0 and C1 controls and DEL, plus the Unicode line and paragraph separators.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}

/// `1 letter`, `2 letters`; `plural(1, "entry", "entries")` for irregular nouns.
public func plural(_ count: Int, _ noun: String, _ pluralNoun: String? = nil) -> String {
    "\(count) \(count == 1 ? noun : (pluralNoun ?? noun + "s"))"
}
