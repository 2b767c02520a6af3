import Foundation

/// A run's diagnostics as one SARIF 2.1.0 log (OASIS's Static Analysis Results Interchange Format), the file GitHub
/// code scanning uploads and other viewers open.
///
/// Each distinct diagnostic id is a rule (`Sword/MissingBinding`, the stable ids of the diagnostics catalogue);
/// each diagnostic a result with its level, its message (detail lines after it), its location, and its notes as
/// related locations. Paths under `relativeTo` (the repository's root) are relative URIs against the base id
/// `%SRCROOT%`, which the log maps to that folder; others are absolute `file://` URIs. Columns are Sword's (UTF-8
/// bytes), the same as SARIF's default UTF-16 units on ASCII lines.
///
/// ```sh
/// sword check --diagnostics-format sarif > sword.sarif
/// ```
package enum SARIFLog {
  package static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  /// The log, pretty-printed with sorted keys, ending without a newline.
  package static func document(_ diagnostics: [Diagnostic], toolVersion: String, relativeTo directory: String) -> String
  {
    let ids = Array(Set(diagnostics.map(\.id.rawValue))).sorted()
    let ruleIndex = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
    let rules = ids.map { id -> JSONValue in
      let name = String(id.split(separator: "/").last ?? Substring(id))
      return .object([
        "id": .string(id), "name": .string(name),
        "shortDescription": .object(["text": .string(words(name))]),
      ])
    }
    let results = diagnostics.map { diagnostic -> JSONValue in
      var text = ([diagnostic.message] + diagnostic.detail).joined(separator: "\n")
      var related: [JSONValue] = []
      for note in diagnostic.notes {
        if let location = note.location {
          related.append(
            .object([
              "id": .number(related.count + 1),
              "message": .object(["text": .string(note.message)]),
              "physicalLocation": physicalLocation(location, relativeTo: directory),
            ]))
        } else {
          text += "\nnote: " + note.message
        }
      }
      var result: [String: JSONValue] = [
        "ruleId": .string(diagnostic.id.rawValue), "ruleIndex": .number(ruleIndex[diagnostic.id.rawValue] ?? 0),
        "level": .string(diagnostic.severity == .error ? "error" : "warning"),
        "message": .object(["text": .string(text)]),
      ]
      if let location = diagnostic.location {
        result["locations"] = .array([.object(["physicalLocation": physicalLocation(location, relativeTo: directory)])])
      }
      if !related.isEmpty { result["relatedLocations"] = .array(related) }
      return .object(result)
    }
    var driver: [String: JSONValue] = ["name": .string("sword"), "rules": .array(rules)]
    if !toolVersion.isEmpty { driver["version"] = .string(toolVersion) }
    var run: [String: JSONValue] = [
      "tool": .object(["driver": .object(driver)]), "results": .array(results),
    ]
    if !directory.isEmpty {
      run["originalUriBaseIds"] = .object([
        "%SRCROOT%": .object(["uri": .string(URL(fileURLWithPath: directory, isDirectory: true).absoluteString)])
      ])
    }
    return JSONValue.object([
      "$schema": .string(schema), "version": .string("2.1.0"), "runs": .array([.object(run)]),
    ]).pretty()
  }

  private static func physicalLocation(_ location: SourceLocation, relativeTo directory: String) -> JSONValue {
    let relative = Paths.relative(location.file, to: directory)
    let artifact: JSONValue
    if relative != location.file || !location.file.hasPrefix("/") {
      let encoded = relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative
      artifact = .object(["uri": .string(encoded), "uriBaseId": .string("%SRCROOT%")])
    } else {
      artifact = .object(["uri": .string(URL(fileURLWithPath: location.file).absoluteString)])
    }
    return .object([
      "artifactLocation": artifact,
      "region": .object(["startLine": .number(max(1, location.line)), "startColumn": .number(max(1, location.column))]),
    ])
  }

  /// `MissingBinding` → `Missing binding`.
  private static func words(_ name: String) -> String {
    var text = ""
    for character in name {
      if character.isUppercase, !text.isEmpty { text += " " + character.lowercased() } else { text.append(character) }
    }
    return text
  }
}
