import Foundation

/// The order in which Xcode writes the members of a String Catalog's objects.
///
/// Xcode serialises catalogs with Foundation's `JSONSerialization` and `.sortedKeys`, which
/// compares keys with `compare(_:options: [.numeric, .caseInsensitive, .forcedOrdering],
/// range:, locale:)` in the system (root) locale: ICU root collation, case-insensitive, digit
/// runs compared as numbers, punctuation and spaces significant, lower case first on ties, and
/// characters ICU ignores (U+200B) deciding only when nothing else does. Observed in
/// Xcode-written catalogs: `A-` < `A+`, `Key2` < `Key10`, `Unknown` < `UV Index`,
/// `Heart Rate` < `Heartbeat`, `%@` < `©` < `$x` < `360` < `Add`, `-6mo` < `—` < `**Thank`,
/// `Settings` < `Settings…`, `Zebra` < `ⰀⰁⰂ`, `contains all` < `contains \u{200B}all`.
///
/// Two ASCII keys (nearly all of them) are compared with a sort key that reproduces that order
/// exactly without ICU; any other pair goes through the same Foundation call as Xcode's
/// (swift-corelibs-foundation's ICU agrees with Xcode's on every corpus catalog).
public enum XcodeKeyOrder {
    /// True when `a` sorts before `b`.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        if isASCII(a), isASCII(b) { return sortKey(a).lexicographicallyPrecedes(sortKey(b)) }
        return foundationPrecedes(a, b)
    }

    /// Sorts strings in Xcode's order; each ASCII sort key is computed once.
    public static func sorted(_ keys: [String]) -> [String] {
        let prepared = keys.map { key in (key, isASCII(key) ? sortKey(key) : nil) }
        return prepared.sorted { left, right in
            if let leftKey = left.1, let rightKey = right.1 { return leftKey.lexicographicallyPrecedes(rightKey) }
            return foundationPrecedes(left.0, right.0)
        }.map(\.0)
    }

    static func isASCII(_ text: String) -> Bool { text.utf8.allSatisfy { $0 < 0x80 } }

    private static let rootLocale = Locale(identifier: "")

    /// `JSONSerialization`'s comparison of sorted keys.
    static func foundationPrecedes(_ a: String, _ b: String) -> Bool {
        a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: a.startIndex..<a.endIndex, locale: rootLocale) == .orderedAscending
    }

    // Primary weights follow CLDR's root groups: whitespace, punctuation, general symbols,
    // mathematical symbols, currency symbols, numbers (length, then digits), Latin letters,
    // other letters by code point.
    private static let whitespace: UInt32 = 0x10
    private static let punctuation: UInt32 = 0x100
    private static let modifierSymbol: UInt32 = 0x1_0000
    private static let otherSymbol: UInt32 = 0x2_0000
    private static let mathSymbol: UInt32 = 0x3_0000
    private static let currencySymbol: UInt32 = 0x3_8000
    private static let numberBase: UInt32 = 0x4_0000
    private static let latinBase: UInt32 = 0x5_0000
    private static let otherLetterBase: UInt32 = 0x6_0000

    /// ASCII whitespace, punctuation and symbols in CLDR root order, each with its group.
    private static let asciiWeight: [UInt32] = {
        var table = [UInt32](repeating: 0, count: 128)
        let groups: [(UInt32, String)] = [
            (whitespace, "\t\n\u{0B}\u{0C}\r "),
            (punctuation, "_-,;:!?.'\"()[]{}@*/\\&#%"),
            (modifierSymbol, "`^"),
            (mathSymbol, "+<=>|~"),
            (currencySymbol, "$"),
        ]
        for (base, characters) in groups {
            for (rank, byte) in characters.utf8.enumerated() { table[Int(byte)] = base + UInt32(rank) }
        }
        return table
    }()

    /// The collation key: primary weights, a separator, accent and case weights, a separator,
    /// the code points (so distinct strings never compare equal).
    static func sortKey(_ text: String) -> [UInt32] {
        var primary: [UInt32] = []
        var secondary: [UInt32] = []
        var tertiary: [UInt32] = []
        primary.reserveCapacity(text.utf8.count + 2)
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if let digit = digitValue(scalar) {
                // A run of digits weighs as one number: significant length, then the digits.
                var digits: [UInt32] = [digit]
                var next = index + 1
                while next < scalars.count, let value = digitValue(scalars[next]) {
                    digits.append(value)
                    next += 1
                }
                while digits.count > 1, digits[0] == 0 { digits.removeFirst() }
                primary.append(numberBase + UInt32(digits.count))
                primary.append(contentsOf: digits.map { numberBase + $0 })
                for position in index..<next {
                    secondary.append(0)
                    tertiary.append(scalars[position].value < 0x80 ? 0 : 1)
                }
                index = next
                continue
            }
            let (weight, accent, upper) = weights(scalar)
            primary.append(weight)
            secondary.append(accent)
            tertiary.append(upper ? 1 : 0)
            index += 1
        }
        return primary + [0] + secondary + [0] + tertiary + [0] + text.unicodeScalars.map(\.value)
    }

    private static func digitValue(_ scalar: Unicode.Scalar) -> UInt32? {
        if scalar.value >= 0x30, scalar.value <= 0x39 { return scalar.value - 0x30 }
        if scalar.value < 0x80 { return nil }
        if scalar.properties.numericType == .decimal || scalar.properties.numericType == .digit,
            let value = scalar.properties.numericValue, value >= 0, value <= 9, value.rounded() == value
        {
            return UInt32(value)
        }
        return nil
    }

    private static func weights(_ scalar: Unicode.Scalar) -> (UInt32, UInt32, Bool) {
        let value = scalar.value
        if value < 0x80 {
            if value >= 0x61, value <= 0x7A { return (latinBase + (value - 0x61) * 4, 0, false) }
            if value >= 0x41, value <= 0x5A { return (latinBase + (value - 0x41) * 4, 0, true) }
            let weight = asciiWeight[Int(value)]
            return (weight == 0 ? whitespace : weight, 0, false)
        }
        let properties = scalar.properties
        // Accented Latin letters sort with their base letter, the accent as a secondary difference.
        let mapping = Array(String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars)
        if mapping.count > 1, let base = mapping.first, base.value < 0x80,
            (base.value >= 0x41 && base.value <= 0x5A) || (base.value >= 0x61 && base.value <= 0x7A)
        {
            let (weight, _, upper) = weights(base)
            return (weight, mapping[1].value, upper)
        }
        switch properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format:
            return (whitespace + 8, 0, false)
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation:
            return (punctuation + 0x80 + value, 0, false)
        case .modifierSymbol: return (modifierSymbol + 0x80 + value, 0, false)
        case .otherSymbol: return (otherSymbol + value, 0, false)
        case .mathSymbol: return (mathSymbol + 0x80 + value, 0, false)
        case .currencySymbol: return (currencySymbol + 0x80 + value, 0, false)
        default:
            let lower = properties.lowercaseMapping.unicodeScalars.first?.value ?? value
            return (otherLetterBase + lower, 0, lower != value)
        }
    }
}
