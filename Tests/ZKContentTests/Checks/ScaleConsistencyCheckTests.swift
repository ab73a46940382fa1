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
}
