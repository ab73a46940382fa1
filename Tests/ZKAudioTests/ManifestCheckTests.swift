import Foundation
import Testing
import ZKCore
@testable import ZKAudio

/// The manifest model and the checks beyond the code examples: grammar, normalisation, the
/// content index form, missing manifests, locale-level untranslated manifests.
@Suite struct ManifestCheckTests {
    @Test(arguments: [
        ("num.0", nil), ("num.20", nil), ("num.7.q", nil), ("sfx.tap", nil), ("music.teich", nil),
        ("prompt.hoer_hin.find_number", nil),
        ("num.21", "beyond num.20"), ("num.0.q", "zero"), ("num.07", "leading zero"), ("num.x", "not a number"),
        ("num.7.Q", "neither"), ("sfx", "needs a key"), ("prompt.intro", "2 segments"), ("prompt.Hoer.x", "'Hoer'"),
        ("prompt..x", "empty segment"), (".num", "starts or ends"), ("", "empty"),
    ] as [(String, String?)])
    func audioIDGrammar(_ id: String, _ problem: String?) {
        let found = AudioID.problem(in: id)
        if let problem {
            #expect(found?.contains(problem) == true, "\(id): \(found ?? "nil")")
        } else {
            #expect(found == nil, "\(id): \(found ?? "")")
        }
    }

    @Test func spokenTextIgnoresWhitespaceAndTypographicQuotes() {
        #expect(SpokenText.sameWords("Sag „hallo“ zum\u{00A0}Frosch!", "Sag \"hallo\"   zum Frosch! "))
        #expect(SpokenText.sameWords("Скажи «привет»", "Скажи \"привет\""))
        #expect(SpokenText.sameWords("Let’s go", "Let's go"))
        #expect(!SpokenText.sameWords("Finde die Zahl.", "Finde die Zahl!"))
    }

    @Test func missingManifestIsOneErrorNamingTheFile() throws {
        let de = SourceFile(path: "Audio-manifests/de.json", text: #"{ "locale": "de", "entries": [] }"#)
        let manifest = try #require(ManifestReader.read(de).manifest)
        let index = ProjectIndex(locales: ["de", "ru"], audioIDs: [
            ProjectIndex.Entry("num.7", at: SourceLocation(path: "Content/numbers.json", line: 3, column: 5)),
            ProjectIndex.Entry("sfx.tap", at: SourceLocation(path: "Content/games/hoer_hin.json", line: 9, column: 5)),
        ])
        let found = AudioManifestChecks.run(AudioCheckInput(manifests: [manifest], index: index, locales: index.locales))
        let missing = found.filter { $0.code == MissingManifestCheck.missingManifest.code }
        #expect(missing.map(\.message) == [
            "the content references sounds but there is no 'Audio-manifests/common.json'",
            "locale 'ru' has no audio manifest; expected 'Audio-manifests/ru.json'",
        ])
        #expect(missing.map { $0.location?.path } == ["Audio-manifests/common.json", "Audio-manifests/ru.json"])
        // ru and common are not listed line by line; de lacks num.7 at the reference.
        let perID = found.filter { $0.code == MissingRecordingCheck.missingRecording.code }
        #expect(perID.count == 1)
        #expect(perID.first?.location == SourceLocation(path: "Content/numbers.json", line: 3, column: 5))
        #expect(perID.first?.notes.first?.message == "'Audio-manifests/de.json' has no entry for 'num.7'")
    }

    @Test func aManifestInALocaleTheCatalogLacksIsReportedOnce() throws {
        let text = """
            { "locale": "fr", "entries": [
              { "id": "num.7", "file": "Audio/fr/num.7.m4a", "key": "number.7.word", "text": "sept", "durationMs": 500 },
              { "id": "num.8", "file": "Audio/fr/num.8.m4a", "key": "number.8.word", "text": "huit", "durationMs": 500 }
            ] }
            """
        let manifest = try #require(ManifestReader.read(SourceFile(path: "Audio-manifests/fr.json", text: text)).manifest)
        let catalog = CatalogTexts(catalogPath: "Strings/Content.xcstrings", sourceLanguage: "de", entries: [
            "number.7.word": .init(key: "number.7.word", comment: nil, location: SourceLocation(path: "Strings/Content.xcstrings", line: 2, column: 3), texts: [
                "de": .init(value: "sieben", state: "translated", location: SourceLocation(path: "Strings/Content.xcstrings", line: 4, column: 9)),
            ]),
        ])
        let found = AudioManifestChecks.run(AudioCheckInput(manifests: [manifest], catalog: catalog, locales: ["fr"]))
            .filter { $0.code == UntranslatedLocaleCheck.untranslatedLocale.code }
        #expect(found.count == 1)
        #expect(found.first?.location?.path == "Audio-manifests/fr.json")
        #expect(found.first?.location?.start?.line == 1 && found.first?.location?.start?.column == 13)
        #expect(found.first?.message == "manifest for locale 'fr' records voice lines, but 'Strings/Content.xcstrings' has no text in 'fr'")
    }

    @Test func shapeProblemsAreLocated() throws {
        let text = """
            { "locale": "en", "entries": [
              { "id": "num.7", "file": "Audio/en/num.7.m4a", "durationMs": 0 },
              "num.8"
            ], "formt": {} }
            """
        let (manifest, found) = ManifestReader.read(SourceFile(path: "Audio-manifests/de.json", text: text))
        #expect(manifest?.entries.isEmpty == true)
        let described = found.map { "\($0.location?.start?.line ?? 0):\($0.location?.start?.column ?? 0) \($0.message)" }
        #expect(described == [
            "4:4 unknown key 'formt' in manifest; did you mean 'format'?",
            "1:13 manifest declares locale 'en' but its file name says 'de'",
            "2:64 'durationMs' must be an integer from 1 to 600000, found 0",
            "2:3 voice line 'num.7' lacks 'key', the string key whose text it speaks",
            "2:3 voice line 'num.7' lacks 'text', the text that was recorded",
            "3:3 expected an entry object, found string",
        ])
        #expect(found.allSatisfy { $0.code == ManifestReader.manifestShape.code })
    }

    @Test func audioRootThatIsNotADirectory() {
        let store = DiskAudioFiles(root: "/nonexistent/zk-audio-root", displayName: "Resources")
        let problem = store.rootProblem(configuredIn: "--audio-root")
        #expect(problem?.code == AudioRootCheck.audioRootMissing.code)
        #expect(problem?.message == "audio root 'Resources' (--audio-root) is not a directory")
        #expect(DiskAudioFiles(root: NSTemporaryDirectory()).rootProblem() == nil)
    }
}
