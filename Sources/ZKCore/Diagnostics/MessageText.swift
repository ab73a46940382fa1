/// Helpers for diagnostic messages: values quoted into a message never break its line.
public enum MessageText {
    /// `text` with line breaks, tabs and other control characters written as escapes (`\n`, `\t`,
    /// `\u{1B}`), so a value copied into a message keeps the message on one line.
    /// A value longer than `valueLimit` scalars is cut there with `…` first, so that a 10 MB
    /// string quoted into a message stays a few hundred bytes.
    public static func escaped(_ text: String) -> String {
        let value = capped(text, limit: valueLimit)
        return value.unicodeScalars.contains(where: Escape.isControl) ? Escape.messageValue(value) : value
    }

    /// The longest message (and note) kept whole, in Unicode scalars: `Diagnostic` cuts longer ones.
    public static let messageLimit = 2000
    /// The longest value `escaped` quotes whole, in Unicode scalars.
    public static let valueLimit = 200

    /// `text` cut to `limit` Unicode scalars, the last of them `…`, when it is longer.
    public static func capped(_ text: String, limit: Int = messageLimit) -> String {
        guard text.utf8.count > limit else { return text }
        var kept = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if kept.count == limit - 1 { return String(kept) + "…" }
            kept.append(scalar)
        }
        return text
    }

    /// The diagnostic with its message and its notes' messages escaped.
    public static func escapingControlCharacters(_ diagnostic: Diagnostic) -> Diagnostic {
        var escaped = diagnostic
        escaped.message = escapedMessage(diagnostic.message)
        for index in escaped.notes.indices {
            escaped.notes[index].message = escapedMessage(escaped.notes[index].message)
        }
        return escaped
    }

    /// A whole message, capped at `messageLimit` and escaped.
    static func escapedMessage(_ text: String) -> String {
        let message = capped(text)
        return message.unicodeScalars.contains(where: Escape.isControl) ? Escape.messageValue(message) : message
    }

    /// `a game`, `an avatar`, `an integer`, `an 8-bit integer`, `a unique key`: the indefinite
    /// article for a noun, by how it is spoken. The one place every message takes its article from.
    public static func withArticle(_ noun: String) -> String {
        let lower = noun.lowercased()
        guard let first = lower.first else { return noun }
        let vowelSound: Bool
        if first.isNumber {
            // 8, 11, 18, 80…: spoken with a vowel first.
            vowelSound =
                lower.hasPrefix("8") || lower.hasPrefix("11-") || lower.hasPrefix("18")
                || lower.hasPrefix("11 ")
        } else if ["uni", "use", "usu", "uti", "eu", "one"].contains(where: lower.hasPrefix) {
            vowelSound = false
        } else if ["hour", "honest", "honour"].contains(where: lower.hasPrefix) {
            vowelSound = true
        } else {
            vowelSound = "aeiou".contains(first)
        }
        return (vowelSound ? "an " : "a ") + noun
    }

}

/// `1 letter`, `2 letters`; `plural(1, "entry", "entries")` for irregular nouns.
public func plural(_ count: Int, _ noun: String, _ pluralNoun: String? = nil) -> String {
    "\(count) \(count == 1 ? noun : (pluralNoun ?? noun + "s"))"
}
