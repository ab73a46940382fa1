import ZKCore

/// Every set of every asset catalog, named as Xcode names them: a group whose `Contents.json`
/// says `"provides-namespace": true` puts its folder name in front (`Friends/friend_07`); a plain
/// group does not; a set inside a set (an app icon's layers, a sprite atlas's images) belongs to
/// that set and is not looked up by name.
public struct AssetInventory: Sendable {
    public var sources: [AssetCatalogSource]
    public var sets: [AssetSet] = []
    public var groups: [AssetGroup] = []
    /// Name → the sets of that name, in folder order (more than one: `DuplicateAssetNameCheck`).
    /// By code point: `deco_blüte` with U+00FC and with `u` + U+0308 are two names (Xcode's
    /// lookup compares bytes; `AssetNameCollisionCheck` warns that their folders collide on macOS).
    public var byName: [CodePointString: [AssetSet]] = [:]
    /// Flat stem → the sets whose stem it is, for the namespace check.
    public var byStem: [CodePointString: [AssetSet]] = [:]

    public var imageSets: [AssetSet] { sets.filter { $0.kind == .imageSet } }

    public init(_ input: ContentInput) {
        sources = input.catalogSources
        let documents = Dictionary(
            input.documents.map { (CodePointString($0.path), $0) }, uniquingKeysWith: { first, _ in first })
        for source in sources {
            let prefix = source.path + "/"
            var setFolders: Set<CodePointString> = []
            var groupFolders: Set<CodePointString> = []
            for file in input.files where file.string.hasPrefix(prefix) {
                let path = file.string
                let inner = path.dropFirst(prefix.count).split(separator: "/")
                var folder = source.path
                for component in inner.dropLast() {
                    folder += "/" + component
                    if AssetSetKind.of(folderName: component) != nil {
                        setFolders.insert(CodePointString(folder))
                        break
                    }
                    groupFolders.insert(CodePointString(folder))
                }
            }
            var groupsByFolder: [CodePointString: AssetGroup] = [:]
            for key in groupFolders.sorted() {
                let folder = key.string
                let name = folder.split(separator: "/").last.map(String.init) ?? folder
                let contentsPath = folder + "/Contents.json"
                var group = AssetGroup(
                    folder: folder, name: name, providesNamespace: false, location: SourceLocation(path: folder))
                if let value = documents[CodePointString(contentsPath)]?.parse.value {
                    group.location = value.location(in: contentsPath)
                    if let flag = value["properties"]?["provides-namespace"] {
                        group.providesNamespace = flag.bool == true
                        group.location = flag.location(in: contentsPath)
                    }
                }
                groupsByFolder[key] = group
                groups.append(group)
            }
            for key in setFolders.sorted() {
                let folder = key.string
                let components = folder.dropFirst(prefix.count).split(separator: "/")
                guard let last = components.last, let kind = AssetSetKind.of(folderName: last) else { continue }
                let stem = String(last[..<(last.lastIndex(of: ".") ?? last.endIndex)])
                var namespaces: [AssetGroup] = []
                var walked = source.path
                for component in components.dropLast() {
                    walked += "/" + component
                    if let group = groupsByFolder[CodePointString(walked)], group.providesNamespace {
                        namespaces.append(group)
                    }
                }
                let contentsPath = folder + "/Contents.json"
                var set = AssetSet(
                    kind: kind, stem: stem, name: (namespaces.map(\.name) + [stem]).joined(separator: "/"),
                    folder: folder, catalog: source,
                    namespaces: namespaces, hasContents: false, location: SourceLocation(path: folder),
                    entriesLocation: nil,
                    entries: [], properties: nil, propertiesPath: contentsPath)
                if let value = documents[CodePointString(contentsPath)]?.parse.value {
                    set.hasContents = true
                    set.location = value.location(in: contentsPath)
                    let entries = value[kind.entriesKey]
                    set.entriesLocation = entries?.location(in: contentsPath)
                    set.entries = (entries?.array ?? []).filter { $0.object != nil }.map {
                        AssetEntry($0, path: contentsPath)
                    }
                    set.properties = value["properties"]?.object
                } else if input.hasFile(contentsPath) {
                    set.hasContents = true
                    set.location = SourceLocation(path: contentsPath)
                }
                sets.append(set)
            }
        }
        for set in sets {
            byName[CodePointString(set.name), default: []].append(set)
            byStem[CodePointString(set.stem), default: []].append(set)
        }
    }

    /// The sets a lookup of `name` as an image finds in `bundle`'s catalogs (image, symbol and
    /// app icon sets answer `UIImage(named:)`).
    public func images(named name: String, bundle: String? = nil) -> [AssetSet] {
        (byName[CodePointString(name)] ?? []).filter {
            [.imageSet, .symbolSet, .appIconSet].contains($0.kind)
                && (bundle.map($0.catalog.bundle.hasSameCodePoints) ?? true)
        }
    }

    /// The catalog that ships assets of `category`: the first that claims it, else the first that
    /// claims nothing.
    public func catalog(shipping category: String?) -> AssetCatalogSource? {
        sources.first { $0.ships(category: category, among: sources) }
    }
}
