import Foundation
import ZKCore
import ZKSwiftSource

/// Token names as Swift identifiers that always compile: `bead_red` → `beadRed` (members) or
/// `BeadRed` (types). Letters of every script are kept (`основной`), other characters separate
/// words; a name with no letter or digit (`_`, `🎨`) is spelled by its scalars (`u5F`,
/// `u1F3A8`); a leading digit gets `_`; keywords are written in backticks; type names that
/// would hide what the generated file uses (`Swift`, `BrandColor`, …) or that Swift reads as
/// something else at a use site (`Type`, `Self`, `Protocol`, `Any`) get a trailing `_`.
/// Identifiers are in Unicode NFC: Swift tells identifiers apart by code point, so a token
/// written `n` + U+0303 becomes `ñ` (U+00F1), and two look-alike tokens meet in one identifier,
/// which `GeneratedNameCheck` reports instead of emitting two names no reader can tell apart.
enum SwiftIdentifier {
    /// Swift's keywords: the one list of the Swift source reader.
    static var keywords: Set<String> { SwiftName.keywords }

    /// Type names the generated file or Swift itself needs unshadowed.
    static let reservedTypes: Set<String> = [
        "Swift", "Type", "Self", "Protocol", "Any", "BrandTokens", "BrandColor", "BrandDimension", "BrandDuration",
        "BrandCubicBezier", "BrandStrokeStyle", "BrandBorder", "BrandTransition", "BrandShadow", "BrandGradientStop",
        "BrandTypography", "BrandAppearanceColor", "BrandColors",
    ]

    static func words(_ name: String) -> [String] {
        name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    static func member(_ written: String) -> String {
        let name = written.precomposedStringWithCanonicalMapping
        let parts = words(name)
        guard let first = parts.first else { return spelled(name, prefix: "u") }
        return quote(first.lowercasedFirst + parts.dropFirst().map(\.capitalizedFirst).joined())
    }

    static func type(_ written: String) -> String {
        let name = written.precomposedStringWithCanonicalMapping
        let parts = words(name)
        guard !parts.isEmpty else { return spelled(name, prefix: "U") }
        var joined = parts.map(\.capitalizedFirst).joined().precomposedStringWithCanonicalMapping
        if let first = joined.first, first.isNumber { joined = "_" + joined }
        return reservedTypes.contains(joined) ? joined + "_" : quote(joined)
    }

    /// `u1F3A8` for a name without letters or digits.
    static func spelled(_ name: String, prefix: String) -> String {
        let scalars = name.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }
        return prefix + (scalars.isEmpty ? "Empty" : scalars.joined(separator: "_"))
    }

    static func quote(_ identifier: String) -> String {
        var text = identifier.precomposedStringWithCanonicalMapping
        if let first = text.first, first.isNumber { text = "_" + text }
        return keywords.contains(text) ? "`\(text)`" : text
    }

    /// A Swift string literal.
    static func literal(_ text: String) -> String { "\"" + Escape.swiftString(text) + "\"" }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
