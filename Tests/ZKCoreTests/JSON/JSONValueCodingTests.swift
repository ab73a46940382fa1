import Testing
import ZKCore

/// `Codable` through `JSONValue` trees: what the build cache writes with `JSONWriter`.
@Suite struct JSONValueCodingTests {
    enum Shape: Codable, Hashable {
        case dot
        case circle(radius: Double)
        case named(String, Int)
    }

    struct Sample: Codable, Hashable {
        var text: String
        var flag: Bool
        var small: Int8
        var big: UInt64
        var negative: Int64
        var fraction: Double
        var integral: Double
        var missing: String?
        var present: Int?
        var list: [Int?]
        var byName: [String: [String]]
        var byNumber: [Int: String]
        var shapes: [Shape]
    }

    static let sample = Sample(
        text: "quote \" backslash \\ newline \n ä 😀", flag: true, small: -128, big: .max, negative: .min,
        fraction: 0.1, integral: 2, missing: nil, present: 7, list: [1, nil, 3], byName: ["b": ["x"], "a": []],
        byNumber: [2: "two", 10: "ten"], shapes: [.dot, .circle(radius: 1.5), .named("n", 3)])

    @Test func aValueRoundTripsThroughTheWriterAndTheReader() throws {
        let tree = try JSONValueEncoder().encode(Self.sample)
        let text = JSONWriter(style: .compact, sortKeys: true).string(tree)
        let parsed = JSONReader.read(text: text)
        #expect(parsed.diagnostics.isEmpty, "\(text)")
        let value = try #require(parsed.value)
        #expect(try JSONValueDecoder().decode(Sample.self, from: value) == Self.sample)
    }

    @Test func theTreeIsWhatTheValueEncodes() throws {
        let tree = try JSONValueEncoder().encode(Self.sample)
        let text = JSONWriter(style: .compact, sortKeys: true).string(tree)
        // Optionals left out when nil, integers beyond Int64 exact, integral doubles without a fraction.
        #expect(!text.contains("missing"))
        #expect(text.contains(#""big":18446744073709551615"#))
        #expect(text.contains(#""negative":-9223372036854775808"#))
        #expect(text.contains(#""integral":2,"#))
        #expect(text.contains(#""list":[1,null,3]"#))
        #expect(text.contains(#""byNumber":{"10":"ten","2":"two"}"#))
        #expect(text.contains(#""shapes":[{"dot":{}},{"circle":{"radius":1.5}},{"named":{"_0":"n","_1":3}}]"#))
    }

    @Test func aNonFiniteNumberCannotBeEncoded() {
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode([Double.nan]) }
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(["x": Double.infinity]) }
    }

    @Test func aTreeOfTheWrongShapeIsADecodingError() throws {
        func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
            try JSONValueDecoder().decode(type, from: try #require(JSONReader.read(text: text).value))
        }
        #expect(throws: DecodingError.self) { try decode(Int8.self, "128") }
        #expect(throws: DecodingError.self) { try decode(Int.self, "1.5") }
        #expect(throws: DecodingError.self) { try decode(String.self, "1") }
        #expect(throws: DecodingError.self) { try decode([String: Int].self, "[]") }
        #expect(throws: DecodingError.self) { try decode(Sample.self, #"{"text": "only"}"#) }
        #expect(try decode(Int.self, "2.0") == 2)
        #expect(try decode(UInt64.self, "18446744073709551615") == .max)
    }
}
