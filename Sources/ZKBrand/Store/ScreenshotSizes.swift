/// The screenshot sizes App Store Connect accepts, per display class, and Google Play's limits.
///
/// Source: Apple, App Store Connect Help, "Screenshot specifications"
/// (https://developer.apple.com/help/app-store-connect/reference/screenshot-specifications/),
/// as public App Store checklists transcribe it (read 2026-12-07; iPhone 6.9" to 4", iPad 13" to
/// 9.7", Apple Watch, Apple TV, Apple Vision Pro, Mac), with the older iPhone and iPad sizes
/// without the status bar that App Store Connect still lists (3.5" and 4" iPhone, 9.7" iPad).
/// Each size is accepted in portrait and in landscape (its transpose). Google Play: "Preview
/// assets" in Play Console Help (https://support.google.com/googleplay/android-developer/answer/9866151):
/// JPEG or 24-bit PNG, each side 320 px to 3840 px, the long side at most twice the short one, up
/// to 8 per device type. Update the table when Apple adds a display class: a screenshot of a new
/// device's size is otherwise reported as a size no device has.
public enum ScreenshotSizes {
    /// One App Store display class and the portrait sizes it takes.
    public struct DisplayClass: Sendable {
        public var name: String
        public var sizes: [(width: Int, height: Int)]
    }

    public static let appStore: [DisplayClass] = [
        DisplayClass(name: "iPhone 6.9\"", sizes: [(1320, 2868), (1290, 2796), (1260, 2736)]),
        DisplayClass(name: "iPhone 6.5\"", sizes: [(1284, 2778), (1242, 2688)]),
        DisplayClass(name: "iPhone 6.3\"", sizes: [(1206, 2622), (1179, 2556)]),
        DisplayClass(name: "iPhone 6.1\"", sizes: [(1170, 2532), (1125, 2436), (1080, 2340)]),
        DisplayClass(name: "iPhone 5.5\"", sizes: [(1242, 2208)]),
        DisplayClass(name: "iPhone 4.7\"", sizes: [(750, 1334)]),
        DisplayClass(name: "iPhone 4\"", sizes: [(640, 1136), (640, 1096), (600, 1136)]),
        DisplayClass(name: "iPhone 3.5\"", sizes: [(640, 960), (640, 920), (600, 960)]),
        DisplayClass(name: "iPad 13\"", sizes: [(2064, 2752), (2048, 2732)]),
        DisplayClass(name: "iPad 11\"", sizes: [(1488, 2266), (1668, 2420), (1668, 2388), (1640, 2360)]),
        DisplayClass(name: "iPad 10.5\"", sizes: [(1668, 2224)]),
        DisplayClass(
            name: "iPad 9.7\"",
            sizes: [(1536, 2048), (1536, 2008), (1496, 2048), (768, 1024), (768, 1004), (748, 1024)]),
        DisplayClass(name: "Mac", sizes: [(1280, 800), (1440, 900), (2560, 1600), (2880, 1800)]),
        DisplayClass(name: "Apple TV", sizes: [(1920, 1080), (3840, 2160)]),
        DisplayClass(
            name: "Apple Watch",
            sizes: [(422, 514), (410, 502), (416, 496), (396, 484), (368, 448), (312, 390)]),
    ]

    /// The App Store display class of a screenshot of `width`×`height` pixels (either orientation).
    public static func appStoreClass(width: Int, height: Int) -> String? {
        appStore.first { display in
            display.sizes.contains {
                ($0.width == width && $0.height == height) || ($0.width == height && $0.height == width)
            }
        }?.name
    }

    /// The most screenshots one display class (App Store) or device type (Google Play) takes per locale.
    public static let appStoreLimit = 10
    public static let playLimit = 8

    /// Google Play's side limits.
    public static let playMinimumSide = 320
    public static let playMaximumSide = 3840

    /// What is wrong with a Google Play screenshot's size, nil when Play takes it.
    public static func playProblem(width: Int, height: Int) -> String? {
        let short = min(width, height)
        let long = max(width, height)
        if short < playMinimumSide { return "its short side is under \(playMinimumSide) px" }
        if long > playMaximumSide { return "its long side is over \(playMaximumSide) px" }
        if long > 2 * short { return "its long side is more than twice its short side (the ratio may be 2:1 at most)" }
        return nil
    }
}
