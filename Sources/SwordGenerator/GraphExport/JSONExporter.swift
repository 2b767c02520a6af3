import Foundation

/// Prints an ``ExportGraph`` as JSON: keys sorted, two-space indentation, `"version": 1`, the same bytes on every
/// platform, so scripts can rely on it and a diff between two runs shows only what changed.
///
/// ```sh
/// sword graph --format json | jq '.nodes[] | select(.scope == "single") | .id'
/// ```
package enum JSONExporter {
  /// The JSON text, ending with a newline.
  package static func export(_ graph: ExportGraph) -> String {
    encode(graph)
  }

  /// Any of the export's values (a graph, a ``GraphDiff``) in the same layout, ending with a newline.
  static func encode(_ value: some Encodable) -> String {
    let tree = (try? JSONDecoder().decode(JSONValue.self, from: data(value))) ?? .object([:])
    return tree.pretty() + "\n"
  }

  /// The JSON bytes on one line, keys sorted, for embedding.
  static func data(_ value: some Encodable) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding plain structs of strings, numbers and booleans cannot fail.
    return (try? encoder.encode(value)) ?? Data("{}".utf8)
  }
}
