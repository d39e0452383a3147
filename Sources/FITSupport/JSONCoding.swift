/// `Codable` values to and from `JSONValue`, with the standard library's `Codable` alone (Foundation's encoders
/// would cost every command its start-up). A settings file's typed contents (a service's token) are written and
/// read through it, never field by field by hand. Objects keep their keys in the order the type encodes them;
/// an optional that is nil is left out, and read back as nil.
package enum JSONCoding {
    /// Why a value could not be read: the path to the field and what was wrong.
    package struct Failure: Error, CustomStringConvertible, Sendable {
        package let description: String
    }

    package static func encode<T: Encodable>(_ value: T) throws(Failure) -> JSONValue {
        let node = Node()
        do { try value.encode(to: ValueEncoder(node: node, codingPath: [])) } catch {
            throw Failure(description: "\(error)")
        }
        return node.json
    }

    package static func decode<T: Decodable>(_ type: T.Type, from json: JSONValue) throws(Failure) -> T {
        do { return try T(from: ValueDecoder(value: json, codingPath: [])) } catch let error as Failure {
            throw error
        } catch {
            throw Failure(description: "\(error)")
        }
    }

    static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.isEmpty
            ? "the top level"
            : codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
                .joined(separator: ".")
    }
}

// MARK: encoding

/// What an encoder writes into: a value, or an object or array whose members are filled in later.
private final class Node {
    enum Content {
        case value(JSONValue)
        case object([(String, Node)])
        case array([Node])
    }
    var content = Content.value(.null)

    var json: JSONValue {
        switch content {
        case .value(let v): v
        case .object(let pairs): .object(pairs.map { ($0.0, $0.1.json) })
        case .array(let nodes): .array(nodes.map(\.json))
        }
    }

    func member(_ key: String) -> Node {
        let node = Node()
        if case .object(var pairs) = content {
            pairs.removeAll { $0.0 == key }
            pairs.append((key, node))
            content = .object(pairs)
        }
        return node
    }

    func element() -> Node {
        let node = Node()
        if case .array(let nodes) = content { content = .array(nodes + [node]) }
        return node
    }
}

/// The JSON of a value the standard library knows, or nil for a type that encodes itself.
private func primitive(_ value: any Encodable) -> JSONValue? {
    switch value {
    case let v as String: .string(v)
    case let v as Bool: .bool(v)
    case let v as Double: .double(v)
    case let v as Float: .double(Double(v))
    case let v as Int: .int(Int64(v))
    case let v as Int64: .int(v)
    case let v as Int32: .int(Int64(v))
    case let v as Int16: .int(Int64(v))
    case let v as Int8: .int(Int64(v))
    case let v as UInt32: .int(Int64(v))
    case let v as UInt16: .int(Int64(v))
    case let v as UInt8: .int(Int64(v))
    case let v as UInt: .int(Int64(clamping: v))
    case let v as UInt64: .int(Int64(clamping: v))
    default: nil
    }
}

private struct ValueEncoder: Encoder {
    let node: Node
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = node.content {} else { node.content = .object([]) }
        return KeyedEncodingContainer(KeyedWriter<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = node.content {} else { node.content = .array([]) }
        return ListWriter(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleWriter(node: node, codingPath: codingPath) }

    static func write<T: Encodable>(_ value: T, into node: Node, codingPath: [any CodingKey]) throws {
        if let json = primitive(value) {
            node.content = .value(json)
        } else {
            try value.encode(to: ValueEncoder(node: node, codingPath: codingPath))
        }
    }
}

private struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.member(key.stringValue).content = .value(.null) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try ValueEncoder.write(value, into: node.member(key.stringValue), codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        ValueEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        ValueEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { ValueEncoder(node: node.member("super"), codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        ValueEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct ListWriter: UnkeyedEncodingContainer {
    let node: Node
    let codingPath: [any CodingKey]
    var count: Int { if case .array(let nodes) = node.content { nodes.count } else { 0 } }

    mutating func encodeNil() throws { node.element().content = .value(.null) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        try ValueEncoder.write(value, into: node.element(), codingPath: codingPath)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        ValueEncoder(node: node.element(), codingPath: codingPath).container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        ValueEncoder(node: node.element(), codingPath: codingPath).unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder { ValueEncoder(node: node.element(), codingPath: codingPath) }
}

private struct SingleWriter: SingleValueEncodingContainer {
    let node: Node
    let codingPath: [any CodingKey]
    mutating func encodeNil() throws { node.content = .value(.null) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        try ValueEncoder.write(value, into: node, codingPath: codingPath)
    }
}

// MARK: decoding

private struct ValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func failure(_ what: String) -> JSONCoding.Failure {
        JSONCoding.Failure(description: "\(JSONCoding.path(codingPath)): \(what)")
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let pairs) = value else { throw failure("not an object") }
        return KeyedDecodingContainer(KeyedReader<Key>(pairs: pairs, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = value else { throw failure("not a list") }
        return ListReader(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    /// `value` as `T`: the standard library's types read here, the others through their own `init(from:)`.
    func read<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == String.self {
            guard case .string(let s) = value else { throw failure("not a string") }
            return try cast(s)
        }
        if T.self == Bool.self {
            guard case .bool(let b) = value else { throw failure("not true or false") }
            return try cast(b)
        }
        if T.self == Double.self || T.self == Float.self {
            let d: Double
            switch value {
            case .double(let v): d = v
            case .int(let v): d = Double(v)
            default: throw failure("not a number")
            }
            return T.self == Double.self ? try cast(d) : try cast(Float(d))
        }
        if let integer = T.self as? any FixedWidthInteger.Type {
            guard case .int(let v) = value, let n = integer.init(exactly: v) else {
                throw failure("not a whole number that fits")
            }
            return try cast(n)
        }
        return try T(from: self)
    }

    /// A value read as the type asked for (the branches above have checked that it is that type).
    private func cast<T>(_ value: Any) throws -> T {
        guard let typed = value as? T else { throw failure("not a \(T.self)") }
        return typed
    }
}

extension ValueDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { if case .null = value { true } else { false } }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try read(type) }
}

private struct KeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let pairs: [(String, JSONValue)]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { pairs.compactMap { Key(stringValue: $0.0) } }
    func contains(_ key: Key) -> Bool { pairs.contains { $0.0 == key.stringValue } }

    private func decoder(_ key: Key) throws -> ValueDecoder {
        guard let value = pairs.last(where: { $0.0 == key.stringValue })?.1 else {
            throw JSONCoding.Failure(description: "\(JSONCoding.path(codingPath + [key])): missing")
        }
        return ValueDecoder(value: value, codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool { try decoder(key).decodeNil() }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder(key).read(type) }
    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(key).container(keyedBy: type)
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(key).unkeyedContainer()
    }
    func superDecoder() throws -> any Decoder {
        ValueDecoder(value: .object(pairs), codingPath: codingPath)
    }
    func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(key) }
}

private struct ListReader: UnkeyedDecodingContainer {
    let items: [JSONValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    init(items: [JSONValue], codingPath: [any CodingKey]) {
        self.items = items
        self.codingPath = codingPath
    }

    private mutating func next() throws -> ValueDecoder {
        guard !isAtEnd else {
            throw JSONCoding.Failure(description: "\(JSONCoding.path(codingPath)): fewer items than expected")
        }
        defer { currentIndex += 1 }
        return ValueDecoder(value: items[currentIndex], codingPath: codingPath)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = items[currentIndex] else { return false }
        currentIndex += 1
        return true
    }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().read(type) }
    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }
    mutating func superDecoder() throws -> any Decoder { try next() }
}
