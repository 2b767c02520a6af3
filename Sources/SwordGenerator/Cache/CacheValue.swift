import Foundation

/// A Codable value as a tree, and its compact binary form: the payload format of the cache's entries other than
/// indexes and run results (package descriptions, stamps; indexes have their own, ``IndexCodec``, and run results
/// and snapshots are written field by field with it too). Strings are stored
/// once in a table, numbers as variable-length integers; reading it costs a fraction of JSON, which parses text.
/// Any `Codable` value round-trips, so these entries need no code of their own per type.
///
/// ```swift
/// let bytes = try CacheEncoder.encode(["Core": 3, "App": 1])
/// let back = try CacheDecoder.decode([String: Int].self, from: bytes)  // ["Core": 3, "App": 1]
/// ```
enum CacheValue {
  case null
  case bool(Bool)
  case int(Int64)
  case double(Double)
  case string(String)
  case array([CacheValue])
  case object([(key: String, value: CacheValue)])

  private enum Tag: UInt8 {
    case null, falseValue, trueValue, int, double, string, array, object
  }

  /// Thrown for bytes that are not a whole value of this format.
  struct Malformed: Error {}

  // MARK: Writing

  /// The binary form: the string table, then the value.
  func serialized() -> [UInt8] {
    var table: [String: Int] = [:]
    var strings: [String] = []
    var body: [UInt8] = []
    write(into: &body, table: &table, strings: &strings)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(body.count + strings.count * 16)
    Self.writeVarint(UInt64(strings.count), into: &bytes)
    for string in strings {
      Self.writeVarint(UInt64(string.utf8.count), into: &bytes)
      bytes.append(contentsOf: string.utf8)
    }
    return bytes + body
  }

  private func write(into bytes: inout [UInt8], table: inout [String: Int], strings: inout [String]) {
    func stringIndex(_ string: String) -> UInt64 {
      if let known = table[string] { return UInt64(known) }
      table[string] = strings.count
      strings.append(string)
      return UInt64(strings.count - 1)
    }
    switch self {
    case .null: bytes.append(Tag.null.rawValue)
    case .bool(let value): bytes.append(value ? Tag.trueValue.rawValue : Tag.falseValue.rawValue)
    case .int(let value):
      bytes.append(Tag.int.rawValue)
      Self.writeVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)), into: &bytes)
    case .double(let value):
      bytes.append(Tag.double.rawValue)
      withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    case .string(let value):
      bytes.append(Tag.string.rawValue)
      Self.writeVarint(stringIndex(value), into: &bytes)
    case .array(let elements):
      bytes.append(Tag.array.rawValue)
      Self.writeVarint(UInt64(elements.count), into: &bytes)
      for element in elements { element.write(into: &bytes, table: &table, strings: &strings) }
    case .object(let pairs):
      bytes.append(Tag.object.rawValue)
      Self.writeVarint(UInt64(pairs.count), into: &bytes)
      for (key, value) in pairs {
        Self.writeVarint(stringIndex(key), into: &bytes)
        value.write(into: &bytes, table: &table, strings: &strings)
      }
    }
  }

  private static func writeVarint(_ value: UInt64, into bytes: inout [UInt8]) { Varint.append(value, to: &bytes) }

  // MARK: Reading

  /// Reads what ``serialized()`` wrote; throws ``Malformed`` for anything else, trailing bytes included.
  static func deserialize(_ data: Data) throws -> CacheValue {
    try data.withUnsafeBytes { raw in
      var reader = Reader(bytes: raw)
      let count = try reader.varint()
      guard count <= UInt64(raw.count) else { throw Malformed() }
      var strings: [String] = []
      strings.reserveCapacity(Int(count))
      for _ in 0..<count {
        let length = Int(try reader.varint())
        strings.append(try reader.string(length: length))
      }
      let value = try reader.value(strings: strings, depth: 0)
      guard reader.position == raw.count else { throw Malformed() }
      return value
    }
  }

  private struct Reader {
    let bytes: UnsafeRawBufferPointer
    var position = 0

    mutating func byte() throws -> UInt8 {
      guard position < bytes.count else { throw Malformed() }
      defer { position += 1 }
      return bytes[position]
    }

    mutating func varint() throws -> UInt64 {
      guard let value = Varint.read(bytes, at: &position) else { throw Malformed() }
      return value
    }

    mutating func string(length: Int) throws -> String {
      guard length >= 0, length <= bytes.count - position else { throw Malformed() }
      let slice = UnsafeRawBufferPointer(rebasing: bytes[position..<(position + length)])
      position += length
      guard let text = String(validating: slice.bindMemory(to: UInt8.self), as: UTF8.self) else { throw Malformed() }
      return text
    }

    mutating func index(in strings: [String]) throws -> String {
      let index = try varint()
      guard index < UInt64(strings.count) else { throw Malformed() }
      return strings[Int(index)]
    }

    mutating func value(strings: [String], depth: Int) throws -> CacheValue {
      guard depth < 512, let tag = Tag(rawValue: try byte()) else { throw Malformed() }
      switch tag {
      case .null: return .null
      case .falseValue: return .bool(false)
      case .trueValue: return .bool(true)
      case .int:
        let raw = try varint()
        return .int(Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
      case .double:
        guard bytes.count - position >= 8 else { throw Malformed() }
        var bits: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) { bits |= UInt64(try byte()) << UInt64(shift) }
        return .double(Double(bitPattern: bits))
      case .string: return .string(try index(in: strings))
      case .array:
        let count = try varint()
        guard count <= UInt64(bytes.count - position) else { throw Malformed() }
        var elements: [CacheValue] = []
        elements.reserveCapacity(Int(count))
        for _ in 0..<count { elements.append(try value(strings: strings, depth: depth + 1)) }
        return .array(elements)
      case .object:
        let count = try varint()
        guard count <= UInt64(bytes.count - position) else { throw Malformed() }
        var pairs: [(key: String, value: CacheValue)] = []
        pairs.reserveCapacity(Int(count))
        for _ in 0..<count {
          let key = try index(in: strings)
          pairs.append((key, try value(strings: strings, depth: depth + 1)))
        }
        return .object(pairs)
      }
    }
  }
}
