/// Finds the first byte sequence that is not UTF-8, so the reader can say where it is.
enum UTF8Check {
  /// A message naming the first invalid byte and its line, or `nil` when `bytes` is valid UTF-8.
  static func problem(in bytes: [UInt8]) -> String? {
    if String(validating: bytes, as: UTF8.self) != nil { return nil }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    var line = 1
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        if encoded.count == 1, encoded.first == UInt8(ascii: "\n") { line += 1 }
        offset += encoded.count
      case .emptyInput:
        return nil
      case .error:
        let byte = "0x" + String(bytes[offset], radix: 16, uppercase: true)
        return "file is not valid UTF-8: byte \(byte) on line \(line) (byte offset \(offset)); save it as UTF-8"
      }
    }
  }
}
