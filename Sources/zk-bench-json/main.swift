import Foundation
import ZKCore

// Benchmark: the positioned JSON reader against Foundation's JSONSerialization on the same
// generated document, in one run. Usage: zk-bench-json [megabytes] [rounds]

/// A content-like document: objects with string keys, German and Russian text, integers,
/// doubles, booleans, nested arrays; about `megabytes` MB, generated deterministically.
func generate(megabytes: Int) -> [UInt8] {
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

func measure(_ rounds: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        best = min(best, seconds)
    }
    return best
}

let arguments = CommandLine.arguments
let megabytes = arguments.count > 1 ? Int(arguments[1]) ?? 64 : 64
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5
let bytes = generate(megabytes: megabytes)
let data = Data(bytes)
let size = Double(bytes.count) / 1_048_576
print("document: \(String(format: "%.1f", size)) MiB, best of \(rounds) rounds")

var values = 0
let zk = measure(rounds) {
    let result = JSONReader.read(SourceFile(path: "bench.json", bytes: bytes))
    values = result.value?.array?.count ?? -1
}
if ProcessInfo.processInfo.environment["ZK_BENCH_ONLY"] == "zk" {
    print(String(format: "ZKCore.JSONReader: %.3f s, %.1f MiB/s", zk, size / zk))
    exit(0)
}
var foundationCount = 0
let foundation = measure(rounds) {
    let object = try? JSONSerialization.jsonObject(with: data)
    foundationCount = (object as? [Any])?.count ?? -1
}
guard values == foundationCount else {
    print("error: the readers disagree (\(values) vs \(foundationCount) records)")
    exit(1)
}
func row(_ name: String, _ seconds: Double) -> String {
    name.padding(toLength: 34, withPad: " ", startingAt: 0) + String(format: "%8.3f s  %8.1f MiB/s", seconds, size / seconds)
}
print(row("ZKCore.JSONReader (with positions)", zk))
print(row("Foundation.JSONSerialization", foundation))
print(String(format: "ratio (JSONReader throughput / JSONSerialization): %.2f", foundation / zk))
