import SwiftSyntax

/// The arguments of a Sword attribute: `registeredTo: AppComponent.self`, `scopedWith: .single`,
/// `arguments: EnvVars.self, Flags.self` (or rockname/sword's older `.init(EnvVars.self)`).
public struct AttributeArguments {
  private let elements: [LabeledExprSyntax]

  public init(_ attribute: AttributeSyntax) {
    elements = attribute.arguments?.as(LabeledExprListSyntax.self).map(Array.init) ?? []
  }

  /// The argument labeled `label`.
  public func element(_ label: String) -> LabeledExprSyntax? {
    elements.first { $0.label?.text == label }
  }

  /// The expression after `label:`.
  public func expression(_ label: String) -> ExprSyntax? {
    element(label)?.expression
  }

  /// The expressions of a variadic argument: the one labeled `label` and the unlabeled ones after it.
  public func variadic(_ label: String) -> [ExprSyntax] {
    guard let start = elements.firstIndex(where: { $0.label?.text == label }) else { return [] }
    var result = [elements[start].expression]
    for element in elements[(start + 1)...] {
      if element.label != nil { break }
      result.append(element.expression)
    }
    return result
  }

  /// `Foo.self` → the syntax of `Foo`; `.init(Foo.self)` / `ComponentArgument(Foo.self)` → `Foo`; `nil` for
  /// anything else (a labeled argument in the call, too: that is not the older spelling).
  public static func typeExpression(_ expression: ExprSyntax) -> ExprSyntax? {
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

  /// The type of `X.self` (or `.init(X.self)`) as written, without the parentheses `(any P).self` needs so that
  /// `.self` applies to the whole type: `any P`. The macros name a component's stored argument after it.
  public static func writtenType(_ expression: ExprSyntax) -> String? {
    guard var type = typeExpression(expression) else { return nil }
    while let tuple = type.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
      only.label == nil
    {
      type = only.expression
    }
    return type.trimmedDescription
  }
}
