/// Sorts the words of a pool by letter code (a prefix before its extensions), stably, so that
/// of equal words the one read first comes first. Each word's first ten codes are packed into
/// one 64-bit key (six bits a code, `code + 1`, 0 once the word has ended) in one sequential
/// pass, and the keys with their word numbers are sorted by a least-significant-digit radix sort
/// (five passes of 12 bits): no pass reads the words themselves, in random order, as a radix sort
/// over the codes would. Runs of equal keys whose words go on past ten codes are then sorted from
/// there the same way (their next ten codes as keys), small runs by insertion sort. Already
/// sorted input is detected in one pass.
enum WordSorter {
    /// Codes packed into a key (each as `code + 1` in six bits, 0 once the word has ended; codes
    /// stay below 63), and the bits of one radix pass over the keys.
    static let packedCodes = 10, digitBits = 12

    static func order(_ pool: WordPool) -> [Int32] {
        let count = pool.count
        var items = (0..<count).map { Int32($0) }
        guard count > 1 else { return items }
        return pool.codes.withUnsafeBufferPointer { codes in
            pool.starts.withUnsafeBufferPointer { starts in
                if isSorted(codes, starts, count) { return items }
                var keys = packedKeys(codes, starts, count)
                var scratch = [Int32](repeating: 0, count: count)
                keys.withUnsafeMutableBufferPointer { keys in
                    items.withUnsafeMutableBufferPointer { items in
                        scratch.withUnsafeMutableBufferPointer { scratch in
                            sortByKey(keys, items, scratch)
                            var low = 0
                            while low < count {
                                var high = low + 1
                                while high < count, keys[high] == keys[low] { high += 1 }
                                // The tenth code present: the words may differ after it.
                                if high - low > 1, keys[low] & 63 != 0 {
                                    sortCodes(items, low, high, packedCodes, codes, starts)
                                }
                                low = high
                            }
                        }
                    }
                }
                return items
            }
        }
    }

    /// Per word, its first `packedCodes` keys (`code + 1`, 0 after its end), the first in the high bits.
    static func packedKeys(
        _ codes: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<UInt32>, _ count: Int
    ) -> [UInt64] {
        [UInt64](unsafeUninitializedCapacity: count) { keys, initialized in
            for word in 0..<count {
                let start = Int(starts[word])
                let length = min(Int(starts[word + 1]) - start, packedCodes)
                var key: UInt64 = 0
                for position in 0..<length { key = key << 6 | UInt64(codes[start + position] &+ 1) }
                keys[word] = key << UInt64(6 * (packedCodes - length))
            }
            initialized = count
        }
    }

    /// Sorts `keys` and `items` together by key, stably: least significant digit first.
    static func sortByKey(
        _ keys: UnsafeMutableBufferPointer<UInt64>, _ items: UnsafeMutableBufferPointer<Int32>,
        _ scratch: UnsafeMutableBufferPointer<Int32>
    ) {
        let count = keys.count
        let passes = (6 * packedCodes + digitBits - 1) / digitBits
        let radix = 1 << digitBits
        let mask = UInt64(radix - 1)
        var histograms = [Int](repeating: 0, count: passes * radix)
        for key in keys {
            for pass in 0..<passes { histograms[pass * radix + Int(key >> UInt64(pass * digitBits) & mask)] += 1 }
        }
        let otherKeys = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: count)
        defer { otherKeys.deallocate() }
        var sourceKeys = keys
        var targetKeys = otherKeys
        var sourceItems = items
        var targetItems = scratch
        var next = [Int](repeating: 0, count: radix)
        for pass in 0..<passes {
            let shift = UInt64(pass * digitBits)
            // A digit every key shares moves nothing.
            if histograms[pass * radix + Int(sourceKeys[0] >> shift & mask)] == count { continue }
            var total = 0
            for digit in 0..<radix {
                next[digit] = total
                total += histograms[pass * radix + digit]
            }
            for index in 0..<count {
                let key = sourceKeys[index]
                let digit = Int(key >> shift & mask)
                targetKeys[next[digit]] = key
                targetItems[next[digit]] = sourceItems[index]
                next[digit] += 1
            }
            swap(&sourceKeys, &targetKeys)
            swap(&sourceItems, &targetItems)
        }
        if sourceKeys.baseAddress != keys.baseAddress {
            for index in 0..<count {
                keys[index] = sourceKeys[index]
                items[index] = sourceItems[index]
            }
        }
    }

    /// Sorts `items[low..<high]` by their codes from `depth` on, stably: small runs by insertion
    /// sort, larger ones by their next `packedCodes` codes packed into keys, then the runs of
    /// equal keys again from `packedCodes` codes further.
    static func sortCodes(
        _ items: UnsafeMutableBufferPointer<Int32>, _ low: Int, _ high: Int, _ depth: Int,
        _ codes: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<UInt32>
    ) {
        var stack: [(Int, Int, Int)] = [(low, high, depth)]
        var pairs: [(key: UInt64, item: Int32)] = []
        while let (low, high, depth) = stack.popLast() {
            // Insertion sort reads two words per comparison; a key is one read per word.
            if high - low <= 4 {
                insertionSort(items, low, high, depth, codes, starts)
                continue
            }
            pairs.removeAll(keepingCapacity: true)
            for index in low..<high {
                let item = Int(items[index])
                let start = Int(starts[item]) + depth
                let length = min(max(0, Int(starts[item + 1]) - start), packedCodes)
                var key: UInt64 = 0
                for position in 0..<length { key = key << 6 | UInt64(codes[start + position] &+ 1) }
                pairs.append((key << UInt64(6 * (packedCodes - length)), Int32(item)))
            }
            // The word number breaks ties, so equal words keep the order they were read in.
            pairs.sort { $0.key != $1.key ? $0.key < $1.key : $0.item < $1.item }
            var run = 0
            for (offset, pair) in pairs.enumerated() {
                items[low + offset] = pair.item
                if pair.key != pairs[run].key { run = offset }
                let ends = offset + 1 == pairs.count || pairs[offset + 1].key != pair.key
                if ends, offset > run, pair.key & 63 != 0 {
                    stack.append((low + run, low + offset + 1, depth + packedCodes))
                }
            }
        }
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
