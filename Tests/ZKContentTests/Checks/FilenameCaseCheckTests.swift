import Testing
import ZKCore

@testable import ZKContent

/// A `filename` spelt differently from its file only in case or in Unicode normalisation is found
/// on a Mac and missing on Linux (ZK2053); spelt the same, code point for code point, it is clean.
@Suite struct FilenameCaseCheckTests {
    typealias File = DiagnosticExample.ExampleFile

    static let folder = "Content/Illustrations.xcassets/deco_bluete.imageset"

    static func findings(filename: String, onDisk: String) -> [String] {
        let files = [
            File("\(folder)/Contents.json", #"{ "images": [ { "filename": "\#(filename)", "idiom": "universal" } ] }"#),
            File("\(folder)/\(onDisk)", AssetExamples.svg(width: 64, height: 64)),
        ]
        return ContentChecker.check(examples: files).filter { ["ZK2053", "ZK2028"].contains($0.code) }.map {
            "\($0.code) \($0.location?.description ?? "-"): \($0.message)"
        }
    }

    @Test func aFilenameInAnotherNormalisationIsReportedAsSuch() {
        // The old `Set<String>` lookup found the file (canonical equivalence) and said nothing.
        let found = Self.findings(filename: "bl\u{FC}te.svg", onDisk: "blu\u{308}te.svg")
        #expect(
            found == [
                "ZK2053 \(Self.folder)/Contents.json:1:29: image set 'deco_bluete' names 'bl\u{FC}te.svg', but the file is 'blu\u{308}te.svg' (they differ in Unicode normalisation (U+00FC and U+0308))"
            ])
    }

    @Test func aFilenameInAnotherCaseIsReportedAsSuch() {
        let found = Self.findings(filename: "Bluete.svg", onDisk: "bluete.svg")
        #expect(
            found == [
                "ZK2053 \(Self.folder)/Contents.json:1:29: image set 'deco_bluete' names 'Bluete.svg', but the file is 'bluete.svg' (they differ in case)"
            ])
    }

    @Test func theSameCodePointsAreClean() {
        #expect(Self.findings(filename: "blu\u{308}te.svg", onDisk: "blu\u{308}te.svg").isEmpty)
    }
}
