import DawgReader
import Foundation
import ZKCore
import ZKDawg

/// `zk-bench dawg`: in-process benchmark and fuzzer for the dictionary reader.
///
///     zk-bench dawg lookups FILE.dawg WORDS.txt [SAMPLE] [SEED]   contains() per second
///     zk-bench dawg open FILE.dawg                               open times, complete and deferred
///     zk-bench dawg fuzz FILE.dawg [ITERATIONS] [SEED]           mutated files never crash
enum DawgBench {
    static func run(_ arguments: [String]) {
        switch arguments.first {
        case "lookups": lookups(Array(arguments.dropFirst()))
        case "open": openTimes(Array(arguments.dropFirst()))
        case "fuzz": fuzz(Array(arguments.dropFirst()))
        default:
            Harness.fail(
                "usage: zk-bench dawg lookups FILE.dawg WORDS.txt [SAMPLE] [SEED] | open FILE.dawg | fuzz FILE.dawg [ITERATIONS] [SEED]"
            )
        }
    }

    static func lookups(_ arguments: [String]) {
        guard arguments.count >= 2 else {
            Harness.fail("usage: zk-bench dawg lookups FILE.dawg WORDS.txt [SAMPLE] [SEED]")
        }
        let sampleSize = arguments.count > 2 ? Int(arguments[2]) ?? 200_000 : 200_000
        var generator = SplitMix(seed: arguments.count > 3 ? UInt64(arguments[3]) ?? 42 : 42)
        let file: DawgFile
        do { file = try DawgFile(path: arguments[0]) } catch { Harness.fail("\(arguments[0]): \(error)") }
        guard let text = try? String(contentsOfFile: arguments[1], encoding: .utf8) else {
            Harness.fail("cannot read \(arguments[1])")
        }
        let words = text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
        guard !words.isEmpty else { Harness.fail("no words in \(arguments[1])") }
        // Half words, half non-words (a word with one letter replaced), coded once up front.
        var codes: [UInt8] = []
        var starts: [Int] = [0]
        var sample: [String] = []
        let letterCount = file.alphabet.letters.count
        for index in 0..<sampleSize {
            let word = words[Int.random(in: 0..<words.count, using: &generator)]
            guard var coded = file.codes(of: word), !coded.isEmpty else { continue }
            if index % 2 == 1 {
                coded[Int.random(in: 0..<coded.count, using: &generator)] = UInt8(
                    Int.random(in: 0..<letterCount, using: &generator))
            }
            sample.append(file.alphabet.word(coded))
            codes += coded
            starts.append(codes.count)
        }
        let count = starts.count - 1
        let dawg = file.dawg
        // Over the coded sample: the raw reader's hot path.
        let (codeRate, codeCPURate, found, rounds) = Harness.timed(count) {
            var found = 0
            codes.withUnsafeBufferPointer { buffer in
                starts.withUnsafeBufferPointer { starts in
                    guard let base = buffer.baseAddress else { return }
                    // Counted without a branch on the answer: half the sample are non-words, and a
                    // mispredicted branch per lookup would be the harness's cost, not the reader's.
                    for index in 0..<count {
                        found &+=
                            dawg.accepts(
                                UnsafeBufferPointer(
                                    start: base + starts[index], count: starts[index &+ 1] &- starts[index])
                            ) ? 1 : 0
                    }
                }
            }
            return found
        }
        // Over the sample as strings: UTF-8 bytes → codes → walk, what an app calls.
        let (stringRate, stringCPURate, stringFound, _) = Harness.timed(count) {
            var found = 0
            for word in sample { found &+= file.contains(word) ? 1 : 0 }
            return found
        }
        guard stringFound == found else {
            Harness.fail("contains(String) found \(stringFound) words, contains(codes) \(found)")
        }
        print(
            String(
                format:
                    "lookups_per_second=%.0f lookups_per_cpu_second=%.0f string_lookups_per_second=%.0f string_lookups_per_cpu_second=%.0f found=%d sample=%d rounds=%d",
                codeRate, codeCPURate, stringRate, stringCPURate, found, count, rounds))
        if let out = ProcessInfo.processInfo.environment["ZK_BENCH_SAMPLE_OUT"] {
            try? sample.joined(separator: "\n").write(toFile: out, atomically: true, encoding: .utf8)
        }
    }

    static func fuzz(_ arguments: [String]) {
        guard !arguments.isEmpty else { Harness.fail("usage: zk-bench dawg fuzz FILE.dawg [ITERATIONS] [SEED]") }
        let iterations = arguments.count > 1 ? Int(arguments[1]) ?? 2000 : 2000
        var generator = SplitMix(seed: arguments.count > 2 ? UInt64(arguments[2]) ?? 1 : 1)
        guard let data = FileManager.default.contents(atPath: arguments[0]) else {
            Harness.fail("cannot read \(arguments[0])")
        }
        let original = [UInt8](data)
        do { _ = try DawgFile(bytes: original) } catch { Harness.fail("the seed file itself is invalid: \(error)") }
        var accepted = 0
        var rejected: [String: Int] = [:]
        for iteration in 0..<iterations {
            var bytes = original
            switch iteration % 6 {
            case 0:  // one flipped bit anywhere
                let bit = Int.random(in: 0..<(bytes.count * 8), using: &generator)
                bytes[bit / 8] ^= 1 << UInt8(bit % 8)
            case 1:  // truncation
                bytes.removeLast(Int.random(in: 1...bytes.count, using: &generator))
            case 2:  // a few random bytes, checksums resealed so the structural checks are reached
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(
                        in: 0...255, using: &generator)
                }
                DawgWriter.seal(&bytes)
            case 3:  // a random header field, resealed
                let at = Int.random(in: 8..<min(bytes.count, 200), using: &generator)
                bytes[at] = UInt8.random(in: 0...255, using: &generator)
                DawgWriter.seal(&bytes)
            case 4:  // random garbage appended, resealed
                bytes += (0..<Int.random(in: 1...64, using: &generator)).map { _ in
                    UInt8.random(in: 0...255, using: &generator)
                }
                DawgWriter.seal(&bytes)
            default:  // a 32-bit word of the payload, resealed
                let at = Int.random(in: 48..<(bytes.count - 4), using: &generator) & ~3
                let value = UInt32.random(in: 0...UInt32.max, using: &generator)
                withUnsafeBytes(of: value) { for (index, byte) in $0.enumerated() { bytes[at + index] = byte } }
                DawgWriter.seal(&bytes)
            }
            // Opened for a deferred check, the same file must fail `verify()` exactly when the
            // complete check refuses it, and answer queries without faulting either way.
            let lazy = try? DawgFile(bytes: bytes, checking: .onFirstUse)
            _ = lazy?.contains("ab")
            _ = lazy?.anagrams(of: "??", partial: true)
            let lazyAccepts = lazy.map { file in (try? file.verify()) != nil } ?? false
            let completeAccepts = (try? DawgFile(bytes: bytes)) != nil
            guard lazyAccepts == completeAccepts else {
                Harness.fail("iteration \(iteration): deferred check \(lazyAccepts), complete check \(completeAccepts)")
            }
            do {
                let file = try DawgFile(bytes: bytes)
                // Accepted: every query must still terminate and stay in bounds.
                var walked = 0
                file.forEachWord { _ in walked += 1 }
                guard walked == file.wordCount else {
                    Harness.fail("iteration \(iteration): walk \(walked) ≠ word count \(file.wordCount)")
                }
                for index in stride(from: 0, to: file.wordCount, by: max(1, file.wordCount / 50)) {
                    guard let codes = file.codes(at: index), file.index(ofCodes: codes) == index else {
                        Harness.fail("iteration \(iteration): index \(index) does not round-trip")
                    }
                    // The word, and the word with its last letter changed, by the lookup path.
                    var probe = codes
                    for letter in [
                        probe.last ?? 0, UInt8.random(in: 0..<UInt8(file.alphabet.letters.count), using: &generator),
                        200,
                    ] {
                        probe[probe.count - 1] = letter
                        let found = probe.withUnsafeBufferPointer { file.contains(codes: $0) }
                        guard found == (file.index(ofCodes: probe) != nil) else {
                            Harness.fail("iteration \(iteration): contains disagrees with index for \(probe)")
                        }
                    }
                }
                _ = file.anagrams(of: "???", partial: true)
                _ = file.words(matching: "??")
                accepted += 1
            } catch {
                let kind = Mirror(reflecting: error).children.first?.label ?? "\(error)"
                rejected[kind, default: 0] += 1
            }
        }
        let summary = rejected.keys.sorted().map { "\($0)=\(rejected[$0] ?? 0)" }.joined(separator: " ")
        print("fuzz: \(iterations) mutations, \(accepted) accepted (still consistent), rejected: \(summary)")
    }

    /// Opening a mapped file: checked completely, and with `.onFirstUse` (header only), then the
    /// first lookup of the latter (which runs the deferred check). Best of 5, milliseconds.
    static func openTimes(_ arguments: [String]) {
        guard let path = arguments.first else { Harness.fail("usage: zk-bench dawg open FILE.dawg") }
        let clock = ContinuousClock()
        func milliseconds(_ duration: Duration) -> Double {
            Harness.seconds(duration) * 1e3
        }
        var complete = Double.infinity
        var header = Double.infinity
        var firstUse = Double.infinity
        for _ in 0..<5 {
            var start = clock.now
            do { _ = try DawgFile(path: path) } catch { Harness.fail("\(path): \(error)") }
            complete = min(complete, milliseconds(clock.now - start))
            start = clock.now
            let lazy: DawgFile
            do { lazy = try DawgFile(path: path, checking: .onFirstUse) } catch { Harness.fail("\(path): \(error)") }
            header = min(header, milliseconds(clock.now - start))
            start = clock.now
            _ = lazy.contains("a")
            firstUse = min(firstUse, milliseconds(clock.now - start))
        }
        print(
            String(
                format: "open_complete_ms=%.3f open_on_first_use_ms=%.3f first_lookup_ms=%.3f", complete, header,
                firstUse))
    }
}
