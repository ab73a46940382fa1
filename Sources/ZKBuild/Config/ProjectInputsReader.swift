import ZKCore

/// Reads `stages` and `catalogs` of `zk-build.json`, every problem a located
/// `ConfigurationValueCheck.invalidConfiguration`:
///
/// ```json
/// "stages": { "marketing": false, "audio": false },
/// "catalogs": ["App/Localizable.xcstrings", { "path": "Widget/Widget.xcstrings", "locales": ["en", "de"] }]
/// ```
enum ProjectInputsReader {
    static let catalogKeys = ["path", "locales"]

    /// Stage name → whether it runs; an unknown stage name is an unknown key.
    static func stages(_ value: JSONValue, _ file: SourceFile, _ diagnostics: inout [Diagnostic]) -> [String: Bool] {
        guard let object = value.object else {
            diagnostics.append(ConfigurationLoader.mustBe("stages", "an object mapping stage names to true or false", found: value.typeName, value, file))
            return [:]
        }
        let names = StageCatalog.stages.map(\.name)
        var stages: [String: Bool] = [:]
        for member in object.members {
            guard names.contains(member.key) else {
                diagnostics.append(ConfigurationLoader.unknownKey("stages.", member.key, names, member.keyPosition, file))
                continue
            }
            guard let flag = member.value.bool else {
                diagnostics.append(ConfigurationLoader.mustBe("stages.\(member.key)", "true or false", found: member.value.typeName, member.value, file))
                continue
            }
            stages[member.key] = flag
        }
        return stages
    }

    /// The catalog paths, and the required locales of those that name them.
    static func catalogs(_ value: JSONValue, _ file: SourceFile, _ diagnostics: inout [Diagnostic]) -> ([String]?, [String: [String]]) {
        guard let items = value.array else {
            diagnostics.append(ConfigurationLoader.mustBe("catalogs", "an array of String Catalog paths or objects", found: value.typeName, value, file))
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
                diagnostics.append(ConfigurationLoader.problem(
                    "an entry of 'catalogs' must be a path or an object with 'path', the .xcstrings file, found \(item.typeName)", item, file))
                continue
            }
            guard let valid = catalogPath(path, pathValue, file, &diagnostics) else { continue }
            paths.append(valid)
            for member in object.members where member.key != "path" {
                guard member.key == "locales" else {
                    diagnostics.append(ConfigurationLoader.unknownKey("catalogs[].", member.key, catalogKeys, member.keyPosition, file))
                    continue
                }
                if let list = ConfigurationLoader.stringList(member.value), !list.isEmpty, list.allSatisfy(ConfigurationLoader.isLocale) {
                    locales[valid] = list
                } else {
                    diagnostics.append(ConfigurationLoader.mustBe(
                        "catalogs[].locales", "a non-empty array of locale identifiers such as [\"en\", \"de\"]", member.value, file))
                }
            }
        }
        return (paths, locales)
    }

    static func catalogPath(_ path: String, _ value: JSONValue, _ file: SourceFile, _ diagnostics: inout [Diagnostic]) -> String? {
        guard path.hasSuffix(".xcstrings"), ConfigurationLoader.isInsideProject(path) else {
            diagnostics.append(ConfigurationLoader.problem("a String Catalog must be a project-relative file ending in .xcstrings, not '\(path)'", value, file))
            return nil
        }
        return path
    }
}
