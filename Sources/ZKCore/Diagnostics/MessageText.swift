/// Helpers for diagnostic messages: values quoted into a message never break its line.
public enum MessageText {
    /// `text` with line breaks, tabs and other control characters written as escapes (`\n`, `\t`,
    /// `\u{1B}`), so a value copied into a message keeps the message on one line.
    public static func escaped(_ text: String) -> String {
        text.unicodeScalars.contains(where: Escape.isControl) ? Escape.messageValue(text) : text
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

}

/// `1 letter`, `2 letters`; `plural(1, "entry", "entries")` for irregular nouns.
public func plural(_ count: Int, _ noun: String, _ pluralNoun: String? = nil) -> String {
    "\(count) \(count == 1 ? noun : (pluralNoun ?? noun + "s"))"
}
