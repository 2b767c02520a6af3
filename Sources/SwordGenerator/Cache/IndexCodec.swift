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

  /// The bytes of `index`. With `folder` (the index cache passes the target's package folder), every string that
  /// holds the folder's path (a location's file, a message naming a file) holds a mark in its place, so that the
  /// bytes do not depend on where the package is: ``decode(_:folder:)`` puts the folder it is given back. (A source
  /// never holds the mark, a NUL byte: it is no valid character of a Swift file's text.)
  static func encode(_ index: TargetIndex, folder: String? = nil) -> Data {
    var writer = IndexWriter()
    writer.folder = folder.map { Array($0.utf8) }
    writer.bytes.append(magic)
    index.write(to: &writer)
    return Data(writer.bytes)
  }

  static func decode(_ data: Data, folder: String? = nil) throws -> TargetIndex {
    try data.withUnsafeBytes { raw in
      var reader = IndexReader(bytes: raw)
      reader.folder = folder
      guard try reader.byte() == magic else { throw Malformed() }
      let index = try TargetIndex(from: &reader)
      guard reader.isAtEnd else { throw Malformed() }
      return index
    }
  }
}

extension IndexCodec {
  /// What stands for the package folder in a string (see ``encode(_:folder:)``).
  static let folderMark: [UInt8] = [0]

  /// `text` with each `pattern` replaced by `replacement`; `nil` when it holds none.
  static func replacing(
    _ pattern: [UInt8], with replacement: [UInt8], in text: UnsafeBufferPointer<UInt8>
  ) -> [UInt8]? {
    guard let first = pattern.first, text.count >= pattern.count else { return nil }
    var result: [UInt8] = []
    var copied = 0
    var start = 0
    while start <= text.count - pattern.count {
      if text[start] == first, pattern.indices.allSatisfy({ text[start + $0] == pattern[$0] }) {
        result.append(contentsOf: text[copied..<start])
        result.append(contentsOf: replacement)
        start += pattern.count
        copied = start
      } else {
        start += 1
      }
    }
    guard copied > 0 else { return nil }
    result.append(contentsOf: text[copied...])
    return result
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
  /// The folder whose path each string holds as ``IndexCodec/folderMark`` (see ``IndexCodec/encode(_:folder:)``).
  var folder: [UInt8]?
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
      guard let folder, let marked = IndexCodec.replacing(folder, with: IndexCodec.folderMark, in: utf8) else {
        varint(UInt64(utf8.count))
        bytes.append(contentsOf: utf8)
        return
      }
      varint(UInt64(marked.count))
      bytes.append(contentsOf: marked)
    }
  }

  /// A long text written once, as it is (its length, then its bytes): not looked up among the strings written
  /// before, which would hash megabytes of generated code for nothing. Read back by ``IndexReader/text()``.
  mutating func text(_ value: String) {
    var copy = value
    copy.withUTF8 { utf8 in
      varint(UInt64(utf8.count))
      bytes.append(contentsOf: utf8)
    }
  }

  /// Bytes written as they are (their count, then them). Read back by ``IndexReader/blob()``.
  mutating func blob(_ value: Data) {
    varint(UInt64(value.count))
    bytes.append(contentsOf: value)
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
  /// The folder a string's ``IndexCodec/folderMark`` stands for.
  var folder: String?
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
    let utf8 = slice.bindMemory(to: UInt8.self)
    guard var text = String(validating: utf8, as: UTF8.self) else { throw IndexCodec.Malformed() }
    if utf8.contains(IndexCodec.folderMark[0]) {
      guard let folder else { throw IndexCodec.Malformed() }
      text = String(
        decoding: IndexCodec.replacing(IndexCodec.folderMark, with: Array(folder.utf8), in: utf8) ?? [], as: UTF8.self)
    }
    strings.append(text)
    return text
  }

  /// Bytes written by ``IndexWriter/blob(_:)``, in place.
  mutating func blob() throws -> UnsafeRawBufferPointer {
    let length = try varint()
    guard length <= UInt64(bytes.count - position) else { throw IndexCodec.Malformed() }
    defer { position += Int(length) }
    return UnsafeRawBufferPointer(rebasing: bytes[position..<(position + Int(length))])
  }

  /// A text written by ``IndexWriter/text(_:)``.
  mutating func text() throws -> String {
    guard let text = String(validating: try blob().bindMemory(to: UInt8.self), as: UTF8.self) else {
      throw IndexCodec.Malformed()
    }
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
