import Foundation
import ZKCore

/// `Brand.xcassets/<Name>.colorset/Contents.json` in Xcode's asset-catalog format: one colour
/// set per colour (a group with `light` and `dark` tokens, or a single colour token), named in
/// UpperCamelCase after its path below the top group (`color.bead_red` → `BeadRed`), the dark
/// value under the `luminosity: dark` appearance (a `$root` token is the group's own value).
/// Components as strings with three decimals, written byte for byte as Xcode writes them
/// (`XcodeAssetJSON`). sRGB, Display P3 and linear sRGB are kept; every other colour space is
/// converted to sRGB (`ColorConversion`), as extended sRGB when it lies outside the sRGB gamut.
public enum ColorSetWriter {
    /// Xcode's `color-space` for each DTCG colour space it can show.
    static let xcodeSpaces: [String: String] = [
        "srgb": "srgb", "display-p3": "display-p3", "srgb-linear": "extended-linear-srgb",
    ]

    /// `dark`: the dark mode's tokens (`brand.dark.json`), whose colour at a role's path is its dark appearance.
    public static func artifacts(
        _ tokens: ResolvedTokens, dark darkMode: ResolvedTokens? = nil
    ) -> ([Artifact], [Diagnostic]) {
        var artifacts = [Artifact(path: "brand/Brand.xcassets/Contents.json", bytes: XcodeAssetJSON.bytes(info))]
        var diagnostics: [Diagnostic] = []
        var names = GeneratedNameCheck.Names(.colorSet)
        for role in roles(tokens, dark: darkMode) {
            guard let light = role.light ?? role.dark else { continue }
            if let earlier = names.claim(role.name, for: role.path) {
                diagnostics.append(
                    GeneratedNameCheck.collision(
                        .colorSet, earlier: earlier, path: role.path, name: role.name,
                        at: tokens.document.location(light.token.keyPosition)))
                continue
            }
            var colors: [JSONValue] = []
            for (entry, dark) in [(light, false), (role.dark, true)] {
                guard let entry, dark || role.light != nil else { continue }
                guard let value = xcodeColor(entry, tokens: dark ? role.darkTokens : tokens, diagnostics: &diagnostics)
                else { continue }
                var members: [(String, JSONValue)] = [("color", value), ("idiom", .string("universal"))]
                if dark {
                    members.insert(
                        (
                            "appearances",
                            .array([.object([("appearance", .string("luminosity")), ("value", .string("dark"))])])
                        ), at: 0)
                }
                colors.append(.object(members))
            }
            let contents = JSONValue.object([("colors", .array(colors)), ("info", info["info"] ?? .null)])
            artifacts.append(
                Artifact(
                    path: "brand/Brand.xcassets/\(role.name).colorset/Contents.json",
                    bytes: XcodeAssetJSON.bytes(contents)))
        }
        return (artifacts.sorted { $0.path.precedesByCodePoints($1.path) }, diagnostics)
    }

    /// A colour of the app, one colour set: a group with `light` and `dark` tokens (or a `$root`),
    /// or a single colour token; its dark token from `brand.dark.json` when the group has none.
    public struct Role: Sendable {
        /// The colour set's name (`BeadRed`).
        public var name: String
        /// The token path of the colour (`color.bead_red`).
        public var path: String
        public var light: ResolvedToken?
        public var dark: ResolvedToken?
        /// The tokens `dark` resolves in: the dark mode's when it came from `brand.dark.json`.
        public var darkTokens: ResolvedTokens
    }

    /// The colours of `tokens` in token order, with their dark appearance (from `darkMode` where
    /// the tokens have none).
    public static func roles(_ tokens: ResolvedTokens, dark darkMode: ResolvedTokens? = nil) -> [Role] {
        var roles: [Role] = []
        var index: [CodePointString: Int] = [:]  // by code point: look-alike paths are two colours
        for entry in tokens.ordered where entry.type == "color" {
            let isAppearance = ["light", "dark", "$root"].contains(entry.token.name)
            let role = isAppearance ? entry.token.groupPath : entry.path
            if index[role.codePoints] == nil {
                index[role.codePoints] = roles.count
                roles.append(Role(name: setName(role), path: role, darkTokens: tokens))
            }
            guard let slot = index[role.codePoints] else { continue }
            if entry.token.name == "dark" {
                roles[slot].dark = entry
            } else if entry.token.name == "light" || roles[slot].light == nil {
                roles[slot].light = entry
            }
        }
        guard let darkMode else { return roles }
        for slot in roles.indices where roles[slot].dark == nil {
            if let fromMode = darkMode[roles[slot].light?.path ?? roles[slot].path], fromMode.type == "color" {
                roles[slot].dark = fromMode
                roles[slot].darkTokens = darkMode
            }
        }
        return roles
    }

    static let info = JSONValue.object([("info", .object([("author", .string("xcode")), ("version", .int(1))]))])

    /// Top-level groups whose name says only "colour" and is left out of set names.
    static let colourGroups: Set<String> = ["color", "colors", "colour", "colours"]

    static func setName(_ path: String) -> String {
        var components = path.components(separatedByScalar: ".").filter { !$0.isEmpty && $0 != "$root" }
        if components.count > 1, let first = components.first, colourGroups.contains(first.lowercased()) {
            components.removeFirst()
        }
        let name = components.map { SwiftIdentifier.words($0).map(\.capitalizedFirst).joined() }.joined()
            .precomposedStringWithCanonicalMapping
        return name.isEmpty ? "Color" + String(ColorValue.stableHash(path)) : name
    }

    static func xcodeColor(
        _ entry: ResolvedToken, tokens: ResolvedTokens, diagnostics: inout [Diagnostic]
    ) -> JSONValue? {
        guard let color = ColorValue.parse(entry.value) else { return nil }
        let space: String
        var components = color.components
        if let kept = xcodeSpaces[color.colorSpace] {
            space = kept
        } else if let rgb = ColorConversion.srgb(space: color.colorSpace, color.components) {
            components = [rgb.red, rgb.green, rgb.blue]
            if ColorConversion.inGamut(rgb) {
                space = "srgb"
                components = components.map { max(0, min(1, $0)) }
            } else {
                space = "extended-srgb"
                diagnostics.append(
                    ColorGamutCheck.outsideSRGB(
                        entry, space: color.colorSpace, srgb: components, document: tokens.document))
            }
        } else {
            return nil
        }
        let names = ["red", "green", "blue"]
        var members: [(String, JSONValue)] = [("alpha", .string(fixed(color.alpha)))]
        for (index, name) in names.enumerated() { members.append((name, .string(fixed(components[index])))) }
        return .object([("color-space", .string(space)), ("components", .object(members))])
    }

    static func fixed(_ value: Double) -> String { String(format: "%.3f", value) }
}
