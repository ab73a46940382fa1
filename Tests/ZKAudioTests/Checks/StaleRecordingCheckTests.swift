import Testing
import ZKCore

@testable import ZKAudio

@Suite struct StaleRecordingCheckTests {
    @Test func aLookAlikeKeyIsNotTheCatalogsKey() throws {
        // The catalog's key is spelt with U+00F1, the entry's with n + U+0303: a different key,
        // whose text cannot be stale (UnknownKeyCheck reports it instead).
        let manifest = try #require(
            LookAlike.voiceManifest(
                "Audio-manifests/de.json", locale: "de",
                [("prompt.game.line", "prompt.game.\(LookAlike.decomposed)", "Alt")]))
        let catalog = LookAlike.catalog([("prompt.game.\(LookAlike.composed)", "de", "Neu")])
        #expect(
            StaleRecordingCheck.run(AudioCheckInput(manifests: [manifest], catalog: catalog, locales: ["de"])).isEmpty
        )
        let same = try #require(
            LookAlike.voiceManifest(
                "Audio-manifests/de.json", locale: "de",
                [("prompt.game.line", "prompt.game.\(LookAlike.composed)", "Alt")]))
        let found = StaleRecordingCheck.run(AudioCheckInput(manifests: [same], catalog: catalog, locales: ["de"]))
        #expect(found.map(\.message) == [#"'de' recording 'prompt.game.line' is stale: it says "Alt""#])
    }
}
