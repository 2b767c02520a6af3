extension Diagnostic {
  /// The diagnostic as one line of JSON, keys in this order: `id`, `severity`, `message`, `file`, `line`, `column`
  /// (all three `null` when there is no location), `detail` (the lines the text form prints under the message,
  /// without its first four-space indent), and `notes`, each with `message`, `file`, `line`, `column`.
  ///
  /// ```json
  /// {"id":"Sword/MissingBinding","severity":"error","message":"'Clock' has no binding in AppComponent; …",
  ///  "file":"Sources/App/Scheduler.swift","line":7,"column":8,"detail":["Clock is injected at", …],
  ///  "notes":[{"message":"'Clock' is declared here","file":"Sources/App/Clock.swift","line":1,"column":8}]}
  /// ```
  /// (shown on several lines here; it is printed on one).
  package var jsonLine: String {
    var fields = [
      ("id", Self.json(id.rawValue)), ("severity", Self.json(severity.rawValue)), ("message", Self.json(message)),
    ]
    fields += Self.locationFields(location)
    fields.append(("detail", "[" + detail.map(Self.json).joined(separator: ",") + "]"))
    let noteObjects = notes.map { note in
      Self.object([("message", Self.json(note.message))] + Self.locationFields(note.location))
    }
    fields.append(("notes", "[" + noteObjects.joined(separator: ",") + "]"))
    return Self.object(fields)
  }

  private static func locationFields(_ location: SourceLocation?) -> [(String, String)] {
    guard let location else { return [("file", "null"), ("line", "null"), ("column", "null")] }
    return [("file", json(location.file)), ("line", String(location.line)), ("column", String(location.column))]
  }

  private static func object(_ fields: [(String, String)]) -> String {
    "{" + fields.map { "\(json($0.0)):\($0.1)" }.joined(separator: ",") + "}"
  }

  /// A JSON string literal (the same escaping as `sword graph --format json`).
  static func json(_ text: String) -> String { JSONValue.quoted(text) }
}
