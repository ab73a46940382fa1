import Foundation
import ZKContent
import ZKCore

/// Reads `assetCatalogs` and `sizeBudgets` of `zk-build.json`, every problem a located
/// `ConfigurationValueCheck.invalidConfiguration`:
///
/// ```json
/// "assetCatalogs": [
///   "Content/Illustrations.xcassets",
///   { "path": "DesignSystem/Media.xcassets", "bundle": "ZKDesignSystem", "categories": ["ui", "glyph"], "reportsUnused": false }
/// ],
/// "sizeBudgets": { "total": "60 MB", "categories": { "friend": "4 MB", "num": 2000000 }, "locales": { "de": "20 MB" } }
/// ```
enum AssetConfigurationReader {
    static let catalogKeys = ["path", "bundle", "categories", "reportsUnused"]
    static let budgetKeys = ["total", "categories", "locales"]

    static func catalogs(
        _ value: JSONValue, _ file: SourceFile, _ diagnostics: inout [Diagnostic]
    ) -> [AssetCatalogSource]? {
        guard let items = value.array else {
            diagnostics.append(
                ConfigurationLoader.mustBe(
                    "assetCatalogs", "an array of catalog paths or objects", found: value.typeName, value, file))
            return nil
        }
        var catalogs: [AssetCatalogSource] = []
        for item in items {
            if let path = item.string {
                if let valid = catalogPath(path, item, file, &diagnostics) {
                    catalogs.append(source(valid, bundle: nil))
                }
                continue
            }
            guard let object = item.object else {
                diagnostics.append(
                    ConfigurationLoader.problem(
                        "an entry of 'assetCatalogs' must be a path or an object with 'path', found \(item.typeName)",
                        item, file))
                continue
            }
            guard let pathValue = object["path"], let path = pathValue.string else {
                diagnostics.append(
                    ConfigurationLoader.problem(
                        "an entry of 'assetCatalogs' needs 'path', the catalog folder", item, file))
                continue
            }
            guard let valid = catalogPath(path, pathValue, file, &diagnostics) else { continue }
            var source = source(valid, bundle: object["bundle"]?.string)
            for member in object.members {
                switch member.key {
                case "path":
                    break
                case "bundle":
                    if let bundle = member.value.string, !bundle.isEmpty {
                        source.bundle = bundle
                    } else {
                        diagnostics.append(
                            ConfigurationLoader.mustBe(
                                "bundle", "a non-empty string (\"app\", or a package's resource bundle)", member.value,
                                file))
                    }
                case "categories":
                    if let list = ConfigurationLoader.stringList(member.value) {
                        for (index, name) in list.enumerated() where !AssetCategories.all.contains(name) {
                            let at = member.value.array?[index] ?? member.value
                            var message = "'\(name)' is not an asset category of spec 6.4.3"
                            if let near = EditDistance.nearest(to: name, in: AssetCategories.all) {
                                message += "; did you mean '\(near)'?"
                            }
                            diagnostics.append(ConfigurationLoader.problem(message, at, file))
                        }
                        source.categories = list
                    } else {
                        diagnostics.append(
                            ConfigurationLoader.mustBe(
                                "categories", "an array of asset categories such as [\"ui\", \"glyph\"]", member.value,
                                file))
                    }
                case "reportsUnused":
                    if let flag = member.value.bool {
                        source.reportsUnused = flag
                    } else {
                        diagnostics.append(
                            ConfigurationLoader.mustBe("reportsUnused", "true or false", member.value, file))
                    }
                default:
                    diagnostics.append(
                        ConfigurationLoader.unknownKey(
                            "assetCatalogs[].", member.key, catalogKeys, member.keyPosition, file))
                }
            }
            catalogs.append(source)
        }
        return catalogs
    }

    /// The catalog of an entry; a folder entry without a `bundle` gets an empty one, which
    /// `ProjectConfiguration.expandFolderEntries` replaces by each catalog's own (discovery's).
    static func source(_ path: String, bundle: String?) -> AssetCatalogSource {
        var source = AssetCatalogSource(path: path)
        if bundle == nil, ProjectDiscovery.isAssetCatalogFolder(path) { source.bundle = "" }
        return source
    }

    /// A catalog entry: an `.xcassets` folder, or a folder meaning every asset catalog under
    /// it (as discovery walks it), each compiled into the bundle discovery names unless the
    /// entry gives `bundle`.
    static func catalogPath(
        _ path: String, _ value: JSONValue, _ file: SourceFile, _ diagnostics: inout [Diagnostic]
    ) -> String? {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        guard trimmed == "." || ConfigurationLoader.isInsideProject(trimmed) else {
            diagnostics.append(
                ConfigurationLoader.problem(
                    "an 'assetCatalogs' entry must be a project-relative .xcassets folder or a folder of asset catalogs, not '\(path)'",
                    value, file))
            return nil
        }
        return trimmed == "." ? "." : OutputPlacesCheck.normal(trimmed)
    }

    static func budgets(_ value: JSONValue, _ file: SourceFile, _ diagnostics: inout [Diagnostic]) -> SizeBudgets {
        var budgets = SizeBudgets()
        guard let object = value.object else {
            diagnostics.append(
                ConfigurationLoader.mustBe(
                    "sizeBudgets", "an object with 'total', 'categories' and 'locales'", value, file))
            return budgets
        }
        for member in object.members {
            switch member.key {
            case "total":
                budgets.total = limit(member.value, "sizeBudgets.total", file, &diagnostics)
            case "categories", "locales":
                guard let map = member.value.object else {
                    diagnostics.append(
                        ConfigurationLoader.mustBe(
                            "sizeBudgets.\(member.key)", "an object mapping names to sizes", member.value, file))
                    continue
                }
                for entry in map.members {
                    guard let found = limit(entry.value, "sizeBudgets.\(member.key).\(entry.key)", file, &diagnostics)
                    else { continue }
                    if member.key == "categories" {
                        budgets.categories[entry.key] = found
                    } else {
                        budgets.locales[entry.key] = found
                    }
                }
            default:
                diagnostics.append(
                    ConfigurationLoader.unknownKey("sizeBudgets.", member.key, budgetKeys, member.keyPosition, file))
            }
        }
        return budgets
    }

    /// A size: a whole number of bytes, or a string like "4 MB", "512 KB", "1.5 GB", "300 KiB".
    static func limit(
        _ value: JSONValue, _ name: String, _ file: SourceFile, _ diagnostics: inout [Diagnostic]
    ) -> SizeBudgets.Limit? {
        let location = SourceLocation(path: file.path, start: value.position)
        if let bytes = value.int, bytes >= 0 { return SizeBudgets.Limit(bytes: bytes, location: location) }
        if let text = value.string, let bytes = parseSize(text) {
            return SizeBudgets.Limit(bytes: bytes, location: location)
        }
        diagnostics.append(
            ConfigurationLoader.mustBe(name, "a number of bytes or a size such as \"4 MB\"", value, file))
        return nil
    }

    static func parseSize(_ text: String) -> Int? {
        let units: [(String, Double)] = [
            ("KiB", 1024), ("MiB", 1_048_576), ("GiB", 1_073_741_824), ("KB", 1e3), ("MB", 1e6), ("GB", 1e9),
            ("bytes", 1), ("B", 1),
        ]
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        for (unit, factor) in units where trimmed.hasSuffix(unit) {
            guard let number = Double(trimmed.dropLast(unit.count).trimmingCharacters(in: .whitespaces)), number >= 0,
                number.isFinite, number * factor < 9e18
            else { return nil }
            return Int((number * factor).rounded())
        }
        return Int(trimmed).flatMap { $0 >= 0 ? $0 : nil }
    }
}
