import Foundation
import Testing
import ZKCore

@testable import ZKContent

/// actool's warnings as checks (issue 49): two files in one slot (ZK2073), a file its set's
/// `Contents.json` does not name (ZK2074), and, as a house rule, a raster @1x whose @2x and
/// @3x slots are empty (ZK2075). Sets as Xcode writes them (LoopKit/Loop's watch sets with
/// `screen-width`, stats' device images).
@Suite struct ActoolWarningTests {
    typealias P = AssetTestProject

    static let set = P.set
    static let codes: Set<String> = ["ZK2073", "ZK2074", "ZK2075", "ZK2057"]

    static func entry(_ file: String?, scale: String?, extra: String = "") -> String {
        var members: [String] = []
        if let file { members.append(#""filename" : "\#(file)""#) }
        members.append(#""idiom" : "universal""#)
        if let scale { members.append(#""scale" : "\#(scale)""#) }
        if !extra.isEmpty { members.append(extra) }
        return "    { " + members.joined(separator: ", ") + " }"
    }

    static func contents(_ entries: [String], properties: String = "") -> (String, P.Content) {
        let props = properties.isEmpty ? "" : ",\n  \"properties\" : { \(properties) }"
        return (
            "\(set)/Contents.json",
            .text("{\n  \"images\" : [\n" + entries.joined(separator: ",\n") + "\n  ]\(props)\n}\n")
        )
    }

    static let dark = #""appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ]"#

    @Test func twoFilesInOneSlotAreReportedAtTheSecond() throws {
        let files = [
            Self.contents([
                Self.entry("star@1x.png", scale: "1x"), Self.entry("star@2x.png", scale: "2x"),
                Self.entry("star-dark@2x.png", scale: "2x", extra: Self.dark),
                Self.entry("star-copy@2x.png", scale: "2x"), Self.entry("star@3x.png", scale: "3x"),
            ]),
            ("\(Self.set)/star@1x.png", .fixture("star@1x.png")), ("\(Self.set)/star@2x.png", .fixture("star@2x.png")),
            ("\(Self.set)/star-dark@2x.png", .fixture("star@2x.png")),
            ("\(Self.set)/star-copy@2x.png", .fixture("star@2x.png")),
            ("\(Self.set)/star@3x.png", .fixture("star@3x.png")), P.avatars,
        ]
        let found = try P.with(files) {
            ContentChecker.run($0.input()).diagnostics.filter { Self.codes.contains($0.code) }
        }
        #expect(
            found.map { "\($0.code) \($0.location?.description ?? "-")" } == ["ZK2073 \(Self.set)/Contents.json:6:20"])
        #expect(
            found.first?.message
                == "image set 'avatar_fuchs' names 'star-copy@2x.png' for the slot (any appearance @2x) that 'star@2x.png' fills already; actool ships one of them"
        )
        #expect(found.first?.notes.first?.location?.description == "\(Self.set)/Contents.json:4:20")
    }

    /// LoopKit/Loop's watch image: one file per `screen-width`, the same scale: no conflict.
    @Test func slotsThatDifferInAnyTraitAreQuiet() throws {
        let files = [
            Self.contents([
                Self.entry("a.png", scale: "2x", extra: #""screen-width" : "<=145""#),
                Self.entry("b.png", scale: "2x", extra: #""screen-width" : ">161""#),
                Self.entry("c.png", scale: "2x", extra: Self.dark),
                Self.entry(nil, scale: "2x"), Self.entry(nil, scale: "2x"),
            ]),
            ("\(Self.set)/a.png", .fixture("star@2x.png")), ("\(Self.set)/b.png", .fixture("star@2x.png")),
            ("\(Self.set)/c.png", .fixture("star@2x.png")), ("\(Self.set)/.DS_Store", .text("")), P.avatars,
        ]
        #expect(try P.with(files) { $0.findings(Self.codes) } == [])
    }

    @Test func aFileNoEntryNamesIsReportedAtTheFile() throws {
        let files = [
            Self.contents(
                [Self.entry("star.pdf", scale: nil)], properties: #""preserves-vector-representation" : true"#),
            ("\(Self.set)/star.pdf", .fixture("star.pdf")), ("\(Self.set)/Star Old.pdf", .fixture("star.pdf")),
            ("\(Self.set)/.DS_Store", .text("")), ("\(Self.set)/STAR.PDF.orig/x", .text("")), P.avatars,
        ]
        #expect(try P.with(files) { $0.findings(Self.codes) } == ["ZK2074 \(Self.set)/Star Old.pdf"])
        // A set naming a file it lacks: the name (ZK2028) is the cause, the unnamed file its effect.
        let misnamed = [
            Self.contents([Self.entry("star@2x.png", scale: "2x")]),
            ("\(Self.set)/star-2x.png", .fixture("star@2x.png")),
            P.avatars,
        ]
        #expect(
            try P.with(misnamed) { $0.findings(Self.codes.union(["ZK2028"])) } == [
                "ZK2028 \(Self.set)/Contents.json:3:20"
            ])
    }

    @Test func onlyOneXIsAHouseRuleCheckOfRasterImages() throws {
        let template = [Self.entry(nil, scale: "2x"), Self.entry(nil, scale: "3x")]
        let raster = [
            Self.contents([Self.entry("star@1x.png", scale: "1x")] + template),
            ("\(Self.set)/star@1x.png", .fixture("star@1x.png")), P.avatars,
        ]
        #expect(try P.with(raster) { $0.findings(Self.codes) } == ["ZK2075 \(Self.set)/Contents.json:3:20"])
        #expect(MissingScalesCheck.onlyOneX.group == .zahlenkette)
        // A PDF at @1x, a set preserving vector data, a set without @2x/@3x entries: quiet.
        let vector = [
            Self.contents([Self.entry("star.pdf", scale: "1x")] + template),
            ("\(Self.set)/star.pdf", .fixture("star.pdf")), P.avatars,
        ]
        #expect(try P.with(vector) { $0.findings(Self.codes) } == [])
        let preserving = [
            Self.contents(
                [Self.entry("star@1x.png", scale: "1x")] + template,
                properties: #""preserves-vector-representation" : true"#),
            ("\(Self.set)/star@1x.png", .fixture("star@1x.png")), P.avatars,
        ]
        #expect(try P.with(preserving) { $0.findings(Self.codes) } == [])
        let alone = [
            Self.contents([Self.entry("star@1x.png", scale: "1x")]),
            ("\(Self.set)/star@1x.png", .fixture("star@1x.png")),
            P.avatars,
        ]
        #expect(try P.with(alone) { $0.findings(Self.codes) } == [])
    }
}
