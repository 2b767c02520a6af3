import Foundation

/// Encodes any `Encodable` value into the cache's binary format (see ``CacheValue``).
enum CacheEncoder {
  static func encode<T: Encodable>(_ value: T) throws -> Data {
    let root = Node()
    try root.store(value, codingPath: [])
    return Data(root.value.serialized())
  }

  /// A value being built: containers hand out child nodes and fill them in place. Strings, numbers and flags are
  /// kept as values, without a node of their own.
  final class Node {
    private enum Kind { case empty, single, array, object }
    private enum Child {
      case value(CacheValue)
      case node(Node)

      var value: CacheValue {
        switch self {
        case .value(let value): value
        case .node(let node): node.value
        }
      }
    }

    private var kind = Kind.empty
    private var single = CacheValue.null
    private var elements: [Child] = []
    private var pairs: [(key: String, child: Child)] = []

    var value: CacheValue {
      switch kind {
      case .empty: .null
      case .single: single
      case .array: .array(elements.map(\.value))
      case .object: .object(pairs.map { ($0.key, $0.child.value) })
      }
    }

    func set(_ value: CacheValue) {
      kind = .single
      single = value
    }

    func makeObject() { if kind != .object { kind = .object } }
    func makeArray() { if kind != .array { kind = .array } }

    func child(forKey key: String) -> Node {
      let node = Node()
      pairs.append((key, .node(node)))
      return node
    }

    func set(_ value: CacheValue, forKey key: String) { pairs.append((key, .value(value))) }

    func appendChild() -> Node {
      let node = Node()
      elements.append(.node(node))
      return node
    }

    func append(_ value: CacheValue) { elements.append(.value(value)) }

    var count: Int { elements.count }

    /// Stores `value`: primitives directly, anything else through its own `encode(to:)`.
    func store<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws {
      if let primitive = Self.primitive(value) {
        set(primitive)
      } else {
        try value.encode(to: TreeEncoder(node: self, codingPath: codingPath))
      }
    }

    /// `value` stored under `key`: a primitive without a node, anything else in a child node.
    func store<T: Encodable>(_ value: T, forKey key: String, codingPath: [any CodingKey]) throws {
      if let primitive = Self.primitive(value) {
        set(primitive, forKey: key)
      } else {
        try child(forKey: key).store(value, codingPath: codingPath)
      }
    }

    /// `value` appended: a primitive without a node, anything else in a child node.
    func append<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws {
      if let primitive = Self.primitive(value) {
        append(primitive)
      } else {
        try appendChild().store(value, codingPath: codingPath)
      }
    }

    static func primitive<T: Encodable>(_ value: T) -> CacheValue? {
      if T.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
      if T.self == Int.self { return .int(Int64(unsafeBitCast(value, to: Int.self))) }
      if T.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
      return nil
    }
  }

  private struct TreeEncoder: Encoder {
    let node: Node
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      node.makeObject()
      return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      node.makeArray()
      return UnkeyedContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
      SingleContainer(node: node, codingPath: codingPath)
    }
  }

  private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    var codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.set(.null, forKey: key.stringValue) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { node.set(.bool(value), forKey: key.stringValue) }
    mutating func encode(_ value: String, forKey key: Key) throws { node.set(.string(value), forKey: key.stringValue) }
    mutating func encode(_ value: Double, forKey key: Key) throws { node.set(.double(value), forKey: key.stringValue) }
    mutating func encode(_ value: Float, forKey key: Key) throws {
      node.set(.double(Double(value)), forKey: key.stringValue)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try integer(value, key) }

    // The coding path is not extended, as in the decoder: nothing reads it, and an array per value costs.
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      try node.store(value, forKey: key.stringValue, codingPath: codingPath)
    }

    private func integer<T: BinaryInteger>(_ value: T, _ key: Key) throws {
      node.set(try CacheEncoder.integer(value), forKey: key.stringValue)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
      -> KeyedEncodingContainer<NestedKey>
    {
      let child = node.child(forKey: key.stringValue)
      child.makeObject()
      return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      let child = node.child(forKey: key.stringValue)
      child.makeArray()
      return UnkeyedContainer(node: child, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
      TreeEncoder(node: node.child(forKey: "super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
      TreeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath)
    }
  }

  private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: Node
    var codingPath: [any CodingKey]
    var count: Int { node.count }

    mutating func encodeNil() throws { node.append(.null) }
    mutating func encode(_ value: Bool) throws { node.append(.bool(value)) }
    mutating func encode(_ value: String) throws { node.append(.string(value)) }
    mutating func encode(_ value: Double) throws { node.append(.double(value)) }
    mutating func encode(_ value: Float) throws { node.append(.double(Double(value))) }
    mutating func encode(_ value: Int) throws { node.append(try CacheEncoder.integer(value)) }
    mutating func encode(_ value: Int64) throws { node.append(try CacheEncoder.integer(value)) }
    mutating func encode(_ value: UInt64) throws { node.append(try CacheEncoder.integer(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws { try node.append(value, codingPath: codingPath) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      let child = node.appendChild()
      child.makeObject()
      return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      let child = node.appendChild()
      child.makeArray()
      return UnkeyedContainer(node: child, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder { TreeEncoder(node: node.appendChild(), codingPath: codingPath) }
  }

  private struct SingleContainer: SingleValueEncodingContainer {
    let node: Node
    var codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.set(.null) }
    mutating func encode(_ value: Bool) throws { node.set(.bool(value)) }
    mutating func encode(_ value: String) throws { node.set(.string(value)) }
    mutating func encode(_ value: Double) throws { node.set(.double(value)) }
    mutating func encode(_ value: Float) throws { node.set(.double(Double(value))) }
    mutating func encode(_ value: Int) throws { node.set(try CacheEncoder.integer(value)) }
    mutating func encode(_ value: Int8) throws { node.set(try CacheEncoder.integer(value)) }
    mutating func encode(_ value: Int16) throws { node.set(try CacheEncoder.integer(value)) }
    mutating func encode(_ value: Int32) throws { node.set(try CacheEncoder.integer(value)) }
    mutating func encode(_ value: Int64) throws { node.set(try CacheEncoder.integer(value)) }
    mutating func encode(_ value: UInt) throws { node.set(try CacheEncoder.integer(value)) }
    mutating func encode(_ value: UInt8) throws { node.set(try CacheEncoder.integer(value)) }
    mutating func encode(_ value: UInt16) throws { node.set(try CacheEncoder.integer(value)) }
    mutating func encode(_ value: UInt32) throws { node.set(try CacheEncoder.integer(value)) }
    mutating func encode(_ value: UInt64) throws { node.set(try CacheEncoder.integer(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { try node.store(value, codingPath: codingPath) }
  }

  /// Integers are stored as `Int64`; a larger `UInt64` cannot be and fails the encoding (the entry is not written).
  static func integer<T: BinaryInteger>(_ value: T) throws -> CacheValue {
    guard let exact = Int64(exactly: value) else { throw CacheValue.Malformed() }
    return .int(exact)
  }
}
