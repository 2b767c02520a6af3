import Foundation

/// The binary form of a ``TargetIndex`` in the index cache, written and read field by field.
///
/// The generic ``CacheEncoder`` builds a tree of keyed values and its decoder looks fields up by name; the index is
/// the largest entry and the most often read (every unchanged target's, whenever the graph is built again), so it
/// does neither. Here each type writes its fields in a fixed order: integers as variable-length numbers, a string
/// the first time as its bytes and afterwards as its number (file paths repeat in every location), optionals behind
/// a flag, arrays behind their count. The order is the format: a change to the index model changes
/// ``TargetIndex/formatVersion``, which makes every older entry a miss; `IndexCodecTests` fails when a stored
/// property is added to a model type without being written here (see ``IndexCodable/codedFields``).
///
/// ```swift
/// let bytes = IndexCodec.encode(index)
/// let back = try IndexCodec.decode(bytes)  // == index
/// ```
enum IndexCodec {
  /// Thrown for bytes that are not a whole index of this format.
  struct Malformed: Error {}

  /// The first byte of every encoded index: a payload of another format is refused before anything is read.
  private static let magic: UInt8 = 0xD5

  static func encode(_ index: TargetIndex) -> Data {
    var writer = IndexWriter()
    writer.bytes.append(magic)
    index.write(to: &writer)
    return Data(writer.bytes)
  }

  static func decode(_ data: Data) throws -> TargetIndex {
    try data.withUnsafeBytes { raw in
      var reader = IndexReader(bytes: raw)
      guard try reader.byte() == magic else { throw Malformed() }
      let index = try TargetIndex(from: &reader)
      guard reader.isAtEnd else { throw Malformed() }
      return index
    }
  }
}

/// A type of the index model, written and read in the order of ``codedFields``.
protocol IndexCodable {
  /// The stored properties the codec writes, in order; a test compares them with the type's stored properties.
  static var codedFields: [String] { get }
  func write(to writer: inout IndexWriter)
  init(from reader: inout IndexReader) throws
}

struct IndexWriter {
  var bytes: [UInt8] = []
  private var strings: [String: UInt64] = [:]

  init(capacity: Int = 16 << 10) { bytes.reserveCapacity(capacity) }

  mutating func int(_ value: Int) {
    let value = Int64(value)
    varint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
  }

  mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

  /// `0` and the bytes for a string not written before; its number + 1 for one that was.
  mutating func string(_ value: String) {
    if let number = strings[value] {
      varint(number + 1)
      return
    }
    strings[value] = UInt64(strings.count)
    varint(0)
    var copy = value
    copy.withUTF8 { utf8 in
      varint(UInt64(utf8.count))
      bytes.append(contentsOf: utf8)
    }
  }

  mutating func raw<Value: RawRepresentable<String>>(_ value: Value) { string(value.rawValue) }

  mutating func value<Value: IndexCodable>(_ value: Value) { value.write(to: &self) }

  mutating func optional<Value>(_ value: Value?, _ write: (inout IndexWriter, Value) -> Void) {
    guard let value else { return bool(false) }
    bool(true)
    write(&self, value)
  }

  mutating func array<Value>(_ values: [Value], _ write: (inout IndexWriter, Value) -> Void) {
    varint(UInt64(values.count))
    for value in values { write(&self, value) }
  }

  mutating func varint(_ value: UInt64) { Varint.append(value, to: &bytes) }
}

struct IndexReader {
  let bytes: UnsafeRawBufferPointer
  private var position = 0
  private var strings: [String] = []

  init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

  var isAtEnd: Bool { position == bytes.count }

  mutating func byte() throws -> UInt8 {
    guard position < bytes.count else { throw IndexCodec.Malformed() }
    defer { position += 1 }
    return bytes[position]
  }

  mutating func varint() throws -> UInt64 {
    guard let value = Varint.read(bytes, at: &position) else { throw IndexCodec.Malformed() }
    return value
  }

  mutating func int() throws -> Int {
    let raw = try varint()
    return Int(Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
  }

  mutating func bool() throws -> Bool {
    switch try byte() {
    case 0: return false
    case 1: return true
    default: throw IndexCodec.Malformed()
    }
  }

  mutating func string() throws -> String {
    let number = try varint()
    if number > 0 {
      guard number <= UInt64(strings.count) else { throw IndexCodec.Malformed() }
      return strings[Int(number - 1)]
    }
    let length = try varint()
    guard length <= UInt64(bytes.count - position) else { throw IndexCodec.Malformed() }
    let slice = UnsafeRawBufferPointer(rebasing: bytes[position..<(position + Int(length))])
    position += Int(length)
    guard let text = String(validating: slice.bindMemory(to: UInt8.self), as: UTF8.self) else {
      throw IndexCodec.Malformed()
    }
    strings.append(text)
    return text
  }

  mutating func raw<Value: RawRepresentable<String>>(_ type: Value.Type = Value.self) throws -> Value {
    guard let value = Value(rawValue: try string()) else { throw IndexCodec.Malformed() }
    return value
  }

  mutating func value<Value: IndexCodable>(_ type: Value.Type = Value.self) throws -> Value {
    try Value(from: &self)
  }

  mutating func optional<Value>(_ read: (inout IndexReader) throws -> Value) throws -> Value? {
    try bool() ? try read(&self) : nil
  }

  mutating func array<Value>(_ read: (inout IndexReader) throws -> Value) throws -> [Value] {
    let count = try varint()
    // Every element takes at least one byte: a count beyond the bytes left is damage, not a reason to allocate.
    guard count <= UInt64(bytes.count - position) else { throw IndexCodec.Malformed() }
    var values: [Value] = []
    values.reserveCapacity(Int(count))
    for _ in 0..<count { values.append(try read(&self)) }
    return values
  }
}
