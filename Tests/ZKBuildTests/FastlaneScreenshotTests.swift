import Foundation
import Testing
import ZKBuild
import ZKCore

@testable import ZKBrand

/// fastlane's screenshots read in place (issue 49): deliver's `fastlane/screenshots/<locale>/`
/// against App Store Connect's display classes, supply's `images/phoneScreenshots/` against
/// Google Play's limits, counted per class and locale, PNG or JPEG without alpha; each finding
/// at its file. File names as deliver and snapshot write them (Jawziyya/azkar-ios's
/// `0_APP_IPHONE_65_0.jpg`, BlockchainCommons/GordianSeedTool-iOS's snapshot names).
@Suite struct FastlaneScreenshotTests {
    static func png(_ width: Int, _ height: Int, alpha: Bool = false) -> [UInt8] {
        ScreenshotSizeCheck.png(width: width, height: height, alpha: alpha)
    }

    /// The first bytes of a baseline JPEG of `width`×`height`: SOI, APP0 (JFIF), SOF0.
    static func jpeg(_ width: Int, _ height: Int) -> [UInt8] {
        let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        let sof: [UInt8] = [
            0xFF, 0xC0, 0x00, 0x11, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8),
            UInt8(width & 0xFF), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
        ]
        return [0xFF, 0xD8] + app0 + sof + [0xFF, 0xD9]
    }

    static let clean: [String: [UInt8]] = [
        "fastlane/screenshots/en-US/0_APP_IPHONE_65_0.jpg": jpeg(1242, 2688),
        "fastlane/screenshots/en-US/1_APP_IPHONE_65_1.jpg": jpeg(1242, 2688),
        "fastlane/screenshots/en-US/iPhone 16 Pro Max-01_Home.png": png(1320, 2868),
        "fastlane/screenshots/en-US/iPad Pro 13-inch (M4)-01_Home.png": png(2752, 2064),
        "fastlane/screenshots/en-US/iMessage/iPhone 16 Pro Max-01_Stickers.png": png(1320, 2868),
        "fastlane/screenshots/de-DE/iPhone 16 Pro Max-01_Home.png": png(1320, 2868),
        "fastlane/screenshots/README.txt": Array("Screenshots by snapshot.\n".utf8),
        "fastlane/metadata/en-US/name.txt": Array("Zahlenkette\n".utf8),
        "fastlane/metadata/android/en-US/title.txt": Array("Zahlenkette\n".utf8),
        "fastlane/metadata/android/en-US/images/phoneScreenshots/1.png": png(1080, 1920),
        "fastlane/metadata/android/en-US/images/tenInchScreenshots/1.jpg": jpeg(2560, 1600),
        "fastlane/metadata/android/en-US/images/icon.png": png(512, 512, alpha: true),
        "fastlane/metadata/android/en-US/images/featureGraphic.png": png(1024, 500),
    ]

    static func project(_ files: [String: [UInt8]]) throws -> TestProject {
        let project = TestProject(existing: NSTemporaryDirectory() + "zk-build-screens-\(UUID().uuidString)")
        for (path, bytes) in files { try project.write(path, bytes) }
        return project
    }

    static func findings(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") || $0.contains(": warning: ") }
    }

    @Test func cleanTreesOfBothStoresAreQuiet() throws {
        let project = try Self.project(Self.clean)
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let check = project.run(["check"], stages: StageCatalog.stages)
        #expect(check.code == 0, "\(check.out)")
        #expect(Self.findings(check.out).isEmpty, "\(check.out)")
    }

    @Test func plantedMistakesAreReportedAtTheirFiles() throws {
        var files = Self.clean
        files["fastlane/screenshots/en-US/2_odd.png"] = Self.png(1000, 2000)
        files["fastlane/screenshots/en-US/3_alpha.png"] = Self.png(1320, 2868, alpha: true)
        files["fastlane/screenshots/en-US/4_photo.png"] = Self.jpeg(1320, 2868)
        files["fastlane/screenshots/en-US/5_heif.heic"] = Self.png(1320, 2868)
        files["fastlane/metadata/android/en-US/images/phoneScreenshots/2.png"] = Self.png(1080, 2400)
        for index in 2...11 {
            files["fastlane/screenshots/de-DE/iPhone 16 Pro Max-\(index < 10 ? "0" : "")\(index)_Home.png"] =
                Self.png(1320, 2868)
        }
        let project = try Self.project(files)
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let check = project.run(["check"], stages: StageCatalog.stages)
        #expect(check.code == 1)
        let found = Self.findings(check.out).map { line in
            let path = line.components(separatedBy: ": ").first ?? line
            let code = line.range(of: "[ZK").map { String(line[$0.lowerBound...]) } ?? "-"
            return "\(path) \(code)"
        }
        #expect(
            found == [
                "fastlane/metadata/android/en-US/images/phoneScreenshots/2.png [ZK5092]",
                "fastlane/screenshots/de-DE/iPhone 16 Pro Max-11_Home.png [ZK5093]",
                "fastlane/screenshots/en-US/2_odd.png [ZK5091]",
                "fastlane/screenshots/en-US/4_photo.png [ZK5094]",
                "fastlane/screenshots/en-US/5_heif.heic [ZK5094]",
            ], "\(check.out)")
        #expect(check.out.contains("is 1000×2000 px, the size of no display class App Store Connect takes"))
        #expect(check.out.contains("is 1080×2400 px: its long side is more than twice its short side"))
        // The alpha channel is a house rule (App Store Connect takes opaque RGBA), on by severity.
        try project.write("zk-build.json", #"{ "severities": { "ZK5095": "warning" } }"#)
        let alpha = project.run(["check"], stages: StageCatalog.stages)
        #expect(
            Self.findings(alpha.out).filter { $0.contains("ZK5095") }.map {
                $0.components(separatedBy: ": ").first ?? ""
            }
                == ["fastlane/screenshots/en-US/3_alpha.png"], "\(alpha.out)")
    }

    @Test func placesAreReadAsFastlaneLaysThemOut() {
        let screenshots = ["fastlane/screenshots"]
        let metadata = ["fastlane/metadata"]
        func place(_ path: String) -> String? {
            StoreScreenshot.place(of: path, screenshots: screenshots, metadata: metadata).map {
                "\($0.store.rawValue) \($0.locale) \($0.group ?? "-")"
            }
        }
        #expect(
            place("fastlane/screenshots/en-US/0_APP_IPAD_PRO_3GEN_129_0.jpg") == "app-store en-US APP_IPAD_PRO_3GEN_129"
        )
        #expect(place("fastlane/screenshots/en-US/iMessage/a.png") == "app-store en-US iMessage")
        #expect(place("fastlane/screenshots/README.txt") == nil)
        #expect(place("fastlane/screenshots/framed/a.png") == nil)
        #expect(place("fastlane/metadata/android/de-DE/images/phoneScreenshots/1.png") == "play de-DE phoneScreenshots")
        #expect(place("fastlane/metadata/android/de-DE/images/icon.png") == nil)
        #expect(ScreenshotSizes.appStoreClass(width: 2868, height: 1320) == "iPhone 6.9\"")
        #expect(ScreenshotSizes.appStoreClass(width: 1000, height: 2000) == nil)
    }
}
