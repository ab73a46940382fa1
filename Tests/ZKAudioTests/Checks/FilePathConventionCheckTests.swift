import Testing
import ZKCore

@testable import ZKAudio

@Suite struct FilePathConventionCheckTests {
    @Test func aFileNamedForALookAlikeIDIsNotTheConventionalPath() throws {
        // A Cyrillic 'а' in the file name: equal to the eye, not by code points.
        let id = "sfx.tap"
        let file = "Audio/common/sfx.t\u{0430}p.m4a"
        let manifest = try #require(
            LookAlike.manifest(
                "Audio-manifests/common.json",
                #"""
                { "locale": "common", "entries": [ { "id": "\#(id)", "file": "\#(file)", "durationMs": 120 } ] }
                """#))
        let found = FilePathConventionCheck.run(AudioCheckInput(manifests: [manifest], locales: []))
        #expect(found.map(\.code) == [FilePathConventionCheck.unconventionalPath.code])
        #expect(found.first?.fixIt?.replacement.hasSameCodePoints(as: "\"Audio/common/\(id).m4a\"") == true)
    }

    /// Issue 31: an ID off the grammar is its own error; no path is proposed from it.
    @Test func anIDOffTheGrammarGetsNoPathFromIt() throws {
        let id = "sfx.\(LookAlike.composed)"
        let file = "Audio/common/sfx.\(LookAlike.decomposed).m4a"
        let manifest = try #require(
            LookAlike.manifest(
                "Audio-manifests/common.json",
                #"""
                { "locale": "common", "entries": [ { "id": "\#(id)", "file": "\#(file)", "durationMs": 120 } ] }
                """#))
        #expect(FilePathConventionCheck.run(AudioCheckInput(manifests: [manifest], locales: [])).isEmpty)
        let capital = try #require(
            LookAlike.manifest(
                "Audio-manifests/de.json",
                #"""
                { "locale": "de", "entries": [ { "id": "Num.12", "file": "Audio/de/num.12.m4a", "durationMs": 120 } ] }
                """#))
        #expect(FilePathConventionCheck.run(AudioCheckInput(manifests: [capital], locales: [])).isEmpty)
    }
}
