import Testing
import ZKCore

@testable import ZKAudio

@Suite struct UnknownKeyCheckTests {
    @Test func aLookAlikeKeyIsUnknownAndTheRealOneSuggested() throws {
        let written = "prompt.game.\(LookAlike.decomposed)"
        let catalogKey = "prompt.game.\(LookAlike.composed)"
        let manifest = try #require(
            LookAlike.voiceManifest("Audio-manifests/de.json", locale: "de", [("prompt.game.line", written, "Neu")]))
        let catalog = LookAlike.catalog([(catalogKey, "de", "Neu")])
        let found = UnknownKeyCheck.run(AudioCheckInput(manifests: [manifest], catalog: catalog, locales: ["de"]))
        #expect(found.map(\.code) == [UnknownKeyCheck.unknownKey.code])
        #expect(
            found.first?.message
                == "voice line 'prompt.game.line' speaks key '\(written)', which 'Strings/Content.xcstrings' lacks; did you mean '\(catalogKey)'?"
        )
        #expect(found.first?.fixIt?.replacement.hasSameCodePoints(as: "\"\(catalogKey)\"") == true)
    }
}
