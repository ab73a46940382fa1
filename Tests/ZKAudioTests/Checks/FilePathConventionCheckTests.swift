import Testing
import ZKCore
@testable import ZKAudio

@Suite struct FilePathConventionCheckTests {
    @Test func aFileNamedForALookAlikeIDIsNotTheConventionalPath() throws {
        let id = "sfx.\(LookAlike.composed)", file = "Audio/common/sfx.\(LookAlike.decomposed).m4a"
        let manifest = try #require(LookAlike.manifest("Audio-manifests/common.json", #"""
            { "locale": "common", "entries": [ { "id": "\#(id)", "file": "\#(file)", "durationMs": 120 } ] }
            """#))
        let found = FilePathConventionCheck().run(AudioCheckInput(manifests: [manifest], locales: []))
        #expect(found.map(\.code) == [FilePathConventionCheck.unconventionalPath.code])
        #expect(found.first?.fixIt?.replacement.hasSameCodePoints(as: "\"Audio/common/\(id).m4a\"") == true)
    }
}
