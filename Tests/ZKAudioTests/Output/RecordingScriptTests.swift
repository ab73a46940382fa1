import Testing
import ZKCore
import ZKProject

@testable import ZKAudio

/// Recording scripts: escaped, sorted, stable TSV with missing and stale lines.
@Suite struct RecordingScriptTests {
    static let catalogText = """
        { "sourceLanguage": "de", "strings": {
          "prompt.game.b_line": { "comment": "Second line.\\tTab and\\nnewline.",
            "localizations": { "ru": { "stringUnit": { "state": "translated", "value": "Новый\\tтекст\\\\" } } } },
          "prompt.game.a_line": { "comment": "First line.",
            "localizations": { "ru": { "stringUnit": { "state": "translated", "value": "Скажи «да»" } } } },
          "number.3.word": { "comment": "Three.",
            "localizations": { "ru": { "stringUnit": { "state": "translated", "value": "три" } } } }
        } }
        """

    static let manifestText = """
        { "locale": "ru", "entries": [
          { "id": "prompt.game.b_line", "file": "Audio/ru/prompt.game.b_line.m4a", "key": "prompt.game.b_line", "text": "Старый текст", "durationMs": 900 },
          { "id": "prompt.game.a_line", "file": "Audio/ru/prompt.game.a_line.m4a", "key": "prompt.game.a_line", "text": "Скажи \\"да\\"", "durationMs": 900 }
        ] }
        """

    func input(referencing ids: [String]) throws -> AudioCheckInput {
        let manifest = try #require(
            ManifestReader.read(SourceFile(path: "Audio-manifests/ru.json", text: Self.manifestText)).manifest)
        let catalog = CatalogTextsReader.read(SourceFile(path: "Strings/Content.xcstrings", text: Self.catalogText))
            .catalog
        let index = ProjectIndex(
            locales: ["ru"],
            audioIDs: ids.enumerated().map {
                ProjectIndex.Entry(
                    $0.element, at: SourceLocation(path: "Content/x.json", line: $0.offset + 1, column: 1))
            })
        return AudioCheckInput(manifests: [manifest], index: index, catalog: catalog, locales: ["ru"])
    }

    @Test func missingAndStaleLinesSortedAndEscaped() throws {
        let ids = ["prompt.game.b_line", "num.3.q", "prompt.game.a_line", "sfx.tap", "num.3"]
        let rows = RecordingScript.rows(for: "ru", input: try input(referencing: ids))
        #expect(
            RecordingScript.tsv(rows) == """
                id\ttext\tcomment\treason\tfile
                num.3\tтри\tThree.\tmissing\tnum.3.m4a
                num.3.q\tтри\tThree.\tmissing\tnum.3.q.m4a
                prompt.game.b_line\tНовый\\tтекст\\\\\tSecond line.\\tTab and\\nnewline.\tstale\tprompt.game.b_line.m4a

                """)
    }

    @Test func linesWhoseFilesFailAreListedWithTheirReasons() throws {
        let input = try input(referencing: ["prompt.game.a_line", "prompt.game.b_line"])
        let manifest = try #require(input.manifests.first)
        let a = try #require(manifest.entries.first { $0.id == "prompt.game.a_line" })
        let b = try #require(manifest.entries.first { $0.id == "prompt.game.b_line" })
        let found = [
            Diagnostic(ClippingCheck.clipped, "clipped", at: manifest.location(a.filePosition)),
            Diagnostic(
                LoudnessCheck.loudnessOffTarget,
                "audio file 'x' measures -30.0 LUFS, 14.0 LU quieter than the voice target",
                at: manifest.location(a.filePosition)),
            Diagnostic(DurationCheck.durationMismatch, "duration", at: manifest.location(b.durationPosition)),
            Diagnostic(ContainerNameCheck.containerMismatch, "named wrong", at: manifest.location(b.filePosition)),
        ]
        let rows = RecordingScript.rows(for: "ru", input: input, fileDiagnostics: found)
        #expect(
            RecordingScript.tsv(rows) == """
                id\ttext\tcomment\treason\tfile
                prompt.game.a_line\tСкажи «да»\tFirst line.\ttoo quiet, clipped\tprompt.game.a_line.m4a
                prompt.game.b_line\tНовый\\tтекст\\\\\tSecond line.\\tTab and\\nnewline.\tstale, wrong duration\tprompt.game.b_line.m4a

                """)
    }

    @Test func sameBytesInAnyInputOrder() throws {
        let ids = ["prompt.game.b_line", "num.3.q", "prompt.game.a_line", "num.3"]
        let first = RecordingScript.tsv(RecordingScript.rows(for: "ru", input: try input(referencing: ids)))
        let second = RecordingScript.tsv(RecordingScript.rows(for: "ru", input: try input(referencing: ids.reversed())))
        #expect(first == second)
        for line in first.split(separator: "\n") {
            #expect(line.split(separator: "\t", omittingEmptySubsequences: false).count == 5)
        }
    }

    @Test func soundsGoToTheCommonScript() throws {
        let rows = RecordingScript.rows(for: "common", input: try input(referencing: ["sfx.tap", "num.3"]))
        #expect(
            rows == [RecordingScript.Row(id: "sfx.tap", text: "", comment: "", reason: .missing, file: "sfx.tap.m4a")])
    }

    @Test func aLookAlikeKeyOrLocaleTakesNoTextFromTheCatalog() throws {
        // Stale rows: the entry's key (n + U+0303) is not the catalog's (U+00F1), so no stale row.
        let stale = try #require(
            LookAlike.voiceManifest(
                "Audio-manifests/de.json", locale: "de",
                [("prompt.game.line", "prompt.game.\(LookAlike.decomposed)", "Alt")]))
        let catalog = LookAlike.catalog([
            ("prompt.game.\(LookAlike.composed)", "de", "Neu"), ("number.3.word", LookAlike.composed, "tres"),
        ])
        #expect(
            RecordingScript.rows(
                for: "de", input: AudioCheckInput(manifests: [stale], catalog: catalog, locales: ["de"])
            ).isEmpty)
        // Missing rows: the catalog's text is in the composed locale, the script is for the decomposed one.
        let index = LookAlike.index(locales: [LookAlike.decomposed], references: ["num.3"])
        let rows = RecordingScript.rows(
            for: LookAlike.decomposed,
            input: AudioCheckInput(manifests: [], index: index, catalog: catalog, locales: [LookAlike.decomposed]))
        #expect(
            rows == [
                RecordingScript.Row(
                    id: "num.3", text: "", comment: "Comment of number.3.word.", reason: .missing, file: "num.3.m4a")
            ])
        #expect(
            RecordingScript.rows(
                for: LookAlike.composed,
                input: AudioCheckInput(manifests: [], index: index, catalog: catalog, locales: [LookAlike.composed])
            ).map(\.text) == ["tres"])
    }

    @Test func outputPath() {
        #expect(RecordingScript.outputPath(buildPath: "build", locale: "ru") == "build/audio/recording-script-ru.tsv")
    }
}
