import Foundation
import ZKCore

/// Lint: two tokens of one group become the same name in the generated code (`bundle_id` and
/// `bundleId` both `bundleId`; `bead_red` and `bead-red` both the colour set `BeadRed`); the
/// second is left out. Reported at the second token.
///
/// Token paths are different whenever their code points are ("ñ" U+00F1 and "n" U+0303 are two
/// tokens), but the generated names are compared as their consumers compare them: Swift
/// identifiers by code point after the writer has put them in NFC (so two look-alike tokens
/// meet in one identifier), colour-set folder names also ignoring case, as the file systems of
/// macOS do by default (APFS and HFS+ ignore case and Unicode normalization), so `BeadRed` and
/// `Beadred` would be one folder there.
enum GeneratedNameCheck: DeclaresCodes {
    public static let swiftNameCollision = DiagnosticCode(
        "ZK5015", .error, summary: "two tokens become the same name in the generated code",
        explanation: """
            `BrandTokens.swift` names constants in lowerCamelCase (`bundle_id` → `bundleId`) and colour \
            sets in UpperCamelCase (`bead_red` → `BeadRed`), both in Unicode NFC. Two tokens of one \
            group that map to the same name would collide: also two look-alike names that differ \
            only in Unicode normalization ("ñ" written as U+00F1 or as n + U+0303), and colour sets \
            whose names differ only in case (one folder on macOS). The second is left out. Rename one.
            """,
        example: .edit(
            BrandExampleFiles.example(
                BrandExampleFiles.File(
                    "Brand/brand.json",
                    """
                    { "app": { "$type": "string", "bundle_id": { "$value": "de.zahlenkette.app" },
                               "beta_bundle_id": { "$value": "de.zahlenkette.beta" } } }
                    """)),
            broken: #"↓"bundleId":"#, fixed: #""beta_bundle_id":"#))

    static let codes = [swiftNameCollision]

    /// The names handed out in one scope of generated code (an enum of `BrandTokens.swift`, the
    /// colour sets of the asset catalog), by the key their consumer compares.
    struct Names {
        enum Kind {
            /// Swift identifiers: code points of the NFC form, backticks aside.
            case swift
            /// Colour-set folder names: also ignoring case.
            case colorSet
        }

        let kind: Kind
        private var owners: [CodePointString: (path: String, name: String)] = [:]

        init(_ kind: Kind) { self.kind = kind }

        func key(_ name: String) -> CodePointString {
            let bare = name.replacingOccurrences(of: "`", with: "").precomposedStringWithCanonicalMapping
            return (kind == .swift ? bare : bare.lowercased()).codePoints
        }

        /// Claims `name` for the token or group at `path`; the path and name that hold it already, if any.
        mutating func claim(_ name: String, for path: String) -> (path: String, name: String)? {
            let key = key(name)
            if let earlier = owners[key] { return earlier }
            owners[key] = (path, name)
            return nil
        }
    }

    /// The finding for `path`, whose generated `name` another token's `earlier` already holds.
    static func collision(
        _ kind: Names.Kind, earlier: (path: String, name: String), path: String, name: String,
        at location: SourceLocation
    ) -> Diagnostic {
        var notes: [Diagnostic.Note] = []
        if let lookAlike = lookAlikeNote(earlier.path, path) { notes.append(.init(lookAlike)) }
        if kind == .colorSet, !earlier.name.hasSameCodePoints(as: name) {
            notes.append(.init(caseNote(earlier.name, name)))
        }
        let message =
            kind == .swift
            ? swiftMessage(earlier.path, path, name: name.replacingOccurrences(of: "`", with: ""))
            : colorSetMessage(earlier.path, path, name: name)
        return Diagnostic(swiftNameCollision, message, at: location, notes: notes)
    }

    /// For two paths that look the same (canonically equivalent, other code points): where they differ.
    static func lookAlikeNote(_ first: String, _ second: String) -> String? {
        guard first == second, !first.hasSameCodePoints(as: second) else { return nil }
        for (a, b) in zip(first, second) where !String(a).hasSameCodePoints(as: String(b)) {
            return lookAlikeMessage(a, scalars(a), scalars(b))
        }
        return nil
    }

    static func scalars(_ character: Character) -> String {
        character.unicodeScalars.map { "U+" + String(format: "%04X", $0.value) }.joined(separator: " ")
    }

    // MARK: Messages

    static func swiftMessage(_ earlier: String, _ path: String, name: String) -> String {
        "tokens '\(earlier)' and '\(path)' both become the Swift name '\(name)' in BrandTokens.swift; rename one"
    }

    static func colorSetMessage(_ earlier: String, _ path: String, name: String) -> String {
        "colours '\(earlier)' and '\(path)' both become the colour set '\(name)'; rename one"
    }

    static func lookAlikeMessage(_ character: Character, _ first: String, _ second: String) -> String {
        "the names differ only in Unicode normalization: '\(character)' is \(first) in the first and \(second) in the second"
    }

    static func caseNote(_ first: String, _ second: String) -> String {
        "'\(first).colorset' and '\(second).colorset' are one folder where file names ignore case (macOS)"
    }
}
