import ZKCore

/// Codes of the audio tool (`ZK4xxx`): manifests (ZK400x–ZK401x) and audio files (ZK402x).
public enum AudioCodes {
    // MARK: Manifests

    public static let manifestShape = DiagnosticCode(
        "ZK4001", .error, phase: .structure, summary: "a manifest field is missing, unknown or of the wrong type",
        explanation: """
            An audio manifest is an object with `locale` (its file name without `.json`: `de`, \
            `en`, `ru` or `common`), optional `format` (`sampleRates`, `channels`) and \
            `durationToleranceMs`, and `entries`. Each entry has `id`, `file` (relative to the audio \
            root), `durationMs` (1 to 600000), optional `take` and `version`; a voice line also has \
            `key` (the string key it speaks) and `text` (what was recorded). \
            `Audio-manifests/schemas/manifest.schema.json` describes the same shape for editors.
            """,
        broken: DiagnosticExample("Audio-manifests/de.json", """
            {
              "locale": "de",
              "entries": [
                { "id": "num.7", "file": "Audio/de/num.7.m4a", "key": "number.7.word", "text": "sieben", ↓"duration": 640 }
              ]
            }
            """),
        fixed: DiagnosticExample("Audio-manifests/de.json", """
            {
              "locale": "de",
              "entries": [
                { "id": "num.7", "file": "Audio/de/num.7.m4a", "key": "number.7.word", "text": "sieben", "durationMs": 640 }
              ]
            }
            """))

    public static let duplicateID = DiagnosticCode(
        "ZK4002", .error, summary: "a manifest lists the same audio ID twice",
        explanation: """
            Each audio ID has exactly one recording per manifest; the app would play either. The \
            second entry is reported, with a note at the first. Keep the take you want and remove \
            the other, or give a different sound its own ID.
            """,
        broken: DiagnosticExample("Audio-manifests/common.json", """
            {
              "locale": "common",
              "entries": [
                { "id": "sfx.tap", "file": "Audio/common/sfx.tap.m4a", "durationMs": 120 },
                { "id": ↓"sfx.tap", "file": "Audio/common/sfx.tap_soft.m4a", "durationMs": 90 }
              ]
            }
            """),
        fixed: DiagnosticExample("Audio-manifests/common.json", """
            {
              "locale": "common",
              "entries": [
                { "id": "sfx.tap", "file": "Audio/common/sfx.tap.m4a", "durationMs": 120 },
                { "id": "sfx.tap_soft", "file": "Audio/common/sfx.tap_soft.m4a", "durationMs": 90 }
              ]
            }
            """))

    public static let invalidID = DiagnosticCode(
        "ZK4003", .error, summary: "an audio ID does not follow the audio ID grammar",
        explanation: """
            Audio IDs are `num.<n>` (0 to 20, no leading zero), `num.<n>.q` (the question \
            intonation, 1 to 20), `sfx.<key>`, `music.<key>`, and for every other spoken line its \
            string key (`prompt.hoer_hin.find_number`: at least three dot-separated segments of \
            lowercase snake_case ASCII). The app looks recordings up by these IDs, so any other \
            spelling is never played.
            """,
        broken: DiagnosticExample("Audio-manifests/de.json", """
            {
              "locale": "de",
              "entries": [
                { "id": ↓"num.07", "file": "Audio/de/num.07.m4a", "key": "number.7.word", "text": "sieben", "durationMs": 640 }
              ]
            }
            """),
        fixed: DiagnosticExample("Audio-manifests/de.json", """
            {
              "locale": "de",
              "entries": [
                { "id": "num.7", "file": "Audio/de/num.7.m4a", "key": "number.7.word", "text": "sieben", "durationMs": 640 }
              ]
            }
            """))

    public static let missingRecording = DiagnosticCode(
        "ZK4004", .error, phase: .crossLink, summary: "content references an audio ID that a manifest lacks",
        explanation: """
            Every audio ID the content references must be recorded: a voice line in every \
            locale's manifest, a sound (`sfx.*`, `music.*`) in `common.json`. Children who cannot \
            read rely on the voice, so a missing line is a broken game. The error points at the \
            first reference in the content, with a note naming the manifest that lacks the entry. \
            `zk-audio script --locale <locale>` lists what to record.
            """,
        broken: DiagnosticExample([
            .init("Content/numbers.json", #"{ "numbers": [ { "value": 7, "audio": ↓"num.7" } ] }"#),
            .init("Content/manifest.json", #"{ "locales": ["ru"] }"#),
            .init("Audio-manifests/ru.json", #"{ "locale": "ru", "entries": [] }"#),
        ]),
        fixed: DiagnosticExample([
            .init("Content/numbers.json", #"{ "numbers": [ { "value": 7, "audio": "num.7" } ] }"#),
            .init("Content/manifest.json", #"{ "locales": ["ru"] }"#),
            .init("Audio-manifests/ru.json", """
                { "locale": "ru", "entries": [
                  { "id": "num.7", "file": "Audio/ru/num.7.m4a", "key": "number.7.word", "text": "семь", "durationMs": 600 }
                ] }
                """),
        ]))

    public static let orphanRecording = DiagnosticCode(
        "ZK4005", .warning, phase: .crossLink, summary: "a manifest entry that no content references",
        explanation: """
            The recording is shipped but nothing plays it: the line was removed from the content or \
            its ID is misspelt in one of the two places. Remove the entry (and the file) or \
            reference it. Reported only when the content index is available.
            """,
        broken: DiagnosticExample([
            .init("Content/numbers.json", #"{ "numbers": [ { "value": 7, "audio": "num.7" } ] }"#),
            .init("Content/manifest.json", #"{ "locales": ["de"] }"#),
            .init("Audio-manifests/de.json", """
                { "locale": "de", "entries": [
                  { "id": "num.7", "file": "Audio/de/num.7.m4a", "key": "number.7.word", "text": "sieben", "durationMs": 640 },
                  { "id": ↓"num.8", "file": "Audio/de/num.8.m4a", "key": "number.8.word", "text": "acht", "durationMs": 610 }
                ] }
                """),
        ]),
        fixed: DiagnosticExample([
            .init("Content/numbers.json", #"{ "numbers": [ { "value": 7, "audio": "num.7" } ] }"#),
            .init("Content/manifest.json", #"{ "locales": ["de"] }"#),
            .init("Audio-manifests/de.json", """
                { "locale": "de", "entries": [
                  { "id": "num.7", "file": "Audio/de/num.7.m4a", "key": "number.7.word", "text": "sieben", "durationMs": 640 }
                ] }
                """),
        ]))

    public static let staleRecording = DiagnosticCode(
        "ZK4006", .warning, phase: .crossLink, summary: "the recorded text differs from the catalog's current text",
        explanation: """
            The manifest's `text` is what the voice actor said; the catalog's value for the entry's \
            `key` in that locale is what the screen now says. When they differ the recording is \
            stale and must be redone; `zk-audio script` lists it with reason `stale`. Whitespace \
            runs and typographic quotes („“ ” ‚‘ ’ « ») are normalised before comparing, so \
            only a change of words counts. The note points at the catalog value.
            """,
        broken: DiagnosticExample([
            .init("Strings/Content.xcstrings", """
                { "sourceLanguage": "de", "strings": { "prompt.hoer_hin.find_number": {
                  "comment": "Hör hin: asks the child to tap the number it hears.",
                  "localizations": { "de": { "stringUnit": { "state": "translated", "value": "Finde die Zahl, die du hörst!" } } }
                } } }
                """),
            .init("Audio-manifests/de.json", """
                { "locale": "de", "entries": [
                  { "id": "prompt.hoer_hin.find_number", "file": "Audio/de/prompt.hoer_hin.find_number.m4a",
                    "key": "prompt.hoer_hin.find_number", "text": ↓"Such die Zahl, die du hörst!", "durationMs": 2100 }
                ] }
                """),
        ]),
        fixed: DiagnosticExample([
            .init("Strings/Content.xcstrings", """
                { "sourceLanguage": "de", "strings": { "prompt.hoer_hin.find_number": {
                  "comment": "Hör hin: asks the child to tap the number it hears.",
                  "localizations": { "de": { "stringUnit": { "state": "translated", "value": "Finde die Zahl, die du hörst!" } } }
                } } }
                """),
            .init("Audio-manifests/de.json", """
                { "locale": "de", "entries": [
                  { "id": "prompt.hoer_hin.find_number", "file": "Audio/de/prompt.hoer_hin.find_number.m4a",
                    "key": "prompt.hoer_hin.find_number", "text": "Finde die Zahl,  die du hörst!", "durationMs": 2100 }
                ] }
                """),
        ]))

    public static let untranslatedLocale = DiagnosticCode(
        "ZK4007", .warning, phase: .crossLink, summary: "a voice line in a locale the catalog does not translate",
        explanation: """
            The entry's key has no translated value in the manifest's locale (no value, or a state \
            other than `translated`), or the catalog has no text at all in that locale. The \
            recording cannot be checked against a text and may say something no translator \
            approved. Translate the key first (zk-strings reports it too), then record.
            """,
        broken: DiagnosticExample([
            .init("Strings/Content.xcstrings", """
                { "sourceLanguage": "de", "strings": { "number.7.word": {
                  "comment": "The number word for 7, spoken and shown.",
                  "localizations": {
                    "de": { "stringUnit": { "state": "translated", "value": "sieben" } },
                    "en": { "stringUnit": { "state": "new", "value": "" } }
                  }
                } } }
                """),
            .init("Audio-manifests/en.json", """
                { "locale": "en", "entries": [
                  { "id": ↓"num.7", "file": "Audio/en/num.7.m4a", "key": "number.7.word", "text": "seven", "durationMs": 560 }
                ] }
                """),
        ]),
        fixed: DiagnosticExample([
            .init("Strings/Content.xcstrings", """
                { "sourceLanguage": "de", "strings": { "number.7.word": {
                  "comment": "The number word for 7, spoken and shown.",
                  "localizations": {
                    "de": { "stringUnit": { "state": "translated", "value": "sieben" } },
                    "en": { "stringUnit": { "state": "translated", "value": "seven" } }
                  }
                } } }
                """),
            .init("Audio-manifests/en.json", """
                { "locale": "en", "entries": [
                  { "id": "num.7", "file": "Audio/en/num.7.m4a", "key": "number.7.word", "text": "seven", "durationMs": 560 }
                ] }
                """),
        ]))

    public static let unknownKey = DiagnosticCode(
        "ZK4008", .error, phase: .crossLink, summary: "a voice line names a string key the catalog lacks",
        explanation: """
            A voice line's `key` must exist in `Strings/Content.xcstrings`: it is how the recording \
            is compared with the current text and how the recording script finds the translator \
            comment. Fix the spelling (the message suggests the nearest key) or add the key.
            """,
        broken: DiagnosticExample([
            .init("Strings/Content.xcstrings", """
                { "sourceLanguage": "de", "strings": { "prompt.hoer_hin.find_number": {
                  "localizations": { "de": { "stringUnit": { "state": "translated", "value": "Finde die Zahl!" } } }
                } } }
                """),
            .init("Audio-manifests/de.json", """
                { "locale": "de", "entries": [
                  { "id": "prompt.hoer_hin.find_number", "file": "Audio/de/prompt.hoer_hin.find_number.m4a",
                    "key": ↓"prompt.hoer_hin.find_numbr", "text": "Finde die Zahl!", "durationMs": 1400 }
                ] }
                """),
        ]),
        fixed: DiagnosticExample([
            .init("Strings/Content.xcstrings", """
                { "sourceLanguage": "de", "strings": { "prompt.hoer_hin.find_number": {
                  "localizations": { "de": { "stringUnit": { "state": "translated", "value": "Finde die Zahl!" } } }
                } } }
                """),
            .init("Audio-manifests/de.json", """
                { "locale": "de", "entries": [
                  { "id": "prompt.hoer_hin.find_number", "file": "Audio/de/prompt.hoer_hin.find_number.m4a",
                    "key": "prompt.hoer_hin.find_number", "text": "Finde die Zahl!", "durationMs": 1400 }
                ] }
                """),
        ]))

    public static let wrongManifest = DiagnosticCode(
        "ZK4009", .error, summary: "a sound in a locale's manifest, or a voice line in common.json",
        explanation: """
            `sfx.*` and `music.*` are locale-independent and live in `common.json` (files under \
            `Audio/common/`); every other ID is spoken and lives in each locale's manifest (files \
            under `Audio/<locale>/`). The app looks them up in those places only.
            """,
        broken: DiagnosticExample("Audio-manifests/de.json", """
            { "locale": "de", "entries": [
              { "id": ↓"sfx.tap", "file": "Audio/de/sfx.tap.m4a", "durationMs": 120 }
            ] }
            """),
        fixed: DiagnosticExample([
            .init("Audio-manifests/de.json", #"{ "locale": "de", "entries": [] }"#),
            .init("Audio-manifests/common.json", """
                { "locale": "common", "entries": [
                  { "id": "sfx.tap", "file": "Audio/common/sfx.tap.m4a", "durationMs": 120 }
                ] }
                """),
        ]))

    public static let unconventionalPath = DiagnosticCode(
        "ZK4010", .warning, summary: "a recording's file path does not follow Audio/<locale>/<id>.<ext>",
        explanation: """
            The app finds a recording at `Audio/<locale>/<audioId>.m4a` (voice) or \
            `Audio/common/<audioId>.m4a` (sounds); `.wav` and `.caf` are accepted for masters. A \
            file elsewhere, or named for another ID, is either never found or plays the wrong line. \
            The fix-it gives the conventional path.
            """,
        broken: DiagnosticExample("Audio-manifests/de.json", """
            { "locale": "de", "entries": [
              { "id": "num.7", "file": ↓"Audio/ru/num.7.m4a", "key": "number.7.word", "text": "sieben", "durationMs": 640 }
            ] }
            """),
        fixed: DiagnosticExample("Audio-manifests/de.json", """
            { "locale": "de", "entries": [
              { "id": "num.7", "file": "Audio/de/num.7.m4a", "key": "number.7.word", "text": "sieben", "durationMs": 640 }
            ] }
            """))

    public static let missingManifest = DiagnosticCode(
        "ZK4011", .error, phase: .crossLink, summary: "a required locale, or the sounds, have no manifest",
        explanation: """
            Every locale the content ships (`Content/manifest.json`, or `locales` in \
            `zk-build.json`) needs `Audio-manifests/<locale>.json`, and `common.json` is needed as \
            soon as the content references a sound. Without the manifest nothing of that locale can \
            be checked; the missing lines are not listed one by one.
            """)

    // MARK: Audio files

    public static let fileMissing = DiagnosticCode(
        "ZK4020", .error, phase: .crossLink, summary: "a manifest entry's audio file does not exist",
        explanation: """
            With an audio root (`--audio-root DIR` or `audioRoot` in `zk-build.json`) every entry's \
            `file` must exist under it. The error points at the entry's `file` value.
            """)

    public static let fileEmpty = DiagnosticCode(
        "ZK4021", .error, summary: "an audio file is empty",
        explanation: """
            The file has zero bytes: an interrupted export or copy. Deliver the file again.
            """)

    public static let fileTruncated = DiagnosticCode(
        "ZK4022", .error, summary: "an audio file ends before its header says it does",
        explanation: """
            A chunk or box size reaches beyond the end of the file, or the header itself is cut \
            short: the file was truncated in transfer. The message names the chunk, the size it \
            declares and the bytes that are there. Deliver the file again.
            """)

    public static let unknownFormat = DiagnosticCode(
        "ZK4023", .error, summary: "an audio file is not WAV, CAF or MP4/M4A",
        explanation: """
            zk-audio reads RIFF/WAVE, Core Audio Format and ISO base media (MP4, M4A) headers. The \
            message names what the first bytes look like (MP3, Ogg, FLAC, text). Export the \
            recording as AAC in an .m4a container.
            """)

    public static let malformedHeader = DiagnosticCode(
        "ZK4024", .error, summary: "an audio file's header is inconsistent",
        explanation: """
            The container is recognised but its header cannot describe playable audio: a missing \
            `fmt `/`desc`/`moov` part, a zero sample rate, channel count or timescale, a box whose \
            size is smaller than its own header, no audio track. The message names the part.
            """)

    public static let sampleRateMismatch = DiagnosticCode(
        "ZK4025", .error, summary: "an audio file's sample rate is not one the project declares",
        explanation: """
            Recordings must use a declared sample rate (by default 44100 or 48000 Hz; a manifest's \
            `format.sampleRates` overrides). Other rates are resampled on the device at a cost, or \
            reveal a wrong export preset.
            """)

    public static let channelMismatch = DiagnosticCode(
        "ZK4026", .error, summary: "an audio file's channel count is not one the project declares",
        explanation: """
            Voice lines are mono, sounds mono or stereo (a manifest's `format.channels` overrides). \
            A stereo voice line doubles the download size for nothing.
            """)

    public static let durationMismatch = DiagnosticCode(
        "ZK4027", .warning, summary: "an audio file's duration differs from the manifest",
        explanation: """
            The duration the container declares differs from the entry's `durationMs` by more than \
            the manifest's `durationToleranceMs` (default 250 ms): usually the wrong take or a file \
            delivered under another ID. Check the file, then correct the manifest.
            """)

    public static let audioRootMissing = DiagnosticCode(
        "ZK4028", .error, summary: "the audio root is not a directory",
        explanation: """
            `--audio-root DIR` (or `audioRoot` in `zk-build.json`) must name the folder that holds \
            `Audio/<locale>/` and `Audio/common/`. No file is probed.
            """)

    /// Every audio code.
    public static let all: [DiagnosticCode] = [
        manifestShape, duplicateID, invalidID, missingRecording, orphanRecording, staleRecording, untranslatedLocale,
        unknownKey, wrongManifest, unconventionalPath, missingManifest,
        fileMissing, fileEmpty, fileTruncated, unknownFormat, malformedHeader, sampleRateMismatch, channelMismatch,
        durationMismatch, audioRootMissing,
    ]

    /// Codes whose trigger is an audio file or a missing path, not example text: each has a dedicated test.
    public static let testedWithoutExamples: [DiagnosticCode] = [
        missingManifest, fileMissing, fileEmpty, fileTruncated, unknownFormat, malformedHeader, sampleRateMismatch,
        channelMismatch, durationMismatch, audioRootMissing,
    ]
}
