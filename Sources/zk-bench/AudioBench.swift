import Foundation
import ZKAudio
import ZKCore

/// `zk-bench audio`: generates the probe benchmark's audio files and fuzzes the probes.
///
///     zk-bench audio generate DIR [--count N] [--seed S]
///         writes DIR/Audio/de/*.{m4a,wav,caf} (1–3 s, 48 kHz, mono) and DIR/Audio-manifests/de.json
///     zk-bench audio fuzz [--seed S] [--iterations N] [--corpus DIR] [--write DIR --files N]
///         probes N randomly corrupted files in memory (half generated, half copies of the
///         encoder-made files in --corpus, e.g. Tests/Fixtures/audio); every 100th parsed PCM file
///         is also analysed; reports outcomes and the slowest probe; with --write also leaves
///         corrupted files on disk for `zk-audio probe`
///     zk-bench audio corpus DIR --from FIXTURES [--count N]
///         writes DIR/Audio/de/* (copies of the fixtures, round robin) and a manifest naming them,
///         for the probe and analysis benchmark on encoder-made files
///
/// The subcommand's own name is `arguments[0]`, as the options are looked up in all of them.
enum AudioBench {
    static func run(_ arguments: [String]) {
        switch arguments.first {
        case "generate": generate(arguments)
        case "fuzz": fuzz(arguments)
        case "corpus": makeCorpus(arguments)
        default:
            Harness.fail(
                "zk-bench audio: usage: zk-bench audio generate DIR [--count N] [--seed S] | corpus DIR --from FIXTURES [--count N] | fuzz [--seed S] [--iterations N] [--corpus DIR] [--write DIR --files N]"
            )
        }
    }

    static func option(_ name: String, _ fallback: Int, in arguments: [String]) -> Int {
        guard let at = arguments.firstIndex(of: "--" + name), at + 1 < arguments.count,
            let value = Int(arguments[at + 1])
        else { return fallback }
        return value
    }

    static func stringOption(_ name: String, in arguments: [String]) -> String? {
        guard let at = arguments.firstIndex(of: "--" + name), at + 1 < arguments.count else { return nil }
        return arguments[at + 1]
    }

    /// A valid file of a random container and layout, and its duration.
    static func randomFile(_ rng: inout SplitMix, durationMs: Int) -> (bytes: [UInt8], ext: String) {
        let roll = Int.random(in: 0..<100, using: &rng)
        switch roll {
        case 0..<10:
            return (
                SyntheticAudio.wav(sampleRate: 48_000, channels: 1, durationMs: durationMs, extraChunk: roll % 2 == 0),
                "wav"
            )
        case 10..<25:
            return (
                SyntheticAudio.caf(sampleRate: 48_000, channels: 1, durationMs: durationMs, compressed: true), "caf"
            )
        default:
            let layout = SyntheticAudio.M4ALayout(
                moovFirst: roll % 3 == 0, largeMdat: roll % 7 == 0, mdatToEnd: roll % 11 == 0, version1: roll % 5 == 0)
            // 64 kbit/s AAC: 8000 bytes a second, the size of a real spoken line.
            return (
                SyntheticAudio.m4a(
                    sampleRate: 48_000, channels: 1, durationMs: durationMs, layout: layout, bytesPerSecond: 8_000),
                "m4a"
            )
        }
    }

    static func generate(_ arguments: [String]) {
        guard arguments.count >= 2, !arguments[1].hasPrefix("--") else {
            Harness.fail("zk-bench audio: usage: zk-bench audio generate DIR [--count N] [--seed S]")
        }
        let root = arguments[1]
        let count = option("count", 10_000, in: arguments)
        var rng = SplitMix(seed: UInt64(option("seed", 1, in: arguments)))
        var entries: [String] = []
        var total = 0
        for number in 0..<count {
            let durationMs = Int.random(in: 1_000...3_000, using: &rng)
            let (bytes, ext) = randomFile(&rng, durationMs: durationMs)
            let id = "prompt.bench.line_\(String(number + 100_000).dropFirst())"
            let path = "Audio/de/\(id).\(ext)"
            do {
                try AtomicFileWriter.write(bytes, to: root + "/" + path)
            } catch {
                Harness.fail("zk-bench audio: \(error)")
            }
            total += bytes.count
            entries.append(
                #"    {"id": "\#(id)", "file": "\#(path)", "key": "\#(id)", "text": "Zeile \#(number)", "durationMs": \#(durationMs)}"#
            )
        }
        let manifest = "{\n  \"locale\": \"de\",\n  \"entries\": [\n" + entries.joined(separator: ",\n") + "\n  ]\n}\n"
        do {
            try AtomicFileWriter.write(manifest, to: root + "/Audio-manifests/de.json")
        } catch {
            Harness.fail("zk-bench audio: \(error)")
        }
        print("generated \(count) files, \(total) bytes (\(total / max(count, 1)) per file) under \(root)")
    }

    /// One random corruption of `bytes`.
    static func corrupt(_ input: [UInt8], _ rng: inout SplitMix) -> [UInt8] {
        var bytes = input
        let kinds = Int.random(in: 1...3, using: &rng)
        for _ in 0..<kinds {
            guard !bytes.isEmpty else { return bytes }
            // Most header fields live in the first bytes or in moov, near the end of a moov-last file.
            let hot =
                Bool.random(using: &rng)
                ? Int.random(in: 0..<min(bytes.count, 256), using: &rng) : Int.random(in: 0..<bytes.count, using: &rng)
            switch Int.random(in: 0..<7, using: &rng) {
            case 0:
                for _ in 0..<Int.random(in: 1...8, using: &rng) {
                    bytes[Int.random(in: 0..<bytes.count, using: &rng)] ^= UInt8.random(in: 1...255, using: &rng)
                }
            case 1:
                bytes.removeSubrange(Int.random(in: 0..<bytes.count, using: &rng)...)
            case 2:
                let values: [UInt32] = [
                    0, 1, 7, 8, 15, 16, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF,
                    UInt32.random(in: 0...UInt32.max, using: &rng),
                ]
                let value = values[Int.random(in: 0..<values.count, using: &rng)]
                for k in 0..<4 where hot + k < bytes.count {
                    bytes[hot + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(k)))
                }
            case 3:
                let value =
                    UInt64.random(in: 0...UInt64.max, using: &rng) >> UInt64(Int.random(in: 0..<64, using: &rng))
                for k in 0..<8 where hot + k < bytes.count {
                    bytes[hot + k] = UInt8(truncatingIfNeeded: value >> (56 - 8 * UInt64(k)))
                }
            case 4:
                let types = [
                    "ftyp", "moov", "mdat", "trak", "mdia", "mdhd", "hdlr", "stsd", "data", "fmt ", "desc", "pakt",
                    "RIFF",
                    "caff",
                ]
                let type = Array(types[Int.random(in: 0..<types.count, using: &rng)].utf8)
                for k in 0..<4 where hot + k < bytes.count { bytes[hot + k] = type[k] }
            case 5:
                let length = Int.random(in: 1...64, using: &rng)
                bytes.insert(contentsOf: (0..<length).map { _ in UInt8.random(in: 0...255, using: &rng) }, at: hot)
            default:
                let length = min(Int.random(in: 1...64, using: &rng), bytes.count - hot)
                bytes.removeSubrange(hot..<(hot + length))
            }
        }
        return bytes
    }

    /// The encoder-made files of a fixture folder (every file but the JSON and Markdown beside them), sorted by name.
    static func corpusFiles(_ folder: String) -> [(name: String, bytes: [UInt8])] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            !$0.hasSuffix(".json") && !$0.hasSuffix(".md")
        }.sorted()
        return names.compactMap { name in
            (try? Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))).map { (name, [UInt8]($0)) }
        }
    }

    static func makeCorpus(_ arguments: [String]) {
        guard arguments.count >= 2, !arguments[1].hasPrefix("--"), let from = stringOption("from", in: arguments) else {
            Harness.fail("zk-bench audio: usage: zk-bench audio corpus DIR --from FIXTURES [--count N]")
        }
        let root = arguments[1]
        let files = corpusFiles(from)
        guard !files.isEmpty else { Harness.fail("zk-bench audio: no audio files in \(from)") }
        let count = option("count", 10_000, in: arguments)
        var entries: [String] = []
        var total = 0
        for number in 0..<count {
            let file = files[number % files.count]
            let ext = file.name.split(separator: ".").last.map(String.init) ?? "bin"
            let id = "prompt.bench.line_\(String(number + 100_000).dropFirst())"
            let path = "Audio/de/\(id).\(ext)"
            do {
                try AtomicFileWriter.write(file.bytes, to: root + "/" + path)
            } catch {
                Harness.fail("zk-bench audio: \(error)")
            }
            total += file.bytes.count
            entries.append(
                #"    {"id": "\#(id)", "file": "\#(path)", "key": "\#(id)", "text": "Zeile \#(number)", "durationMs": 300}"#
            )
        }
        let manifest = "{\n  \"locale\": \"de\",\n  \"entries\": [\n" + entries.joined(separator: ",\n") + "\n  ]\n}\n"
        do {
            try AtomicFileWriter.write(manifest, to: root + "/Audio-manifests/de.json")
        } catch {
            Harness.fail("zk-bench audio: \(error)")
        }
        print("wrote \(count) copies of \(files.count) encoder-made files, \(total) bytes, under \(root)")
    }

    static func fuzz(_ arguments: [String]) {
        let seed = UInt64(option("seed", 42, in: arguments))
        let iterations = option("iterations", 100_000, in: arguments)
        var rng = SplitMix(seed: seed)
        let corpus = stringOption("corpus", in: arguments).map(corpusFiles) ?? []
        var analysed = 0
        var outcomes: [String: Int] = [:]
        var slowest = (nanoseconds: UInt64(0), iteration: 0)
        var overreads = 0
        let start = DispatchTime.now().uptimeNanoseconds
        for iteration in 0..<iterations {
            let (generated, _) = randomFile(&rng, durationMs: Int.random(in: 5...300, using: &rng))
            let valid =
                !corpus.isEmpty && Bool.random(using: &rng)
                ? corpus[Int.random(in: 0..<corpus.count, using: &rng)].bytes : generated
            let bytes = corrupt(valid, &rng)
            let source = MemoryByteSource(bytes)
            let before = DispatchTime.now().uptimeNanoseconds
            let result = AudioProbe.probe(source)
            let elapsed = DispatchTime.now().uptimeNanoseconds - before
            if elapsed > slowest.nanoseconds { slowest = (elapsed, iteration) }
            // A probe must never take more than the file holds (moov is read once, headers are small).
            if source.bytesRead > 2 * bytes.count + 64 { overreads += 1 }
            if iteration % 100 == 0, case .success(let info) = result, let pcm = info.pcm {
                _ = LevelAnalysis.analyze(MemoryByteSource(bytes), info: info, pcm: pcm)
                analysed += 1
            }
            let key: String
            switch result {
            case .success: key = "parsed"
            case .failure(.empty): key = "empty"
            case .failure(.truncated): key = "truncated"
            case .failure(.unknownFormat): key = "unknown format"
            case .failure(.malformed): key = "malformed"
            }
            outcomes[key, default: 0] += 1
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let summary = outcomes.keys.sorted().map { "\($0) \(outcomes[$0, default: 0])" }.joined(separator: ", ")
        print(
            "fuzzed \(iterations) corrupted files (seed \(seed), \(corpus.count) encoder-made seeds) in \(String(format: "%.2f", seconds)) s: \(summary); analysed \(analysed) PCM files"
        )
        print(
            "slowest probe: \(String(format: "%.3f", Double(slowest.nanoseconds) / 1e6)) ms (iteration \(slowest.iteration)); reads beyond the file's size: \(overreads)"
        )
        if let folder = stringOption("write", in: arguments) {
            let files = option("files", 500, in: arguments)
            for number in 0..<files {
                let (valid, ext) = randomFile(&rng, durationMs: Int.random(in: 5...300, using: &rng))
                do {
                    try AtomicFileWriter.write(corrupt(valid, &rng), to: "\(folder)/corrupt-\(number).\(ext)")
                } catch {
                    Harness.fail("zk-bench audio: \(error)")
                }
            }
            print("wrote \(files) corrupted files to \(folder)")
        }
        if overreads > 0 || slowest.nanoseconds > 1_000_000_000 { exit(1) }
    }
}
