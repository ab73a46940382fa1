import Foundation
import Testing

/// The benchmark ledger's writer (`scripts/bench-ledger.py`, run by `scripts/bench.sh`): a section
/// per benchmark, and a run of some benchmarks keeps the other sections as they were.
@Suite struct BenchLedgerTests {
    struct Ledger {
        let root: String
        var target: String { root + "/BENCHMARKS.md" }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("ledger-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        }

        func figures(_ label: String, _ rows: [String], failed: [String] = []) throws {
            try FileManager.default.createDirectory(atPath: root + "/" + label, withIntermediateDirectories: true)
            try (rows.map { $0 + "\n" }.joined()).write(
                toFile: root + "/" + label + "/figures.tsv", atomically: true, encoding: .utf8)
            try (failed.map { $0 + "\n" }.joined()).write(
                toFile: root + "/" + label + "/failed.txt", atomically: true, encoding: .utf8)
        }

        /// Runs the writer; returns its exit status and what it printed.
        func write(
            label: String, only: String, quick: Bool = false, oldLabel: String = ""
        ) throws -> (
            code: Int32, out: String
        ) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [
                "python3", DefaultProjectTests.root + "/scripts/bench-ledger.py", "--ledger", root, "--label", label,
                "--commit", label, "--old-label", oldLabel, "--machine", "Linux x86_64, 2 cores",
                "--load-before", "up 1 min, load average: 0.50, 0.40, 0.30",
                "--load-after", "up 2 min, load average: 1.00, 0.50, 0.30", "--date", "2026-12-03 18:00",
                "--only", only, "--quick", quick ? "1" : "0", "--write", target,
            ]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }

        func section(_ name: String) throws -> String {
            let text = try String(contentsOfFile: target, encoding: .utf8)
            let start = text.components(separatedBy: "\n## \(name)\n").dropFirst().first ?? ""
            return "## \(name)\n" + (start.components(separatedBy: "\n## ").first ?? "")
        }
    }

    static let dawgRow = "dawg\tBENCH-RATIO\tdawg.en.build-cpu\t0.25\tlower\tbuild CPU ÷ the fastest peer"
    static let jsonRow = "json\tBENCH-RATIO\tjson.reader-throughput\t3.0\thigher\ttape MiB/s ÷ orjson MiB/s"

    @Test func aRunWritesASectionPerBenchmarkItRan() throws {
        let ledger = try Ledger()
        let run = try ledger.write(label: "aaa1111", only: "dawg,json", quick: true)
        #expect(run.code == 0, "\(run.out)")
        #expect(
            try ledger.section("dawg") == """
                ## dawg

                - written by: `scripts/bench.sh --quick --only dawg,json`
                - commit: `aaa1111`, 2026-12-03 18:00 UTC
                - machine: Linux x86_64, 2 cores
                - load average (1, 5, 15 min): 0.50, 0.40, 0.30 before, 1.00, 0.50, 0.30 after
                - mode: quick (small inputs, one round)

                | benchmark | figure | zk ÷ peer | better |
                |---|---|---|---|

                """, "no figures were written yet for aaa1111")
        try ledger.figures("bbb2222", [Self.dawgRow, Self.jsonRow])
        #expect(try ledger.write(label: "bbb2222", only: "dawg,json", quick: true).code == 0)
        #expect(
            try ledger.section("dawg").hasSuffix(
                "| dawg.en.build-cpu | build CPU ÷ the fastest peer | 0.250 | lower |\n"))
        #expect(
            try ledger.section("json").contains(
                "| json.reader-throughput | tape MiB/s ÷ orjson MiB/s | 3.000 | higher |"))
        #expect(try ledger.section("audio") == "## audio\n\nNot run yet: `scripts/bench.sh --only audio`.\n")
    }

    @Test func aRunOfOneBenchmarkKeepsTheOthersAndMarksWhatFell() throws {
        let ledger = try Ledger()
        try ledger.figures("bbb2222", [Self.dawgRow, Self.jsonRow])
        #expect(try ledger.write(label: "bbb2222", only: "dawg,json", quick: true).code == 0)
        let json = try ledger.section("json")
        try ledger.figures(
            "ccc3333", ["dawg\tBENCH-RATIO\tdawg.en.build-cpu\t0.5\tlower\tbuild CPU ÷ the fastest peer"],
            failed: [])
        let run = try ledger.write(label: "ccc3333", only: "dawg", oldLabel: "bbb2222")
        #expect(run.code == 1, "a ratio fell by more than 10 %")
        #expect(run.out.contains("  dawg.en.build-cpu: 0.250 -> 0.500 (-50 %)"))
        #expect(try ledger.section("json") == json, "the json section is kept as the earlier run wrote it")
        let dawg = try ledger.section("dawg")
        #expect(dawg.contains("- written by: `scripts/bench.sh --only dawg --compare bbb2222`"))
        #expect(dawg.contains("- mode: full"))
        #expect(
            dawg.contains(
                "| dawg.en.build-cpu | build CPU ÷ the fastest peer | 0.500 | lower | 0.250 | -50 % **fell** |"))
    }

    @Test func aFailedBenchmarkIsInItsSectionAndTheExitStatus() throws {
        let ledger = try Ledger()
        try ledger.figures("ddd4444", [], failed: ["audio 3"])
        let run = try ledger.write(label: "ddd4444", only: "audio")
        #expect(run.code == 1)
        #expect(try ledger.section("audio").hasSuffix("| audio | the benchmark failed (exit 3) | – | – |\n"))
    }
}
