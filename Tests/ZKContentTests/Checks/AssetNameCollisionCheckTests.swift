import Testing
import ZKCore

@testable import ZKContent

/// Asset names are compared by code point (issue 13): look-alikes are two names, and two sets
/// whose folders a Mac's file system would merge get their own warning (ZK2063).
@Suite struct AssetNameCollisionCheckTests {
    typealias File = DiagnosticExample.ExampleFile

    static let nfc = "deco_bl\u{FC}te"  // ü as U+00FC
    static let nfd = "deco_blu\u{308}te"  // u + U+0308

    static func set(_ folder: String) -> [File] {
        [
            File(
                "Content/Illustrations.xcassets/\(folder).imageset/Contents.json",
                #"{ "images": [ { "filename": "a.svg", "idiom": "universal" } ] }"#),
            File("Content/Illustrations.xcassets/\(folder).imageset/a.svg", AssetExamples.svg(width: 64, height: 64)),
        ]
    }

    static func findings(_ files: [File], _ codes: Set<String>) -> [String] {
        ContentChecker.check(examples: files).filter { codes.contains($0.code) }.map {
            "\($0.code) \($0.location?.description ?? "-"): \($0.message)"
        }
    }

    @Test func lookAlikeNamesAreTwoSetsOfTheInventory() {
        let inventory = AssetInventory(ContentInput.examples(Self.set(Self.nfc) + Self.set(Self.nfd)))
        #expect(inventory.sets.count == 2)
        #expect(inventory.byName.count == 2)
        #expect(inventory.byName[CodePointString(Self.nfc)]?.map(\.stem) == [Self.nfc])
        #expect(inventory.byName[CodePointString(Self.nfd)]?.map(\.stem) == [Self.nfd])
    }

    @Test func lookAlikesInOneFolderCollideOnMacOS() {
        let found = Self.findings(Self.set(Self.nfc) + Self.set(Self.nfd), ["ZK2063", "ZK2051"])
        #expect(
            found == [
                "ZK2063 Content/Illustrations.xcassets/\(Self.nfc).imageset/Contents.json:1:1: image set '\(Self.nfc)' differs from '\(Self.nfd)' only in Unicode normalisation (U+00FC and U+0308); on macOS the two folders are one"
            ])
    }

    @Test func namesThatDifferInCaseCollideToo() {
        let found = Self.findings(Self.set("deco_rose") + Self.set("Deco_Rose"), ["ZK2063"])
        #expect(
            found == [
                "ZK2063 Content/Illustrations.xcassets/deco_rose.imageset/Contents.json:1:1: image set 'deco_rose' differs from 'Deco_Rose' only in case; on macOS the two folders are one"
            ])
    }

    @Test func lookAlikesInTwoGroupsAreNeitherDuplicatesNorCollisions() {
        // The old `String` keys merged them: a false "has the name of another set" (ZK2051).
        let files = Self.set("Blumen/" + Self.nfc) + Self.set("Pflanzen/" + Self.nfd)
        #expect(Self.findings(files, ["ZK2063", "ZK2051"]).isEmpty)
    }

    @Test func theSameNameInTwoGroupsIsStillADuplicate() {
        let files = Self.set("Blumen/" + Self.nfc) + Self.set("Pflanzen/" + Self.nfc)
        #expect(Self.findings(files, ["ZK2051"]).count == 1)
    }

    @Test func bothLookAlikeFoldersSurviveTheLoader() throws {
        let files = (Self.set(Self.nfc) + Self.set(Self.nfd)).map {
            ($0.path, AssetTestProject.Content.text($0.contents))
        }
        try AssetTestProject.with(files) { project in
            let input = project.input()
            #expect(input.files.count == 4)
            #expect(AssetInventory(input).sets.count == 2)
            #expect(
                project.findings(["ZK2063"]) == [
                    "ZK2063 Content/Illustrations.xcassets/\(Self.nfc).imageset/Contents.json:1:1"
                ])
        }
    }
}
