import Foundation
import ZKContent
import ZKCore

/// Folder entries of `catalogs` and `assetCatalogs` (`"catalogs": ["App"]`): every catalog under
/// the folder, found at each run as discovery finds it, so that a catalog added later is checked
/// and a deleted one is simply no longer there. `zk-build init` writes such roots.
extension ProjectDiscovery {
    /// The String Catalogs, asset catalogs and Icon Composer documents under `folder`
    /// (project-relative, `.` for the root of the project at `root`), sorted: build and vendor
    /// folders, hidden folders and symbolic links are not entered, nor an asset catalog or an
    /// Icon Composer document.
    static func catalogs(
        under folder: String, root: String, buildPath: String
    ) -> (
        strings: [String], assets: [String], icons: [String]
    ) {
        var strings: [String] = []
        var assets: [String] = []
        var icons: [String] = []
        var pending: [(relative: String, depth: Int)] = [(folder == "." ? "" : folder, 0)]
        var seen = 0
        let manager = FileManager.default
        while let (current, depth) = pending.popLast() {
            let absolute = current.isEmpty ? root : root + "/" + current
            guard let names = try? manager.contentsOfDirectory(atPath: absolute) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                seen += 1
                guard seen <= maximumEntries else { return (strings.sorted(), assets.sorted(), icons.sorted()) }
                let relative = current.isEmpty ? name : current + "/" + name
                guard
                    let type = (try? manager.attributesOfItem(atPath: root + "/" + relative))?[.type]
                        as? FileAttributeType
                else { continue }
                if type == .typeDirectory {
                    if name.hasSuffix(".xcassets") {
                        assets.append(relative)
                    } else if isIconDocument(name, relative: relative, root: root) {
                        icons.append(relative)
                    } else if !skippedFolders.contains(name), relative != buildPath, depth < maximumDepth {
                        pending.append((relative, depth + 1))
                    }
                } else if type == .typeRegular, name.hasSuffix(".xcstrings") {
                    strings.append(relative)
                }
            }
        }
        return (strings.sorted(), assets.sorted(), icons.sorted())
    }

    /// Whether the folder `name` (at `relative`) is an Icon Composer document: `*.icon` holding `icon.json`.
    static func isIconDocument(_ name: String, relative: String, root: String) -> Bool {
        name.hasSuffix(".icon") && name.count > ".icon".count
            && DirectoryWalker.exists(root + "/" + relative + "/icon.json")
    }

    /// Whether a `catalogs` entry names a folder of catalogs rather than one catalog.
    static func isCatalogFolder(_ entry: String) -> Bool { !entry.hasSuffix(".xcstrings") }

    /// Whether an `assetCatalogs` entry names a folder of asset catalogs rather than one.
    static func isAssetCatalogFolder(_ entry: String) -> Bool { !entry.hasSuffix(".xcassets") }
}

extension ProjectConfiguration {
    /// The folder entries of `catalogs` and `assetCatalogs` replaced by the catalogs under them
    /// (`root`: the project's absolute path); the Icon Composer documents under the
    /// `assetCatalogs` folder entries are `iconDocuments`. A folder's `locales` go to each of its catalogs
    /// that no entry of its own gives locales; an asset catalog found in a folder is compiled
    /// into the folder entry's `bundle`, or (none given) the bundle discovery names. A catalog
    /// two entries reach is checked once, as the first names it.
    mutating func expandFolderEntries(root: String) {
        if let entries = catalogs, entries.contains(where: ProjectDiscovery.isCatalogFolder) {
            var files: [String] = []
            var seen = Set<String>()
            var locales = catalogLocales.filter { !ProjectDiscovery.isCatalogFolder($0.key) }
            for entry in entries {
                guard ProjectDiscovery.isCatalogFolder(entry) else {
                    if seen.insert(entry).inserted { files.append(entry) }
                    continue
                }
                for path in ProjectDiscovery.catalogs(under: entry, root: root, buildPath: buildPath).strings
                where seen.insert(path).inserted {
                    files.append(path)
                    if locales[path] == nil, let given = catalogLocales[entry] { locales[path] = given }
                }
            }
            catalogs = files
            catalogLocales = locales
        }
        if let entries = assetCatalogs, entries.contains(where: { ProjectDiscovery.isAssetCatalogFolder($0.path) }) {
            var sources: [AssetCatalogSource] = []
            var seen = Set<String>()
            var icons: [String] = []
            for entry in entries {
                guard ProjectDiscovery.isAssetCatalogFolder(entry.path) else {
                    if seen.insert(entry.path).inserted { sources.append(entry) }
                    continue
                }
                let found = ProjectDiscovery.catalogs(under: entry.path, root: root, buildPath: buildPath)
                icons += found.icons.filter { !icons.contains($0) }
                for path in found.assets where seen.insert(path).inserted {
                    var source = entry
                    source.path = path
                    if source.bundle.isEmpty { source.bundle = ProjectDiscovery.bundle(of: path) }
                    sources.append(source)
                }
            }
            assetCatalogs = sources
            iconDocuments = icons
        }
    }
}
