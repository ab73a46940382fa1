import Foundation
import ZKCore

/// `zk-bench json`: the positioned JSON readers on one generated document, in one run: JSONTape
/// (byte offsets kept for every value and key; line and column computed when asked), JSONReader
/// (a tree with line and column for every value) and Foundation's JSONSerialization. Times are
/// CPU time of the process (best of the rounds), so that other work on the machine weighs less.
///
///     zk-bench json [megabytes] [rounds]          generate a document and measure
///     zk-bench json --write FILE [megabytes]      only write the generated document
///     zk-bench json --file FILE [rounds]          measure on a file (the one orjson reads too)
///     zk-bench json --peak FILE                   read FILE as a tape once; print peak RSS
enum JSONBench {
    static func run(_ arguments: [String]) {
        if arguments.first == "--write", arguments.count >= 2 {
            let bytes = generate(megabytes: arguments.count > 2 ? Int(arguments[2]) ?? 64 : 64)
            guard FileManager.default.createFile(atPath: arguments[1], contents: Data(bytes)) else { exit(3) }
            exit(0)
        }
        if arguments.first == "--peak", arguments.count >= 2 {
            peak(arguments[1])
            exit(0)
        }
        let bytes: [UInt8]
        var rounds = 5
        if arguments.first == "--file", arguments.count >= 2 {
            guard let data = FileManager.default.contents(atPath: arguments[1]) else { exit(3) }
            bytes = Array(data)
            if arguments.count > 2 { rounds = Int(arguments[2]) ?? 5 }
        } else {
            bytes = generate(megabytes: arguments.first.flatMap { Int($0) } ?? 64)
            if arguments.count > 1 { rounds = Int(arguments[1]) ?? 5 }
        }
        measure(bytes, rounds: rounds)
    }

    /// A content-like document: objects with string keys, German and Russian text, integers,
    /// doubles, booleans, nested arrays; about `megabytes` MB, generated deterministically.
    static func generate(megabytes: Int) -> [UInt8] {
        var out = Array("[\n".utf8)
        var index = 0
        let words = ["Äpfel", "Schmetterling", "звёздочка", "Leuchtturm", "ёжик", "Zwanzigerfeld", "number", "Frosch"]
        while out.count < megabytes << 20 {
            if index > 0 { out.append(contentsOf: ",\n".utf8) }
            let word = words[index % words.count]
            let record = """
                  {"id": "item.\(index)", "titleKey": "game.item_\(index).title", "value": \(index % 20 + 1), \
                "price": \(Double(index % 997) / 8.0), "free": \(index % 3 == 0), "text": "\(word) \\"\(index)\\" \(word)", \
                "dots": [{"n": 1, "x": 0.25, "y": 0.5}, {"n": 2, "x": 0.75, "y": 0.125}], "tags": ["a", "b", null]}
                """
            out.append(contentsOf: record.utf8)
            index += 1
        }
        out.append(contentsOf: "\n]\n".utf8)
        return out
    }

    /// Reads `path` as a tape once, as the tools read (FileReader: straight into the byte array).
    static func peak(_ path: String) {
        guard case .success(let file) = FileReader.read(path, displayPath: path) else { exit(3) }
        let tape = JSONTape.read(file)
        let size = Double(file.bytes.count) / 1_048_576
        print(
            String(
                format: "tape of %.1f MiB: %d words, %@, peak RSS %.1f MiB (%.2f× the input)",
                size, tape?.words.count ?? 0, tape == nil ? "not clean" : "read", Harness.peakResidentMegabytes(),
                Harness.peakResidentMegabytes() / size))
    }

    static func measure(_ bytes: [UInt8], rounds: Int) {
        let size = Double(bytes.count) / 1_048_576
        print(String(format: "document: %.1f MiB, best of %d rounds, CPU time", size, rounds))
        var tapeCount = -1
        let tape = Harness.bestOf(rounds) {
            // The line table is part of keeping positions: build it each round.
            let file = SourceFile(path: "bench.json", bytes: bytes)
            if let tape = JSONTape.read(file) { tapeCount = tape.count(0) }
        }
        var treeCount = -1
        let tree = Harness.bestOf(rounds) {
            treeCount = JSONReader.read(SourceFile(path: "bench.json", bytes: bytes)).value?.array?.count ?? -1
        }
        let data = Data(bytes)
        var foundationCount = -1
        let foundation = Harness.bestOf(rounds) {
            foundationCount = ((try? JSONSerialization.jsonObject(with: data)) as? [Any])?.count ?? -1
        }
        guard tapeCount == treeCount, treeCount == foundationCount else {
            print("error: the readers disagree (\(tapeCount), \(treeCount), \(foundationCount) values)")
            exit(1)
        }
        func row(_ name: String, _ seconds: Double) -> String {
            name.padding(toLength: 40, withPad: " ", startingAt: 0)
                + String(format: "%8.3f s  %8.1f MiB/s", seconds, size / seconds)
        }
        print(row("ZKCore.JSONTape (byte offsets)", tape))
        print(row("ZKCore.JSONReader (tree, line/column)", tree))
        print(row("Foundation.JSONSerialization", foundation))
        print(String(format: "zk-tape-mibs %.1f", size / tape))
    }
}
