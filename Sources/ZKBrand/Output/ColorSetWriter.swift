import Foundation
import ZKCore

/// `Brand.xcassets/<Name>.colorset/Contents.json` in Xcode's asset-catalog format: one colour
/// set per colour (a group with `light` and `dark` tokens, or a single colour token), named in
/// UpperCamelCase after its path below the top group (`color.bead_red` → `BeadRed`), the dark
/// value under the `luminosity: dark` appearance. Components as strings with three decimals,
/// like Xcode writes them; keys sorted.
public enum ColorSetWriter {
    /// Xcode's `color-space` for each DTCG colour space it can show.
    static let xcodeSpaces: [String: String] = [
        "srgb": "srgb", "display-p3": "display-p3", "srgb-linear": "extended-linear-srgb",
    ]

    public static func artifacts(_ tokens: ResolvedTokens) -> ([Artifact], [Diagnostic]) {
        var roles: [(name: String, path: String, light: ResolvedToken?, dark: ResolvedToken?)] = []
        var index: [String: Int] = [:]
        for entry in tokens.ordered where entry.type == "color" {
            let isAppearance = entry.token.name == "light" || entry.token.name == "dark"
            let role = isAppearance ? entry.token.groupPath : entry.path
            if index[role] == nil {
                index[role] = roles.count
                roles.append((setName(role), role, nil, nil))
            }
            guard let slot = index[role] else { continue }
            if entry.token.name == "dark" { roles[slot].dark = entry } else { roles[slot].light = entry }
        }
        var artifacts = [Artifact(path: "brand/Brand.xcassets/Contents.json", bytes: JSONWriter(style: .pretty, sortKeys: true).bytes(info))]
        var diagnostics: [Diagnostic] = []
        var names: [String: String] = [:]
        for role in roles {
            guard let light = role.light ?? role.dark else { continue }
            if let earlier = names[role.name] {
                diagnostics.append(Diagnostic(
                    BrandCodes.swiftNameCollision,
                    "colours '\(earlier)' and '\(role.path)' both become the colour set '\(role.name)'; rename one",
                    at: tokens.document.location(light.token.keyPosition)))
                continue
            }
            names[role.name] = role.path
            var colors: [JSONValue] = []
            for (entry, dark) in [(light, false), (role.dark, true)] {
                guard let entry, dark || role.light != nil else { continue }
                guard let value = xcodeColor(entry, tokens: tokens, diagnostics: &diagnostics) else { continue }
                var members: [(String, JSONValue)] = [("color", value), ("idiom", .string("universal"))]
                if dark {
                    members.insert(("appearances", .array([.object([("appearance", .string("luminosity")), ("value", .string("dark"))])])), at: 0)
                }
                colors.append(.object(members))
            }
            let contents = JSONValue.object([("colors", .array(colors)), ("info", info["info"] ?? .null)])
            artifacts.append(Artifact(
                path: "brand/Brand.xcassets/\(role.name).colorset/Contents.json",
                bytes: JSONWriter(style: .pretty, sortKeys: true).bytes(contents)))
        }
        return (artifacts.sorted { $0.path < $1.path }, diagnostics)
    }

    static let info = JSONValue.object([("info", .object([("author", .string("xcode")), ("version", .int(1))]))])

    static func setName(_ path: String) -> String {
        let components = path.split(separator: ".").dropFirst()
        let name = components.map { SwiftIdentifier.words(String($0)).map(\.capitalizedFirst).joined() }.joined()
        return name.isEmpty ? SwiftIdentifier.type(path) : name
    }

    static func xcodeColor(_ entry: ResolvedToken, tokens: ResolvedTokens, diagnostics: inout [Diagnostic]) -> JSONValue? {
        guard var color = ColorValue.parse(entry.value) else { return nil }
        var space = xcodeSpaces[color.colorSpace]
        if space == nil, let hex = color.hex, let rgba = ColorValue.hexComponents(hex) {
            // An Xcode colour set cannot hold this space; the sRGB hex fallback can.
            color.components = Array(rgba.prefix(3))
            space = "srgb"
        }
        guard let space else {
            diagnostics.append(Diagnostic(
                BrandCodes.colorSpaceUnsupported,
                "colour space '\(color.colorSpace)' of '\(entry.path)' cannot be written to an Xcode colour set; use 'srgb' or 'display-p3', or add a 'hex' fallback",
                at: tokens.document.location(entry.source.value.position)))
            return nil
        }
        let names = ["red", "green", "blue"]
        var components: [(String, JSONValue)] = [("alpha", .string(fixed(color.alpha)))]
        for (index, name) in names.enumerated() { components.append((name, .string(fixed(color.components[index])))) }
        return .object([("color-space", .string(space)), ("components", .object(components))])
    }

    static func fixed(_ value: Double) -> String { String(format: "%.3f", value) }
}
