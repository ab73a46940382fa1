import ZKCore
import ZKProject
import ZKSwiftSource

/// Warning: an image set of a catalog that only content uses, which no content references and,
/// when the Swift sources were read, no Swift source uses (`swiftUses`). A reference that differs
/// only in case counts as a use: it is reported as malformed already; so does a misspelt
/// reference that means the set (`AssetExistsCheck.intendedSets`,
/// `SwiftAssetReferenceCheck.intendedSets`).
enum UnusedAssetCheck: Check {
    static let unusedAsset = DiagnosticCode(
        "ZK2029", .warning, phase: .crossLink, group: .zahlenkette,
        summary: "an image set of the asset catalog is used by no content",
        explanation: """
            The image set is shipped but no content file names it and, when zk-build reads the \
            app's Swift sources (`swiftSources`), no Swift source uses it: a literal equal to its \
            name (`Image("avatar_igel")`, or anywhere in the code), its generated symbol \
            (`Image(.avatarIgel)`, `.avatarIgel` anywhere) or a name the code builds \
            (`Image("avatar_\\(animal)")`, any literal with an interpolation whose fixed text \
            the name fits) counts as a use. Remove it, or reference it where it was meant to \
            appear (a typo in the referencing name shows up as a missing asset). A \
            catalog whose assets code uses (a design system's glyphs) is configured with \
            `"reportsUnused": false` in `zk-build.json`'s `assetCatalogs`.
            """,
        broken: DiagnosticExample(
            AssetExamples.fuchsSet + [
                DiagnosticExample.ExampleFile(
                    "Content/Illustrations.xcassets/avatar_igel.imageset/Contents.json",
                    #"↓{ "images": [ { "filename": "avatar_igel.svg", "idiom": "universal" } ] }"#),
                DiagnosticExample.ExampleFile(
                    "Content/Illustrations.xcassets/avatar_igel.imageset/avatar_igel.svg",
                    AssetExamples.svg(width: 64, height: 64)),
                AssetExamples.avatars(#""avatar_fuchs""#),
            ]),
        fixed: DiagnosticExample(AssetExamples.fuchsSet + [AssetExamples.avatars(#""avatar_fuchs""#)]))

    static let codes = [unusedAsset]

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        // A set a misspelt reference means is used: the reference is the fix (AssetExistsCheck).
        let used = Set(context.references.assetNames.map { CodePointString($0.name.lowercased()) }).union(
            AssetExistsCheck.intendedSets(context)
        ).union(SwiftAssetReferenceCheck.intendedSets(context))
        let swift = context.code.map(SwiftUses.init)
        return context.assets.imageSets.filter { set in
            set.catalog.reportsUnused && !used.contains(CodePointString(set.stem))
                && !used.contains(CodePointString(set.name)) && !(swift?.uses(set) ?? false)
        }.map { Diagnostic.unused($0, codeWasRead: swift != nil) }
    }

    /// What the Swift sources use of the asset sets.
    struct SwiftUses {
        let literals: Set<String>
        let identifiers: Set<String>
        /// The literals with an interpolation, as name patterns (`avatar_%@`).
        let patterns: [CodeIndex.AssetUse]

        init(_ code: CodeIndex) {
            literals = Set(code.literals.map { $0.lowercased() })
            identifiers = Set(code.identifiers)
            var patterns = code.assetUses.filter(\.isInterpolated)
            for literal in code.literals {
                guard let pieces = Self.pieces(literal) else { continue }
                patterns.append(
                    CodeIndex.AssetUse(
                        name: literal, pieces: pieces, kind: .image, call: "", location: SourceLocation(path: "")))
            }
            self.patterns = patterns
        }

        func uses(_ set: AssetSet) -> Bool {
            if literals.contains(set.name.lowercased()) || literals.contains(set.stem.lowercased()) { return true }
            if let symbol = SwiftName.assetSymbol(set.stem, dropping: "Image"), identifiers.contains(symbol) {
                return true
            }
            return patterns.contains { $0.matches(set.name) || $0.matches(set.stem) }
        }

        /// A literal as Xcode extracts it (`avatar_%@`) as pieces, when it has a placeholder and
        /// fixed text with a letter (`"\(a) \(b)"` fits every name: it is no pattern).
        static func pieces(_ literal: String) -> [CodeIndex.KeyUse.Piece]? {
            guard literal.contains("%") else { return nil }
            var pieces: [CodeIndex.KeyUse.Piece] = []
            var text = ""
            var rest = Substring(literal)
            while let first = rest.first {
                if first == "%" {
                    if rest.hasPrefix("%%") {
                        text += "%"
                        rest = rest.dropFirst(2)
                        continue
                    }
                    guard let placeholder = ["%@", "%lld", "%llu", "%lf", "%f"].first(where: { rest.hasPrefix($0) })
                    else { return nil }
                    if !text.isEmpty { pieces.append(.text(text)) }
                    text = ""
                    pieces.append(.placeholder(placeholder))
                    rest = rest.dropFirst(placeholder.count)
                } else {
                    text.append(first)
                    rest = rest.dropFirst()
                }
            }
            if !text.isEmpty { pieces.append(.text(text)) }
            let fixed = pieces.compactMap { if case .text(let text) = $0 { text } else { nil } }.joined()
            guard pieces.contains(where: { if case .placeholder = $0 { true } else { false } }),
                fixed.count >= 2, fixed.contains(where: \.isLetter)
            else { return nil }
            return pieces
        }
    }
}

extension Diagnostic {
    fileprivate static func unused(_ set: AssetSet, codeWasRead: Bool) -> Diagnostic {
        Diagnostic(
            UnusedAssetCheck.unusedAsset,
            "image set '\(set.name)' is not used by any content" + (codeWasRead ? " or Swift source" : ""),
            at: set.location)
    }
}
