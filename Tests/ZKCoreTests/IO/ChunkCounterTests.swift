import Testing

@testable import ZKCore

/// `parallelMap`'s chunks: every item once, in order, none larger than asked.
@Suite struct ChunkCounterTests {
    func chunks(count: Int, chunk: Int) -> [Range<Int>] {
        let counter = ChunkCounter(count: count, chunk: chunk)
        var taken: [Range<Int>] = []
        while let range = counter.next() { taken.append(range) }
        return taken
    }

    @Test func takesEveryItemOnceInOrder() {
        for (count, chunk) in [(10_000, 64), (1, 64), (7, 1), (1000, 64), (65, 64)] {
            let taken = chunks(count: count, chunk: chunk)
            #expect(taken.first?.lowerBound == 0)
            #expect(taken.last?.upperBound == count)
            #expect(zip(taken, taken.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
            #expect(taken.allSatisfy { !$0.isEmpty && $0.count <= chunk })
        }
    }
}
