import ZKCore

/// Key grammar (spec 6.5): `<area>.<context>.<element>[.<qualifier>…]`, each segment lower-case
/// snake_case ASCII (`[a-z0-9]+` joined by single underscores). Reported at the first character
/// that breaks the grammar, with the lower-cased key as a fix-it where that is the repair.
enum KeyGrammarCheck: Check {
    static let keyGrammar = DiagnosticCode(
        "ZK3012", .error, group: .zahlenkette, summary: "a key does not follow the key grammar",
        explanation: """
            Keys follow spec 6.5: `<area>.<context>.<element>[.<qualifier>…]`, each segment \
            lower-case snake_case ASCII (`game.hoer_hin.title`, `number.7.word`). Keys describe \
            meaning and place, never the German wording. Reported at the first character that \
            breaks the grammar. A Zahlenkette convention: another app's catalog (keys that are \
            English source texts, as Xcode extracts them) turns it off with \
            `"strings": { "keyGrammar": false }` in zk-build.json.
            """,
        broken: DiagnosticExample(CheckExamples.path, CheckExamples.catalog(key: "↓Game.Title", CheckExamples.hoerHin)),
        fixed: DiagnosticExample(
            CheckExamples.path, CheckExamples.catalog(key: "game.hoer_hin.title", CheckExamples.hoerHin)))

    static let codes = [keyGrammar]

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        guard context.options.settings.keyGrammar, !isValid(entry.key), let (offset, message) = violation(entry.key)
        else { return diagnostics }
        // The key's first character is one byte after its opening quote.
        let string = CatalogString(entry.key, at: entry.keyPosition)
        var fixIt: Diagnostic.FixIt?
        let lowered = entry.key.lowercased()
        if lowered != entry.key, violation(lowered) == nil {
            fixIt = Diagnostic.FixIt(
                replacement: JSONWriter.quoted(lowered), description: "rename the key to '\(lowered)'")
        }
        diagnostics.append(
            violates(entry.key, message, at: context.catalog.location(of: string, scalarOffset: offset), fixIt: fixIt))
        return diagnostics
    }

    /// The grammar on the key's UTF-8 bytes, without describing a violation: at least three
    /// non-empty segments of `[a-z0-9]` words joined by single underscores. `violation(_:)`
    /// describes what this refuses.
    static func isValid(_ key: String) -> Bool {
        var key = key
        return key.withUTF8(isValid)
    }

    private static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var segments = 1
        var previous: UInt8 = UInt8(ascii: ".")
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                break
            case UInt8(ascii: "_"):
                if previous == UInt8(ascii: ".") || previous == UInt8(ascii: "_") { return false }
            case UInt8(ascii: "."):
                if previous == UInt8(ascii: ".") || previous == UInt8(ascii: "_") { return false }
                segments += 1
            default:
                return false
            }
            previous = byte
        }
        return segments >= 3 && previous != UInt8(ascii: ".") && previous != UInt8(ascii: "_")
    }

    /// The scalar offset and description of the first violation, nil for a valid key.
    static func violation(_ key: String) -> (Int, String)? {
        let scalars = Array(key.unicodeScalars)
        if scalars.isEmpty { return (0, "is empty; keys are <area>.<context>.<element>") }
        var segmentStart = 0
        var segments = 0
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "a"..."z", "0"..."9":
                continue
            case "A"..."Z":
                return (index, "has the upper-case letter '\(scalar)'; key segments are lower-case snake_case")
            case "_":
                if index == segmentStart || index + 1 == scalars.count || scalars[index + 1] == "."
                    || scalars[index + 1] == "_"
                {
                    return (index, "has a misplaced '_'; underscores join words inside a segment (snake_case)")
                }
            case ".":
                if index == segmentStart {
                    return (index, "has an empty segment; segments are separated by single dots")
                }
                segments += 1
                segmentStart = index + 1
            default:
                let shown = scalar == " " ? "a space" : "the character '\(scalar)'"
                return (index, "has \(shown); keys use only a–z, 0–9, '_' and '.'")
            }
        }
        if segmentStart == scalars.count { return (scalars.count - 1, "ends with a dot") }
        segments += 1
        if segments < 3 {
            return (
                0,
                "has \(segments) segment\(segments == 1 ? "" : "s"); keys are <area>.<context>.<element>[.<qualifier>…]"
            )
        }
        return nil
    }

    /// `violation`: what `violation(_:)` says is wrong (`has the upper-case letter 'G'; …`).
    static func violates(
        _ key: String, _ violation: String, at location: SourceLocation, fixIt: Diagnostic.FixIt?
    ) -> Diagnostic {
        Diagnostic(keyGrammar, "key '\(key)' \(violation)", at: location, fixIt: fixIt)
    }
}
