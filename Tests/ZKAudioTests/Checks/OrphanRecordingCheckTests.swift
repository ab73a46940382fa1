import Testing
import ZKCore

@testable import ZKAudio

@Suite struct OrphanRecordingCheckTests {
    @Test func aMisspellingInOneManifestDoesNotHideAnOrphanInItsLookAlike() throws {
        // prompt.game.line is referenced twice. The composed manifest has only prompt.game.lien
        // (its misspelling: an error, no warning); the decomposed one has both, and the
        // misspelling nothing references is a warning there, whatever the other manifest's.
        // (IDs that differ only in digits, num.7 and num.17, are other lines, issue 31.)
        let composed = try #require(
            LookAlike.voiceManifest(
                "Audio-manifests/\(LookAlike.composed).json", locale: LookAlike.composed,
                [("prompt.game.lien", "prompt.game.line", "x")]))
        let decomposed = try #require(
            LookAlike.voiceManifest(
                "Audio-manifests/\(LookAlike.decomposed).json", locale: LookAlike.decomposed,
                [("prompt.game.line", "prompt.game.line", "x"), ("prompt.game.lien", "prompt.game.line", "x")]))
        let locales = [LookAlike.composed, LookAlike.decomposed]
        let input = AudioCheckInput(
            manifests: [composed, decomposed],
            index: LookAlike.index(locales: locales, references: ["prompt.game.line", "prompt.game.line"]),
            locales: locales)
        let found = OrphanRecordingCheck.run(input)
        #expect(found.map(\.code) == [OrphanRecordingCheck.orphanRecording.code])
        #expect(
            found.first?.location?.path.hasSameCodePoints(as: "Audio-manifests/\(LookAlike.decomposed).json") == true)
        #expect(found.first?.location?.start?.line == 1)
        let errors = MissingRecordingCheck.run(input)
        #expect(errors.map { $0.location?.path.hasSameCodePoints(as: composed.path) } == [true])
    }
}
