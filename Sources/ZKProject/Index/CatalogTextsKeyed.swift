import ZKCore

extension CatalogTexts {
    /// Values by catalog key or locale, where keys compare and hash by their code points (as
    /// JSON object keys do): "ñ" (U+00F1) and "n" + U+0303 are two keys, where a `[String: …]`
    /// would merge them (Swift's `String ==` applies canonical equivalence). Read by `String`
    /// like a dictionary; iterated, listed and encoded in code-point order, so the same catalog
    /// always gives the same bytes.
    public struct Keyed<Value: Sendable & Hashable & Codable>: Sendable, Hashable, Sequence,
        ExpressibleByDictionaryLiteral
    {
        private var storage: [CodePointString: Value]

        public init() { storage = [:] }

        /// The first value of look-alike or repeated keys is kept (as the JSON reader keeps the first member).
        public init(_ pairs: some Sequence<(String, Value)>) {
            storage = [:]
            for (key, value) in pairs where storage[CodePointString(key)] == nil {
                storage[CodePointString(key)] = value
            }
        }

        public init(dictionaryLiteral elements: (String, Value)...) { self.init(elements) }

        public subscript(key: String) -> Value? {
            get { storage[CodePointString(key)] }
            set { storage[CodePointString(key)] = newValue }
        }

        public var count: Int { storage.count }
        public var isEmpty: Bool { storage.isEmpty }

        /// The keys in code-point order.
        public var keys: [String] { storage.keys.sorted().map(\.string) }

        /// The values in the code-point order of their keys.
        public var values: [Value] { storage.sorted { $0.key < $1.key }.map(\.value) }

        public func makeIterator() -> IndexingIterator<[(key: String, value: Value)]> {
            storage.sorted { $0.key < $1.key }.map { (key: $0.key.string, value: $0.value) }.makeIterator()
        }

        /// A plain dictionary of the transformed values, for display code that wants `[String: T]`.
        /// Look-alike keys cannot both live in it: the first in code-point order is kept.
        public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> [String: T] {
            var result: [String: T] = [:]
            for (key, value) in self where result[key] == nil { result[key] = try transform(value) }
            return result
        }
    }
}

/// Encoded as an array of `{ "key", "value" }` pairs in code-point order: a JSON object would
/// merge look-alike keys again in decoders that key it by `String` (Foundation's does).
extension CatalogTexts.Keyed: Codable {
    private struct Pair: Codable {
        var key: String
        var value: Value
    }

    public init(from decoder: any Decoder) throws {
        let pairs = try decoder.singleValueContainer().decode([Pair].self)
        self.init(pairs.map { ($0.key, $0.value) })
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(map { Pair(key: $0.key, value: $0.value) })
    }
}
