import Foundation
import Testing
import ZKCore

@testable import ZKAudio
@testable import ZKAudioCLI

/// The `zk-audio` command line as a library: probe and analyze print their results on standard
/// output (text and JSON, golden), diagnostics separately; the audio settings of zk-build.json
/// are read with located errors.
@Suite struct AudioToolTests {
    final class Output: @unchecked Sendable {
        private let lock = NSLock()
        private var buffer = ""
        func append(_ text: String) { lock.withLock { buffer += text } }
        var text: String { lock.withLock { buffer } }
    }

    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let out = Output()
        let err = Output()
        let code = ToolMain.run(
            spec: AudioTool.spec, version: AudioTool.version, registry: AudioTool.registry,
            arguments: ["-C", AudioFixture.folder] + arguments, environment: ["CI": "true"],
            standardOutput: { out.append($0) }, standardError: { err.append($0) }, handler: AudioTool.run)
        return (code, out.text, err.text)
    }

    @Test func probePrintsOneLinePerFile() {
        let result = run(["probe", "aac-lc-mono-44100.m4a", "pcm-s16-mono-22050-rf64.wav", "alac-mono-44100.caf"])
        #expect(result.code == 0)
        #expect(
            result.out == """
                aac-lc-mono-44100.m4a: mp4 aac LC, 44100 Hz, 1 channel, 13230 frames, 300.000 ms (edit list), priming 1024
                pcm-s16-mono-22050-rf64.wav: wav pcm_s16le, 22050 Hz, 1 channel, 16-bit, 6615 frames, 300.000 ms (data size)
                alac-mono-44100.caf: caf alac, 44100 Hz, 1 channel, 24-bit, 13230 frames, 300.000 ms (pakt), priming 0, padding 3154

                """)
    }

    @Test func probeFormatJSONGivesTheFactsAsOneDocument() throws {
        let result = run(["probe", "--format", "json", "aac-lc-stereo-48000-faststart.m4a"])
        #expect(result.code == 0)
        #expect(
            result.out == """
                {
                  "files": [
                    {
                      "path": "aac-lc-stereo-48000-faststart.m4a",
                      "format": "mp4",
                      "codec": "aac",
                      "profile": "LC",
                      "sampleRate": 48000,
                      "channels": 2,
                      "bitDepth": null,
                      "frames": 12000,
                      "durationMs": 250,
                      "priming": 1024,
                      "padding": 0,
                      "durationSource": "edit list",
                      "remarks": []
                    }
                  ]
                }

                """)
        // The diagnostics document goes to standard error, so standard output stays one document.
        #expect(result.err.contains("\"diagnostics\": []"))
    }

    @Test func probeReportsAWAVNamedM4AAndATruncatedFile() throws {
        let folder = try TemporaryFolder()
        let wav = try #require(AudioFixture.named("pcm-s16-mono-22050.wav")).bytes
        try folder.write("take.m4a", wav)
        try folder.write("cut.wav", Array(wav.prefix(wav.count / 2)))
        let out = Output()
        let err = Output()
        let code = ToolMain.run(
            spec: AudioTool.spec, version: AudioTool.version, registry: AudioTool.registry,
            arguments: ["-C", folder.path, "probe", "take.m4a", "cut.wav"], environment: ["CI": "true"],
            standardOutput: { out.append($0) }, standardError: { err.append($0) }, handler: AudioTool.run)
        #expect(code == 1)
        #expect(
            err.text.contains(
                "take.m4a: error: audio file 'take.m4a' is a WAV file (pcm_s16le), but its name says MP4/M4A ('.m4a') [ZK4029]"
            ), "\(err.text)")
        #expect(
            err.text.contains(
                "cut.wav: error: audio file 'cut.wav' is truncated: the RIFF header declares 13308 bytes, the file has 6654 [ZK4022]"
            ), "\(err.text)")
    }

    @Test func analyzePrintsTheLevels() throws {
        let result = run(["analyze", "--format", "json", "master-voice-s16-mono-22050.wav"])
        #expect(result.code == 0)
        let root = try #require(
            JSONReader.read(SourceFile(path: "out.json", text: result.out)).value?["files"]?.array?.first)
        #expect(abs((root["integratedLUFS"]?.double ?? 0) + 14.8) <= 0.1)
        #expect(root["leadingSilenceMs"]?.int == 120)
        #expect(root["gatedBlocks"]?.int ?? 0 > 0)
        // AAC-LC is decoded and measured (300 ms: shorter than one 400 ms block).
        let text = run(["analyze", "aac-lc-mono-44100.m4a"])
        #expect(
            text.out
                == "aac-lc-mono-44100.m4a: no gated block (shorter than 400 ms or silent), true peak -8.2 dBTP, sample peak -8.2 dBFS, silence 0 ms before, 0 ms after, not clipped\n"
        )
        // What is not decoded is said without -v: a line, and one warning naming the files.
        let skipped = run(["analyze", "alac-mono-44100.caf", "alac-mono-44100.m4a"])
        #expect(skipped.code == 0)
        #expect(
            skipped.out
                == "alac-mono-44100.caf: not analysed (alac: zk-audio decodes PCM and AAC-LC only)\nalac-mono-44100.m4a: not analysed (alac: zk-audio decodes PCM and AAC-LC only)\n"
        )
        #expect(
            skipped.err.contains(
                "alac-mono-44100.caf: warning: not analysed: 2 files (alac: zk-audio decodes PCM and AAC-LC only): 'alac-mono-44100.caf', 'alac-mono-44100.m4a' [ZK4036]"
            ), "\(skipped.err)")
    }

    @Test func audioSettingsAreReadWithLocatedErrors() throws {
        let text = """
            { "audio": { "durationTolerance": { "percent": 10, "minimumMs": 30 }, "analyze": true,
              "loudness": { "voice": { "integratedLUFS": -18, "toleranceLU": 1.5 }, "musik": {} },
              "tolerance": 5 } }
            """
        let value = try #require(JSONReader.read(SourceFile(path: "zk-build.json", text: text)).value)
        let (settings, diagnostics) = AudioSettings.read(configuration: value, path: "zk-build.json")
        #expect(settings.durationTolerance == DurationTolerance(percent: 10, minimumMs: 30))
        #expect(settings.analyze)
        #expect(settings.target(for: .voice).integratedLUFS == -18)
        #expect(settings.target(for: .voice).toleranceLU == 1.5)
        #expect(settings.target(for: .voice).maxTruePeakDBTP == -1)
        #expect(
            diagnostics.map(\.message) == [
                "property 'musik' is not allowed in the object at /audio/loudness; did you mean 'music'?",
                "property 'tolerance' is not allowed in the object at /audio",
            ])
        #expect(diagnostics.first?.notes.map(\.message) == ["known keys: voice, sounds, music"])
        #expect(diagnostics.first?.fixIt?.replacement == "\"music\"")
        #expect(
            diagnostics.map { "\($0.location?.start?.line ?? 0):\($0.location?.start?.column ?? 0)" } == [
                "2:73", "3:3",
            ])
        #expect(diagnostics.allSatisfy { $0.code == ConfigurationValueCheck.invalidConfiguration.code })
    }

    @Test func audioSettingsOfTheWrongShapeAreLocatedAndKeepTheirDefaults() throws {
        #expect(AudioSettings.schema.problems.isEmpty, "\(AudioSettings.schema.problems)")
        let text = """
            { "audio": { "durationTolerance": { "percent": "ten", "minimumMs": 30 },
              "silenceFloorDBFS": 3, "analyze": "yes",
              "loudness": { "music": [], "voice": { "toleranceLU": -1, "maxSpreadLU": 3 } } } }
            """
        let value = try #require(JSONReader.read(SourceFile(path: "zk-build.json", text: text)).value)
        let (settings, diagnostics) = AudioSettings.read(configuration: value, path: "zk-build.json")
        #expect(
            diagnostics.map(\.message) == [
                #"expected number at /audio/durationTolerance/percent, found string "ten""#,
                "3 at /audio/silenceFloorDBFS is greater than the maximum 0",
                #"expected boolean at /audio/analyze, found string "yes""#,
                "expected object at /audio/loudness/music, found an array",
                "-1 at /audio/loudness/voice/toleranceLU is less than the minimum 0",
            ])
        #expect(
            diagnostics.map { "\($0.location?.start?.line ?? 0):\($0.location?.start?.column ?? 0)" } == [
                "1:48", "2:23", "2:37", "3:26", "3:56",
            ])
        #expect(diagnostics.allSatisfy { $0.code == ConfigurationValueCheck.invalidConfiguration.code })
        // What the schema rejects keeps its default; the rest is read.
        #expect(settings.durationTolerance == DurationTolerance(percent: 5, minimumMs: 30))
        #expect(settings.silenceFloorDBFS == -60)
        #expect(!settings.analyze)
        #expect(settings.projectTargets == ["voice"])
        #expect(settings.target(for: .voice).toleranceLU == 2)
        #expect(settings.target(for: .voice).maxSpreadLU == 3)
        // Not an object: reported at the value, nothing read.
        let array = try #require(JSONReader.read(SourceFile(path: "zk-build.json", text: #"{"audio": [1]}"#)).value)
        let wrong = AudioSettings.read(configuration: array, path: "zk-build.json").1
        #expect(wrong.map(\.message) == ["expected object at /audio, found an array"])
        #expect(wrong.first?.location?.start?.column == 11)
    }

    @Test func toleranceIsAShareWithAFloor() {
        let tolerance = DurationTolerance()
        #expect(tolerance.allowedMs(for: 120) == 20)
        #expect(tolerance.allowedMs(for: 2_000) == 100)
        #expect(tolerance.describe(for: 660) == "±33 ms: 5 %, at least 20 ms")
    }
}
