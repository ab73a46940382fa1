import Foundation
import ZKContent
import ZKCore

/// `zk-bench assets`: fuzzes the image-header probes of ZKContent with mutated headers (fixed
/// seed), and runs the asset checks on catalogs that are not part of a project (acceptance on
/// real catalogs).
///
///     zk-bench assets fuzz --seed N --iterations N SEED-FILE…
///     zk-bench assets check ROOT CATALOG…        # CATALOG relative to ROOT; prints every asset finding
///
/// Each iteration takes one seed file, applies 1–8 mutations (bit flips, interesting bytes and
/// 32-bit lengths, truncation, insertion, deletion, chunk duplication) to its first 4 KiB, and
/// probes the result in memory (a PNG also through the pixel decoder). Fails (exit 1) when a
/// probe reads past the end of its input, reads more than the probes' stated bound, or takes
/// longer than 500 ms of wall time (a loaded machine stretches a 1 ms probe); a crash or hang
/// ends the process, which the calling script reports.
enum AssetsBench {
    static func run(_ arguments: [String]) {
        if arguments.first == "check", arguments.count >= 3 {
            check(arguments)
            return
        }
        guard arguments.first == "fuzz" else {
            Harness.fail("usage: zk-bench assets fuzz --seed N --iterations N SEED-FILE…")
        }
        fuzz(arguments)
    }

    /// The asset findings of each catalog (`arguments`: `check ROOT CATALOG…`).
    static func check(_ arguments: [String]) {
        let root = arguments[1]
        let codes = Set(AssetChecks.all.flatMap { $0.codes }.map(\.code))
        var total = 0
        var sets = 0
        var files = 0
        let began = Date()
        for catalog in arguments.dropFirst(2) {
            let input = ContentLoader.load(
                projectRoot: root, contentPath: "Content", jobs: 2,
                catalogs: [AssetCatalogSource(path: catalog, reportsUnused: false)])
            let report = ContentChecker.run(input)
            sets += report.context.assets.sets.count
            files += input.catalogFiles.count
            for diagnostic in report.diagnostics where codes.contains(diagnostic.code) {
                total += 1
                print(
                    "\(diagnostic.location?.description ?? "-"): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code)]"
                )
            }
        }
        print(
            "\(arguments.count - 2) catalogs, \(sets) sets, \(files) files, \(total) findings in \(String(format: "%.2f", Date().timeIntervalSince(began))) s"
        )
    }

    static func fuzz(_ arguments: [String]) {
        var seed: UInt64 = 20_261_201
        var iterations = 100_000
        var files: [String] = []
        var index = 1
        while index < arguments.count {
            switch arguments[index] {
            case "--seed":
                index += 1
                seed = UInt64(arguments[index]) ?? seed
            case "--iterations":
                index += 1
                iterations = Int(arguments[index]) ?? iterations
            default: files.append(arguments[index])
            }
            index += 1
        }
        // Seeds grouped by format, each format drawn equally often whatever its number of files.
        var groups: [String: [[UInt8]]] = [:]
        for path in files {
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else { continue }
            let bytes = Array(data.prefix(4096))
            groups[ImageProbe.sniff(Array(bytes.prefix(32)))?.rawValue ?? "other", default: []].append(bytes)
        }
        let seedGroups = groups.keys.sorted().compactMap { groups[$0] }
        let seeds = seedGroups.flatMap { $0 }
        guard !seeds.isEmpty else {
            Harness.fail("no seed files")
        }

        let interesting: [UInt8] = [0x00, 0x01, 0x7F, 0x80, 0xFF, 0xFE, 0x20, 0x3C, 0x2F, 0x5B, 0x5D]
        let interesting32: [UInt32] = [
            0, 1, 7, 8, 12, 13, 16, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF, 0xFFFF_FFF0, 4096, 65535,
        ]
        var generator = SplitMix(seed: seed)
        var outcomes: [String: Int] = [:]
        var maxRead = 0
        var slowest = 0.0
        let bound = 2 * (256 << 10) + (64 << 10) + 4096
        let start = Date()
        for _ in 0..<iterations {
            let group = seedGroups[generator.below(seedGroups.count)]
            var bytes = group[generator.below(group.count)]
            for _ in 0..<(1 + generator.below(8)) {
                let at = generator.below(max(bytes.count, 1))
                switch generator.below(8) {
                case 0 where !bytes.isEmpty: bytes[at] ^= UInt8(1 << generator.below(8))
                case 1 where !bytes.isEmpty: bytes[at] = interesting[generator.below(interesting.count)]
                case 2 where bytes.count >= 4:
                    let value = interesting32[generator.below(interesting32.count)]
                    let position = min(at, bytes.count - 4)
                    for k in 0..<4 { bytes[position + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * k)) }
                case 3: bytes = Array(bytes.prefix(generator.below(bytes.count + 1)))
                case 4:
                    bytes.insert(
                        contentsOf: (0..<(1 + generator.below(16))).map { _ in
                            UInt8(truncatingIfNeeded: generator.next())
                        },
                        at: min(at, bytes.count))
                case 5 where !bytes.isEmpty: bytes.removeSubrange(at..<min(bytes.count, at + 1 + generator.below(16)))
                case 6 where bytes.count > 16:
                    let from = generator.below(bytes.count - 8)
                    let length = 1 + generator.below(min(64, bytes.count - from))
                    bytes.insert(contentsOf: bytes[from..<(from + length)], at: min(at, bytes.count))
                default: if !bytes.isEmpty { bytes[at] = UInt8(truncatingIfNeeded: generator.next()) }
                }
            }
            let source = CheckedBytes(bytes)
            let began = Date()
            let result = ImageProbe.probe(source)
            // A PNG also goes through the pixel decoder (inflate and unfilter) the app icon check uses.
            if case .success(let header) = result, header.format == .png {
                switch PNGTransparency.hasTransparentPixels(source) {
                case .some(true): outcomes["pixels: transparent", default: 0] += 1
                case .some(false): outcomes["pixels: opaque", default: 0] += 1
                case .none: outcomes["pixels: not decoded", default: 0] += 1
                }
            }
            let elapsed = Date().timeIntervalSince(began)
            slowest = max(slowest, elapsed)
            maxRead = max(maxRead, source.bytesRead)
            switch result {
            case .success(let header): outcomes["ok " + header.format.rawValue, default: 0] += 1
            case .failure(.empty): outcomes["empty", default: 0] += 1
            case .failure(.truncated): outcomes["truncated", default: 0] += 1
            case .failure(.unknownFormat): outcomes["unknown format", default: 0] += 1
            case .failure(.malformed(let format, _)): outcomes["malformed " + format.rawValue, default: 0] += 1
            case .failure(.outsideRepository), .failure(.notAFile): outcomes["not read", default: 0] += 1
            }
            if elapsed > 0.5 || source.bytesRead > bound || source.overread {
                print("FAIL: probe took \(elapsed) s and read \(source.bytesRead) bytes of a \(bytes.count)-byte input")
                exit(1)
            }
        }
        let seconds = Date().timeIntervalSince(start)
        for key in outcomes.keys.sorted() { print("\(key): \(outcomes[key] ?? 0)") }
        print(
            "\(iterations) mutated headers from \(seeds.count) seeds (seed \(seed)) in \(String(format: "%.2f", seconds)) s; slowest probe \(String(format: "%.3f", slowest * 1000)) ms; most bytes read \(maxRead)"
        )
    }
}

/// Memory bytes that record any request reaching past the end (the probe must cope with short reads).
private final class CheckedBytes: BoundedBytes {
    let inner: MemoryBytes
    private(set) var overread = false
    init(_ bytes: [UInt8]) { inner = MemoryBytes(bytes) }
    var size: Int { inner.size }
    var bytesRead: Int { inner.bytesRead }
    func read(at offset: Int, count: Int) -> [UInt8] {
        let got = inner.read(at: offset, count: count)
        if got.count > max(0, min(count, size - offset)) { overread = true }
        return got
    }
}
