import ZKCore

/// Reads `catalogs` and `swiftSources` of `zk-build.json`, every problem a located
/// `ConfigurationValueCheck.invalidConfiguration`:
///
/// ```json
/// "catalogs": ["App", "Packages/Kit/Localizable.xcstrings", { "path": "Widget", "locales": ["en", "de"] }]
/// ```
enum ProjectInputsReader {
    static let catalogKeys = ["path", "locales"]

    /// The catalog paths, and the required locales of those that name them.
    static func catalogs(
        _ value: JSONValue, _ file: SourceFile, _ diagnostics: inout [Diagnostic]
    ) -> ([String]?, [String: [String]]) {
        guard let items = value.array else {
            diagnostics.append(
                ConfigurationLoader.mustBe(
                    "catalogs", "an array of String Catalog paths or objects", found: value.typeName, value, file))
            return (nil, [:])
        }
        var paths: [String] = []
        var locales: [String: [String]] = [:]
        for item in items {
            if let path = item.string {
                if let valid = catalogPath(path, item, file, &diagnostics) { paths.append(valid) }
                continue
            }
            guard let object = item.object, let pathValue = object["path"], let path = pathValue.string else {
                diagnostics.append(
                    ConfigurationLoader.problem(
                        "an entry of 'catalogs' must be a path or an object with 'path', the .xcstrings file, found \(item.typeName)",
                        item, file))
                continue
            }
            guard let valid = catalogPath(path, pathValue, file, &diagnostics) else { continue }
            paths.append(valid)
            for member in object.members where member.key != "path" {
                guard member.key == "locales" else {
                    diagnostics.append(
                        ConfigurationLoader.unknownKey("catalogs[].", member.key, catalogKeys, member.keyPosition, file)
                    )
                    continue
                }
                if let list = ConfigurationLoader.stringList(member.value), !list.isEmpty,
                    list.allSatisfy(ConfigurationLoader.isLocale)
                {
                    locales[valid] = list
                } else {
                    diagnostics.append(
                        ConfigurationLoader.mustBe(
                            "catalogs[].locales", "a non-empty array of locale identifiers such as [\"en\", \"de\"]",
                            member.value, file))
                }
            }
        }
        return (paths, locales)
    }

    /// A catalog entry: an `.xcstrings` file, or a folder meaning every catalog under it (as
    /// discovery walks it), so that a catalog added later is checked. A folder's `locales`
    /// apply to each of its catalogs.
    static func catalogPath(
        _ path: String, _ value: JSONValue, _ file: SourceFile, _ diagnostics: inout [Diagnostic]
    ) -> String? {
        guard path == "." || ConfigurationLoader.isInsideProject(path) else {
            diagnostics.append(
                ConfigurationLoader.problem(
                    "a 'catalogs' entry must be a project-relative .xcstrings file or a folder of catalogs, not '\(path)'",
                    value, file))
            return nil
        }
        return path == "." ? "." : OutputPlacesCheck.normal(path)
    }
}

/// Which Swift files `zk-build build` generates (`"generators": { "strings": true }`): the typed
/// string accessors of every catalog (`build/swift/strings/<Table>.swift`, `outputs.stringsSwift`).
public struct SwiftGenerators: Sendable, Codable, Hashable {
    /// `build/swift/strings/<Table>.swift`: the typed accessors of every catalog.
    public var strings = true
    /// `build/swift/Assets.swift`: a constant per image and colour set of every asset catalog.
    public var assets = true

    public init(strings: Bool = true, assets: Bool = true) {
        self.strings = strings
        self.assets = assets
    }
}

extension ProjectInputsReader {
    /// `"swiftSources": ["App", "Packages/ZahlenketteKit/Sources"]`: project-relative folders or
    /// `.swift` files (`"."`: the whole project).
    static func swiftSources(_ value: JSONValue, _ file: SourceFile, _ diagnostics: inout [Diagnostic]) -> [String]? {
        guard let items = value.array else {
            diagnostics.append(
                ConfigurationLoader.mustBe(
                    "swiftSources", "an array of project folders or .swift files such as [\"App\"]",
                    found: value.typeName, value, file))
            return nil
        }
        var paths: [String] = []
        for item in items {
            guard let text = item.string, text == "." || ConfigurationLoader.isInsideProject(text) else {
                diagnostics.append(
                    ConfigurationLoader.problem(
                        "an entry of 'swiftSources' must be a project-relative folder or .swift file such as \"App\", found \(item.string.map { "'\(MessageText.escaped($0))'" } ?? item.typeName)",
                        item, file))
                continue
            }
            paths.append(OutputPlacesCheck.normal(text))
        }
        return paths
    }
}
