import Testing
import ZKCore
import ZKProject

@testable import ZKAudio

/// Look-alike strings for the code-point equality tests (issue 13): "ñ" as one code point
/// (U+00F1) and as "n" + U+0303. Swift's `==` says they are equal (canonical equivalence); JSON
/// says they are two strings.
enum LookAlike {
    static let composed = "\u{00F1}"
    static let decomposed = "n\u{0303}"

    /// A manifest read from `text` at `path` (nil when it does not read).
    static func manifest(_ path: String, _ text: String) -> AudioManifest? {
        ManifestReader.read(SourceFile(path: path, text: text)).manifest
    }

    /// A manifest with one voice line per `(id, key)`.
    static func voiceManifest(
        _ path: String, locale: String, _ lines: [(id: String, key: String, text: String)]
    ) -> AudioManifest? {
        let entries = lines.map { line in
            #"{ "id": "\#(line.id)", "file": "Audio/\#(locale)/\#(line.id).m4a", "key": "\#(line.key)", "text": "\#(line.text)", "durationMs": 500 }"#
        }
        return manifest(path, #"{ "locale": "\#(locale)", "entries": [\#(entries.joined(separator: ", "))] }"#)
    }

    /// A catalog with one translated text per `(key, locale, value)`.
    static func catalog(_ texts: [(key: String, locale: String, value: String)]) -> CatalogTexts {
        var entries = CatalogTexts.Keyed<CatalogTexts.Entry>()
        for (index, text) in texts.enumerated() {
            let location = SourceLocation(path: "Strings/Content.xcstrings", line: index + 2, column: 5)
            var entry =
                entries[text.key]
                ?? CatalogTexts.Entry(
                    key: text.key, comment: "Comment of \(text.key).", location: location, texts: CatalogTexts.Keyed())
            entry.texts[text.locale] = CatalogTexts.Text(value: text.value, state: "translated", location: location)
            entries[text.key] = entry
        }
        return CatalogTexts(catalogPath: "Strings/Content.xcstrings", sourceLanguage: "de", entries: entries)
    }

    static func index(locales: [String], references ids: [String]) -> ProjectIndex {
        ProjectIndex(
            locales: locales,
            audioIDs: ids.enumerated().map {
                ProjectIndex.Entry(
                    $0.element, at: SourceLocation(path: "Content/numbers.json", line: $0.offset + 1, column: 5))
            })
    }
}

@Suite struct LookAlikeTests {
    @Test func swiftEquatesTheLookAlikesAndCodePointsDoNot() {
        // What every look-alike test relies on: the old `String`-keyed code merged these two.
        #expect(LookAlike.composed == LookAlike.decomposed)
        #expect(!LookAlike.composed.hasSameCodePoints(as: LookAlike.decomposed))
        #expect(Set([LookAlike.composed, LookAlike.decomposed]).count == 1)
        #expect(Set([CodePointString(LookAlike.composed), CodePointString(LookAlike.decomposed)]).count == 2)
    }
}
