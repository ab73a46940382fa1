/// `Codable` over `JSONValue` trees: `JSONValueEncoder` turns a value into a tree for `JSONWriter`,
/// `JSONValueDecoder` reads a tree from `JSONReader` back, so a `Codable` file goes through the
/// project's one writer and one reader (the build cache). Numbers stay exact (integers beyond 64
/// bits as decimals); a non-finite double cannot be written, as with Foundation's encoder.
public struct JSONValueEncoder: Sendable {
    public init() {}

    /// The tree of `value`; members in the order the value encodes them (the writer sorts them).
    public func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        let root = EncodingNode()
        try value.encode(to: TreeEncoder(node: root, codingPath: []))
        return root.tree
    }
}

/// Decodes `Decodable` values from `JSONValue` trees (see `JSONValueEncoder`).
public struct JSONValueDecoder: Sendable {
    public init() {}

    public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        try T(from: TreeDecoder(value: value, codingPath: []))
    }
}

// MARK: - Encoding

/// A value being encoded: a single value, an object or an array (whichever container it asked for).
private final class EncodingNode {
    var value: JSONValue?
    var isObject = false
    var keys: [String] = []
    var members: [String: EncodingNode] = [:]
    var isArray = false
    var elements: [EncodingNode] = []

    init(_ value: JSONValue? = nil) { self.value = value }

    /// A later member of the same key replaces the earlier one, in the earlier one's place.
    func set(_ key: String, _ node: EncodingNode) {
        if members.updateValue(node, forKey: key) == nil { keys.append(key) }
    }

    var tree: JSONValue {
        if isObject { return .object(keys.map { ($0, members[$0]?.tree ?? .null) }) }
        if isArray { return .array(elements.map(\.tree)) }
        // A value that encoded nothing is an empty object, as Foundation writes it.
        return value ?? .object([])
    }
}

private struct TreeEncoder: Encoder {
    let node: EncodingNode
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.isObject = true
        return KeyedEncodingContainer(KeyedTreeEncodingContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.isArray = true
        return UnkeyedTreeEncodingContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleTreeEncodingContainer(node: node, codingPath: codingPath)
    }
}

private struct KeyedTreeEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodingNode
    var codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.set(key.stringValue, EncodingNode(.null)) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try put(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try put(value, key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try put(value, key) }

    private func put<T: Encodable>(_ value: T, _ key: Key) throws {
        let child = EncodingNode()
        node.set(key.stringValue, child)
        try value.encode(to: TreeEncoder(node: child, codingPath: codingPath + [key]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        TreeEncoder(node: child(key), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        TreeEncoder(node: child(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let key = TreeCodingKey("super")
        let child = EncodingNode()
        node.set(key.stringValue, child)
        return TreeEncoder(node: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        TreeEncoder(node: child(key), codingPath: codingPath + [key])
    }

    private func child(_ key: Key) -> EncodingNode {
        let child = EncodingNode()
        node.set(key.stringValue, child)
        return child
    }
}

private struct UnkeyedTreeEncodingContainer: UnkeyedEncodingContainer {
    let node: EncodingNode
    var codingPath: [any CodingKey]
    var count: Int { node.elements.count }

    mutating func encodeNil() throws { node.elements.append(EncodingNode(.null)) }
    mutating func encode(_ value: Bool) throws { try put(value) }
    mutating func encode(_ value: String) throws { try put(value) }
    mutating func encode(_ value: Double) throws { try put(value) }
    mutating func encode(_ value: Float) throws { try put(value) }
    mutating func encode(_ value: Int) throws { try put(value) }
    mutating func encode(_ value: Int8) throws { try put(value) }
    mutating func encode(_ value: Int16) throws { try put(value) }
    mutating func encode(_ value: Int32) throws { try put(value) }
    mutating func encode(_ value: Int64) throws { try put(value) }
    mutating func encode(_ value: UInt) throws { try put(value) }
    mutating func encode(_ value: UInt8) throws { try put(value) }
    mutating func encode(_ value: UInt16) throws { try put(value) }
    mutating func encode(_ value: UInt32) throws { try put(value) }
    mutating func encode(_ value: UInt64) throws { try put(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try put(value) }

    private func put<T: Encodable>(_ value: T) throws {
        let encoder = nextEncoder()
        try value.encode(to: encoder)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<
        NestedKey
    > {
        nextEncoder().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { nextEncoder().unkeyedContainer() }

    mutating func superEncoder() -> any Encoder { nextEncoder() }

    private func nextEncoder() -> TreeEncoder {
        let child = EncodingNode()
        let key = TreeCodingKey(index: node.elements.count)
        node.elements.append(child)
        return TreeEncoder(node: child, codingPath: codingPath + [key])
    }
}

private struct SingleTreeEncodingContainer: SingleValueEncodingContainer {
    let node: EncodingNode
    var codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.value = .null }
    mutating func encode(_ value: Bool) throws { node.value = .bool(value) }
    mutating func encode(_ value: String) throws { node.value = .string(value) }
    mutating func encode(_ value: Double) throws { node.value = try number(value) }
    mutating func encode(_ value: Float) throws { node.value = try number(Double(value)) }
    mutating func encode(_ value: Int) throws { node.value = integer(value) }
    mutating func encode(_ value: Int8) throws { node.value = integer(value) }
    mutating func encode(_ value: Int16) throws { node.value = integer(value) }
    mutating func encode(_ value: Int32) throws { node.value = integer(value) }
    mutating func encode(_ value: Int64) throws { node.value = integer(value) }
    mutating func encode(_ value: UInt) throws { node.value = integer(value) }
    mutating func encode(_ value: UInt8) throws { node.value = integer(value) }
    mutating func encode(_ value: UInt16) throws { node.value = integer(value) }
    mutating func encode(_ value: UInt32) throws { node.value = integer(value) }
    mutating func encode(_ value: UInt64) throws { node.value = integer(value) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: TreeEncoder(node: node, codingPath: codingPath))
    }

    private func integer<T: BinaryInteger>(_ value: T) -> JSONValue {
        guard let exact = Int64(exactly: value) else { return JSONValue(.number(.decimal(String(value)))) }
        return JSONValue(.number(.integer(exact)))
    }

    private func number(_ value: Double) throws -> JSONValue {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: codingPath, debugDescription: "\(value) is not a JSON number"))
        }
        return .double(value)
    }
}

// MARK: - Decoding

private struct TreeDecoder: Decoder {
    let value: JSONValue
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let object = value.object else { throw mismatch(JSONObject.self, codingPath, value) }
        return KeyedDecodingContainer(KeyedTreeDecodingContainer<Key>(object: object, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let elements = value.array else { throw mismatch([JSONValue].self, codingPath, value) }
        return UnkeyedTreeDecodingContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleTreeDecodingContainer(value: value, codingPath: codingPath)
    }
}

private func mismatch(_ type: Any.Type, _ path: [any CodingKey], _ value: JSONValue) -> DecodingError {
    .typeMismatch(type, DecodingError.Context(codingPath: path, debugDescription: "found \(value.typeName)"))
}

private struct KeyedTreeDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let allKeys: [Key]
    var codingPath: [any CodingKey]

    init(object: JSONObject, codingPath: [any CodingKey]) {
        // The first member of a duplicated key, as `JSONObject` reads it.
        members = Dictionary(object.members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        allKeys = object.members.compactMap { Key(stringValue: $0.key) }
        self.codingPath = codingPath
    }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool { try member(key).isNull }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try take(type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try take(type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try take(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try take(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try take(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try take(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try take(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try take(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try take(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try take(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try take(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try take(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try take(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try take(type, key) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try take(type, key) }

    private func take<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
        try T(from: TreeDecoder(value: try member(key), codingPath: codingPath + [key]))
    }

    private func member(_ key: Key) throws -> JSONValue {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key, DecodingError.Context(codingPath: codingPath, debugDescription: "no member '\(key.stringValue)'"))
        }
        return value
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try TreeDecoder(value: try member(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try TreeDecoder(value: try member(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        let key = TreeCodingKey("super")
        return TreeDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        TreeDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
}

private struct UnkeyedTreeDecodingContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    var codingPath: [any CodingKey]
    var currentIndex = 0
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    init(elements: [JSONValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    mutating func decodeNil() throws -> Bool {
        guard try current().isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try take(type) }
    mutating func decode(_ type: String.Type) throws -> String { try take(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try take(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try take(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try take(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try take(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try take(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try take(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try take(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try take(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try take(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try take(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try take(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try take(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try take(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }

    mutating func superDecoder() throws -> any Decoder { try next() }

    private mutating func take<T: Decodable>(_ type: T.Type) throws -> T { try T(from: try next()) }

    private func current() throws -> JSONValue {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                JSONValue.self,
                DecodingError.Context(
                    codingPath: codingPath, debugDescription: "the array has \(elements.count) elements"))
        }
        return elements[currentIndex]
    }

    private mutating func next() throws -> TreeDecoder {
        let decoder = TreeDecoder(value: try current(), codingPath: codingPath + [TreeCodingKey(index: currentIndex)])
        currentIndex += 1
        return decoder
    }
}

private struct SingleTreeDecodingContainer: SingleValueDecodingContainer {
    let value: JSONValue
    var codingPath: [any CodingKey]

    func decodeNil() -> Bool { value.isNull }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard let flag = value.bool else { throw mismatch(type, codingPath, value) }
        return flag
    }

    func decode(_ type: String.Type) throws -> String {
        guard let text = value.string else { throw mismatch(type, codingPath, value) }
        return text
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard let number = value.number else { throw mismatch(type, codingPath, value) }
        return number.doubleValue
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: TreeDecoder(value: value, codingPath: codingPath))
    }

    /// The number as `T` when it is exactly an integer `T` holds.
    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard let number = value.number else { throw mismatch(type, codingPath, value) }
        let exact: T? =
            switch number {
            case .integer(let integer): T(exactly: integer)
            case .double(let double): T(exactly: double)
            case .decimal(let text): T(text) ?? Double(text).flatMap { T(exactly: $0) }
            }
        guard let exact else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "\(JSONWriter.format(number)) is not \(MessageText.withArticle("\(type)"))"))
        }
        return exact
    }
}

/// Keys the coders make themselves: array indices and `super`.
private struct TreeCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    init(index: Int) {
        stringValue = String(index)
        intValue = index
    }

    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { self.init(index: intValue) }
}
