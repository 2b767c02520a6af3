import Foundation

/// Prints an ``ExportGraph`` as JSON: keys sorted, two-space indentation, `"version": 1`, the same bytes on every
/// platform, so scripts can rely on it and a diff between two runs shows only what changed.
///
/// ```sh
/// sword graph --format json | jq '.nodes[] | select(.scope == "single") | .id'
/// ```
public enum JSONExporter {
  /// The JSON text, ending with a newline.
  public static func export(_ graph: ExportGraph) -> String {
    let value = (try? JSONDecoder().decode(JSONValue.self, from: data(graph))) ?? .object([:])
    return value.pretty() + "\n"
  }

  /// The JSON bytes on one line, keys sorted, for embedding.
  static func data(_ graph: ExportGraph) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding plain structs of strings, numbers and booleans cannot fail.
    return (try? encoder.encode(graph)) ?? Data("{}".utf8)
  }
}
