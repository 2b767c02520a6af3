import SwiftDiagnostics
import SwiftSyntax

/// A Fix-It a Sword macro offers, and the text edits that carry it out.
struct SwordFixIt: FixItMessage {
  let message: String
  let fixItID: MessageID

  init(_ id: String, _ message: String) {
    self.message = message
    self.fixItID = MessageID(domain: "Sword", id: id)
  }

  /// Replaces `keyword` (say `struct`) by `text`, keeping the trivia around it.
  static func replacing(_ keyword: TokenSyntax, with text: String, id: String) -> FixIt {
    FixIt(
      message: Self(id, "replace '\(keyword.text)' with '\(text)'"),
      changes: [.replaceText(range: keyword.trimmedRange, with: text, in: Syntax(keyword))]
    )
  }

  /// Writes `modifier` and a space right before `keyword`, after any modifiers already there.
  static func inserting(_ modifier: String, before keyword: TokenSyntax, id: String) -> FixIt {
    let start = keyword.positionAfterSkippingLeadingTrivia
    return FixIt(
      message: Self(id, "add '\(modifier)'"),
      changes: [.replaceText(range: start..<start, with: "\(modifier) ", in: Syntax(keyword))]
    )
  }
}
