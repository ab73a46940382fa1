/// The audio ID grammar of spec 4.10 and section 20, the one rule every tool judges an audio ID
/// by (content's references and the manifests' IDs): `num.<n>` (0–20, no leading zero), `num.<n>.q`
/// (1–20), `sfx.<key>` and `music.<key>` (one lower-case snake_case segment), and prompt IDs,
/// `prompt.<context>.<element>[.<qualifier>…]`, which are string keys (`KeyGrammar`, spec 6.5:
/// a segment may start with a digit, `prompt.abenteuer.2nd_stop`).
public enum AudioID {
    /// Whether an ID names a voice line (per locale) or a locale-independent sound.
    public enum Kind: String, Sendable, Hashable {
        case voice
        case sound
    }

    /// `sfx.*` and `music.*` are sounds, kept in `common.json`; everything else is spoken. By
    /// bytes: `hasPrefix` compares characters, and "sfx.\u{0301}…" does not start with "sfx."
    /// as characters although its code points do.
    public static func kind(of id: String) -> Kind {
        let bytes = id.utf8
        let sound =
            bytes.starts(with: "sfx.".utf8) || bytes.starts(with: "music.".utf8)
            || bytes.elementsEqual("sfx".utf8) || bytes.elementsEqual("music".utf8)
        return sound ? .sound : .voice
    }

    /// The largest number with a recorded word.
    public static let highestNumber = 20

    /// Why `id` violates the grammar, or nil when it follows it.
    public static func problem(in id: String) -> String? {
        if id.isEmpty { return "an audio ID must not be empty" }
        let segments = id.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        // Case first: `Num.12` is wrong for its capital, not for its segments (issue 31); the
        // number grammar names its own faults (`num.7.Q`).
        if segments.first != "num",
            let segment = segments.first(where: { $0.unicodeScalars.contains(where: isCapital) }),
            let capital = segment.unicodeScalars.first(where: isCapital)
        {
            return "segment '\(segment)' of '\(id)' has the capital '\(capital)'; audio IDs are lower case"
        }
        if let empty = segments.firstIndex(where: \.isEmpty) {
            return empty == 0 || empty == segments.count - 1
                ? "'\(id)' starts or ends with a dot" : "'\(id)' has an empty segment between two dots"
        }
        switch segments[0] {
        case "num":
            return numberProblem(id, segments)
        case "sfx", "music":
            if segments.count < 2 { return "'\(id)' needs a key after '\(segments[0]).'" }
            if segments.count > 2 {
                return
                    "'\(id)' has \(segments.count - 1) segments after '\(segments[0]).'; a sound is \(segments[0]).<key>"
            }
        case "prompt":
            if segments.count < KeyGrammar.minimumSegments {
                return
                    "'\(id)' has \(segments.count) segments; a prompt ID is prompt.<context>.<element>[.<qualifier>…]"
            }
        default:
            return "'\(id)' has no audio prefix (num, sfx, music, prompt)"
        }
        for segment in segments where !KeyGrammar.isSegment(segment[...]) {
            return "segment '\(segment)' of '\(id)' is not lower-case snake_case ASCII"
        }
        return nil
    }

    private static func numberProblem(_ id: String, _ segments: [String]) -> String? {
        guard segments.count == 2 || (segments.count == 3 && segments[2] == "q") else {
            return "'\(id)' is neither num.<n> nor num.<n>.q"
        }
        let digits = segments[1]
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let value = Int(digits) else {
            return "'\(digits)' in '\(id)' is not a number"
        }
        if digits.count > 1 && digits.hasPrefix("0") { return "'\(id)' writes the number with a leading zero" }
        if value > highestNumber {
            return "'\(id)' is beyond num.\(highestNumber); the app speaks the numbers 0 to \(highestNumber)"
        }
        if segments.count == 3 && value == 0 {
            return "'\(id)' asks for zero, which has no question form (spec 4.10.2)"
        }
        return nil
    }

    /// The spelling an ID with a grammar problem most likely meant, when that spelling follows the
    /// grammar: the ID in lower case (`Num.12` → `num.12`). Nil when no such spelling is known, so
    /// no fix-it ever proposes an invalid ID.
    public static func lowerCased(_ id: String) -> String? {
        var lowered = ""
        for scalar in id.unicodeScalars {
            lowered.unicodeScalars.append(
                scalar.value >= 0x41 && scalar.value <= 0x5A ? Unicode.Scalar(scalar.value + 0x20) ?? scalar : scalar)
        }
        return lowered != id && problem(in: lowered) == nil ? lowered : nil
    }

    static func isCapital(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x41 && scalar.value <= 0x5A }
}
