/// Sorts the words of a pool by letter code (a prefix before its extensions), stably, so that
/// of equal words the one read first comes first. Each word's first ten codes are packed into
/// one 64-bit key (six bits a code, `code + 1`, 0 once the word has ended) in one sequential
/// pass, and the keys with their word numbers are sorted by a least-significant-digit radix sort
/// (five passes of 12 bits): no pass reads the words themselves, in random order, as a radix sort
/// over the codes would. Runs of equal keys whose words go on past ten codes are then sorted by
/// their next ten codes: for a large pool packed in the same sequential pass (a second key per
/// word, carried to its sorted place once), for a small one (in the caches) read from the words.
/// Runs that tie on twenty codes are sorted from there on the words themselves, small runs by
/// insertion sort. Already sorted input is detected in one pass.
enum WordSorter {
    /// Codes packed into a key (each as `code + 1` in six bits, 0 once the word has ended; codes
    /// stay below 63), and the bits of one radix pass over the keys.
    static let packedCodes = 10, digitBits = 12

    /// The sorted order of a pool's words (word numbers).
    static func order(_ pool: WordPool) -> [Int32] { sorted(pool, packTails: false).items }

    /// The pool's words in sorted order; with `packTails`, with the codes each word starts with
    /// (`SortedWords.heads` and `tails`), so that they can be read without visiting the pool.
    static func sorted(_ pool: WordPool, packTails: Bool) -> SortedWords {
        let count = pool.count
        var items = [Int32](unsafeUninitializedCapacity: count) { items, initialized in
            for index in 0..<count { items[index] = Int32(truncatingIfNeeded: index) }
            initialized = count
        }
        guard count > 1 else { return SortedWords(items: items) }
        return pool.codes.withUnsafeBufferPointer { codes in
            pool.starts.withUnsafeBufferPointer { starts in
                if isSorted(codes, starts, count) { return SortedWords(items: items) }
                var (heads, tailsByWord) = packedKeys(codes, starts, count, tails: packTails)
                let otherKeys = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: count)
                defer { otherKeys.deallocate() }
                heads.withUnsafeMutableBufferPointer { heads in
                    items.withUnsafeMutableBufferPointer { items in
                        let scratch = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
                        defer { scratch.deallocate() }
                        sortByKey(heads, items, scratch, otherKeys)
                    }
                }
                // Each word's tail to its sorted place, through the sort's spare keys and back:
                // independent reads, no pass over the words, no third array of keys.
                if packTails {
                    tailsByWord.withUnsafeMutableBufferPointer { tails in
                        for index in 0..<count { otherKeys[index] = tails[Int(items[index])] }
                        for index in 0..<count { tails[index] = otherKeys[index] }
                    }
                }
                var words = SortedWords(items: items, heads: heads, tails: tailsByWord)
                words.sortTies(codes, starts)
                // Unpacked words are read from the pool: their heads are done with.
                if !packTails { words.heads = [] }
                return words
            }
        }
    }

    /// Per word, its first `packedCodes` codes packed (`code + 1`, 0 after its end, the first in
    /// the high bits), and with `tails` the next `packedCodes` likewise.
    static func packedKeys(
        _ codes: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<UInt32>, _ count: Int, tails: Bool
    ) -> (heads: [UInt64], tails: [UInt64]) {
        var tailKeys: [UInt64] = []
        if tails { tailKeys = [UInt64](repeating: 0, count: count) }
        let heads = tailKeys.withUnsafeMutableBufferPointer { tailKeys in
            [UInt64](unsafeUninitializedCapacity: count) { keys, initialized in
                for word in 0..<count {
                    let start = Int(starts[word])
                    let end = Int(starts[word + 1])
                    keys[word] = key(codes, start, end)
                    if tails, end - start > packedCodes { tailKeys[word] = key(codes, start + packedCodes, end) }
                }
                initialized = count
            }
        }
        return (heads, tailKeys)
    }

    /// The codes `start..<min(end, start + packedCodes)` packed into a key.
    @inline(__always)
    static func key(_ codes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        let length = min(max(0, end - start), packedCodes)
        var key: UInt64 = 0
        for position in 0..<length { key = key << 6 | UInt64(codes[start + position] &+ 1) }
        return key << UInt64(6 * (packedCodes - length))
    }

    /// Sorts `keys` and `items` together by key, stably: least significant digit first, with
    /// `scratch` and `otherKeys` (as many as the keys) for the other side of each pass.
    static func sortByKey(
        _ keys: UnsafeMutableBufferPointer<UInt64>, _ items: UnsafeMutableBufferPointer<Int32>,
        _ scratch: UnsafeMutableBufferPointer<Int32>, _ otherKeys: UnsafeMutableBufferPointer<UInt64>
    ) {
        let count = keys.count
        let passes = (6 * packedCodes + digitBits - 1) / digitBits
        let radix = 1 << digitBits
        let mask = UInt64(radix - 1)
        var histograms = [Int](repeating: 0, count: passes * radix)
        for key in keys {
            for pass in 0..<passes { histograms[pass * radix + Int(key >> UInt64(pass * digitBits) & mask)] += 1 }
        }
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
