import Testing

@testable import ZKCore

/// `parallelMap`'s chunks: every item once, in order, and smaller towards the end so the
/// threads finish together.
@Suite struct ChunkCounterTests {
    func chunks(count: Int, chunk: Int, threads: Int) -> [Range<Int>] {
        let counter = ChunkCounter(count: count, chunk: chunk, threads: threads)
        var taken: [Range<Int>] = []
        while let range = counter.next() { taken.append(range) }
        return taken
    }

    @Test func takesEveryItemOnceInOrder() {
        for (count, chunk, threads) in [(10_000, 64, 2), (1, 64, 2), (7, 1, 3), (1000, 64, 8), (65, 64, 1)] {
            let taken = chunks(count: count, chunk: chunk, threads: threads)
            #expect(taken.first?.lowerBound == 0)
            #expect(taken.last?.upperBound == count)
            #expect(zip(taken, taken.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
            #expect(taken.allSatisfy { !$0.isEmpty && $0.count <= chunk })
        }
    }

    @Test func shrinksTowardsTheEnd() {
        let taken = chunks(count: 10_000, chunk: 64, threads: 2)
        #expect(taken.prefix(100).allSatisfy { $0.count == 64 })
        // At the end, each chunk is at most an eighth of what was left (two threads, a quarter of each share).
        #expect(taken.suffix(10).allSatisfy { $0.count == 1 })
        #expect(taken.allSatisfy { $0.count <= max(1, (10_000 - $0.lowerBound) / 8) })
    }
}
