import ZKCore

/// The argument type a placeholder reads: its conversion and length modifier (`%1$lld` → `d`,
/// `ll`). Equal when the type names are (`%d` and `%i` are the same).
struct ArgumentType: Sendable {
    var conversion: String
    var length: String

    func same(as other: ArgumentType) -> Bool {
        FormatSpecifier.sameType(conversion, length, other.conversion, other.length)
    }

    var description: String { FormatSpecifier.typeDescription(conversion: conversion, length: length) }
}

/// Where a placeholder is written: localization and leaf (indices into the entry's
/// `localizations` and that localization's `allLeaves`), its bytes in the leaf's value and the
/// scalar offset of its `%`.
struct PlaceholderSite: Sendable {
    var localization: Int
    var leaf: Int
    var start: Int
    var end: Int
    var scalarOffset: Int

    /// The value the placeholder is written in.
    func value(in entry: CatalogEntry) -> CatalogString? {
        entry.localizations[localization].allLeaves[leaf].unit.value
    }

    /// The placeholder as written (`%1$@`), decoded for a message.
    func text(in entry: CatalogEntry) -> String {
        guard let value = value(in: entry) else { return "" }
        let bytes = Array(value.text.utf8)
        return String(decoding: bytes[min(start, bytes.count)..<min(end, bytes.count)], as: UTF8.self)
    }
}

/// One use of a format argument: which argument, read as which type, written where.
struct ArgumentUse: Sendable {
    var argument: Int
    var type: ArgumentType
    var site: PlaceholderSite
}

/// A `%#@name@` reference.
struct SubstitutionReference: Sendable {
    var name: String
    var site: PlaceholderSite
}

/// A malformed placeholder.
struct PlaceholderProblem: Sendable {
    var problem: FormatProblem
    var site: PlaceholderSite
}

/// The placeholders of one key, resolved to argument numbers the way Foundation does: positional
/// `%2$@` names its argument, others count up from 1, `%#@name@` and `%arg` take the
/// substitution's `argNum` and `formatSpecifier`. The checker resolves each key once, into one
/// value reused from key to key (no allocation per key); the placeholder and substitution checks
/// read it. Uses, references and problems are in order of localization, leaf and position.
struct EntryPlaceholders: Sendable {
    private(set) var uses: [ArgumentUse] = []
    private(set) var references: [SubstitutionReference] = []
    private(set) var problems: [PlaceholderProblem] = []
    /// Per localization, its range in `uses` and in `references`.
    private(set) var useRanges: [Range<Int>] = []
    private(set) var referenceRanges: [Range<Int>] = []
    /// Per localization, whether one of its values is a format string (`FormatParser.isFormatString`).
    private(set) var isFormat: [Bool] = []

    /// Resolves the placeholders of `entry`, replacing what was there.
    mutating func resolve(_ entry: CatalogEntry) {
        uses.removeAll(keepingCapacity: true)
        references.removeAll(keepingCapacity: true)
        problems.removeAll(keepingCapacity: true)
        useRanges.removeAll(keepingCapacity: true)
        referenceRanges.removeAll(keepingCapacity: true)
        isFormat.removeAll(keepingCapacity: true)
        for (index, localization) in entry.localizations.enumerated() {
            formatSeen = false
            let firstUse = uses.count
            let firstReference = references.count
            let leaves = localization.allLeaves
            for leaf in 0..<localization.nodeLeafCount {
                guard let value = leaves[leaf].unit.value else { continue }
                resolve(value.text, localization: index, leaf: leaf, substitution: nil, in: localization)
            }
            // The substitutions' leaves follow the node's, substitution by substitution.
            var leaf = localization.nodeLeafCount
            for substitution in localization.substitutions {
                let end = leaf + substitution.node.leafCount
                while leaf < end {
                    if let value = leaves[leaf].unit.value {
                        resolve(
                            value.text, localization: index, leaf: leaf, substitution: substitution, in: localization)
                    }
                    leaf += 1
                }
            }
            useRanges.append(firstUse..<uses.count)
            referenceRanges.append(firstReference..<references.count)
            isFormat.append(formatSeen)
        }
    }

    /// Set while resolving a localization when one of its tokens makes it a format string.
    private var formatSeen = false

    private mutating func resolve(
        _ text: String, localization: Int, leaf: Int, substitution: Substitution?, in owner: Localization
    ) {
        var text = text
        text.withUTF8 { bytes in
            var next = 1
            FormatScanner.scan(
                bytes, allowArg: substitution != nil,
                token: { token in
                    if token.kind != .argument || !token.spaceFlag { formatSeen = true }
                    let site = PlaceholderSite(
                        localization: localization, leaf: leaf, start: token.start, end: token.end,
                        scalarOffset: token.scalarOffset)
                    switch token.kind {
                    case .argument:
                        let argument = token.explicitPosition ?? next
                        if token.explicitPosition == nil { next += 1 }
                        uses.append(
                            ArgumentUse(
                                argument: argument,
                                type: ArgumentType(conversion: token.conversionText, length: token.length), site: site))
                    case .substitution:
                        let name = String(
                            decoding: UnsafeBufferPointer(rebasing: bytes[token.nameStart..<token.nameEnd]),
                            as: UTF8.self)
                        references.append(SubstitutionReference(name: name, site: site))
                        let target = owner.substitution(name)
                        let argument = target?.argNum ?? token.explicitPosition ?? next
                        if target?.argNum == nil, token.explicitPosition == nil { next += 1 }
                        if let type = target.flatMap(Self.argumentType) {
                            uses.append(ArgumentUse(argument: argument, type: type, site: site))
                        }
                    case .substitutionArgument:
                        guard let substitution, let type = Self.argumentType(substitution) else { return }
                        uses.append(ArgumentUse(argument: substitution.argNum ?? 1, type: type, site: site))
                    }
                },
                problem: { problem in
                    problems.append(
                        PlaceholderProblem(
                            problem: problem,
                            site: PlaceholderSite(
                                localization: localization, leaf: leaf, start: 0, end: 0,
                                scalarOffset: problem.scalarOffset)))
                })
        }
    }

    /// The type of a substitution's argument (`formatSpecifier: "lld"` → `d`, `ll`), nil when
    /// its format is missing or reads no argument.
    private static func argumentType(_ substitution: Substitution) -> ArgumentType? {
        guard let format = substitution.formatSpecifier?.text,
            let first = FormatParser.parse("%" + format).specifiers.first, case .argument = first.kind
        else { return nil }
        return ArgumentType(conversion: first.conversion, length: first.length)
    }
}
