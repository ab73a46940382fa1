import Foundation
import Testing
import ZKCore

@testable import ZKContent

/// Issue 55: 300 app icons that each inflate to the 64 MiB a PNG may cost 89 s of `check`. A
/// run decodes at most `PNGTransparency.runBudget` of pixels, given out in path order; the
/// icons beyond it are marked and reported as not decoded, whatever the threads do.
@Suite struct DecodeBudgetTests {
    /// A PNG whose header claims `side`×`side` RGBA pixels, with a few bytes of (broken) data.
    static func claimedIcon(side: UInt32) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + ExamplePNG.chunk("IHDR", ExamplePNG.u32(side) + ExamplePNG.u32(side) + [8, 6, 0, 0, 0])
            + ExamplePNG.chunk("IDAT", [0x78, 0x9C, 0x03, 0x00]) + ExamplePNG.chunk("IEND", [])
    }

    @Test func iconsBeyondTheRunsBudgetAreNotDecoded() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("zk-budget-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Each claims 4000 × 4000 RGBA: 61 MiB and a filter byte per row. Four fit in 256 MiB.
        let files = (0..<6).map { "Content/Icons.xcassets/AppIcon\($0).appiconset/icon.png" }
        for path in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(Self.claimedIcon(side: 4000)).write(to: url)
        }
        let icon = try FileBytes(path: root + "/" + files[0])
        #expect(PNGTransparency.decodedSize(icon) == (4000 * 4 + 1) * 4000)
        // Past the 64 MiB an image may decode to, nothing is decoded, nothing is charged.
        #expect(PNGTransparency.decodedSize(MemoryBytes(Self.claimedIcon(side: 4096))) == 0)
        for jobs in [1, 4] {
            let facts = ContentLoader.probe(files, catalogs: nil, root: "Content", projectRoot: root, jobs: jobs) {
                root + "/" + $0
            }
            #expect(files.map { facts[CodePointString($0)]?.overBudget } == [false, false, false, false, true, true])
            #expect(files.allSatisfy { facts[CodePointString($0)]?.transparentPixels == nil })
        }
    }

    @Test func theMessageOfAnIconBeyondTheBudgetSaysSo() throws {
        let set = AppIconCheck.iconFolder
        let files: [(String, AssetTestProject.Content)] =
            [
                (
                    "\(set)/Contents.json",
                    .text(
                        #"{ "images": [ { "filename": "AppIcon.png", "idiom": "universal", "platform": "ios", "size": "1024x1024" } ], "info": { "author": "xcode", "version": 1 } }"#
                    )
                )
            ] + (0..<5).map { ("Content/A\($0).xcassets/AppIcon.appiconset/big.png", .text("")) }
        try AssetTestProject.with(files) { project in
            // The first paths (A0…A3) spend the budget, A4 is refused; the marketing icon comes after.
            for index in 0..<5 {
                try Data(Self.claimedIcon(side: 4000)).write(
                    to: URL(fileURLWithPath: project.root + "/Content/A\(index).xcassets/AppIcon.appiconset/big.png"))
            }
            try Data(ExamplePNG.opaqueAlphaIcon).write(to: URL(fileURLWithPath: project.root + "/\(set)/AppIcon.png"))
            let diagnostics = ContentChecker.run(project.input()).diagnostics.filter { $0.code == "ZK2062" }
            #expect(
                diagnostics.map(\.message) == [
                    "app icon 'AppIcon.png' of 'AppIcon' has an alpha channel; its pixels were not decoded: the run had decoded 256 MiB of icons already; export it without alpha"
                ])
        }
    }
}
