/// The tokens ``TypeScanner`` needs from Swift source bytes: identifiers (with their 1-based line and UTF-8 column),
/// braces, and everything else as `.other`. Whitespace, comments (nested block comments too) and string literals
/// (with interpolations, multi-line and raw strings) produce no tokens.
struct TypeScannerLexer {
  struct Token {
    enum Kind: Equatable {
      /// An identifier or keyword; `afterDot` when it follows `.` (a member, not a declaration).
      case identifier(String, afterDot: Bool)
      case openBrace
      case closeBrace
      /// `:`, which after `extension Name` starts an inheritance clause.
      case colon
      case other
    }
    var kind: Kind
    var line: Int
    var column: Int
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0
  private var line = 1
  private var lineStart = 0
  private var previousWasDot = false

  init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// The next token, or `nil` at the end.
  mutating func next() -> Token? {
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case 0x0A:  // \n
        newline(at: position)
        position += 1
      case 0x20, 0x09, 0x0D:
        position += 1
      case 0x2F where peek(1) == 0x2F:  // //
        while position < bytes.count, bytes[position] != 0x0A { position += 1 }
      case 0x2F where peek(1) == 0x2A:  // /*
        skipBlockComment()
      case 0x22:  // "
        skipString(hashes: 0)
        previousWasDot = false
        return Token(kind: .other, line: line, column: 1)
      case 0x23 where rawStringHashes() != nil:  // #"
        skipString(hashes: rawStringHashes()!)
        previousWasDot = false
        return Token(kind: .other, line: line, column: 1)
      case 0x60:  // `identifier`
        let start = position
        position += 1
        let nameStart = position
        while position < bytes.count, bytes[position] != 0x60, bytes[position] != 0x0A { position += 1 }
        let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
        if position < bytes.count, bytes[position] == 0x60 { position += 1 }
        return identifier(name, start: start)
      case _ where Self.startsIdentifier(byte):
        let start = position
        while position < bytes.count, Self.continuesIdentifier(bytes[position]) { position += 1 }
        return identifier(String(decoding: bytes[start..<position], as: UTF8.self), start: start)
      default:
        position += 1
        let kind: Token.Kind = byte == 0x7B ? .openBrace : byte == 0x7D ? .closeBrace : byte == 0x3A ? .colon : .other
        previousWasDot = byte == 0x2E
        return Token(kind: kind, line: line, column: position - lineStart)
      }
    }
    return nil
  }

  private mutating func identifier(_ name: String, start: Int) -> Token {
    let afterDot = previousWasDot
    previousWasDot = false
    return Token(kind: .identifier(name, afterDot: afterDot), line: line, column: start - lineStart + 1)
  }

  private func peek(_ offset: Int) -> UInt8? {
    position + offset < bytes.count ? bytes[position + offset] : nil
  }

  private mutating func newline(at index: Int) {
    line += 1
    lineStart = index + 1
  }

  private static func startsIdentifier(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
  }

  private static func continuesIdentifier(_ byte: UInt8) -> Bool {
    startsIdentifier(byte) || (byte >= 0x30 && byte <= 0x39)
  }

  private mutating func skipBlockComment() {
    var nesting = 0
    while position < bytes.count {
      if bytes[position] == 0x2F, peek(1) == 0x2A {
        nesting += 1
        position += 2
      } else if bytes[position] == 0x2A, peek(1) == 0x2F {
        nesting -= 1
        position += 2
        if nesting == 0 { return }
      } else {
        if bytes[position] == 0x0A { newline(at: position) }
        position += 1
      }
    }
  }

  /// At `#…#"`: how many `#` open a raw string, or `nil` when this `#` starts something else (`#if`).
  private func rawStringHashes() -> Int? {
    var count = 0
    while position + count < bytes.count, bytes[position + count] == 0x23 { count += 1 }
    guard position + count < bytes.count, bytes[position + count] == 0x22 else { return nil }
    return count
  }

  /// Skips a string literal that starts at `position` (after `hashes` `#`): `"…"` or `"""…"""`, with escapes and
  /// interpolations (`\(…)`, `\#(…)` in raw strings) whose code may hold strings of its own.
  private mutating func skipString(hashes: Int) {
    position += hashes
    let multiline = peek(0) == 0x22 && peek(1) == 0x22 && peek(2) == 0x22
    position += multiline ? 3 : 1
    while position < bytes.count {
      let byte = bytes[position]
      if byte == 0x0A {
        newline(at: position)
        position += 1
        if !multiline { return }  // an unterminated string ends at the line
      } else if byte == 0x5C, hashesFollow(hashes, from: position + 1) {  // backslash
        position += 1 + hashes
        if peek(0) == 0x28 {
          position += 1
          skipInterpolation()
        } else {
          position += 1
        }
      } else if byte == 0x22, closes(multiline: multiline, hashes: hashes) {
        position += (multiline ? 3 : 1) + hashes
        return
      } else {
        position += 1
      }
    }
  }

  private func hashesFollow(_ hashes: Int, from index: Int) -> Bool {
    guard hashes > 0 else { return true }
    guard index + hashes <= bytes.count else { return false }
    return (index..<index + hashes).allSatisfy { bytes[$0] == 0x23 }
  }

  private func closes(multiline: Bool, hashes: Int) -> Bool {
    let quotes = multiline ? 3 : 1
    guard position + quotes + hashes <= bytes.count else { return false }
    for offset in 0..<quotes where bytes[position + offset] != 0x22 { return false }
    return hashesFollow(hashes, from: position + quotes)
  }

  /// Skips code up to the `)` that closes an interpolation, through nested parentheses, strings and comments.
  private mutating func skipInterpolation() {
    var parentheses = 1
    while position < bytes.count {
      let byte = bytes[position]
      if byte == 0x22 {
        skipString(hashes: 0)
      } else if byte == 0x23, let hashes = rawStringHashes() {
        skipString(hashes: hashes)
      } else if byte == 0x2F, peek(1) == 0x2A {
        skipBlockComment()
      } else {
        if byte == 0x28 { parentheses += 1 }
        if byte == 0x29 { parentheses -= 1 }
        if byte == 0x0A { newline(at: position) }
        position += 1
        if parentheses == 0 { return }
      }
    }
  }
}
