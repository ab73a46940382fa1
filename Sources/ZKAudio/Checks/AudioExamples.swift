import ZKCore

/// The minimal projects the file checks' examples are made of (the harness runs each through
/// `zk-build check`): a `zk-build.json` with the audio root, one manifest with one entry, and
/// that entry's audio file, built by `SyntheticAudio` (never read from disk).
public enum AudioExamples {
    /// A German manifest of one voice line, `num.7`, pretty-printed (the manifest checks' base).
    public static let sevenManifest = DiagnosticExample(
        "Audio-manifests/de.json",
        """
        {
          "locale": "de",
          "entries": [
            { "id": "num.7", "file": "Audio/de/num.7.m4a", "key": "number.7.word", "text": "sieben", "durationMs": 640 }
          ]
        }
        """)

    /// A project whose `zk-build.json` sets the audio root (`root`, written as JSON, a `↓` allowed),
    /// with one sound in `common.json` (its `file` marked when `markFile`) and, under
    /// `Resources/Audio/common/`, that sound's file with `contents` (nil: no file, only a README).
    public static func soundProject(
        root: String = #""Resources""#, markFile: Bool = false, contents: String?
    ) -> DiagnosticExample {
        var files: [DiagnosticExample.ExampleFile] = [
            .init("zk-build.json", #"{ "audioRoot": \#(root) }"#),
            .init(
                "Audio-manifests/common.json",
                """
                { "locale": "common", "entries": [
                  { "id": "sfx.tap", "file": \(markFile ? "↓" : "")"Audio/common/sfx.tap.m4a", "durationMs": 120 }
                ] }
                """),
        ]
        if let contents {
            files.append(.init("Resources/Audio/common/sfx.tap.m4a", contents))
        } else {
            files.append(.init("Resources/README.md", "Recordings go in Audio/<locale>/.\n"))
        }
        return DiagnosticExample(files)
    }

    /// Where a file project's manifest entry is marked: its `file` or its `durationMs`.
    public enum Mark: Sendable {
        case file
        case duration
        case none
    }

    /// A project with one recording under `Resources/Audio/<locale>/`: `sfx.tap` in `common.json`,
    /// or `num.7` in `de.json` for `locale: "de"`, named `<id>.<ext>`, declared `durationMs` long,
    /// with `bytes` as its file. `analyze` turns on the level analysis in `zk-build.json`.
    public static func fileProject(
        _ bytes: [UInt8], ext: String = "m4a", locale: String = AudioManifest.commonLocale, durationMs: Int = 120,
        mark: Mark = .none, analyze: Bool = false
    ) -> DiagnosticExample {
        let isCommon = locale == AudioManifest.commonLocale
        let id = isCommon ? "sfx.tap" : "num.7"
        let path = "Audio/\(locale)/\(id).\(ext)"
        let spoken = isCommon ? "" : #" "key": "number.7.word", "text": "sieben","#
        let file = (mark == .file ? "↓" : "") + "\"\(path)\""
        let duration = (mark == .duration ? "↓" : "") + "\(durationMs)"
        let settings = analyze ? #", "audio": { "analyze": true }"# : ""
        return DiagnosticExample([
            .init("zk-build.json", #"{ "audioRoot": "Resources"\#(settings) }"#),
            .init(
                "Audio-manifests/\(locale).json",
                """
                { "locale": "\(locale)", "entries": [
                  { "id": "\(id)", "file": \(file),\(spoken) "durationMs": \(duration) }
                ] }
                """),
            .init("Resources/\(path)", bytes: bytes),
        ])
    }

    /// `fileProject` with a mono 16-bit WAV master of `SyntheticAudio.tone`, half a second of
    /// tone (two BS.1770 blocks) at 48 kHz, analysed, the entry's `file` marked when `mark`.
    public static func masterProject(
        amplitude: Double, leadingSilenceMs: Int = 0, clippedRuns: Int = 0, dcOffset: Double = 0, mark: Bool
    ) -> DiagnosticExample {
        let samples = SyntheticAudio.tone(
            durationMs: 500, amplitude: amplitude, leadingSilenceMs: leadingSilenceMs, clippedRuns: clippedRuns,
            dcOffset: dcOffset)
        return fileProject(
            SyntheticAudio.wav(samples: samples, sampleRate: 48_000), ext: "wav", durationMs: 500 + leadingSilenceMs,
            mark: mark ? .file : .none, analyze: true)
    }

    /// Three German voice lines (half-second WAV tones at -16, -16.5 and -26 LUFS) with
    /// `maxSpreadLU` 3 set for the voice category; the quiet one's `file` marked when `mark`.
    public static func spreadProject(mark: Bool) -> DiagnosticExample {
        func master(_ amplitude: Double) -> [UInt8] {
            SyntheticAudio.wav(samples: SyntheticAudio.tone(durationMs: 500, amplitude: amplitude), sampleRate: 48_000)
        }
        let quiet = mark ? 0.0708 : 0.2
        return DiagnosticExample([
            .init(
                "zk-build.json",
                #"{ "audioRoot": "Resources", "audio": { "analyze": true, "loudness": { "voice": { "integratedLUFS": -16, "toleranceLU": 12, "maxSpreadLU": 3 } } } }"#
            ),
            .init(
                "Audio-manifests/de.json",
                """
                { "locale": "de", "entries": [
                  { "id": "num.1", "file": "Audio/de/num.1.wav", "key": "number.1.word", "text": "eins", "durationMs": 500 },
                  { "id": "num.2", "file": "Audio/de/num.2.wav", "key": "number.2.word", "text": "zwei", "durationMs": 500 },
                  { "id": "num.3", "file": \(mark ? "↓" : "")"Audio/de/num.3.wav", "key": "number.3.word", "text": "drei", "durationMs": 500 }
                ] }
                """),
            .init("Resources/Audio/de/num.1.wav", bytes: master(0.224)),
            .init("Resources/Audio/de/num.2.wav", bytes: master(0.211)),
            .init("Resources/Audio/de/num.3.wav", bytes: master(quiet)),
        ])
    }
}
