extension Diagnostic {
  /// The diagnostic as a GitHub Actions workflow command, which the pull request shows as an annotation on the
  /// line: `::error file=Sources/App/Screen.swift,line=7,col=8,title=Sword/MissingBinding::'Clock' has no binding…`.
  /// Warnings are `::warning`; detail and notes (with their locations) follow the message on lines of their own.
  /// Paths under `directory` (the repository's root, where CI runs `sword`) are written relative to it, as GitHub
  /// expects.
  package func githubCommand(relativeTo directory: String) -> String {
    var properties: [String] = []
    if let location {
      properties += [
        "file=" + Self.property(Paths.relative(location.file, to: directory)), "line=\(location.line)",
        "col=\(location.column)",
      ]
    }
    properties.append("title=" + Self.property(id.rawValue))
    var lines = [message] + detail
    for note in notes {
      let place = note.location.map { "\(Paths.relative($0.file, to: directory)):\($0.line):\($0.column): " } ?? ""
      lines.append("note: \(place)\(note.message)")
    }
    let command = severity == .error ? "error" : "warning"
    return "::\(command) \(properties.joined(separator: ","))::\(Self.data(lines.joined(separator: "\n")))"
  }

  /// A workflow command's message: `%`, carriage returns and line feeds escaped, and every other control character
  /// written as an escape (GitHub's log renders ANSI codes, and decodes `%1B` back to ESC).
  static func data(_ text: String) -> String {
    TerminalText.escapedLines(text.replacingOccurrences(of: "\r", with: "\\r"))
      .replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A workflow command's property value: as ``data(_:)``, and `:` and `,` too.
  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
