import Foundation
import ZKCore

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

    /// Printable ASCII and the whitespace controls (tab to carriage return): what the sort key
    /// covers. Other controls are ignorable in ICU and take the Foundation path.
    static func isASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || ($0 >= 0x09 && $0 <= 0x0D) }
    }

    private static let rootLocale = Locale(identifier: "")

    /// `JSONSerialization`'s comparison of sorted keys. Strings it finds the same (canonically
    /// equivalent look-alikes such as "ñ" and "n\u{0303}") are ordered by their code points, so
    /// the order is total and every sort of the same keys gives the same result.
    static func foundationPrecedes(_ a: String, _ b: String) -> Bool {
        switch a.compare(
            b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: a.startIndex..<a.endIndex,
            locale: rootLocale)
        {
        case .orderedAscending: true
        case .orderedDescending: false
        case .orderedSame: a.precedesByCodePoints(b)
        }
    }

    // Primary weights of ASCII follow CLDR's root groups: whitespace, punctuation, modifier
    // symbols, mathematical symbols, currency symbols, numbers (length, then digits), letters.
    private static let whitespace: UInt32 = 0x10
    private static let punctuation: UInt32 = 0x100
    private static let modifierSymbol: UInt32 = 0x1_0000
    private static let mathSymbol: UInt32 = 0x3_0000
    private static let currencySymbol: UInt32 = 0x3_8000
    private static let numberBase: UInt32 = 0x4_0000
    private static let latinBase: UInt32 = 0x5_0000

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

    /// The collation key of an ASCII string: primary weights, a separator, case and digit-run
    /// weights (compared left to right, as ICU's tertiary level: lower case before upper, a
    /// number with fewer leading zeros first, `1` < `01` < `001`), a separator, the bytes (so
    /// distinct strings never compare equal). Every weight of the second level is at least 1,
    /// above the separator.
    static func sortKey(_ text: String) -> [UInt32] {
        let bytes = Array(text.utf8)
        var primary: [UInt32] = []
        var tertiary: [UInt32] = []
        primary.reserveCapacity(bytes.count + 2)
        tertiary.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x30, byte <= 0x39 {
                // A run of digits weighs as one number: significant length, then the digits.
                var next = index
                while next < bytes.count, bytes[next] >= 0x30, bytes[next] <= 0x39 { next += 1 }
                var first = index
                while first < next - 1, bytes[first] == 0x30 { first += 1 }
                primary.append(numberBase + UInt32(next - first))
                for position in first..<next { primary.append(numberBase + UInt32(bytes[position] - 0x30)) }
                tertiary.append(1 + UInt32(first - index))
                index = next
                continue
            }
            let value = UInt32(byte)
            if value >= 0x61, value <= 0x7A {
                primary.append(latinBase + (value - 0x61) * 4)
                tertiary.append(1)
            } else if value >= 0x41, value <= 0x5A {
                primary.append(latinBase + (value - 0x41) * 4)
                tertiary.append(2)
            } else {
                let weight = value < 0x80 ? asciiWeight[Int(value)] : 0
                primary.append(weight == 0 ? whitespace : weight)
                tertiary.append(1)
            }
            index += 1
        }
        return primary + [0] + tertiary + [0] + bytes.map(UInt32.init)
    }
}
