import Foundation
import Testing
import ZKCore

@testable import ZKContent

/// The image-header probes on files real tools wrote (`scripts/make-asset-fixtures.sh`:
/// ImageMagick, rsvg-convert/cairo, heif-enc, pngcrush) and on broken headers.
@Suite struct ImageProbeTests {
    static let folder = ContentFixture.repositoryRoot + "/Tests/Fixtures/assets/images/"

    static func probe(_ name: String) throws -> Result<ImageHeader, ImageProbeFailure> {
        ImageProbe.probe(try FileBytes(path: folder + name))
    }

    static func header(_ name: String) throws -> ImageHeader {
        try probe(name).get()
    }

    @Test(arguments: [
        ("rgb-4x3.png", ImageFormat.png, 4.0, 3.0, false),
        ("rgba-4x3.png", .png, 4, 3, true),
        ("gray-5x7.png", .png, 5, 7, false),
        ("palette-trns-6x6.png", .png, 6, 6, true),
        ("rgb16-9x9.png", .png, 9, 9, false),
        ("interlaced-33x17.png", .png, 33, 17, false),
        ("crushed-rgb-4x3.png", .png, 4, 3, false),
        ("icon-1024.png", .png, 1024, 1024, false),
        ("icon-alpha-1024.png", .png, 1024, 1024, true),
        ("star@3x.png", .png, 180, 180, true),
        ("baseline-40x30.jpg", .jpeg, 40, 30, false),
        ("progressive-40x30.jpg", .jpeg, 40, 30, false),
        ("late-sof-20x10.jpg", .jpeg, 20, 10, false),
        ("photo-64x48.heic", .heic, 64, 48, false),
        ("photo-alpha-32x24.heic", .heic, 32, 24, true),
    ])
    func rasterSizesAndAlpha(name: String, format: ImageFormat, width: Double, height: Double, alpha: Bool) throws {
        let header = try Self.header(name)
        #expect(header.format == format)
        #expect(header.width == width && header.height == height)
        #expect(header.hasAlpha == alpha)
    }

    @Test func pngDetails() throws {
        #expect(try Self.header("rgb16-9x9.png").bitDepth == 16)
        #expect(try Self.header("interlaced-33x17.png").interlaced)
        #expect(try Self.header("progressive-40x30.jpg").interlaced)
        #expect(try !Self.header("baseline-40x30.jpg").interlaced)
        let crushed = try Self.header("cgbi-4x3.png")
        #expect(crushed.appleCrushed && crushed.width == 4 && crushed.height == 3 && crushed.hasAlpha == true)
        #expect(try !Self.header("crushed-rgb-4x3.png").appleCrushed)
    }

    @Test func heifSizeComesFromThePrimaryItem() throws {
        let header = try Self.header("photo-64x48.heic")
        #expect(header.format == .heic && header.width == 64 && header.height == 48)
    }

    @Test func vectorSizesInPoints() throws {
        let pdf = try Self.header("star.pdf")
        // cairo writes the 60 px SVG at 72 points per 96 pixels.
        #expect(pdf.format == .pdf && pdf.width == 45 && pdf.height == 45)
        let svg = try Self.header("star.svg")
        #expect(svg.format == .svg && svg.width == 60 && svg.height == 60)
        let viewBox = try Self.header("viewbox-only.svg")
        #expect(viewBox.width == 24 && viewBox.height == 32)
        let points = try Self.header("units-pt.svg")
        #expect(points.width == 24 && points.height == 48)
    }

    /// Issue 52: a PNG cut short after its header (a failed download, an interrupted copy) reads
    /// as complete to a header probe. Every real PNG of the fixtures is whole; cut before its image
    /// data, inside it, or before its `IEND`, it is truncated; a few bytes after `IEND` are not.
    @Test func aPNGCutShortAfterItsHeaderIsTruncated() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter {
            $0.hasSuffix(".png") && $0 != "truncated.png" && $0 != "jpeg-named.png"
        }.sorted()
        #expect(names.count >= 5)
        for name in names {
            let bytes = try #require(FileManager.default.contents(atPath: Self.folder + name).map { [UInt8]($0) })
            let whole = ImageProbe.probe(MemoryBytes(bytes))
            #expect((try? whole.get()) != nil, "\(name): \(whole)")
            #expect((try? ImageProbe.probe(MemoryBytes(bytes + Array("trailing".utf8))).get()) != nil, "\(name)")
            guard case .failure(.truncated) = ImageProbe.probe(MemoryBytes(Array(bytes.dropLast(12)))) else {
                Issue.record("\(name) without its IEND is not truncated")
                continue
            }
        }
        let png = try #require(FileManager.default.contents(atPath: Self.folder + "rgb-4x3.png").map { [UInt8]($0) })
        // Signature (8) and IHDR (25): what a header probe needs, and nothing after it.
        #expect(
            ImageProbe.probe(MemoryBytes(Array(png.prefix(33))))
                == .failure(.truncated("the file ends before the PNG image data (IDAT)")))
    }

    @Test func brokenHeadersAreFailuresNotCrashes() throws {
        #expect(try Self.probe("truncated.png") == .failure(.truncated("the file ends inside the PNG IHDR chunk")))
        #expect(try Self.header("jpeg-named.png").format == .jpeg)
        #expect(ImageProbe.probe(MemoryBytes([])) == .failure(.empty))
        #expect(
            ImageProbe.probe(MemoryBytes([0x89, 0x50, 0x4E]))
                == .failure(.truncated("the file has 3 bytes, too few for a PNG header")))
        #expect(
            ImageProbe.probe(MemoryBytes(Array("hello world, not an image".utf8)))
                == .failure(.unknownFormat("the file looks like text ('hello wo…'), not an image")))
        #expect(
            ImageProbe.probe(MemoryBytes(Array("<html><body>404</body></html>".utf8)))
                == .failure(
                    .unknownFormat("the file is markup without an <svg> element in its first 64 KiB, not an image")))
        #expect(
            ImageProbe.probe(MemoryBytes(Array(#"<svg viewBox="0 0 10"/>"#.utf8)))
                == .failure(.malformed(.svg, #"viewBox "0 0 10" is not four numbers with a positive width and height"#))
        )
        // A JPEG whose segment lengths run off the end.
        #expect(
            ImageProbe.probe(MemoryBytes([0xFF, 0xD8, 0xFF, 0xE0, 0x7F, 0xFF]))
                == .failure(.truncated("the file ends before a JPEG start-of-frame marker")))
        // An IHDR of 0 × 0 pixels.
        var zero = Array(try Data(contentsOf: URL(fileURLWithPath: Self.folder + "rgb-4x3.png")))
        for index in 16..<24 { zero[index] = 0 }
        #expect(ImageProbe.probe(MemoryBytes(zero)) == .failure(.malformed(.png, "IHDR gives 0×0 pixels")))
    }

    // Issue 23: a PNG claiming 2³¹−1 × 2³¹−1 pixels passed silently.
    @Test(arguments: [(0x7FFF_FFFF, 0x7FFF_FFFF), (65_536, 1), (20_000, 20_000), (1, 0x7FFF_FFFF)])
    func absurdImageSizesAreMalformedHeaders(width: Int, height: Int) throws {
        var png = Array(try Data(contentsOf: URL(fileURLWithPath: Self.folder + "rgb-4x3.png")))
        for (index, value) in [width, height].enumerated() {
            for byte in 0..<4 { png[16 + index * 4 + byte] = UInt8((value >> (24 - 8 * byte)) & 0xFF) }
        }
        #expect(
            ImageProbe.probe(MemoryBytes(png))
                == .failure(
                    .malformed(
                        .png,
                        "the header claims \(width)×\(height) pixels, above the limit of 65535 per side and 268435456 in all"
                    )))
        for byte in 16..<24 { png[byte] = 0 }
        png[19] = 200
        png[23] = 100
        #expect(ImageProbe.probe(MemoryBytes(png)).map(\.width) == .success(200))
    }

    @Test func exampleHeifHeaderIsReadable() {
        let text = AssetExamples.heif(width: 120, height: 60)
        let bytes = Array(text.utf8)
        #expect(bytes.allSatisfy { $0 < 0x80 })
        #expect(
            ImageProbe.probe(MemoryBytes(bytes))
                == .success(ImageHeader(format: .heic, width: 120, height: 60, hasAlpha: false)))
    }

    /// The pixels, inflated and unfiltered in Swift, against what ImageMagick drew.
    @Test(arguments: [
        ("rgba-4x3.png", true), ("icon-alpha-1024.png", false), ("icon-transparent-1024.png", true),
        ("star@1x.png", true),
        ("star@3x.png", true), ("rgb16-9x9.png", false), ("icon-1024.png", false), ("palette-trns-6x6.png", true),
        ("cgbi-4x3.png", true),
    ])
    func transparentPixels(name: String, transparent: Bool) throws {
        #expect(PNGTransparency.hasTransparentPixels(try FileBytes(path: Self.folder + name)) == transparent)
    }

    @Test func corruptImageDataIsUnknownNotACrash() throws {
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.folder + "icon-alpha-1024.png")))
        for index in stride(from: 60, to: min(bytes.count, 400), by: 7) { bytes[index] ^= 0x5A }
        #expect(PNGTransparency.hasTransparentPixels(MemoryBytes(bytes)) == nil)
        #expect(
            PNGTransparency.hasTransparentPixels(try FileBytes(path: Self.folder + "interlaced-33x17.png")) == false)
        #expect(Inflate.raw([0xFF, 0xFF, 0xFF], limit: 100) == nil)
    }

    @Test func extensionsNameFormats() {
        #expect(ImageFormat.of(fileName: "friend_07@2x.PNG") == .png)
        #expect(ImageFormat.of(fileName: "a.jpeg") == .jpeg && ImageFormat.of(fileName: "a.heic") == .heic)
        #expect(ImageFormat.of(fileName: "data.json") == nil)
    }
}
