import Foundation
import Testing
import ZKCore

@testable import ZKContent

/// The scales of one image agree (ZK2056), on PNG and HEIF files real tools wrote.
@Suite struct ScaleConsistencyCheckTests {
    typealias P = AssetTestProject

    @Test func scalesThatAgreeAreClean() throws {
        let found = try P.with(
            P.scaled([("a@1x.png", "star@1x.png"), ("a@2x.png", "star@2x.png"), ("a@3x.png", "star@3x.png")])
        ) { $0.findings(P.imageCodes) }
        #expect(found == [])
    }

    @Test func aWrongScaleIsReportedAtItsFilename() throws {
        let files = P.scaled([
            ("a@1x.png", "star@1x.png"), ("a@2x.png", "star-wrong@2x.png"), ("a@3x.png", "star@3x.png"),
        ])
        let report = try P.with(files) { ContentChecker.run($0.input()) }
        let hits = report.diagnostics.filter { $0.code == "ZK2056" }
        #expect(hits.map { $0.location?.description ?? "-" } == ["\(P.set)/Contents.json:4:20"])
        #expect(
            hits.first?.message
                == "the @2x image 'a@2x.png' of image set 'avatar_fuchs' (any appearance) is 100×100 px; its @1x implies 120×120 px"
        )
        #expect(hits.first?.notes.first?.location?.description == "\(P.set)/Contents.json:3:20")
    }

    @Test func crushedAndSixteenBitPNGsAreImagesLikeAnyOther() throws {
        let found = try P.with(P.scaled([("a@1x.png", "cgbi-4x3.png"), ("b@1x.png", "rgb16-9x9.png")])) {
            $0.findings(P.imageCodes)
        }
        #expect(found == [])
    }

    @Test func heifScalesAreCompared() throws {
        let files: [(String, P.Content)] = [
            (
                "\(P.set)/Contents.json",
                .text(
                    #"{ "images" : [ { "filename" : "a.heic", "idiom" : "universal", "scale" : "1x" }, { "filename" : "b.heic", "idiom" : "universal", "scale" : "2x" } ] }"#
                )
            ),
            ("\(P.set)/a.heic", .fixture("photo-64x48.heic")), ("\(P.set)/b.heic", .fixture("photo-64x48.heic")),
            P.avatars,
        ]
        #expect(try P.with(files) { $0.findings(P.imageCodes) } == ["ZK2056 \(P.set)/Contents.json:1:97"])
    }

    /// HEIF files of the given sizes (each byte of a size below 0x80, see `AssetExamples.heif`).
    static func heifSet(_ sizes: [(scale: Int, size: UInt32)]) -> [(String, P.Content)] {
        let entries = sizes.map {
            #"{ "filename" : "a@\#($0.scale)x.heic", "idiom" : "universal", "scale" : "\#($0.scale)x" }"#
        }
        return [("\(P.set)/Contents.json", .text(#"{ "images" : [ \#(entries.joined(separator: ", ")) ] }"#))]
            + sizes.map { ("\(P.set)/a@\($0.scale)x.heic", .text(AssetExamples.heif(width: $0.size, height: $0.size))) }
            + [P.avatars]
    }

    /// Each scale is rounded on its own: a @1x of 100 px and a @3x of 302 px are one picture of
    /// 100.33–101 pt (before, the @1x's rounding was tripled and the pair was an error); so are
    /// 280, 558 and 838 px (279–279.5 pt).
    @Test func roundingAtEachScaleIsAllowed() throws {
        #expect(try P.with(Self.heifSet([(1, 100), (3, 302)])) { $0.findings(P.imageCodes) } == [])
        #expect(try P.with(Self.heifSet([(1, 280), (2, 558), (3, 838)])) { $0.findings(P.imageCodes) } == [])
    }

    /// A scale that fits the smallest alone but not what the smaller ones together allow: a @1x
    /// of 280 px and a @2x of 558 px leave 279–279.5 pt, the @3x of 843 px is 280.67–281.33 pt.
    @Test func aScaleMustFitEverySmallerOne() throws {
        let found = try P.with(Self.heifSet([(1, 280), (2, 558), (3, 843)])) { $0.findings(P.imageCodes) }
        #expect(found == ["ZK2056 \(P.set)/Contents.json:1:169"])
        #expect(try P.with(Self.heifSet([(1, 100), (3, 304)])) { $0.findings(P.imageCodes) } == [])
        #expect(
            try P.with(Self.heifSet([(1, 100), (3, 305)])) { $0.findings(P.imageCodes) } == [
                "ZK2056 \(P.set)/Contents.json:1:100"
            ])
    }
}
