/// Where an old-style (OpenStep) property list such as `project.pbxproj` first breaks its grammar, for a diagnostic
/// at the fault: Foundation's parser on Linux says only that the file is malformed, at best with the line where the
/// enclosing dictionary or array began. A light pass of its own, run only once Foundation has refused the file.
///
/// ```swift
/// let fault = PBXSyntaxCheck.firstFault(in: "{\n  isa = PBXProject\n  name = App;\n}")
/// (fault?.line, fault?.column)  // (2, 19): right after the value that lacks its ';'
/// fault?.message  // "expected ';' after the value of 'isa'"
/// ```
enum PBXSyntaxCheck {
  /// A grammar fault: 1-based line and column (in UTF-8 bytes), and what was expected there.
  struct Fault: Error, Equatable {
    var line: Int
    var column: Int
    var message: String
  }

  /// The first fault of `text`, or `nil` when its grammar holds (its content may still be wrong).
  static func firstFault(in text: String) -> Fault? {
    var scanner = Scanner(bytes: Array(text.utf8))
    do throws(Fault) {
      try scanner.skipTrivia()
      try scanner.value(after: "the start of the file")
      try scanner.skipTrivia()
      if let byte = scanner.peek { throw scanner.fault("unexpected \(Scanner.shown(byte)) after the end") }
      return nil
    } catch {
      return error
    }
  }

  /// A recursive-descent pass over the bytes, tracking line and column.
  private struct Scanner {
    let bytes: [UInt8]
    var offset = 0
    var line = 1
    var lineStart = 0

    var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Where the scanner is: 1-based line and column.
    var position: (line: Int, column: Int) { (line, offset - lineStart + 1) }

    func fault(_ message: String, at position: (line: Int, column: Int)? = nil) -> Fault {
      let position = position ?? self.position
      return Fault(line: position.line, column: position.column, message: message)
    }

    /// Whether a merge conflict marker (`<<<<<<<`, `=======`, `>>>>>>>` at the start of a line) is here.
    var atConflictMarker: Bool {
      guard offset == lineStart, offset + 7 <= bytes.count else { return false }
      return [UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">")].contains { marker in
        bytes[offset..<offset + 7].allSatisfy { $0 == marker }
      }
    }

    /// The fault of a conflict marker, when one is here.
    func conflictMarker() -> Fault? {
      atConflictMarker ? fault("a merge conflict marker: resolve the conflict, keeping one side of each change") : nil
    }

    mutating func advance() {
      if bytes[offset] == UInt8(ascii: "\n") {
        line += 1
        lineStart = offset + 1
      }
      offset += 1
    }

    /// Spaces, newlines and comments (`// …`, `/* … */`).
    mutating func skipTrivia() throws(Fault) {
      while let byte = peek {
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
          advance()
        } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
          while let next = peek, next != 0x0A { advance() }
        } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
          let start = position
          advance()
          advance()
          while !(peek == UInt8(ascii: "*") && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/")) {
            guard peek != nil else {
              throw fault("a comment that starts here is never closed with '*/'", at: start)
            }
            advance()
          }
          advance()
          advance()
        } else {
          return
        }
      }
    }

    /// A string, dictionary, array or `<data>`; `context` says what precedes it, for the message.
    mutating func value(after context: String) throws(Fault) {
      guard let byte = peek else { throw fault("the file ends where a value was expected after \(context)") }
      if let marker = conflictMarker() { throw marker }
      switch byte {
      case UInt8(ascii: "{"): try dictionary()
      case UInt8(ascii: "("): try array()
      case UInt8(ascii: "\""), UInt8(ascii: "'"): _ = try quoted()
      case UInt8(ascii: "<"): try data()
      default:
        guard Self.isUnquoted(byte) else {
          throw fault("expected a value after \(context), found \(Self.shown(byte))")
        }
        _ = unquoted()
      }
    }

    /// `{ key = value; … }`
    mutating func dictionary() throws(Fault) {
      let start = position
      advance()
      while true {
        try skipTrivia()
        guard let byte = peek else {
          throw fault("the dictionary that starts here is never closed with '}'", at: start)
        }
        if let marker = conflictMarker() { throw marker }
        if byte == UInt8(ascii: "}") {
          advance()
          return
        }
        let key: String
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          key = try quoted()
        } else if Self.isUnquoted(byte) {
          key = unquoted()
        } else {
          throw fault("expected a key or '}', found \(Self.shown(byte))")
        }
        // A missing '=' or ';' is reported where it belongs, right after what precedes it.
        var end = position
        try skipTrivia()
        guard peek == UInt8(ascii: "=") else { throw fault("expected '=' after the key '\(key)'", at: end) }
        advance()
        try skipTrivia()
        try value(after: "'\(key) ='")
        end = position
        try skipTrivia()
        guard peek == UInt8(ascii: ";") else { throw fault("expected ';' after the value of '\(key)'", at: end) }
        advance()
      }
    }

    /// `( value, value, … )`, a trailing comma allowed.
    mutating func array() throws(Fault) {
      let start = position
      advance()
      while true {
        try skipTrivia()
        guard let byte = peek else { throw fault("the list that starts here is never closed with ')'", at: start) }
        if byte == UInt8(ascii: ")") {
          advance()
          return
        }
        try value(after: "'(' or ','")
        let end = position
        try skipTrivia()
        if peek == UInt8(ascii: ",") {
          advance()
        } else if peek != UInt8(ascii: ")") {
          throw fault(
            "expected ',' or ')' after an element of the list that starts at \(start.line):\(start.column)", at: end)
        }
      }
    }

    /// `"…"` (or `'…'`) with backslash escapes; returns its text as written.
    mutating func quoted() throws(Fault) -> String {
      let quote = bytes[offset]
      let start = position
      advance()
      let first = offset
      while let byte = peek, byte != quote {
        if byte == UInt8(ascii: "\\"), offset + 1 < bytes.count { advance() }
        advance()
      }
      guard peek != nil else {
        throw fault("the quoted string that starts here is never closed", at: start)
      }
      let text = String(decoding: bytes[first..<offset], as: UTF8.self)
      advance()
      return text
    }

    /// `<0fbd 7774>`: hexadecimal digits and spaces.
    mutating func data() throws(Fault) {
      let start = position
      advance()
      while let byte = peek, byte != UInt8(ascii: ">") {
        guard byte == 0x20 || byte == 0x0A || byte == 0x09 || Character(Unicode.Scalar(byte)).isHexDigit else {
          throw fault("expected hexadecimal digits or '>' in the data that starts at \(start.line):\(start.column)")
        }
        advance()
      }
      guard peek != nil else {
        throw fault("the data that starts here is never closed with '>'", at: start)
      }
      advance()
    }

    mutating func unquoted() -> String {
      let start = offset
      while let byte = peek, Self.isUnquoted(byte) { advance() }
      return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// A byte as a message shows it: quoted when printable ASCII, else by its value.
    static func shown(_ byte: UInt8) -> String {
      (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "the byte 0x\(String(byte, radix: 16))"
    }

    /// The characters of an unquoted string, as Foundation's old-style parser accepts them.
    static func isUnquoted(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        true
      case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
        UInt8(ascii: "-"):
        true
      default: false
      }
    }
  }
}
