import ZKCore
import ZKProject

/// A decoded JSON string of a catalog and the position of its opening quote.
public struct CatalogString: Sendable, Hashable {
    public var text: String
    public var position: SourcePosition

    public init(_ text: String, at position: SourcePosition) {
        self.text = text
        self.position = position
    }
}

/// A `stringUnit`: a translation state and a value, both open strings (Xcode adds states).
public struct StringUnit: Sendable, Hashable {
    public var state: CatalogString?
    public var value: CatalogString?
    /// Position of the `"stringUnit"` key.
    public var position: SourcePosition
}

/// One case of a variation selector (`few` of `plural`, `iphone` of `device`).
public struct VariationCase: Sendable, Hashable {
    public var name: String
    public var namePosition: SourcePosition
    public var node: VariationNode
}

/// A variation selector (`plural`, `device`) with its cases in source order.
public struct Variations: Sendable, Hashable {
    public var kind: String
    public var kindPosition: SourcePosition
    public var cases: [VariationCase]

    public func `case`(_ name: String) -> VariationCase? { cases.first { $0.name.hasSameCodePoints(as: name) } }
}

/// A `stringSet` (App Shortcuts phrases): a state and a list of values, each an alternative
/// phrase (`"stringSet" : { "state" : "translated", "values" : [ "Search on ${applicationName}" ] }`).
public struct StringSetUnit: Sendable, Hashable {
    public var state: CatalogString?
    public var values: [CatalogString]
    /// Position of the `"stringSet"` key.
    public var position: SourcePosition
}

/// What a localization, a variation case or a substitution holds: a string unit, a string set,
/// variations, or several of them.
public struct VariationNode: Sendable, Hashable {
    public var unit: StringUnit?
    public var stringSet: StringSetUnit?
    public var variations: [Variations]

    public init(unit: StringUnit? = nil, stringSet: StringSetUnit? = nil, variations: [Variations] = []) {
        self.unit = unit
        self.stringSet = stringSet
        self.variations = variations
    }

    /// True when the node holds a value anywhere: a string unit, a string set or a variation case with one.
    public var hasValue: Bool { stringSet != nil || leafCount > 0 }

    /// Every string unit below this node with the path of variation names leading to it
    /// (`[]` for the plain unit, `["plural", "few"]`, `["device", "iphone", "plural", "one"]`).
    public func leaves(prefix: [String] = []) -> [Leaf] {
        var result: [Leaf] = []
        collect(prefix, into: &result)
        return result
    }

    /// How many leaves `leaves()` returns, counted without collecting them.
    public var leafCount: Int {
        var count = unit == nil ? 0 : 1
        for selector in variations {
            for item in selector.cases { count += item.node.leafCount }
        }
        return count
    }

    fileprivate func collect(_ path: [String], into result: inout [Leaf]) {
        if let unit { result.append(Leaf(path: path, unit: unit)) }
        for selector in variations {
            for item in selector.cases {
                var next: [String] = []
                next.reserveCapacity(path.count + 2)
                next += path
                next.append(selector.kind)
                next.append(item.name)
                item.node.collect(next, into: &result)
            }
        }
    }
}

/// A string unit reached through a path of variation names.
public struct Leaf: Sendable, Hashable {
    public var path: [String]
    public var unit: StringUnit

    /// `plural.few`, or the empty string for a plain unit.
    public var pathText: String { path.joined(separator: ".") }

    /// Whether the leaf is at `other`, name by name by code points (substitution and case names
    /// are JSON keys: look-alikes are different names).
    public func hasPath(_ other: [String]) -> Bool {
        path.hasSameCodePoints(as: other)
    }
}

/// A `%#@name@` substitution of a localization.
public struct Substitution: Sendable, Hashable {
    public var name: String
    public var namePosition: SourcePosition
    public var argNum: Int?
    public var formatSpecifier: CatalogString?
    public var node: VariationNode
}

/// The localization of a key into one locale. A class (it is immutable): the checks pass
/// localizations around by the thousand, and a reference is cheaper to copy than its fields.
public final class Localization: Sendable, Hashable {
    public let locale: String
    public let localePosition: SourcePosition
    public let node: VariationNode
    public let substitutions: [Substitution]
    /// Every leaf, collected once: the plain unit's leaves, then those of every substitution
    /// (`substitutions.<name>.plural.one`). The checks read them many times.
    public let allLeaves: [Leaf]
    /// How many of `allLeaves` come from `node` (the rest are the substitutions' leaves).
    public let nodeLeafCount: Int
    /// True for the source-language localization Xcode does not write: the key is the source
    /// text (a translated string unit whose value is the key, positioned at the key).
    public let isImplicit: Bool

    public init(
        locale: String, localePosition: SourcePosition, node: VariationNode, substitutions: [Substitution],
        isImplicit: Bool = false
    ) {
        self.locale = locale
        self.localePosition = localePosition
        self.node = node
        self.substitutions = substitutions
        self.isImplicit = isImplicit
        var leaves: [Leaf] = []
        node.collect([], into: &leaves)
        nodeLeafCount = leaves.count
        for substitution in substitutions {
            substitution.node.collect(["substitutions", substitution.name], into: &leaves)
        }
        allLeaves = leaves
    }

    public func substitution(_ name: String) -> Substitution? {
        substitutions.first { $0.name.hasSameCodePoints(as: name) }
    }

    /// True when the localization holds a value: a string unit, a string set, or a variation with one.
    public var hasValue: Bool { nodeLeafCount > 0 || node.stringSet != nil }

    /// The implicit source localization of `key`: a translated string unit whose value is the key.
    public static func implicit(key: String, at position: SourcePosition, locale: String) -> Localization {
        let text = CatalogString(key, at: position)
        let unit = StringUnit(state: CatalogString("translated", at: position), value: text, position: position)
        return Localization(
            locale: locale, localePosition: position, node: VariationNode(unit: unit), substitutions: [],
            isImplicit: true)
    }

    public static func == (lhs: Localization, rhs: Localization) -> Bool {
        lhs.locale.hasSameCodePoints(as: rhs.locale) && lhs.localePosition == rhs.localePosition && lhs.node == rhs.node
            && lhs.substitutions == rhs.substitutions
            && lhs.isImplicit == rhs.isImplicit
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(locale)
        hasher.combine(localePosition)
        hasher.combine(node)
        hasher.combine(substitutions)
    }
}

/// One key of a catalog.
public struct CatalogEntry: Sendable, Hashable {
    public var key: String
    public var keyPosition: SourcePosition
    public var comment: CatalogString?
    public var extractionState: CatalogString?
    public var shouldTranslate: Bool
    /// `"isCommentAutoGenerated" : true`: Xcode wrote the comment (exported as `<note from="auto-generated">`).
    public var isCommentAutoGenerated: Bool = false
    /// Every localization in source order; the implicit source localization (when Xcode wrote
    /// none for the source language) comes last.
    public var localizations: [Localization]

    public func localization(_ locale: String) -> Localization? {
        localizations.first { $0.locale.hasSameCodePoints(as: locale) }
    }

    /// `extractionState` is `stale`: Xcode no longer finds the key in code.
    public var isStale: Bool { extractionState?.text == "stale" }

    /// Whether translators are asked for this key: `shouldTranslate` is not false, the key is
    /// not stale and not the empty key (Xcode extracts `Text("")` as `""`: there is no text).
    public var needsTranslation: Bool { shouldTranslate && !isStale && !key.isEmpty }
}

/// A String Catalog (`.xcstrings`): the raw JSON tree (kept whole, so unknown fields survive a
/// rewrite) and a positioned model of what the checks read.
public struct StringCatalog: Sendable {
    public var file: SourceFile
    public var root: JSONValue
    public var sourceLanguage: CatalogString?
    public var version: CatalogString?
    public var entries: [CatalogEntry]
    /// Key → position in `entries`, by code points: keys that differ only by Unicode
    /// normalisation are two keys, as they are two members of the JSON object.
    private var indexByKey: [CodePointString: Int]

    public init(
        file: SourceFile, root: JSONValue, sourceLanguage: CatalogString?, version: CatalogString?,
        entries: [CatalogEntry]
    ) {
        self.file = file
        self.root = root
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.entries = entries
        var index: [CodePointString: Int] = [:]
        index.reserveCapacity(entries.count)
        // Backwards, so the first of duplicated keys wins with one hash per key.
        for position in entries.indices.reversed() { index[CodePointString(entries[position].key)] = position }
        self.indexByKey = index
    }

    public var path: String { file.path }

    /// The file name without folder (`Content.xcstrings`).
    public var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }

    /// `Content.xcstrings` holds the keys content references; other catalogs hold UI keys.
    public var isContentCatalog: Bool { Conventions.isContentCatalog(fileName) }

    public func entry(_ key: String) -> CatalogEntry? { indexByKey[CodePointString(key)].map { entries[$0] } }

    public func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(path: path, start: position)
    }
}
