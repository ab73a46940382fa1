/// Normalises spoken text for comparison: typographic quotes become ASCII quotes, runs of
/// whitespace (including no-break spaces) become one space, and the ends are trimmed. What is
/// left are the words, which is what a voice actor records.
public enum SpokenText {
    public static func normalized(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace {
                out.append(" ")
                pendingSpace = false
            }
            out.append(replacement(for: scalar))
        }
        return String(out)
    }

    public static func sameWords(_ a: String, _ b: String) -> Bool { normalized(a) == normalized(b) }

    private static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x201C, 0x201D, 0x201E, 0x201F, 0x00AB, 0x00BB, 0x2033: "\""
        case 0x2018, 0x2019, 0x201A, 0x201B, 0x2039, 0x203A, 0x2032: "'"
        default: scalar
        }
    }
}
