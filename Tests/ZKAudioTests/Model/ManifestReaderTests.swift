import Testing
import ZKCore
@testable import ZKAudio

/// The manifest's shape (ZK4001) beyond its code example.
@Suite struct ManifestReaderTests {
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

    @Test func aLookAlikeLocaleIsNotTheFileName() {
        let path = "Audio-manifests/\(LookAlike.composed).json"
        let found = ManifestReader.read(SourceFile(path: path, text: #"{ "locale": "\#(LookAlike.decomposed)", "entries": [] }"#)).diagnostics
        #expect(found.map(\.message).contains("manifest declares locale '\(LookAlike.decomposed)' but its file name says '\(LookAlike.composed)'"))
        let same = ManifestReader.read(SourceFile(path: path, text: #"{ "locale": "\#(LookAlike.composed)", "entries": [] }"#)).diagnostics
        #expect(!same.map(\.message).contains { $0.contains("file name says") })
    }
}
