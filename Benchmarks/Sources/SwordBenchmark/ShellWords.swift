/// Splits a command line printed for a POSIX shell into its words, as `sh` would without expanding anything:
/// `'…'` keeps everything up to the next `'`, `"…"` everything up to the next unescaped `"`, and `\` outside single
/// quotes keeps the next character. `swiftc -###` prints arguments quoted this way (`'a b'\''c'` for `a b'c`).
enum ShellWords {
  static func split(_ line: Substring) -> [String] {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in line {
      if escaped {
        word.append(character)
        escaped = false
      } else if quote == "'" {
        if character == "'" { quote = nil } else { word.append(character) }
      } else if character == "\\" {
        escaped = true
        inWord = true
      } else if quote == "\"" {
        if character == "\"" { quote = nil } else { word.append(character) }
      } else if character == "'" || character == "\"" {
        quote = character
        inWord = true
      } else if character == " " || character == "\t" {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else {
        word.append(character)
        inWord = true
      }
    }
    if inWord { words.append(word) }
    return words
  }
}
