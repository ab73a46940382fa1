/// Sorts the words of a pool by letter code (a prefix before its extensions), stably, so that
/// of equal words the one read first comes first. Most-significant-digit radix sort over the
/// codes with insertion sort for small buckets; already sorted input is detected in one pass.
enum WordSorter {
    /// Keys are `code + 1`, 0 meaning "the word has ended"; codes stay below 63.
    static let buckets = 64

    static func order(_ pool: WordPool) -> [Int32] {
        let count = pool.count
        var items = (0..<count).map { Int32($0) }
        guard count > 1 else { return items }
        return pool.codes.withUnsafeBufferPointer { codes in
            pool.starts.withUnsafeBufferPointer { starts in
                if isSorted(codes, starts, count) { return items }
                var scratch = [Int32](repeating: 0, count: count)
                var stack: [(Int, Int, Int)] = [(0, count, 0)]
                var histogram = [Int](repeating: 0, count: buckets)
                items.withUnsafeMutableBufferPointer { items in
                    scratch.withUnsafeMutableBufferPointer { scratch in
                        while let (low, high, depth) = stack.popLast() {
                            if high - low <= 24 {
                                insertionSort(items, low, high, depth, codes, starts)
                                continue
                            }
                            for bucket in 0..<buckets { histogram[bucket] = 0 }
                            for index in low..<high {
                                histogram[key(items[index], depth, codes, starts)] += 1
                            }
                            var bounds = [Int](repeating: 0, count: buckets + 1)
                            bounds[0] = low
                            for bucket in 0..<buckets { bounds[bucket + 1] = bounds[bucket] + histogram[bucket] }
                            var next = bounds
                            for index in low..<high {
                                let item = items[index]
                                let bucket = key(item, depth, codes, starts)
                                scratch[next[bucket]] = item
                                next[bucket] += 1
                            }
                            for index in low..<high { items[index] = scratch[index] }
                            for bucket in 1..<buckets where bounds[bucket + 1] - bounds[bucket] > 1 {
                                stack.append((bounds[bucket], bounds[bucket + 1], depth + 1))
                            }
                        }
                    }
                }
                return items
            }
        }
    }

    @inline(__always)
    static func key(
        _ item: Int32, _ depth: Int, _ codes: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<UInt32>
    ) -> Int {
        let start = Int(starts[Int(item)])
        let end = Int(starts[Int(item) + 1])
        return start + depth < end ? Int(codes[start + depth]) + 1 : 0
    }

    /// Compares two words from `depth` on: negative, zero or positive.
    @inline(__always)
    static func compare(
        _ a: Int, _ b: Int, from depth: Int, _ codes: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<UInt32>
    ) -> Int {
        var i = Int(starts[a]) + depth
        var j = Int(starts[b]) + depth
        let endA = Int(starts[a + 1])
        let endB = Int(starts[b + 1])
        while i < endA, j < endB {
            let x = codes[i]
            let y = codes[j]
            if x != y { return x < y ? -1 : 1 }
            i += 1
            j += 1
        }
        return (endA - i) - (endB - j)
    }

    static func insertionSort(
        _ items: UnsafeMutableBufferPointer<Int32>, _ low: Int, _ high: Int, _ depth: Int,
        _ codes: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<UInt32>
    ) {
        guard high - low > 1 else { return }
        for index in (low + 1)..<high {
            let item = items[index]
            var hole = index
            while hole > low, compare(Int(items[hole - 1]), Int(item), from: depth, codes, starts) > 0 {
                items[hole] = items[hole - 1]
                hole -= 1
            }
            items[hole] = item
        }
    }

    static func isSorted(
        _ codes: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<UInt32>, _ count: Int
    ) -> Bool {
        for index in 1..<count where compare(index - 1, index, from: 0, codes, starts) > 0 { return false }
        return true
    }
}
