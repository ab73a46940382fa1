import ZKCore
import ZKSwiftSource

/// `Assets.swift`: a constant per image set (and symbol set) and colour set of every asset
/// catalog, with the bundle the catalog is compiled into (`app`, or a package target's resource
/// bundle such as `ZKDesignSystem`): `Assets.Illustrations.friend07.image` in SwiftUI,
/// `.uiImage` in UIKit. One namespace per catalog (its folder name in upper camel case), one
/// nested namespace per group that provides one (`Assets.Illustrations.Friends.friend07`), names
/// in lower camel case as the strings' accessors are named (`bg_forest` → `bgForest`). The
/// SwiftUI, UIKit and AppKit parts are behind `#if canImport`, so the file type-checks on Linux.
/// Two sets that meet in one name are reported (ZK2064) and the second gets no constant.
public enum AssetConstantsWriter: DeclaresCodes {
    /// Where the constants go, under the build folder.
    public static let artifactPath = "swift/Assets.swift"

    public static let nameCollision = DiagnosticCode(
        "ZK2064", .warning, summary: "two sets of an asset catalog become one Swift constant name",
        explanation: """
            `zk-build build` writes a Swift constant for every image and colour set of the asset \
            catalogs (`build/swift/Assets.swift`), naming each set in lower camel case \
            (`bg_forest` → `bgForest`). Two sets whose names differ only in punctuation or case \
            (`bg_forest` and `bgForest`) meet in one name: the first in name order keeps it, the \
            second gets no constant. Rename one of the sets. Turn the generator off with \
            `"generators": { "assets": false }` in zk-build.json.
            """,
        broken: DiagnosticExample(
            [.init("zk-build.json", #"{ "profile": [] }"#)] + colorSet("bgForest") + colorSet("bg_forest", mark: "↓"),
            command: ["zk-build", "build"]),
        fixed: DiagnosticExample(
            [.init("zk-build.json", #"{ "profile": [] }"#)] + colorSet("bgForest") + colorSet("bg_meadow"),
            command: ["zk-build", "build"]))

    public static let codes = [nameCollision]

    static func colorSet(_ name: String, mark: String = "") -> [DiagnosticExample.ExampleFile] {
        [
            .init(
                "\(AssetExamples.catalog)/\(name).colorset/Contents.json",
                mark
                    + #"{ "colors": [ { "color": { "color-space": "srgb", "components": { "alpha": "1.000", "blue": "0.200", "green": "0.600", "red": "0.300" } }, "idiom": "universal" } ], "info": { "author": "xcode", "version": 1 } }"#
            )
        ]
    }

    /// The kinds of set that get a constant, and the type of their constant.
    static let constantTypes: [AssetSetKind: String] = [
        .imageSet: "CatalogImage", .symbolSet: "CatalogImage", .colorSet: "CatalogColor",
    ]

    /// Names the file declares at its top level; a catalog named like one gets a trailing `_`.
    static let reserved: Set<String> = ["Assets", "CatalogImage", "CatalogColor", "CatalogBundles"]

    /// A namespace of the file: its doc comment, constants and the namespaces inside it.
    final class Scope {
        let name: String
        var documentation: String
        var lines: [String] = []
        var scopes: [Scope] = []
        /// Member and type names taken here, by code point.
        var names: [String: String] = [:]

        init(_ name: String, documentation: String) {
            self.name = name
            self.documentation = documentation
        }

        func scope(_ name: String, documentation: String) -> Scope {
            if let found = scopes.first(where: { $0.name == name }) { return found }
            let scope = Scope(name, documentation: documentation)
            scopes.append(scope)
            return scope
        }
    }

    /// The file (its path relative to the build folder) and the name collisions; nil when the
    /// project has no asset catalog.
    public static func write(_ inventory: AssetInventory) -> (path: String, text: String, diagnostics: [Diagnostic])? {
        guard !inventory.sources.isEmpty else { return nil }
        var diagnostics: [Diagnostic] = []
        let root = Scope("Assets", documentation: "The image and colour sets of the asset catalogs.")
        var catalogNames = Set<String>()
        for source in inventory.sources {
            var name = typeName(source.folderName.replacingOccurrences(of: ".xcassets", with: ""))
            // Two catalogs of one folder name (`Media.xcassets` of two packages): the bundle tells them apart.
            if catalogNames.contains(name) { name = typeName(source.bundle + " " + name) }
            let base = name
            var number = 2
            while catalogNames.contains(name) {
                name = base + String(number)
                number += 1
            }
            catalogNames.insert(name)
            // `Assets.xcassets`, the name of every Xcode template's catalog, is the root itself
            // (`Assets.onboarding`, not `Assets.Assets_.onboarding`).
            let scope =
                name == typeName("Assets")
                ? root
                : root.scope(
                    name,
                    documentation: "`\(oneLine(source.path))`, compiled into the bundle '\(oneLine(source.bundle))'.")
            let sets = inventory.sets.filter { $0.catalog == source && constantTypes[$0.kind] != nil }
                .sorted { $0.name.precedesByCodePoints($1.name) }
            for set in sets {
                if let problem = add(set, to: scope) { diagnostics.append(problem) }
            }
        }
        var out = [
            "// Assets.swift: generated by zk-build from the project's asset catalogs. Do not edit; run `zk-build build`.",
            "// Every image and colour set as a constant: Assets.<Catalog>.<set name in lower camel case>.",
            "",
            preamble,
            "",
        ]
        emit(root, indent: 0, into: &out)
        out += ["", platformSection]
        return (artifactPath, out.joined(separator: "\n") + "\n", diagnostics)
    }

    /// Adds the constant of `set` to its catalog's scope (inside the scopes of its namespaces);
    /// the collision when its name is taken.
    static func add(_ set: AssetSet, to catalog: Scope) -> Diagnostic? {
        var scope = catalog
        for group in set.namespaces {
            let name = typeName(group.name)
            if let earlier = scope.names[name], earlier != group.folder {
                return collision(set, name: name, earlier: earlier)
            }
            scope.names[name] = group.folder
            scope = scope.scope(name, documentation: "The group `\(oneLine(group.name))` (it provides a namespace).")
        }
        guard let type = constantTypes[set.kind] else { return nil }
        let name = SwiftName.member(set.stem) ?? ("u" + String(set.stem.unicodeScalars.first?.value ?? 0, radix: 16))
        if let earlier = scope.names[name] { return collision(set, name: name, earlier: earlier) }
        scope.names[name] = set.name
        scope.lines += [
            "/// The \(set.kind.displayName) '\(oneLine(set.name))'.",
            "public static let \(name) = \(type)(name: \"\(Escape.swiftString(set.name))\", bundleName: \"\(Escape.swiftString(lookupName(set.catalog.bundle)))\")",
        ]
        return nil
    }

    /// The name the generated code finds the bundle by: a name such as `app` or `ZKDesignSystem`
    /// stays; a folder (as discovery names a found catalog's bundle) inside a package's
    /// `Sources/<Target>/` is that target; any other folder is an app or extension target, whose
    /// catalogs are in its main bundle (`app`).
    static func lookupName(_ bundle: String) -> String {
        guard bundle.contains("/") || bundle == "." else { return bundle }
        let parts = bundle.split(separator: "/")
        if let sources = parts.lastIndex(of: "Sources"), sources + 1 < parts.count { return String(parts[sources + 1]) }
        return "app"
    }

    static func emit(_ scope: Scope, indent: Int, into out: inout [String]) {
        let pad = String(repeating: "    ", count: indent)
        out.append("\(pad)/// \(scope.documentation)")
        out.append("\(pad)public enum \(scope.name) {")
        var first = true
        for pair in stride(from: 0, to: scope.lines.count, by: 2) {
            if !first { out.append("") }
            first = false
            out.append("\(pad)    " + scope.lines[pair])
            out.append("\(pad)    " + scope.lines[pair + 1])
        }
        for inner in scope.scopes {
            if !first { out.append("") }
            first = false
            emit(inner, indent: indent + 1, into: &out)
        }
        out.append("\(pad)}")
    }

    /// The upper camel case type name of a catalog or group (`_` after names the file declares).
    static func typeName(_ name: String) -> String {
        let type = SwiftName.type(name)
        return reserved.contains(type) ? type + "_" : type
    }

    static func oneLine(_ text: String) -> String {
        text.unicodeScalars.map {
            $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}" ? " " : String($0)
        }.joined()
    }

    static func collision(_ set: AssetSet, name: String, earlier: String) -> Diagnostic {
        Diagnostic(
            nameCollision,
            "'\(MessageText.escaped(earlier))' and '\(MessageText.escaped(set.name))' both become the Swift name '\(name)' in Assets.swift; '\(MessageText.escaped(set.name))' gets no constant; rename one",
            at: set.location)
    }
}

extension AssetConstantsWriter {
    /// The types every file declares (Foundation alone).
    static let preamble = """
        import Foundation

        /// An image set (or symbol set) of an asset catalog: the name Xcode looks it up by and the
        /// bundle the catalog is compiled into.
        public struct CatalogImage: Sendable, Hashable {
            /// The name, with the namespaces of its groups (`Friends/friend_07`).
            public let name: String
            /// `app`, or the package target whose resource bundle holds the catalog.
            public let bundleName: String
            /// The bundle that holds the set.
            public var bundle: Bundle { CatalogBundles.bundle(named: bundleName) }
        }

        /// A colour set of an asset catalog: the name Xcode looks it up by and the bundle the
        /// catalog is compiled into.
        public struct CatalogColor: Sendable, Hashable {
            /// The name, with the namespaces of its groups.
            public let name: String
            /// `app`, or the package target whose resource bundle holds the catalog.
            public let bundleName: String
            /// The bundle that holds the set.
            public var bundle: Bundle { CatalogBundles.bundle(named: bundleName) }
        }

        /// The bundles of the catalogs: `app` is the main bundle; a package target's resources are
        /// the bundle SwiftPM names `<Package>_<Target>.bundle` inside the app (or a framework
        /// named after the target). Each is looked for once.
        enum CatalogBundles {
            static func bundle(named name: String) -> Bundle {
                name == "app" ? Bundle.main : cache.bundle(named: name)
            }

            static let cache = Cache()

            final class Cache: @unchecked Sendable {
                private let lock = NSLock()
                private var found: [String: Bundle] = [:]

                func bundle(named name: String) -> Bundle {
                    lock.lock()
                    defer { lock.unlock() }
                    if let bundle = found[name] { return bundle }
                    let bundle = CatalogBundles.search(name) ?? Bundle.main
                    found[name] = bundle
                    return bundle
                }
            }

            static func search(_ name: String) -> Bundle? {
                let folders = [Bundle.main.resourceURL, Bundle.main.bundleURL, Bundle.main.privateFrameworksURL]
                for case let folder? in folders {
                    let items = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
                    for item in items.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
                        let stem = item.deletingPathExtension().lastPathComponent
                        let isBundle = item.pathExtension == "bundle" && (stem == name || stem.hasSuffix("_" + name))
                        let isFramework = item.pathExtension == "framework" && stem == name
                        if isBundle || isFramework, let bundle = Bundle(url: item) { return bundle }
                    }
                }
                return nil
            }
        }
        """

    /// The platforms' image and colour types, each behind `#if canImport`.
    static let platformSection = """
        #if canImport(UIKit)
            import UIKit

            extension CatalogImage {
                /// The image in UIKit; nil when the bundle has no image of the name.
                public var uiImage: UIKit.UIImage? { UIKit.UIImage(named: name, in: bundle, compatibleWith: nil) }
            }

            extension CatalogColor {
                /// The colour in UIKit; nil when the bundle has no colour of the name.
                public var uiColor: UIKit.UIColor? { UIKit.UIColor(named: name, in: bundle, compatibleWith: nil) }
            }
        #elseif canImport(AppKit)
            import AppKit

            extension CatalogImage {
                /// The image in AppKit; nil when the bundle has no image of the name.
                public var nsImage: AppKit.NSImage? { bundle.image(forResource: name) }
            }

            extension CatalogColor {
                /// The colour in AppKit; nil when the bundle has no colour of the name.
                public var nsColor: AppKit.NSColor? { AppKit.NSColor(named: name, bundle: bundle) }
            }
        #endif

        #if canImport(SwiftUI)
            import SwiftUI

            extension CatalogImage {
                /// The image in SwiftUI.
                public var image: SwiftUI.Image { SwiftUI.Image(name, bundle: bundle) }
            }

            extension CatalogColor {
                /// The colour in SwiftUI.
                public var color: SwiftUI.Color { SwiftUI.Color(name, bundle: bundle) }
            }
        #endif
        """
}
