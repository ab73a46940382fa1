import Testing
import ZKCore
import ZKProject

@testable import ZKAudio

/// The check input's groupings: references by audio ID and manifests by locale, both by code points.
@Suite struct AudioCheckInputTests {
    @Test func lookAlikeReferencesAreTwoIDs() {
        let a = "prompt.game.\(LookAlike.composed)"
        let b = "prompt.game.\(LookAlike.decomposed)"
        let input = AudioCheckInput(
            manifests: [], index: LookAlike.index(locales: ["de"], references: [a, b, a]), locales: ["de"])
        let references = input.references
        #expect(references.count == 2)
        #expect(references.map { $0.entries.count }.sorted() == [1, 2])
        // Code-point order: "n" (U+006E) before "ñ" (U+00F1).
        #expect(references.first?.id.hasSameCodePoints(as: b) == true)
    }

    @Test func referencesInLookAlikeFilesKeepOneOrder() {
        // The first reference is where MissingRecordingCheck reports: it must not follow the input order.
        let paths = ["Content/\(LookAlike.composed).json", "Content/\(LookAlike.decomposed).json"]
        func first(_ order: [String]) -> String? {
            let index = ProjectIndex(
                locales: ["de"],
                audioIDs: order.map { ProjectIndex.Entry("num.7", at: SourceLocation(path: $0, line: 1, column: 5)) })
            return AudioCheckInput(manifests: [], index: index, locales: ["de"]).references.first?.entries.first?
                .location.path
        }
        #expect(first(paths)?.hasSameCodePoints(as: paths[1]) == true)
        #expect(first(paths.reversed())?.hasSameCodePoints(as: paths[1]) == true)
    }

    @Test func aLocaleFindsOnlyItsOwnManifest() throws {
        let manifest = try #require(
            LookAlike.manifest(
                "Audio-manifests/\(LookAlike.composed).json", #"{ "locale": "\#(LookAlike.composed)", "entries": [] }"#)
        )
        let input = AudioCheckInput(manifests: [manifest], locales: [LookAlike.decomposed])
        #expect(input.manifest(for: LookAlike.composed) != nil)
        #expect(input.manifest(for: LookAlike.decomposed) == nil)
    }
}

@Suite struct AudioManifestFilesTests {
    @Test func lookAlikeManifestNamesKeepOneOrder() {
        // `String`'s `<` holds neither way between look-alikes, so their order followed the input.
        let names = ["\(LookAlike.composed).json", "\(LookAlike.decomposed).json"]
        let forward = AudioManifestFiles.manifestPaths(names)
        let backward = AudioManifestFiles.manifestPaths(names.reversed())
        #expect(forward.count == 2)
        #expect(zip(forward, backward).allSatisfy { $0.hasSameCodePoints(as: $1) })
        #expect(forward.first?.hasSameCodePoints(as: "\(LookAlike.decomposed).json") == true)
    }
}
