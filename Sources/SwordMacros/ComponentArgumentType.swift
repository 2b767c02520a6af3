import SwiftSyntax
import SwordNaming

/// One entry of a component's `arguments:` list: the type as written before `.self`, and the name the component
/// stores it under (the accessor name the generator uses for it too).
struct ComponentArgumentType {
  /// `EnvVars` for `EnvVars.self`, `any APIClient` for `(any APIClient).self`.
  var typeText: String
  /// `envVars`, from `AccessorName.forArgument(typeText)` (the tag's name for `Qualified<Tag, Value>`).
  var name: String
  /// The type of the stored property and initializer parameter: `Value` for `Qualified<Tag, Value>`.
  var storedType: String
  /// The expression in the attribute, where problems with it are reported.
  var node: ExprSyntax

  init(typeText: String, node: ExprSyntax) {
    self.typeText = typeText
    self.name = AccessorName.forArgument(typeText)
    self.storedType = QualifiedArgument(typeText)?.value ?? typeText
    self.node = node
  }

  /// Reads `X.self`, or the older `.init(X.self)` / `ComponentArgument(X.self)`; `nil` for anything else.
  init?(_ expression: ExprSyntax) {
    guard let type = Self.typeExpression(expression) else { return nil }
    self.init(typeText: Self.unparenthesized(type).trimmedDescription, node: expression)
  }

  private static func typeExpression(_ expression: ExprSyntax) -> ExprSyntax? {
    if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self" {
      return member.base
    }
    if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
      let only = call.arguments.first, only.label == nil
    {
      return typeExpression(only.expression)
    }
    return nil
  }

  /// `(any P)` is written in parentheses only so that `.self` applies to the whole type; the type is `any P`.
  private static func unparenthesized(_ expression: ExprSyntax) -> ExprSyntax {
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      return unparenthesized(only.expression)
    }
    return expression
  }
}
