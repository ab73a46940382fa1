import ZKCore

/// An Icon Composer document (Xcode 26): a folder `AppIcon.icon` holding `icon.json` and, in
/// `Assets/`, the images its layers name. `icon.json` lists `groups`, each with `layers`; a layer
/// names its image with `image-name` and, per appearance or idiom, with the `value` of each entry
/// of `image-name-specializations` (`{ "appearance": "dark", "value": "front-dark.png" }`).
/// Xcode compiles the document into the app icon of its name, for every OS version the app
/// supports: an app with `AppIcon.icon` needs no `AppIcon.appiconset`.
public struct IconDocument: Sendable {
    /// Project-relative `…/AppIcon.icon`.
    public var folder: String
    /// The folder name without `.icon` (`AppIcon`): the icon's name, as `ASSETCATALOG_COMPILER_APPICON_NAME` gives it.
    public var stem: String
    /// Every image a layer names, at its string in `icon.json`, in document order.
    public var imageNames: [Located<String>] = []
    /// The files of `Assets/`, relative to it (`front.svg`), sorted by code point.
    public var assetFiles: [String] = []

    /// `…/AppIcon.icon/icon.json`.
    public var jsonPath: String { folder + "/icon.json" }

    /// The documents among the input's files (a folder ending `.icon` that holds `icon.json`),
    /// each with the names its `icon.json` gives (none when it does not parse), sorted by folder.
    public static func documents(in input: ContentInput) -> [IconDocument] {
        var byFolder: [CodePointString: IconDocument] = [:]
        for file in input.files {
            guard let (folder, inner) = split(file.string) else { continue }
            let key = CodePointString(folder)
            if byFolder[key] == nil {
                let name = folder.split(separator: "/").last.map(String.init) ?? folder
                byFolder[key] = IconDocument(folder: folder, stem: String(name.dropLast(".icon".count)))
            }
            if inner.hasPrefix("Assets/") { byFolder[key]?.assetFiles.append(String(inner.dropFirst("Assets/".count))) }
        }
        let documents = Dictionary(
            input.documents.map { (CodePointString($0.path), $0) }, uniquingKeysWith: { first, _ in first })
        return byFolder.keys.sorted().compactMap { key in
            guard var document = byFolder[key], input.hasFile(document.jsonPath) else { return nil }
            document.assetFiles.sort { $0.precedesByCodePoints($1) }
            if let value = documents[CodePointString(document.jsonPath)]?.parse.value {
                document.imageNames = imageNames(in: value, path: document.jsonPath)
            }
            return document
        }
    }

    /// The image names of every layer of every group: `image-name`, then each
    /// `image-name-specializations` entry's `value`.
    static func imageNames(in value: JSONValue, path: String) -> [Located<String>] {
        var names: [Located<String>] = []
        for group in value["groups"]?.array ?? [] {
            for layer in group["layers"]?.array ?? [] {
                if let name = layer["image-name"], let text = name.string {
                    names.append(Located(text, name.location(in: path)))
                }
                for entry in layer["image-name-specializations"]?.array ?? [] {
                    if let name = entry["value"], let text = name.string {
                        names.append(Located(text, name.location(in: path)))
                    }
                }
            }
        }
        return names
    }

    /// A path inside an Icon Composer document: (the document's folder, the path inside it).
    /// The innermost folder ending `.icon` counts (a file named `x.icon` is no folder).
    static func split(_ path: String) -> (folder: String, inner: String)? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard components.count >= 2,
            let index = components.dropLast().lastIndex(where: { $0.hasSuffix(".icon") && $0.count > ".icon".count })
        else { return nil }
        return (components[...index].joined(separator: "/"), components[(index + 1)...].joined(separator: "/"))
    }

    /// Whether `path` is a layer image of a document (`…/AppIcon.icon/Assets/front.png`): probed
    /// for its header as an asset catalog's images are.
    public static func isAssetFile(_ path: String) -> Bool {
        guard let (_, inner) = split(path) else { return false }
        return inner.hasPrefix("Assets/") && inner.count > "Assets/".count
    }
}
