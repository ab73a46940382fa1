import Foundation
import ZKCore

/// The `regex` format: whether a string is a regular expression of ECMA-262 (with the `u` flag,
/// as JSON Schema's validation specification asks). ICU, which compiles the patterns that
/// `SimpleRegex` does not, reads more than ECMA-262 (`\a`, `\z`, `(?i)`, `(?#…)`, Python's
/// `(?P<name>…)`) and less (`[]`, `[^]`, lookbehind of variable width), so a pattern is first
/// scanned for ECMA-262's escapes and groups, then compiled by ICU (`SchemaPattern.icuPattern`
/// writes the two classes out) with lookbehind rewritten (`(?<=a+)b` is checked as `(?:a+)b`: its syntax, not a matcher).
/// `pattern` keeps ICU's wider reading, as jsonschema-rs does.
enum ECMARegexSyntax {
    /// The letters ECMA-262 gives a meaning after `\` (`\c` and `\k` take what follows).
    private static let letterEscapes = Set("dDwWsSbBnrtfvcxukpP".unicodeScalars)

    static func isValid(_ source: String) -> Bool {
        // Deeper nesting than a `pattern` may have is not compiled (ICU's parser recurses).
        guard SchemaPattern.groupDepth(source) <= SchemaPattern.maximumGroupDepth else { return false }
        guard let rewritten = rewrite(Array(source.unicodeScalars)) else { return false }
        return (try? NSRegularExpression(pattern: SchemaPattern.icuPattern(rewritten), options: [])) != nil
    }

    /// The pattern with lookbehind written as a plain group; nil for syntax ECMA-262 lacks.
    private static func rewrite(_ scalars: [Unicode.Scalar]) -> String? {
        var out = String.UnicodeScalarView()
        var inClass = false
        var index = 0
        func at(_ offset: Int) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\" {
                guard let next = at(1) else { return nil }
                if next.isASCII, next.properties.isAlphabetic, !letterEscapes.contains(next) { return nil }
                if next == "c", !(at(2).map { $0.isASCII && $0.properties.isAlphabetic } ?? false) { return nil }
                out.append(scalar)
                out.append(next)
                index += 2
                continue
            }
            if inClass {
                if scalar == "]" { inClass = false }
                out.append(scalar)
                index += 1
                continue
            }
            switch scalar {
            case "[":
                // `[]` and `[^]` stay: `SchemaPattern.icuPattern` writes them out for ICU.
                if at(1) == "]" || (at(1) == "^" && at(2) == "]") { break }
                inClass = true
            case "(" where at(1) == "?":
                switch at(2) {
                case ":", "=", "!": break
                case "<" where at(3) == "=" || at(3) == "!":
                    out.append(contentsOf: "(?:".unicodeScalars)
                    index += 4
                    continue
                case "<" where at(3).map { $0.properties.isAlphabetic || $0 == "_" || $0 == "$" } ?? false: break
                default: return nil
                }
            default: break
            }
            out.append(scalar)
            index += 1
        }
        return String(out)
    }
}
