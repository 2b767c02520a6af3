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
      // `Default` and Default are one type, and `default` keeps the backticks it needs (see SwiftName).
      text += token.tokenKind.isIdentifier ? SwiftName.spelled(token.identifier?.name ?? token.text) : token.text
      previous = token
    }
    return text
  }

  /// Whether every token of `node` can be part of a type: names, keywords and type punctuation. A string or
  /// number literal (possible in an attribute's expression, `boundTo: ("""…""").self`) is refused, so nothing but
  /// a type can reach generated code.
  static func isTypeLike(_ node: some SyntaxProtocol) -> Bool {
    node.tokens(viewMode: .sourceAccurate).allSatisfy { token in
      switch token.tokenKind {
      case .identifier, .keyword, .period, .comma, .colon, .leftParen, .rightParen, .leftSquare, .rightSquare,
        .leftAngle, .rightAngle, .postfixQuestionMark, .exclamationMark, .infixQuestionMark, .arrow, .atSign,
        .ellipsis, .wildcard:
        return true
      case .binaryOperator(let text), .prefixOperator(let text), .postfixOperator(let text):
        return text == "&" || text == "?" || text == "!" || text == ">" || text == "<" || text == "..."
      default:
        return false
      }
    }
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

extension TokenKind {
  fileprivate var isIdentifier: Bool {
    if case .identifier = self { return true }
    return false
  }
}
