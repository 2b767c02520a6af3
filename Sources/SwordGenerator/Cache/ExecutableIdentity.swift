import Foundation

/// The identity of an executable's contents without reading all of it: the build ID its linker wrote (ELF's
/// `NT_GNU_BUILD_ID` note, a hash of what was linked; Mach-O's `LC_UUID`), found in the file's first 64 KiB, where
/// linkers put them. Two executables with the same build ID are the same build, wherever they are and whatever their
/// dates. A universal binary (slices past the first 64 KiB) has none here: the cache hashes its bytes instead.
///
/// ```swift
/// ExecutableIdentity.buildID(of: "/usr/bin/swift-driver")  // "gnu:745953692a11346764c4d04ed8b121c8c8e66150"
/// ```
enum ExecutableIdentity {
  /// The build ID of the executable at `path`, or `nil` when it has none (or is no ELF or Mach-O file).
  static func buildID(of path: String) -> String? {
    guard case .success(let head) = FileReader.readPrefix(path, count: 64 << 10) else { return nil }
    let file = Reader(data: head.data)
    guard let magic = file.bytes(at: 0, count: 4) else { return nil }
    switch Array(magic) {
    case [0x7F, 0x45, 0x4C, 0x46]: return elfBuildID(file).map { "gnu:" + hex($0) }
    case [0xCF, 0xFA, 0xED, 0xFE]: return machUUID(file, at: 0).map { "uuid:" + hex($0) }
    default: return nil
    }
  }

  /// Reads parts of the bytes, little- or big-endian numbers at offsets; `nil` past their end.
  private struct Reader {
    let data: Data

    func bytes(at offset: UInt64, count: Int) -> Data? {
      guard count >= 0, offset <= UInt64(data.count), UInt64(count) <= UInt64(data.count) - offset else { return nil }
      let start = data.startIndex + Int(offset)
      return data[start..<(start + count)]
    }

    func number(at offset: UInt64, size: Int) -> UInt64? {
      guard let data = bytes(at: offset, count: size) else { return nil }
      let ordered = Array(data.reversed())
      return ordered.reduce(0) { $0 << 8 | UInt64($1) }
    }
  }

  /// The `NT_GNU_BUILD_ID` note of a 64-bit little-endian ELF file, found through its program headers.
  private static func elfBuildID(_ file: Reader) -> Data? {
    guard let header = file.bytes(at: 4, count: 2), header == Data([2, 1]),  // 64-bit, little-endian
      let programHeaders = file.number(at: 0x20, size: 8), let entrySize = file.number(at: 0x36, size: 2),
      let count = file.number(at: 0x38, size: 2), entrySize >= 56, count < 4096
    else { return nil }
    for index in 0..<count {
      let entry = programHeaders + index * entrySize
      guard file.number(at: entry, size: 4) == 4,  // PT_NOTE
        let offset = file.number(at: entry + 8, size: 8), let size = file.number(at: entry + 32, size: 8),
        size < 1 << 16, let notes = file.bytes(at: offset, count: Int(size))
      else { continue }
      if let id = gnuBuildID(in: [UInt8](notes)) { return id }
    }
    return nil
  }

  /// The descriptor of the `GNU` note of type 3 among `notes` (name size, descriptor size, type, padded name,
  /// padded descriptor, each number four bytes little-endian).
  private static func gnuBuildID(in notes: [UInt8]) -> Data? {
    func word(_ at: Int) -> Int {
      Int(notes[at]) | Int(notes[at + 1]) << 8 | Int(notes[at + 2]) << 16 | Int(notes[at + 3]) << 24
    }
    func padded(_ size: Int) -> Int { (size + 3) & ~3 }
    var position = 0
    while position + 12 <= notes.count {
      let nameSize = word(position)
      let descriptorSize = word(position + 4)
      let type = word(position + 8)
      let name = position + 12
      let descriptor = name + padded(nameSize)
      guard nameSize >= 0, descriptorSize >= 0, descriptor + descriptorSize <= notes.count else { return nil }
      if type == 3, nameSize == 4, Array(notes[name..<(name + 4)]) == Array("GNU\0".utf8), descriptorSize > 0 {
        return Data(notes[descriptor..<(descriptor + descriptorSize)])
      }
      position = descriptor + padded(descriptorSize)
    }
    return nil
  }

  /// The `LC_UUID` of the 64-bit little-endian Mach-O image at `start`.
  private static func machUUID(_ file: Reader, at start: UInt64) -> Data? {
    guard let count = file.number(at: start + 16, size: 4), count < 4096 else { return nil }
    var command = start + 32
    for _ in 0..<count {
      guard let kind = file.number(at: command, size: 4), let size = file.number(at: command + 4, size: 4), size >= 8
      else { return nil }
      if kind == 0x1B { return file.bytes(at: command + 8, count: 16) }  // LC_UUID
      command += size
    }
    return nil
  }

  private static func hex(_ data: Data) -> String { data.map { String(format: "%02x", $0) }.joined() }
}
