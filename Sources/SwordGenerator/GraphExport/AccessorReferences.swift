import Foundation

/// The member names a set of Swift files mentions after a dot (`component.userRepository`, `\.userRepository`,
/// `login.loginViewModel(…)`): where the app uses the generated accessors. A name is taken as mentioned when it
/// appears after a `.` anywhere, comments and strings included, so that a binding is called unused only when
/// nothing could be using it.
enum AccessorReferences {
  static func members(in files: [String]) -> Set<String> {
    var names: Set<String> = []
    for file in files {
      guard let data = FileReader.contents(file) else { continue }
      data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
        var index = 0
        while index < bytes.count {
          guard bytes[index] == UInt8(ascii: ".") else {
            index += 1
            continue
          }
          index += 1
          if index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
          let start = index
          while index < bytes.count, isIdentifier(bytes[index]) { index += 1 }
          if index > start { names.insert(String(decoding: bytes[start..<index], as: UTF8.self)) }
        }
      }
    }
    return names
  }

  private static func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
      || byte >= 0x80
  }
}
