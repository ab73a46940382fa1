import Testing

@testable import ZKCore
@testable import ZKSchema

/// A property name is found by its exact bytes, by a walk (up to 8 names) or by hash (more).
@Suite struct PropertyTableTests {
    func lookUp(_ table: PropertyTable, _ name: String) -> Int? {
        Array(name.utf8).withUnsafeBufferPointer { table.node(for: $0) }
    }

    @Test func findsEachNameByItsBytesWhateverTheTableSize() {
        let names = [
            "", "id", "key", "kez", "audio", "titleKey", "n\u{0303}", "\u{00F1}", "a-name-longer-than-sixteen",
            "a-name-longer-than-sixteen-bytes-and-thirty-two", "x",
        ]
        for size in [1, 2, 3, 8, 9, names.count] {
            let chosen = Array(names.prefix(size))
            let table = PropertyTable(chosen.enumerated().map { (name: $0.element, node: 100 + $0.offset) })
            for (position, name) in chosen.enumerated() {
                #expect(lookUp(table, name) == 100 + position, "\(size) names: '\(name)'")
            }
            for absent in ["ID", "ke", "keys", "audio ", "a-name-longer-than-sixteeN", "titlekey"] {
                #expect(lookUp(table, absent) == nil, "\(size) names: '\(absent)'")
            }
        }
        #expect(lookUp(PropertyTable([]), "id") == nil)
    }

    @Test func comparesShortAndLongRunsOfBytes() {
        let lengths = [0, 1, 3, 4, 5, 8, 9, 15, 16, 17, 31, 32, 33, 70]
        for length in lengths {
            let a = (0..<length).map { UInt8(truncatingIfNeeded: $0 * 7 + 1) }
            for flipped in [0, length / 2, length - 1] where length > 0 {
                var b = a
                b[flipped] ^= 0x20
                let equal = a.withUnsafeBufferPointer { x in
                    b.withUnsafeBufferPointer { y in
                        JSONTape.equalBytes(x.baseAddress!, y.baseAddress!, length)
                    }
                }
                #expect(!equal, "length \(length), byte \(flipped) differs")
            }
            let copy = a
            let same = a.withUnsafeBufferPointer { x in
                copy.withUnsafeBufferPointer { y in
                    guard let p = x.baseAddress, let q = y.baseAddress else { return true }
                    return JSONTape.equalBytes(p, q, length)
                }
            }
            #expect(same, "length \(length)")
        }
    }
}
