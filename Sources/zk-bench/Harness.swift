import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The timing harness every subcommand shares: CPU clocks (steadier than the wall clock on a
/// shared machine), best-of-rounds and at-least-a-second timing, peak memory, and the one way
/// to stop on a usage or input error.
enum Harness {
    /// Seconds of CPU time the process has used, all threads, user and system.
    static func processCPUSeconds() -> Double { seconds(CLOCK_PROCESS_CPUTIME_ID) }

    /// Seconds of CPU time the calling thread has used.
    static func threadCPUSeconds() -> Double { seconds(CLOCK_THREAD_CPUTIME_ID) }

    private static func seconds(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Seconds of a duration of a `ContinuousClock`.
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// The peak resident set of the process, in MiB.
    static func peakResidentMegabytes() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }

    /// The least CPU time of the process over `rounds` runs of `body`.
    static func bestOf(_ rounds: Int, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<rounds {
            let start = processCPUSeconds()
            body()
            best = min(best, processCPUSeconds() - start)
        }
        return best
    }

    /// Runs `round` (over `count` items, returning how many were found) for at least a second of
    /// wall time: items per wall second and per CPU second of the thread, found per round, rounds.
    static func timed(
        _ count: Int, _ round: () -> Int
    ) -> (perSecond: Double, perCPUSecond: Double, found: Int, rounds: Int) {
        let clock = ContinuousClock()
        var rounds = 0
        var found = 0
        let start = clock.now
        let cpuStart = threadCPUSeconds()
        repeat {
            found = round()
            rounds += 1
        } while clock.now - start < .seconds(1)
        let elapsed = seconds(clock.now - start)
        let cpu = threadCPUSeconds() - cpuStart
        return (Double(count * rounds) / elapsed, Double(count * rounds) / cpu, found, rounds)
    }

    /// Writes `message` to standard error and exits with status 2.
    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(2)
    }
}

/// SplitMix64: a small generator that gives the same sequence for a seed on every machine, so a
/// fuzzer's run is reproduced by its seed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n` (0 when `n` is not positive), by remainder: the assets fuzzer's draw.
    mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }
}
