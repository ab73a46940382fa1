import Testing
import ZKCore

@testable import ZKAudio

@Suite struct DuplicateIDCheckTests {
    static func manifest(_ first: String, _ second: String) -> AudioManifest? {
        LookAlike.manifest(
            "Audio-manifests/common.json",
            """
            { "locale": "common", "entries": [
              { "id": "\(first)", "file": "Audio/common/a.m4a", "durationMs": 120 },
              { "id": "\(second)", "file": "Audio/common/b.m4a", "durationMs": 120 }
            ] }
            """)
    }

    @Test func lookAlikeIDsAreNotDuplicates() throws {
        let manifest = try #require(Self.manifest("sfx.\(LookAlike.composed)", "sfx.\(LookAlike.decomposed)"))
        #expect(DuplicateIDCheck.run(AudioCheckInput(manifests: [manifest], locales: [])).isEmpty)
    }

    @Test func theSameCodePointsAreADuplicateAtTheSecondEntry() throws {
        let manifest = try #require(Self.manifest("sfx.\(LookAlike.composed)", "sfx.\(LookAlike.composed)"))
        let found = DuplicateIDCheck.run(AudioCheckInput(manifests: [manifest], locales: []))
        #expect(found.map(\.code) == [DuplicateIDCheck.duplicateID.code])
        #expect(found.first?.location?.start?.line == 3)
        #expect(found.first?.notes.first?.location?.start?.line == 2)
    }
}
