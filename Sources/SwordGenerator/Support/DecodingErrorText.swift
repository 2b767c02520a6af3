/// A one-line account of a JSON decoding error: what was wrong and at which key path.
///
/// ```swift
/// DecodingErrorText.describe(error)  // "at targets[0].name: Expected to decode String but found number instead."
/// ```
enum DecodingErrorText {
  static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      return text(context.codingPath, context.debugDescription)
    case .keyNotFound(let key, let context):
      return text(context.codingPath, "missing key '\(key.stringValue)'")
    @unknown default:
      return "\(error)"
    }
  }

  private static func text(_ path: [any CodingKey], _ message: String) -> String {
    guard !path.isEmpty else { return message }
    let spelled = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    let trimmed = spelled.hasPrefix(".") ? String(spelled.dropFirst()) : spelled
    return "at \(trimmed): \(message)"
  }
}
