import Foundation
import Testing
import ZKBuild
import ZKCore

/// The default project with a complete delivery of ffmpeg-made mono AAC files (issue 11): every
/// manifest entry of the repository's manifests backed by a copy of a committed fixture
/// (Tests/Fixtures/audio, ffmpeg's native AAC encoder, channel field 2, the real layout in esds),
/// its container timing (mvhd, tkhd, mdhd, elst) set to the entry's `durationMs`: `zk-build
/// check` is clean. Then one file missing, one short sound 40 % too long, one stereo, one WAV
/// named .m4a and one cut in half give exactly those five errors, each at its manifest entry.
@Suite struct AudioScenarioTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let fixtures = repository + "/Tests/Fixtures/audio"

    struct Entry {
        var manifest: String
        var id: String
        var file: String
        var durationMs: Int
        var line: Int
        var fileColumn: Int
        var durationColumn: Int
    }

    /// Every entry of the default manifests, with where its `file` and `durationMs` values start.
    static func entries() throws -> [Entry] {
        var out: [Entry] = []
        for name in ["common", "de", "en", "ru"] {
            let path = "Audio-manifests/\(name).json"
            let text = try String(contentsOfFile: repository + "/" + path, encoding: .utf8)
            guard let root = JSONReader.read(SourceFile(path: path, text: text)).value else { continue }
            for entry in root["entries"]?.array ?? [] {
                guard let id = entry["id"]?.string, let file = entry["file"], let fileName = file.string,
                    let duration = entry["durationMs"], let ms = duration.int
                else { continue }
                let filePosition = file.position
                let durationPosition = duration.position
                out.append(
                    Entry(
                        manifest: path, id: id, file: fileName, durationMs: ms, line: filePosition.line,
                        fileColumn: filePosition.column,
                        durationColumn: durationPosition.column))
            }
        }
        return out
    }

    /// The fixture with its timing set to `ms` as played: movie and track durations, the media
    /// duration (priming included) and the edit list's segment. The codec configuration is untouched.
    static func retimed(_ name: String, ms: Int) throws -> [UInt8] {
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: fixtures + "/" + name)))
        func find(_ type: String) throws -> Int {
            let pattern = Array(type.utf8)
            let at = try #require(
                (0..<(bytes.count - 4)).first { Array(bytes[$0..<($0 + 4)]) == pattern }, "no '\(type)' in \(name)")
            #expect(bytes[at + 4] == 0, "'\(type)' of \(name) is not version 0")
            return at
        }
        func u32(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        func set(_ at: Int, _ value: Int) {
            for k in 0..<4 { bytes[at + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * k)) }
        }
        let mvhd = try find("mvhd")
        let tkhd = try find("tkhd")
        let mdhd = try find("mdhd")
        let elst = try find("elst")
        let movieScale = u32(mvhd + 16)
        let mediaScale = u32(mdhd + 16)
        let priming = u32(elst + 16)
        set(mvhd + 20, ms * movieScale / 1000)
        set(tkhd + 24, ms * movieScale / 1000)
        set(elst + 12, ms * movieScale / 1000)
        set(mdhd + 20, priming + ms * mediaScale / 1000)
        return bytes
    }

    /// A mono 16-bit PCM WAV of `ms` at 44.1 kHz (silence).
    static func wav(ms: Int) -> [UInt8] {
        func le(_ value: Int, _ count: Int) -> [UInt8] {
            (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        }
        let size = 44_100 * ms / 1000 * 2
        let fmt = le(1, 2) + le(1, 2) + le(44_100, 4) + le(88_200, 4) + le(2, 2) + le(16, 2)
        let chunks =
            Array("fmt ".utf8) + le(16, 4) + fmt + Array("data".utf8) + le(size, 4) + [UInt8](repeating: 0, count: size)
        return Array("RIFF".utf8) + le(4 + chunks.count, 4) + Array("WAVE".utf8) + chunks
    }

    /// A copy of the default project with `audioRoot` set and every entry's file delivered.
    static func deliveredProject(_ entries: [Entry]) throws -> TestProject {
        let project = try TestProject()
        for folder in ["Content", "Strings", "Audio-manifests", "Brand"] {
            try FileManager.default.removeItem(atPath: project.root + "/" + folder)
            try FileManager.default.copyItem(atPath: repository + "/" + folder, toPath: project.root + "/" + folder)
        }
        try project.write("zk-build.json", #"{ "audioRoot": "Resources" }"#)
        for entry in entries {
            try project.write("Resources/" + entry.file, retimed("aac-lc-mono-44100.m4a", ms: entry.durationMs))
        }
        return project
    }

    static func errors(
        _ project: TestProject
    ) throws -> (code: Int32, errors: [(code: String, path: String, line: Int, column: Int)], output: String) {
        let result = project.run(["check", "--format", "json"], stages: StageCatalog.stages)
        let parsed = try #require(
            JSONReader.read(SourceFile(path: "out.json", text: result.out)).value, "\(result.out) \(result.err)")
        let errors = (parsed["diagnostics"]?.array ?? []).filter { $0["severity"]?.string == "error" }.map {
            ($0["code"]?.string ?? "", $0["file"]?.string ?? "", $0["line"]?.int ?? 0, $0["column"]?.int ?? 0)
        }
        return (result.code, errors, result.out)
    }

    @Test func aCompleteMonoAACDeliveryChecksCleanThenFiveBrokenFilesGiveFiveErrors() throws {
        let entries = try Self.entries()
        #expect(entries.count == 394)
        let project = try Self.deliveredProject(entries)
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        let clean = try Self.errors(project)
        #expect(clean.code == 0, "\(clean.output)")
        #expect(clean.errors.isEmpty, "\(clean.errors)")

        func entry(_ manifest: String, _ id: String) throws -> Entry {
            try #require(entries.first { $0.manifest == "Audio-manifests/\(manifest).json" && $0.id == id })
        }
        let missing = try entry("de", "num.7")
        try FileManager.default.removeItem(atPath: project.root + "/Resources/" + missing.file)
        let tooLong = try entry("common", "sfx.bead_click")
        try project.write(
            "Resources/" + tooLong.file, Self.retimed("aac-lc-mono-44100.m4a", ms: tooLong.durationMs * 14 / 10))
        let stereo = try entry("de", "num.1")
        try project.write("Resources/" + stereo.file, Self.retimed("aac-lc-stereo-44100.m4a", ms: stereo.durationMs))
        let renamed = try entry("en", "num.3")
        try project.write("Resources/" + renamed.file, Self.wav(ms: renamed.durationMs))
        let corrupt = try entry("ru", "num.5")
        let whole = try Self.retimed("aac-lc-mono-44100.m4a", ms: corrupt.durationMs)
        try project.write("Resources/" + corrupt.file, Array(whole.prefix(whole.count / 2)))

        let broken = try Self.errors(project)
        #expect(broken.code == 1)
        let found = broken.errors.map { "\($0.code) \($0.path):\($0.line):\($0.column)" }.sorted()
        let expected = [
            "ZK4020 \(missing.manifest):\(missing.line):\(missing.fileColumn)",
            "ZK4027 \(tooLong.manifest):\(tooLong.line):\(tooLong.durationColumn)",
            "ZK4026 \(stereo.manifest):\(stereo.line):\(stereo.fileColumn)",
            "ZK4029 \(renamed.manifest):\(renamed.line):\(renamed.fileColumn)",
            "ZK4022 \(corrupt.manifest):\(corrupt.line):\(corrupt.fileColumn)",
        ].sorted()
        #expect(found == expected, "\(broken.output)")
    }

    @Test func anAudioRootPointingAtAudioGetsOneErrorNamingTheRightFolder() throws {
        let entries = try Self.entries()
        let project = try Self.deliveredProject(entries)
        defer { try? FileManager.default.removeItem(atPath: project.root) }
        try project.write("zk-build.json", "{\n  \"audioRoot\": \"Resources/Audio\"\n}\n")
        let result = try Self.errors(project)
        #expect(
            result.errors.map { "\($0.code) \($0.path):\($0.line):\($0.column)" } == ["ZK4030 zk-build.json:2:16"],
            "\(result.output)")
        #expect(
            result.output.contains(
                "none of the 394 audio files the manifests name is under the audio root 'Resources/Audio', but 394 are under 'Resources'; the audio root should be 'Resources'"
            ), "\(result.output)")
    }
}
