import Foundation
import ZKCore

@testable import ZKAudio

/// The encoder-made fixture matrix (`Tests/Fixtures/audio`, made by scripts/make-audio-fixtures.sh)
/// and what ffprobe and ffmpeg's ebur128 said about each file (`<file>.json` beside it).
struct AudioFixture: Sendable, CustomStringConvertible {
    static let folder: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<2 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Fixtures/audio").path
    }()

    let name: String
    let sampleRate: Int
    let channels: Int
    /// The duration as played (ffprobe's stream duration, or the decoded frames for CAF packet tables).
    let durationMs: Double
    let frames: Int?
    let codec: String
    /// ffmpeg's ebur128 summary (PCM files only): integrated loudness, sample peak, true peak.
    let integratedLUFS: Double?
    let samplePeakDBFS: Double?
    let truePeakDBFS: Double?

    var description: String { name }

    var path: String { Self.folder + "/" + name }

    var bytes: [UInt8] {
        (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))) ?? []
    }

    static let all: [AudioFixture] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { load(String($0.dropLast(5))) }
    }()

    static func named(_ name: String) -> AudioFixture? { all.first { $0.name == name } }

    static func load(_ name: String) -> AudioFixture? {
        guard let text = try? String(contentsOfFile: folder + "/" + name + ".json", encoding: .utf8),
            let root = JSONReader.read(SourceFile(path: name + ".json", text: text)).value,
            let expected = root["expected"], let rate = expected["sample_rate"]?.int,
            let channels = expected["channels"]?.int,
            let duration = expected["duration_ms"]?.double, let codec = root["ffprobe"]?["codec_name"]?.string
        else { return nil }
        let loudness = root["ebur128"]
        return AudioFixture(
            name: name, sampleRate: rate, channels: channels, durationMs: duration, frames: expected["frames"]?.int,
            codec: codec,
            integratedLUFS: loudness?["integrated_lufs"]?.double, samplePeakDBFS: loudness?["sample_peak_dbfs"]?.double,
            truePeakDBFS: loudness?["true_peak_dbfs"]?.double)
    }
}
