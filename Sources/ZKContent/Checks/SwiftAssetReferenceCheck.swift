import ZKCore
import ZKProject
import ZKSwiftSource

/// Asset names used in Swift: every image or colour the app's Swift sources look up by a literal
/// name (`Image("onboarding")`, `UIImage(named:)`, `NSImage(named:)`, `Color("…")`,
/// `UIColor(named:)`, `NSColor(named:)`) or by Xcode's generated symbol (`Image(.onboarding)`,
/// `ColorResource.brand`) exists in an asset catalog of the project (`CodeIndex.assetUses`, from
/// the swift stage). Reported at the Swift literal or symbol, with "did you mean" for a near set.
///
/// Not checked: a name built at run time (an interpolated literal), a project without any asset
/// set, an image that lies loose in the source folders (`UIImage(named:)` finds it in the
/// bundle), a symbol the sources declare themselves (`static let brand` of an extension: then
/// `Color(.brand)` is `UIColor.brand`). Names are compared ignoring case (quiet rather than wrong).
enum SwiftAssetReferenceCheck: Check {
    static let missingSwiftAsset = DiagnosticCode(
        "ZK2070", .error, phase: .crossLink, summary: "Swift code names an image or colour no asset catalog has",
        explanation: """
            An image or colour the app's Swift code looks up by name — `Image("…")`, \
            `Image(decorative:)`, `UIImage(named:)`, `NSImage(named:)`, `Color("…")`, \
            `UIColor(named:)`, `NSColor(named:)` — must be a set of an asset catalog (an image, \
            symbol or app icon set for an image, a colour set for a colour), or the app shows \
            nothing (SwiftUI logs "No image named … found in asset catalog"; `UIImage(named:)` \
            returns nil). The same holds for Xcode's generated asset symbols: \
            `Image(.onboarding)`, `UIImage(resource:)`, `ImageResource.onboarding`, \
            `Color(.brand)`, `ColorResource.brand` name the set whose name is written in lower \
            camel case without a last word `Image` or `Color` (`AccentColor` → `.accent`). \
            Reported at the literal or symbol, with the nearest set as a suggestion. A name the \
            code builds at run time (`Image("flag_\\(code)")`), an image lying loose in the \
            source folders, and a member the sources declare themselves (`static let brand`) are \
            not checked.
            """,
        example: .edit(
            DiagnosticExample(
                [
                    DiagnosticExample.ExampleFile("zk-build.json", #"{ "profile": [] }"#),
                    DiagnosticExample.ExampleFile(
                        "App/HomeView.swift", SwiftAssetReferenceCheck.exampleView(#""onboarding""#)),
                ] + SwiftAssetReferenceCheck.exampleCatalog),
            in: "App/HomeView.swift", broken: #"↓"onbaording""#, fixed: #""onboarding""#))

    static let codes = [missingSwiftAsset]

    /// A SwiftUI view showing the image `literal`.
    static func exampleView(_ literal: String) -> String {
        "import SwiftUI\n\nstruct HomeView: View {\n    var body: some View {\n        Image(\(literal))\n    }\n}\n"
    }

    /// `App/Assets.xcassets` with the image set `onboarding` (one SVG).
    static let exampleCatalog = AssetExamples.vectorSet("onboarding", in: "App/Assets.xcassets")

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        guard let code = context.code, !code.assetUses.isEmpty, !context.assets.sets.isEmpty else { return [] }
        let lookup = Lookup(context.assets, code: code)
        var diagnostics: [Diagnostic] = []
        for use in code.assetUses where !use.isInterpolated {
            guard !lookup.finds(use) else { continue }
            diagnostics.append(missing(use, near: lookup.nearest(use), otherKind: lookup.otherKind(use)))
        }
        return diagnostics
    }

    /// The names and symbols of the asset sets, by what a lookup finds.
    struct Lookup {
        var images: [String: String] = [:]
        var colors: [String: String] = [:]
        var imageSymbols: Set<String> = []
        var colorSymbols: Set<String> = []
        /// Every other set, by lower-cased name → its kind (for "is a colour set").
        var others: [String: AssetSetKind] = [:]
        var loose: Set<String>
        var declared: Set<String>

        init(_ assets: AssetInventory, code: CodeIndex) {
            loose = Set(code.looseImages.map { $0.lowercased() })
            declared = Set(code.declaredMembers)
            for set in assets.sets {
                let key = set.name.lowercased()
                if set.kind == .colorSet {
                    colors[key] = set.name
                    if set.namespaces.isEmpty, let symbol = SwiftName.assetSymbol(set.stem, dropping: "Color") {
                        colorSymbols.insert(symbol)
                    }
                } else if SwiftAssetReferenceCheck.answersImageLookup(set.kind) {
                    images[key] = set.name
                    if set.namespaces.isEmpty, let symbol = SwiftName.assetSymbol(set.stem, dropping: "Image") {
                        imageSymbols.insert(symbol)
                    }
                } else {
                    others[key] = set.kind
                }
            }
        }

        func finds(_ use: CodeIndex.AssetUse) -> Bool {
            if use.isSymbol {
                if declared.contains(use.name) { return true }
                return (use.kind == .image ? imageSymbols : colorSymbols).contains(use.name)
            }
            let names = use.kind == .image ? images : colors
            let key = use.name.lowercased()
            let bare = SwiftAssetReferenceCheck.withoutImageExtension(key)
            if names[key] != nil || names[bare] != nil { return true }
            return use.kind == .image && (loose.contains(key) || loose.contains(bare))
        }

        func nearest(_ use: CodeIndex.AssetUse) -> String? {
            let candidates =
                use.isSymbol
                ? Array(use.kind == .image ? imageSymbols : colorSymbols)
                : Array((use.kind == .image ? images : colors).values)
            return EditDistance.nearest(to: use.name, in: candidates.sorted())
        }

        /// The kind of set the name is when it is not one of the looked-up kind.
        func otherKind(_ use: CodeIndex.AssetUse) -> String? {
            guard !use.isSymbol else { return nil }
            let key = use.name.lowercased()
            if use.kind == .image, colors[key] != nil { return AssetSetKind.colorSet.displayName }
            if use.kind == .color, images[key] != nil { return "image set" }
            return others[key]?.displayName
        }
    }

    /// The sets `UIImage(named:)` and `Image(_:)` find: every kind but colour and data sets.
    static func answersImageLookup(_ kind: AssetSetKind) -> Bool {
        ![.colorSet, .dataSet, .other].contains(kind)
    }

    /// `logo.png` → `logo` (a lookup with an extension finds the file's set).
    static func withoutImageExtension(_ name: String) -> String {
        for suffix in [".png", ".jpg", ".jpeg", ".pdf", ".heic", ".gif", ".svg"] where name.hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// The sets a missing Swift name most likely meant: not unused, the use is the fix.
    static func intendedSets(_ context: ContentCheckContext) -> Set<CodePointString> {
        guard let code = context.code, !context.assets.sets.isEmpty else { return [] }
        let lookup = Lookup(context.assets, code: code)
        var out = Set<CodePointString>()
        for use in code.assetUses where !use.isInterpolated && !use.isSymbol && !lookup.finds(use) {
            if let near = lookup.nearest(use) { out.insert(CodePointString(near.lowercased())) }
        }
        return out
    }

    static func missing(_ use: CodeIndex.AssetUse, near: String?, otherKind: String?) -> Diagnostic {
        let what = use.kind == .image ? "image" : "colour"
        var message =
            use.isSymbol
            ? "generated asset symbol '.\(use.name)' used by \(use.call) names no \(what) set of the asset catalogs"
            : "\(what) '\(MessageText.escaped(use.name))' used by \(use.call) is in no asset catalog"
        if let otherKind { message += "; '\(MessageText.escaped(use.name))' is \(MessageText.withArticle(otherKind))" }
        if let near { message += "; did you mean '\(near)'?" }
        let replacement = use.isSymbol ? near : near.map(JSONWriter.quoted)
        return Diagnostic(
            missingSwiftAsset, message, at: use.location,
            fixIt: replacement.map { Diagnostic.FixIt(replacement: $0, description: "use '\(near ?? $0)'") })
    }
}
