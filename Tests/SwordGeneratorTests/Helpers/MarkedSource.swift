import SwordGenerator

/// Test input with position markers (`1️⃣`, `2️⃣` …) instead of counted columns: the markers are removed and
/// their 1-based line and column remembered.
struct MarkedSource {
  let text: String
  let path: String
  private let markers: [String: (line: Int, column: Int)]

  init(_ marked: String, path: String = "/ws/Sources/App/File.swift") {
    var text = ""
    var markers: [String: (line: Int, column: Int)] = [:]
    var line = 1
    var column = 1
    var characters = marked[...]
    while let character = characters.first {
      if character == "🔟" || character.unicodeScalars.contains("\u{20E3}") {
        markers[String(character)] = (line, column)
        characters.removeFirst()
        continue
      }
      text.append(character)
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += character.utf8.count
      }
      characters.removeFirst()
    }
    self.text = text
    self.path = path
    self.markers = markers
  }

  /// The location of `marker` (for example "1️⃣").
  func location(_ marker: String) -> SourceLocation {
    guard let position = markers[marker] else { fatalError("no marker \(marker) in test source") }
    return SourceLocation(file: path, line: position.line, column: position.column)
  }
}
