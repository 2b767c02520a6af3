/// Turns libyaml's marks (0-based line, column counted in characters) into ``SourceLocation``s (1-based line,
/// column counted in UTF-8 bytes, as SwiftSyntax and compilers count it).
///
/// Lines break where libyaml breaks them: `\r\n`, `\r`, `\n`, U+0085, U+2028 and U+2029. A leading byte order
/// mark is not counted, as libyaml skips it.
struct YAMLPositionMap {
  private let bytes: [UInt8]
  private let file: String
  /// The byte offset where each line starts.
  private var lineStarts: [Int]

  init(bytes: [UInt8], file: String) {
    self.bytes = bytes
    self.file = file
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    lineStarts = [bytes.starts(with: bom) ? bom.count : 0]
    var index = lineStarts[0]
    while index < bytes.count {
      let width = Self.lineBreakWidth(in: bytes, at: index)
      if width > 0 {
        index += width
        lineStarts.append(index)
      } else {
        index += 1
      }
    }
  }

  /// The location of libyaml's mark at `line` and `column` (both 0-based, the column in characters).
  func location(line: Int, column: Int) -> SourceLocation {
    guard line < lineStarts.count else {
      return SourceLocation(file: file, line: line + 1, column: column + 1)
    }
    let start = lineStarts[line]
    var offset = start
    for _ in 0..<column where offset < bytes.count {
      offset += Self.scalarWidth(leadByte: bytes[offset])
    }
    return SourceLocation(file: file, line: line + 1, column: min(offset, bytes.count) - start + 1)
  }

  /// The location of a byte offset into the text.
  func location(byteOffset: Int) -> SourceLocation {
    let offset = min(max(byteOffset, 0), bytes.count)
    var line = 0
    while line + 1 < lineStarts.count, lineStarts[line + 1] <= offset { line += 1 }
    return SourceLocation(file: file, line: line + 1, column: offset - lineStarts[line] + 1)
  }

  /// The character that starts at libyaml's mark, if the mark is inside the text.
  func character(line: Int, column: Int) -> Character? {
    let location = location(line: line, column: column)
    guard line < lineStarts.count else { return nil }
    let offset = lineStarts[line] + location.column - 1
    guard offset < bytes.count else { return nil }
    let width = Self.scalarWidth(leadByte: bytes[offset])
    guard offset + width <= bytes.count else { return nil }
    return String(decoding: bytes[offset..<offset + width], as: UTF8.self).first
  }

  private static func scalarWidth(leadByte: UInt8) -> Int {
    switch leadByte {
    case 0xF0...: 4
    case 0xE0...: 3
    case 0xC0...: 2
    default: 1
    }
  }

  /// The length of the line break starting at `index`, or 0 when there is none.
  private static func lineBreakWidth(in bytes: [UInt8], at index: Int) -> Int {
    func byte(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
    switch bytes[index] {
    case 0x0A: return 1
    case 0x0D: return byte(1) == 0x0A ? 2 : 1
    case 0xC2: return byte(1) == 0x85 ? 2 : 0
    case 0xE2: return byte(1) == 0x80 && (byte(2) == 0xA8 || byte(2) == 0xA9) ? 3 : 0
    default: return 0
    }
  }
}
