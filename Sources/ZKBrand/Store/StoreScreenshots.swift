import Foundation
import ZKCore

/// fastlane's screenshots read where the team keeps them: deliver's `fastlane/screenshots/<locale>/`
/// (App Store) and supply's `fastlane/metadata/android/<locale>/images/<type>Screenshots/`
/// (Google Play: `phoneScreenshots`, `sevenInchScreenshots`, `tenInchScreenshots`,
/// `tvScreenshots`, `wearScreenshots`). The driver reads each file's image header (zk-content's
/// probe) and hands it here as plain data: the brand module reads no image itself.
public struct StoreScreenshot: Sendable, Hashable {
    public var path: String
    public var store: Store
    /// The locale folder as fastlane names it (`en-US`).
    public var locale: String
    /// Google Play's device type folder (`phoneScreenshots`); deliver's upload name
    /// (`APP_IPHONE_65`) when the file name carries one, else nil.
    public var group: String?
    /// `PNG`, `JPEG`, … as the header says; nil when the header could not be read.
    public var format: String?
    public var width: Int?
    public var height: Int?
    /// Whether the image has an alpha channel (nil: unknown).
    public var hasAlpha: Bool?
    /// Why the header could not be read, when it could not.
    public var problem: String?
    /// The format the file's extension names (`PNG` for `.png`), nil for another extension.
    public var named: String?

    public init(
        path: String, store: Store, locale: String, group: String? = nil, format: String? = nil, width: Int? = nil,
        height: Int? = nil, hasAlpha: Bool? = nil, problem: String? = nil, named: String? = nil
    ) {
        self.path = path
        self.store = store
        self.locale = locale
        self.group = group
        self.format = format
        self.width = width
        self.height = height
        self.hasAlpha = hasAlpha
        self.problem = problem
        self.named = named
    }

    var location: SourceLocation { SourceLocation(path: path) }

    var sizeText: String { "\(width ?? 0)×\(height ?? 0) px" }
}

/// Every screenshot of the project's fastlane trees, for the screenshot checks.
public struct ScreenshotInput: Sendable {
    public var screenshots: [StoreScreenshot]

    public init(_ screenshots: [StoreScreenshot]) { self.screenshots = screenshots }
}

extension StoreScreenshot {
    /// Google Play's screenshot folders under `images/`.
    public static let playFolders: Set<String> = [
        "phoneScreenshots", "sevenInchScreenshots", "tenInchScreenshots", "tvScreenshots", "wearScreenshots",
    ]

    /// Image extensions a screenshot folder's files are read with.
    public static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "heic", "gif", "webp", "tif", "tiff"]

    /// Where `path` sits among the screenshots: deliver's `<screenshots>/<locale>/<file>` (a
    /// locale folder of fastlane's App Store languages; `iMessage/` below it too), supply's
    /// `<metadata>/android/<locale>/images/<type>/<file>`. Nil for any other file.
    public static func place(
        of path: String, screenshots: [String], metadata: [String]
    )
        -> (store: Store, locale: String, group: String?)?
    {
        let parts = path.split(separator: "/").map(String.init)
        guard let name = parts.last, let dot = name.lastIndex(of: "."),
            imageExtensions.contains(name[name.index(after: dot)...].lowercased())
        else { return nil }
        for folder in screenshots where path.hasPrefix(folder + "/") {
            let inner = path.dropFirst(folder.count + 1).split(separator: "/").map(String.init)
            guard inner.count == 2 || (inner.count == 3 && inner[1] == "iMessage"),
                StoreLocales.appStoreFolders.contains(inner[0])
            else { return nil }
            return (.appStore, inner[0], uploadName(name) ?? (inner.count == 3 ? "iMessage" : nil))
        }
        for folder in metadata where path.hasPrefix(folder + "/android/") {
            let inner = path.dropFirst(folder.count + "/android/".count).split(separator: "/").map(String.init)
            guard inner.count == 4, inner[1] == "images", playFolders.contains(inner[2]) else { return nil }
            return (.play, inner[0], inner[2])
        }
        return nil
    }

    /// deliver's display type in the name of a file it downloaded (`0_APP_IPHONE_65_0.jpg` →
    /// `APP_IPHONE_65`: the index before and after it dropped).
    static func uploadName(_ name: String) -> String? {
        let stem = name[..<(name.lastIndex(of: ".") ?? name.endIndex)]
        var parts = stem.split(separator: "_").map(String.init)
        guard parts.count >= 5, parts[0].allSatisfy(\.isNumber), parts[1] == "APP",
            parts.last?.allSatisfy(\.isNumber) == true
        else { return nil }
        parts.removeFirst()
        parts.removeLast()
        return parts.joined(separator: "_")
    }
}
