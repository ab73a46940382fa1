/// The words of a pool in sorted order (`WordSorter.sorted`): their numbers and, when the
/// sorter packed them, the codes each starts with, so that a pass in sorted order reads the
/// pool itself only for the few words longer than twenty codes.
struct SortedWords {
    /// Word numbers in sorted order.
    var items: [Int32]
    /// Per position, the word's first `WordSorter.packedCodes` codes packed (empty when the
    /// pool was sorted already, or once the sort is done unless there are tails).
    var heads: [UInt64] = []
    /// Per position, its next `WordSorter.packedCodes` codes packed (empty unless asked for).
    var tails: [UInt64] = []

    /// Sorts the runs of equal heads whose words go on past them: by tail when there are
    /// tails, else by the codes read from the words.
    mutating func sortTies(_ codes: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<UInt32>) {
        let count = items.count
        let packed = !tails.isEmpty
        heads.withUnsafeBufferPointer { heads in
            items.withUnsafeMutableBufferPointer { items in
                tails.withUnsafeMutableBufferPointer { tails in
                    var pairs: [(key: UInt64, item: Int32)] = []
                    var low = 0
                    while low < count {
                        var high = low + 1
                        while high < count, heads[high] == heads[low] { high += 1 }
                        // The last packed code present: the words may differ after it.
                        if high - low > 1, heads[low] & 63 != 0 {
                            if packed {
                                Self.sortByTail(items, tails, low, high, &pairs, codes, starts)
                            } else {
                                WordSorter.sortCodes(items, low, high, WordSorter.packedCodes, codes, starts)
                            }
                        }
                        low = high
                    }
                }
            }
        }
    }

    /// Sorts positions `low..<high` (equal heads, word numbers ascending) by tail, stably, then
    /// the runs of equal tails that go on past them by their codes.
    static func sortByTail(
        _ items: UnsafeMutableBufferPointer<Int32>, _ tails: UnsafeMutableBufferPointer<UInt64>, _ low: Int,
        _ high: Int, _ pairs: inout [(key: UInt64, item: Int32)], _ codes: UnsafeBufferPointer<UInt8>,
        _ starts: UnsafeBufferPointer<UInt32>
    ) {
        if high - low <= 16 {
            for index in (low + 1)..<high {
                let tail = tails[index]
                let item = items[index]
                var hole = index
                while hole > low, tails[hole - 1] > tail {
                    tails[hole] = tails[hole - 1]
                    items[hole] = items[hole - 1]
                    hole -= 1
                }
                tails[hole] = tail
                items[hole] = item
            }
        } else {
            pairs.removeAll(keepingCapacity: true)
            for index in low..<high { pairs.append((tails[index], items[index])) }
            // The word number breaks ties, so equal words keep the order they were read in.
            pairs.sort { $0.key != $1.key ? $0.key < $1.key : $0.item < $1.item }
            for (offset, pair) in pairs.enumerated() {
                tails[low + offset] = pair.key
                items[low + offset] = pair.item
            }
        }
        var run = low
        while run < high {
            var end = run + 1
            while end < high, tails[end] == tails[run] { end += 1 }
            if end - run > 1, tails[run] & 63 != 0 {
                WordSorter.sortCodes(items, run, end, 2 * WordSorter.packedCodes, codes, starts)
            }
            run = end
        }
    }

    /// Calls `body` with each word's codes and its number, in sorted order.
    func forEachWord(in pool: WordPool, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Void) {
        pool.codes.withUnsafeBufferPointer { codes in
            pool.starts.withUnsafeBufferPointer { starts in
                guard let base = codes.baseAddress else { return }
                func word(_ item: Int) -> UnsafeBufferPointer<UInt8> {
                    UnsafeBufferPointer(start: base + Int(starts[item]), count: Int(starts[item + 1] - starts[item]))
                }
                guard !tails.isEmpty else {
                    for item in items { body(word(Int(item)), Int(item)) }
                    return
                }
                let packed = WordSorter.packedCodes
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * packed) { buffer in
                    guard let buffer = buffer.baseAddress else { return }
                    for position in 0..<items.count {
                        let item = Int(items[position])
                        var length = Self.unpack(heads[position], into: buffer)
                        if length == packed { length += Self.unpack(tails[position], into: buffer + packed) }
                        // Twenty codes or more: the rest is only in the pool.
                        body(length < 2 * packed ? UnsafeBufferPointer(start: buffer, count: length) : word(item), item)
                    }
                }
            }
        }
    }

    /// Writes a key's codes to `buffer` (all `packedCodes` places) and returns how many it holds.
    @inline(__always)
    static func unpack(_ key: UInt64, into buffer: UnsafeMutablePointer<UInt8>) -> Int {
        let packed = WordSorter.packedCodes
        for position in 0..<packed {
            buffer[position] = UInt8(truncatingIfNeeded: key >> UInt64(6 * (packed - 1 - position)) & 63) &- 1
        }
        // Every code present is at least 1: the empty places are the trailing zero fields.
        return packed - key.trailingZeroBitCount / 6
    }
}
