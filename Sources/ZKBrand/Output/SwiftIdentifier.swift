/// Token names as Swift identifiers: `bead_red` → `beadRed` (members) or `BeadRed` (types),
/// reserved words in backticks, a leading digit prefixed with `_`.
enum SwiftIdentifier {
    static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any",
        "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try", "Type", "Protocol",
    ]

    static func words(_ name: String) -> [String] {
        name.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
    }

    static func member(_ name: String) -> String {
        let parts = words(name)
        guard let first = parts.first else { return "_" }
        let joined = first.lowercasedFirst + parts.dropFirst().map(\.capitalizedFirst).joined()
        return quote(joined)
    }

    static func type(_ name: String) -> String {
        let joined = words(name).map(\.capitalizedFirst).joined()
        return quote(joined.isEmpty ? "_" : joined)
    }

    static func quote(_ identifier: String) -> String {
        var text = identifier
        if let first = text.first, first.isNumber { text = "_" + text }
        return reserved.contains(text) ? "`\(text)`" : text
    }

    /// A Swift string literal.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
