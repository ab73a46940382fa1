import Testing
import ZKCore

@testable import ZKAudio

@Suite struct MissingRecordingCheckTests {
    @Test func aLookAlikeLocaleDoesNotLendItsRecordings() throws {
        // Two manifests whose locales are look-alikes: only the composed one records num.7.
        let composed = try #require(
            LookAlike.voiceManifest(
                "Audio-manifests/\(LookAlike.composed).json", locale: LookAlike.composed,
                [("num.7", "number.7.word", "siete")]))
        let decomposed = try #require(
            LookAlike.voiceManifest("Audio-manifests/\(LookAlike.decomposed).json", locale: LookAlike.decomposed, []))
        let locales = [LookAlike.composed, LookAlike.decomposed]
        let input = AudioCheckInput(
            manifests: [composed, decomposed], index: LookAlike.index(locales: locales, references: ["num.7"]),
            locales: locales)
        let found = MissingRecordingCheck.run(input)
        #expect(found.map(\.code) == [MissingRecordingCheck.missingRecording.code])
        #expect(found.first?.message == "audio ID 'num.7' has no '\(LookAlike.decomposed)' recording")
        #expect(found.first?.location == SourceLocation(path: "Content/numbers.json", line: 1, column: 5))
        #expect(
            found.first?.notes.first?.location?.path.hasSameCodePoints(
                as: "Audio-manifests/\(LookAlike.decomposed).json") == true)
    }
}
