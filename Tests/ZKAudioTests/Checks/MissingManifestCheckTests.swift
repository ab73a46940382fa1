import Testing
import ZKCore
import ZKProject

@testable import ZKAudio

@Suite struct MissingManifestCheckTests {
    @Test func aLookAlikeLocalesManifestIsNotTheOne() throws {
        let manifest = try #require(
            LookAlike.voiceManifest("Audio-manifests/\(LookAlike.composed).json", locale: LookAlike.composed, []))
        let found = MissingManifestCheck.run(AudioCheckInput(manifests: [manifest], locales: [LookAlike.decomposed]))
        #expect(
            found.map(\.message) == [
                "locale '\(LookAlike.decomposed)' has no audio manifest; expected 'Audio-manifests/\(LookAlike.decomposed).json'"
            ])
    }

    @Test func missingManifestIsOneErrorNamingTheFile() throws {
        let de = SourceFile(path: "Audio-manifests/de.json", text: #"{ "locale": "de", "entries": [] }"#)
        let manifest = try #require(ManifestReader.read(de).manifest)
        let index = ProjectIndex(
            locales: ["de", "ru"],
            audioIDs: [
                ProjectIndex.Entry("num.7", at: SourceLocation(path: "Content/numbers.json", line: 3, column: 5)),
                ProjectIndex.Entry(
                    "sfx.tap", at: SourceLocation(path: "Content/games/hoer_hin.json", line: 9, column: 5)),
            ])
        let found = ZKAudioChecks.runManifestChecks(
            AudioCheckInput(manifests: [manifest], index: index, locales: index.locales))
        let missing = found.filter { $0.code == MissingManifestCheck.missingManifest.code }
        #expect(
            missing.map(\.message) == [
                "locale 'ru' has no audio manifest; expected 'Audio-manifests/ru.json'",
                "the content references sound 'sfx.tap' but there is no 'Audio-manifests/common.json'",
            ])
        // The locale's manifest has no place to point at but its path; the sounds' manifest is
        // needed because of the first sound the content references.
        #expect(
            missing.map(\.location) == [
                SourceLocation(path: "Audio-manifests/ru.json"),
                SourceLocation(path: "Content/games/hoer_hin.json", line: 9, column: 5),
            ])
        // ru and common are not listed line by line; de lacks num.7 at the reference.
        let perID = found.filter { $0.code == MissingRecordingCheck.missingRecording.code }
        #expect(perID.count == 1)
        #expect(perID.first?.location == SourceLocation(path: "Content/numbers.json", line: 3, column: 5))
        #expect(perID.first?.notes.first?.message == "'Audio-manifests/de.json' has no entry for 'num.7'")
    }
}
