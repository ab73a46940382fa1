/// One escaper per target syntax, for every tool: XML text and attributes (XLIFF, HTML), TSV
/// fields (recording scripts), Swift string literals (brand constants), GitHub workflow commands
/// and diagnostic messages. Each is a table from a scalar to its replacement over one loop, so a
/// new syntax is a new table, not a new loop.
public enum Escape {
    /// XML character data: `&`, `<`, `>`.
    public static func xmlText(_ text: String) -> String { map(text, markup) }

    /// XML attribute values: also `"` and the line-break and tab characters as character
    /// references (`&#10;`, as Xcode writes them), which attribute normalisation would otherwise
    /// turn into spaces.
    public static func xmlAttribute(_ text: String) -> String {
        map(text) { scalar in
            switch scalar {
            case "\"": "&quot;"
            case "\n": "&#10;"
            case "\r": "&#13;"
            case "\t": "&#9;"
            default: markup(scalar)
            }
        }
    }

    /// HTML text and double-quoted attribute values: markup and `"`.
    public static func html(_ text: String) -> String { map(text) { $0 == "\"" ? "&quot;" : markup($0) } }

    /// The three characters that start or end markup in XML and HTML text.
    static func markup(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        default: nil
        }
    }

    /// GitHub's workflow-command data escapes (`%`, CR, LF), shared by messages and properties.
    static func githubDataScalar(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "%": "%25"
        case "\r": "%0D"
        case "\n": "%0A"
        default: nil
        }
    }

    /// A tab-separated field: backslash, tab, line feed and carriage return as `\\`, `\t`, `\n`,
    /// `\r`, so that a field never splits a row.
    public static func tsvField(_ text: String) -> String {
        map(text) { scalar in
            switch scalar {
            case "\\": "\\\\"
            case "\t": "\\t"
            case "\n": "\\n"
            case "\r": "\\r"
            default: nil
            }
        }
    }

    /// The contents of a Swift string literal (without the quotes): `\`, `"`, line breaks, tabs,
    /// and every other control character as `\u{…}`.
    public static func swiftString(_ text: String) -> String {
        map(text) { scalar in
            switch scalar {
            case "\\": "\\\\"
            case "\"": "\\\""
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default: isControl(scalar) ? "\\u{\(String(scalar.value, radix: 16))}" : nil
            }
        }
    }

    /// A GitHub workflow command's message (`@actions/core`'s `escapeData`): `%`, CR, LF.
    public static func githubData(_ text: String) -> String { map(text, githubDataScalar) }

    /// A GitHub workflow command's property (`escapeProperty`): `escapeData` plus `:` and `,`.
    public static func githubProperty(_ text: String) -> String {
        map(text) { scalar in
            switch scalar {
            case ":": "%3A"
            case ",": "%2C"
            default: githubDataScalar(scalar)
            }
        }
    }

    /// A value quoted in a diagnostic message: control characters (line breaks, tabs, escape
    /// sequences) as Swift-style escapes, so that one diagnostic stays one line of output.
    public static func messageValue(_ text: String) -> String {
        map(text) { scalar in
            switch scalar {
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default: isControl(scalar) ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : nil
            }
        }
    }

    /// C0 and C1 controls and DEL, plus the Unicode line and paragraph separators (which end a
    /// line in many viewers and are not allowed raw in Swift string literals).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// Copies `text`, replacing each scalar for which `replacement` gives a string.
    @inlinable
    public static func map(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                out += replaced
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
