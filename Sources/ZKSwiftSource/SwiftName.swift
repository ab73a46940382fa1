import Foundation
import ZKCore

/// Names of generated Swift (the strings' accessors, the asset constants): a key or set name in
/// lower camel case as xcstrings-tool writes them (`home.title` → `homeTitle`, `URLPath` →
/// `urlPath`), a table or catalog in upper camel case; letters of every script and ASCII digits
/// are kept, every other character separates words; a leading digit gets `_`, a keyword backticks.
public enum SwiftName {
    /// Swift's keywords (declarations, statements, expressions and types, and the contextual ones
    /// that are reserved in some position), written in backticks when a name becomes one: the one
    /// list every writer of Swift uses (the strings' accessors, the asset constants, the brand's
    /// tokens).
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "_", "some", "any", "async", "each", "macro", "Type",
        "Protocol",
    ]

    public static func words(_ text: String) -> [String] {
        text.precomposedStringWithCanonicalMapping.split { !($0.isLetter || ($0.isNumber && $0.isASCII)) }.map(
            String.init)
    }

    /// The name in lower camel case; nil when it has no letter or digit. `reserved`: names the
    /// generated file declares itself, which get a trailing `_`.
    public static func member(_ text: String, reserved: Set<String> = []) -> String? {
        let parts = words(text)
        guard let first = parts.first else { return nil }
        var name = lowercasedFirst(first) + parts.dropFirst().map(capitalizedFirst).joined()
        if let initial = name.first, initial.isNumber { name = "_" + name }
        if reserved.contains(name) { name += "_" }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// The name in upper camel case (`Localizable`, `InfoPlist`); `fallback` when it has no letter or digit.
    public static func type(_ text: String, fallback: String = "Strings") -> String {
        var name = words(text).map(capitalizedFirst).joined()
        if name.isEmpty { name = fallback }
        if let initial = name.first, initial.isNumber { name = "_" + name }
        return keywords.contains(name) ? name + "_" : name
    }

    /// `fooBar` from `FooBar`, `url` from `URL`, `urlPath` from `URLPath` (a leading run of capitals).
    public static func lowercasedFirst(_ word: String) -> String {
        let characters = Array(word)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        if upper == characters.count { return word.lowercased() }
        if upper <= 1 {
            return (characters.first.map { String($0).lowercased() } ?? "") + String(characters.dropFirst())
        }
        // `URLPath`: the capitals but the last start the word.
        return String(characters[0..<(upper - 1)]).lowercased() + String(characters[(upper - 1)...])
    }

    /// The name of Xcode's generated asset symbol (`GeneratedAssetSymbols.swift`,
    /// `ImageResource.onboarding`) for a set of an asset catalog: the set's name in lower camel
    /// case, without a last word `Image` (image and symbol sets) or `Color` (colour sets) when
    /// another word precedes it (`AccentColor` → `accent`, `backgroundColor` → `background`,
    /// `adult_products_image` → `adultProducts`, but `Image` → `image` and `welcomeVCimage`
    /// stays, its `image` not a word of its own), backticks removed. Nil when the name has no
    /// letter or digit.
    public static func assetSymbol(_ name: String, dropping suffix: String) -> String? {
        var base = Substring(name)
        if name.count > suffix.count, name.lowercased().hasSuffix(suffix.lowercased()) {
            let cut = name.index(name.endIndex, offsetBy: -suffix.count)
            let head = name[..<cut]
            let first = name[cut]
            let before = head.last
            let separated = before.map { !($0.isLetter || $0.isNumber) } ?? false
            let hump = first.isUppercase && (before.map { $0.isLowercase || $0.isNumber } ?? false)
            if separated || hump, head.contains(where: { $0.isLetter || $0.isNumber }) {
                base = head
                while let last = base.last, !(last.isLetter || last.isNumber) { base = base.dropLast() }
            }
        }
        return member(String(base)).map { $0.replacingOccurrences(of: "`", with: "") }
    }

    public static func capitalizedFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}
