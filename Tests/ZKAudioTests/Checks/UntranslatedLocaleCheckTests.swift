import Testing
import ZKCore
import ZKProject

@testable import ZKAudio

@Suite struct UntranslatedLocaleCheckTests {
    @Test func aLookAlikeLocaleHasNoText() throws {
        // The catalog has texts in the composed locale; the manifest records the decomposed one.
        let manifest = try #require(
            LookAlike.voiceManifest(
                "Audio-manifests/\(LookAlike.decomposed).json", locale: LookAlike.decomposed,
                [("num.7", "number.7.word", "siete")]))
        let catalog = LookAlike.catalog([("number.7.word", LookAlike.composed, "siete")])
        let found = UntranslatedLocaleCheck.run(
            AudioCheckInput(manifests: [manifest], catalog: catalog, locales: [LookAlike.decomposed]))
        #expect(
            found.map(\.message) == [
                "manifest for locale '\(LookAlike.decomposed)' records voice lines, but 'Strings/Content.xcstrings' has no text in '\(LookAlike.decomposed)'"
            ])
        #expect(found.first?.location?.start?.line == 1)
    }

    @Test func aManifestInALocaleTheCatalogLacksIsReportedOnce() throws {
        let text = """
            { "locale": "fr", "entries": [
              { "id": "num.7", "file": "Audio/fr/num.7.m4a", "key": "number.7.word", "text": "sept", "durationMs": 500 },
              { "id": "num.8", "file": "Audio/fr/num.8.m4a", "key": "number.8.word", "text": "huit", "durationMs": 500 }
            ] }
            """
        let manifest = try #require(
            ManifestReader.read(SourceFile(path: "Audio-manifests/fr.json", text: text)).manifest)
        let catalog = CatalogTexts(
            catalogPath: "Strings/Content.xcstrings", sourceLanguage: "de",
            entries: [
                "number.7.word": .init(
                    key: "number.7.word", comment: nil,
                    location: SourceLocation(path: "Strings/Content.xcstrings", line: 2, column: 3),
                    texts: [
                        "de": .init(
                            value: "sieben", state: "translated",
                            location: SourceLocation(path: "Strings/Content.xcstrings", line: 4, column: 9))
                    ])
            ])
        let found = ZKAudioChecks.runManifestChecks(
            AudioCheckInput(manifests: [manifest], catalog: catalog, locales: ["fr"])
        )
        .filter { $0.code == UntranslatedLocaleCheck.untranslatedLocale.code }
        #expect(found.count == 1)
        #expect(found.first?.location?.path == "Audio-manifests/fr.json")
        #expect(found.first?.location?.start?.line == 1 && found.first?.location?.start?.column == 13)
        #expect(
            found.first?.message
                == "manifest for locale 'fr' records voice lines, but 'Strings/Content.xcstrings' has no text in 'fr'")
    }
}
