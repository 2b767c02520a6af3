/// Line and column of byte offsets in one source text, as swift-syntax's `SourceLocationConverter` gives them
/// (lines end at `\n`, `\r\n` or a lone `\r`; columns count UTF-8 bytes from 1), built from the text's bytes in one
/// pass instead of a walk over every token of the syntax tree.
///
/// ```swift
/// let table = LineTable("import Sword\n@Component\n")
/// table.location(ofOffset: 14) // (line: 2, column: 2)
/// ```
struct LineTable {
  /// The byte offset where each line starts; the first is 0.
  private var starts: [Int] = [0]

  init(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      var position = 0
      while position < bytes.count {
        let byte = bytes[position]
        position += 1
        if byte == UInt8(ascii: "\n") {
          starts.append(position)
        } else if byte == UInt8(ascii: "\r") {
          if position < bytes.count, bytes[position] == UInt8(ascii: "\n") { position += 1 }
          starts.append(position)
        }
      }
    }
  }

  /// The 1-based line and UTF-8 column of the byte at `offset`.
  func location(ofOffset offset: Int) -> (line: Int, column: Int) {
    // The last line that starts at or before `offset`.
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return (low + 1, offset - starts[low] + 1)
  }
}
