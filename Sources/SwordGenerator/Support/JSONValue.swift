/// A JSON document as a value, printed by Sword itself so that `--format json` has the same bytes on every platform
/// (Foundation's pretty printer differs between versions in spacing and empty collections).
enum JSONValue: Decodable, Equatable {
  case null
  case bool(Bool)
  case number(Int)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// The value with two-space indentation, keys sorted, `"key": value`, and `[]` / `{}` when empty.
  func pretty(indent: String = "") -> String {
    let inner = indent + "  "
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return String(value)
    case .string(let value): return Self.quoted(value)
    case .array(let values):
      if values.isEmpty { return "[]" }
      return "[\n" + values.map { inner + $0.pretty(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      let lines = members.keys.sorted().map { inner + Self.quoted($0) + ": " + members[$0]!.pretty(indent: inner) }
      return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
    }
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped, everything else as is.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
