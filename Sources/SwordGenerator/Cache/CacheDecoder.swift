import Foundation

/// Decodes what ``CacheEncoder`` wrote. Anything that does not fit the type (a damaged or foreign payload) throws.
enum CacheDecoder {
  static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    try TreeDecoder(value: CacheValue.deserialize(data), codingPath: []).decodeValue(T.self)
  }

  private static func mismatch(_ path: [any CodingKey]) -> DecodingError {
    .dataCorrupted(.init(codingPath: path, debugDescription: "not a value of the expected type"))
  }

  private static func integer<T: FixedWidthInteger>(_ value: CacheValue, _ path: [any CodingKey]) throws -> T {
    guard case .int(let number) = value, let exact = T(exactly: number) else { throw mismatch(path) }
    return exact
  }

  // Strings, integers and flags are most of an index: decoded without the generic path's casts.
  private static func string(_ value: CacheValue, _ path: [any CodingKey]) throws -> String {
    guard case .string(let string) = value else { throw mismatch(path) }
    return string
  }

  private static func bool(_ value: CacheValue, _ path: [any CodingKey]) throws -> Bool {
    guard case .bool(let flag) = value else { throw mismatch(path) }
    return flag
  }

  private static func primitive<T>(_ type: T.Type, _ value: CacheValue, _ path: [any CodingKey]) throws -> T? {
    if T.self == String.self {
      guard case .string(let string) = value else { throw mismatch(path) }
      return string as? T
    }
    if T.self == Int.self { return try integer(value, path) as Int as? T }
    if T.self == Bool.self {
      guard case .bool(let flag) = value else { throw mismatch(path) }
      return flag as? T
    }
    return nil
  }

  private struct TreeDecoder: Decoder {
    let value: CacheValue
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
      if let primitive = try CacheDecoder.primitive(T.self, value, codingPath) { return primitive }
      return try T(from: self)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
      guard case .object(let pairs) = value else { throw CacheDecoder.mismatch(codingPath) }
      return KeyedDecodingContainer(KeyedContainer<Key>(pairs: pairs, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
      guard case .array(let elements) = value else { throw CacheDecoder.mismatch(codingPath) }
      return UnkeyedContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
      SingleContainer(value: value, codingPath: codingPath)
    }
  }

  private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let pairs: [(key: String, value: CacheValue)]
    var codingPath: [any CodingKey]

    var allKeys: [Key] { pairs.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { find(key) != nil }

    private func find(_ key: Key) -> CacheValue? {
      let name = key.stringValue
      return pairs.first { $0.key == name }?.value
    }

    private func decoder(_ key: Key) throws -> TreeDecoder {
      guard let value = find(key) else {
        throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing"))
      }
      // The path is not extended: it only names places in errors, and a miss needs no more than a throw.
      return TreeDecoder(value: value, codingPath: codingPath)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
      guard case .null = try decoder(key).value else { return false }
      return true
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
      try CacheDecoder.bool(decoder(key).value, codingPath)
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
      try CacheDecoder.string(decoder(key).value, codingPath)
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder(key).decodeValue(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder(key).decodeValue(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
      try CacheDecoder.integer(decoder(key).value, codingPath)
    }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder(key).decodeValue(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder(key).decodeValue(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder(key).decodeValue(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder(key).decodeValue(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder(key).decodeValue(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder(key).decodeValue(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder(key).decodeValue(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder(key).decodeValue(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder(key).decodeValue(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder(key).decodeValue(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      try decoder(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      try decoder(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
      guard let value = pairs.first(where: { $0.key == "super" })?.value else {
        throw CacheDecoder.mismatch(codingPath)
      }
      return TreeDecoder(value: value, codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(key) }
  }

  private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [CacheValue]
    var codingPath: [any CodingKey]
    var currentIndex = 0

    init(elements: [CacheValue], codingPath: [any CodingKey]) {
      self.elements = elements
      self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next() throws -> TreeDecoder {
      guard !isAtEnd else { throw CacheDecoder.mismatch(codingPath) }
      defer { currentIndex += 1 }
      return TreeDecoder(value: elements[currentIndex], codingPath: codingPath)
    }

    mutating func decodeNil() throws -> Bool {
      guard !isAtEnd, case .null = elements[currentIndex] else { return false }
      currentIndex += 1
      return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try CacheDecoder.bool(next().value, codingPath) }
    mutating func decode(_ type: String.Type) throws -> String { try CacheDecoder.string(next().value, codingPath) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next().decodeValue(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try CacheDecoder.integer(next().value, codingPath) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decodeValue(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }

    mutating func superDecoder() throws -> any Decoder { try next() }
  }

  private struct SingleContainer: SingleValueDecodingContainer {
    let value: CacheValue
    var codingPath: [any CodingKey]

    func decodeNil() -> Bool {
      if case .null = value { return true }
      return false
    }

    func decode(_ type: Bool.Type) throws -> Bool { try decoded(type) }
    func decode(_ type: String.Type) throws -> String { try decoded(type) }
    func decode(_ type: Double.Type) throws -> Double {
      guard case .double(let number) = value else { throw CacheDecoder.mismatch(codingPath) }
      return number
    }
    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
    func decode(_ type: Int.Type) throws -> Int { try CacheDecoder.integer(value, codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try CacheDecoder.integer(value, codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try CacheDecoder.integer(value, codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try CacheDecoder.integer(value, codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try CacheDecoder.integer(value, codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try CacheDecoder.integer(value, codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try CacheDecoder.integer(value, codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try CacheDecoder.integer(value, codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try CacheDecoder.integer(value, codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try CacheDecoder.integer(value, codingPath) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
      try TreeDecoder(value: value, codingPath: codingPath).decodeValue(type)
    }

    private func decoded<T: Decodable>(_ type: T.Type) throws -> T {
      guard let primitive = try CacheDecoder.primitive(type, value, codingPath) else {
        throw CacheDecoder.mismatch(codingPath)
      }
      return primitive
    }
  }
}
