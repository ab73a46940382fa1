import Testing
import ZKCore
@testable import ZKAudio

@Suite struct OrphanRecordingCheckTests {
    @Test func aMisspellingInOneManifestDoesNotHideAnOrphanInItsLookAlike() throws {
        // num.7 is referenced twice. The composed manifest has only num.17 (its misspelling of
        // num.7: an error, no warning); the decomposed one has num.7 and num.17, which nothing
        // references: a warning there, whatever the other manifest's misspelling.
        let composed = try #require(LookAlike.voiceManifest(
            "Audio-manifests/\(LookAlike.composed).json", locale: LookAlike.composed, [("num.17", "number.17.word", "x")]))
        let decomposed = try #require(LookAlike.voiceManifest(
            "Audio-manifests/\(LookAlike.decomposed).json", locale: LookAlike.decomposed,
            [("num.7", "number.7.word", "x"), ("num.17", "number.17.word", "x")]))
        let locales = [LookAlike.composed, LookAlike.decomposed]
        let input = AudioCheckInput(
            manifests: [composed, decomposed], index: LookAlike.index(locales: locales, references: ["num.7", "num.7"]), locales: locales)
        let found = OrphanRecordingCheck().run(input)
        #expect(found.map(\.code) == [OrphanRecordingCheck.orphanRecording.code])
        #expect(found.first?.location?.path.hasSameCodePoints(as: "Audio-manifests/\(LookAlike.decomposed).json") == true)
        #expect(found.first?.location?.start?.line == 1)
        let errors = MissingRecordingCheck().run(input)
        #expect(errors.map { $0.location?.path.hasSameCodePoints(as: composed.path) } == [true])
    }
}
