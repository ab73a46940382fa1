import ZKCore

/// An asset catalog the project ships, and what it ships: `zk-build.json`'s `assetCatalogs`, or
/// by convention every `.xcassets` folder under the content folder.
public struct AssetCatalogSource: Sendable, Hashable, Codable {
    /// Project-relative folder (`Content/Illustrations.xcassets`).
    public var path: String
    /// The bundle the catalog is compiled into (`app`, or a package's resource bundle such as
    /// `ZKDesignSystem`): a name resolves only where the looking-up code's bundle has it.
    public var bundle: String
    /// The asset-name categories (spec 6.4.3) whose assets ship in this catalog; nil: every
    /// category no other catalog claims.
    public var categories: [String]?
    /// Whether an image set no content names is reported (`UnusedAssetCheck`): true for a catalog only
    /// content uses, false for one whose assets code uses (a design system's glyphs).
    public var reportsUnused: Bool

    public init(path: String, bundle: String = "app", categories: [String]? = nil, reportsUnused: Bool = true) {
        self.path = path
        self.bundle = bundle
        self.categories = categories
        self.reportsUnused = reportsUnused
    }

    /// The name of the folder (`Illustrations.xcassets`).
    public var folderName: String { path.split(separator: "/").last.map(String.init) ?? path }

    /// Whether an asset of `category` ships here, given every configured catalog.
    public func ships(category: String?, among all: [AssetCatalogSource]) -> Bool {
        if let categories { return category.map(categories.contains) ?? false }
        guard let category else { return true }
        return !all.contains { $0.categories?.contains(category) == true }
    }
}

/// What the loader knows of a file of a catalog without parsing it: its size and, for an image,
/// what its header says.
public struct CatalogFileFacts: Sendable {
    public var size: Int
    /// nil: not probed (not an image the catalog names, or a data file).
    public var header: Result<ImageHeader, ImageProbeFailure>?

    /// For a PNG with an alpha channel in an app icon set: whether any pixel is transparent
    /// (nil: not looked at, or the pixels could not be read).
    public var transparentPixels: Bool?
    /// The pixels were to be decoded but were not: the run's budget (`PNGTransparency.runBudget`) was spent.
    public var overBudget = false

    public init(size: Int, header: Result<ImageHeader, ImageProbeFailure>?, transparentPixels: Bool? = nil) {
        self.size = size
        self.header = header
        self.transparentPixels = transparentPixels
    }

    /// Probes a file of a catalog when it lies in a set of images (not `Contents.json`, not data)
    /// or is a layer image of an Icon Composer document;
    /// an app icon's PNG with alpha is decoded to see whether a pixel is transparent.
    /// With `decodePixels` false, an icon whose pixels are wanted is left undecoded (its
    /// `wantsPixels` tells), for the caller to decode within a budget.
    public static func of(path: String, source: some BoundedBytes, decodePixels: Bool = true) -> CatalogFileFacts {
        guard shouldProbe(path) else { return CatalogFileFacts(size: source.size, header: nil) }
        let header = ImageProbe.probe(source)
        var facts = CatalogFileFacts(size: source.size, header: header)
        if decodePixels, facts.wantsPixels(path) {
            facts.transparentPixels = PNGTransparency.hasTransparentPixels(source)
        }
        return facts
    }

    /// Whether the file's pixels are looked at: a PNG with alpha in an app icon set.
    public func wantsPixels(_ path: String) -> Bool {
        guard case .success(let found) = header else { return false }
        return found.format == .png && found.hasAlpha == true && path.contains(".appiconset/")
    }

    static func shouldProbe(_ path: String) -> Bool {
        guard !path.hasSuffix("/Contents.json") else { return false }
        if IconDocument.isAssetFile(path) { return true }
        let components = path.split(separator: "/")
        guard components.count >= 2 else { return false }
        let folder = components[components.count - 2]
        return AssetSetKind.imageKinds.contains { folder.hasSuffix("." + $0.rawValue) }
    }
}

extension AssetCatalogSource {
    /// The convention without configuration: every `.xcassets` folder among the input's files
    /// (under the content folder, or directly in `paths.assets`), outside `dictionaries/`,
    /// shipped in the app bundle, all categories.
    public static func conventional(files: some Sequence<String>, under root: String) -> [AssetCatalogSource] {
        var folders: Set<CodePointString> = []
        for path in files where !path.hasPrefix(root + "/dictionaries/") {
            let components = path.split(separator: "/", omittingEmptySubsequences: false)
            guard let index = components.firstIndex(where: { $0.hasSuffix(".xcassets") }), index < components.count - 1
            else { continue }
            folders.insert(CodePointString(components[...index].joined(separator: "/")))
        }
        return folders.sorted().map { AssetCatalogSource(path: $0.string) }
    }
}

/// The asset-name categories of spec 6.4.3, for configuration.
public enum AssetCategories {
    public static var all: [String] { AssetNameCheck.categories }
}
