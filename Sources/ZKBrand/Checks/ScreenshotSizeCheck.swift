import ZKCore

/// Lint: an App Store screenshot is the size of a display class App Store Connect takes
/// (`ScreenshotSizes.appStore`), a Google Play one within Play's limits.
enum ScreenshotSizeCheck: Check {
    typealias File = DiagnosticExample.ExampleFile

    /// A PNG of `width`×`height` as the probe reads it: signature, `IHDR` (8-bit RGB or RGBA), an
    /// `IDAT` chunk (its bytes are not decoded) and `IEND`.
    static func png(width: Int, height: Int, alpha: Bool = false) -> [UInt8] {
        func u32(_ value: Int) -> [UInt8] {
            [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let header = u32(width) + u32(height) + [8, alpha ? 6 : 2, 0, 0, 0]
        let data = u32(2) + Array("IDAT".utf8) + [0x78, 0x9C] + [0, 0, 0, 0]
        let end: [UInt8] = u32(0) + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
        return signature + u32(13) + Array("IHDR".utf8) + header + [0, 0, 0, 0] + data + end
    }

    /// A project without a profile (discovery finds the fastlane folders) holding `files`.
    static func project(_ files: [File]) -> [File] { [File("zk-build.json", #"{ "profile": [] }"#)] + files }

    static let appStoreSize = DiagnosticCode(
        "ZK5091", .error, summary: "an App Store screenshot is of a size no device class has",
        explanation: """
            App Store Connect takes a screenshot only at the exact pixel size of one of its display \
            classes, in portrait or landscape: iPhone 6.9" (1320×2868, 1290×2796, 1260×2736), 6.5" \
            (1284×2778, 1242×2688), 6.3", 6.1", 5.5", 4.7", iPad 13" (2064×2752, 2048×2732), 11", \
            Mac, Apple TV, Apple Watch and the older sizes it still lists. A file of another size \
            in `fastlane/screenshots/<locale>/` is refused at upload by deliver. Export it at a \
            class's size (the table is in `ScreenshotSizes.swift`, from Apple's screenshot \
            specifications).
            """,
        broken: DiagnosticExample(
            project([File("fastlane/screenshots/en-US/01_home.png", bytes: png(width: 1000, height: 2000))]),
            unlocated: ["fastlane/screenshots/en-US/01_home.png"]),
        fixed: DiagnosticExample(
            project([File("fastlane/screenshots/en-US/01_home.png", bytes: png(width: 1320, height: 2868))])))

    static let playSize = DiagnosticCode(
        "ZK5092", .error, summary: "a Google Play screenshot is outside Play's size limits",
        explanation: """
            Google Play takes screenshots whose sides are each 320 px to 3840 px and whose long \
            side is at most twice the short one (2:1). A file of `fastlane/metadata/android/<locale>/\
            images/phoneScreenshots/` (or `sevenInch`, `tenInch`, `tv`, `wearScreenshots`) outside \
            these limits is refused by supply. Export it within them (1080×1920 is a common phone size).
            """,
        broken: DiagnosticExample(
            project([
                File(
                    "fastlane/metadata/android/en-US/images/phoneScreenshots/1.png",
                    bytes: png(width: 1080, height: 2400))
            ]), unlocated: ["fastlane/metadata/android/en-US/images/phoneScreenshots/1.png"]),
        fixed: DiagnosticExample(
            project([
                File(
                    "fastlane/metadata/android/en-US/images/phoneScreenshots/1.png",
                    bytes: png(width: 1080, height: 1920))
            ])))

    static let codes = [appStoreSize, playSize]

    static func run(_ input: ScreenshotInput) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for shot in input.screenshots {
            guard let width = shot.width, let height = shot.height, shot.format == "PNG" || shot.format == "JPEG"
            else { continue }
            switch shot.store {
            case .appStore:
                if ScreenshotSizes.appStoreClass(width: width, height: height) == nil {
                    diagnostics.append(.appStoreSize(shot))
                }
            case .play:
                if let problem = ScreenshotSizes.playProblem(width: width, height: height) {
                    diagnostics.append(.playSize(shot, problem))
                }
            }
        }
        return diagnostics
    }
}

extension Diagnostic {
    fileprivate static func appStoreSize(_ shot: StoreScreenshot) -> Diagnostic {
        Diagnostic(
            ScreenshotSizeCheck.appStoreSize,
            "App Store screenshot of '\(shot.locale)' is \(shot.sizeText), the size of no display class App Store Connect takes (6.9\" iPhone: 1320×2868; 13\" iPad: 2064×2752)",
            at: shot.location)
    }

    fileprivate static func playSize(_ shot: StoreScreenshot, _ problem: String) -> Diagnostic {
        Diagnostic(
            ScreenshotSizeCheck.playSize,
            "Google Play screenshot of '\(shot.locale)' is \(shot.sizeText): \(problem)", at: shot.location)
    }
}
