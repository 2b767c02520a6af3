/// Reads the first document of a YAML text into a ``YAMLDocument``, with libyaml's event API.
///
/// Anything YAML allows but `.sword.yml` has no use for is refused with its location, rather than half-supported:
/// anchors and aliases (so an alias bomb cannot happen), a second document, nesting deeper than
/// ``maximumDepth``, and input over ``maximumInputSize`` bytes.
/// ```swift
/// let document = try YAMLReader.read(Array("root: {target: App}\n".utf8), file: "/repo/.sword.yml")
/// document.root.location  // /repo/.sword.yml:1:1
/// ```
package enum YAMLReader {
  /// The largest input read: 1 MiB.
  package static let maximumInputSize = 1 << 20
  /// How deeply collections may nest.
  package static let maximumDepth = 64

  /// Reads `bytes`, reporting locations in `file`.
  ///
  /// Throws every problem found when reading cannot produce a tree (a syntax error, say); returns the tree and
  /// the problems that did not stop reading otherwise.
  package static func read(_ bytes: [UInt8], file: String) throws(DiagnosticsError) -> YAMLDocument {
    let start = SourceLocation(file: file, line: 1, column: 1)
    if bytes.count > maximumInputSize {
      throw DiagnosticsError(
        Diagnostic(.configUnreadable, "file is larger than 1 MiB; a configuration file must be smaller", at: start))
    }
    if let problem = UTF8Check.problem(in: bytes) {
      throw DiagnosticsError(Diagnostic(.configSyntax, problem, at: start))
    }
    var events = YAMLEventLoop(bytes: bytes, file: file)
    let root = try events.run()
    guard let root else {
      throw DiagnosticsError(
        Diagnostic(.configSyntax, "file is empty: it has no settings (see .sword.yml.example)", at: start))
    }
    return YAMLDocument(root: root, diagnostics: events.diagnostics)
  }
}
