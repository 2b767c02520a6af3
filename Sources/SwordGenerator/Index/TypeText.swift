import SwiftSyntax

/// Spells a type (or a type-like expression such as the `Foo.Bar` of `Foo.Bar.self`) in one canonical way, so that
/// `Repository< User >`, `Repository<User>` and `(Repository<User>)` are the same binding key.
enum TypeText {
  static func canonical(_ node: some SyntaxProtocol) -> String {
    var syntax = Syntax(node)
    // `(any P)` and `(P)`: a parenthesized single unlabeled element is the element itself.
    while true {
      if let tuple = syntax.as(TupleTypeSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first, only.firstName == nil, only.ellipsis == nil
      {
        syntax = Syntax(only.type)
      } else if let tuple = syntax.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first, only.label == nil
      {
        syntax = Syntax(only.expression)
      } else {
        break
      }
    }
    var text = ""
    var previous: TokenSyntax?
    var afterAttributeName = false
    for token in syntax.tokens(viewMode: .sourceAccurate) {
      if let previous, afterAttributeName || needsSpace(between: previous, and: token) { text += " " }
      // `@escaping (Int) -> Void`: the attribute's name is followed by a space.
      afterAttributeName = previous?.tokenKind == .atSign && token.tokenKind != .atSign
      text += token.text
      previous = token
    }
    return text
  }

  private static func needsSpace(between left: TokenSyntax, and right: TokenSyntax) -> Bool {
    switch (left.tokenKind, right.tokenKind) {
    case (.comma, _), (.colon, _), (.arrow, _), (_, .arrow): return true
    case (.keyword(.throws), _), (_, .keyword(.throws)), (_, .keyword(.async)): return true
    default: return isWordLike(left) && isWordLike(right)
    }
  }

  private static func isWordLike(_ token: TokenSyntax) -> Bool {
    switch token.tokenKind {
    case .identifier, .keyword, .dollarIdentifier, .wildcard: return true
    default: return false
    }
  }
}
