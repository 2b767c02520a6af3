import SwiftSyntax

/// Reads the arguments of a Sword attribute: `registeredTo: AppComponent.self`, `scopedWith: .single`,
/// `arguments: EnvVars.self, Flags.self` (or rockname/sword's older `.init(EnvVars.self)`).
struct AttributeArguments {
  private let elements: [LabeledExprSyntax]

  init(_ attribute: AttributeSyntax) {
    elements = attribute.arguments?.as(LabeledExprListSyntax.self).map(Array.init) ?? []
  }

  /// The expression after `label:`.
  func expression(_ label: String) -> ExprSyntax? {
    elements.first { $0.label?.text == label }?.expression
  }

  /// The expressions of a variadic argument: the one labeled `label` and the unlabeled ones after it.
  func variadic(_ label: String) -> [ExprSyntax] {
    guard let start = elements.firstIndex(where: { $0.label?.text == label }) else { return [] }
    var result = [elements[start].expression]
    for element in elements[(start + 1)...] {
      if element.label != nil { break }
      result.append(element.expression)
    }
    return result
  }

  /// `Foo.self` → the syntax of `Foo`; `.init(Foo.self)` / `ComponentArgument(Foo.self)` → `Foo`.
  static func typeExpression(_ expression: ExprSyntax) -> ExprSyntax? {
    if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
      let base = member.base
    {
      return base
    }
    if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
      let only = call.arguments.first
    {
      return typeExpression(only.expression)
    }
    return nil
  }

  /// `.single`, `Scope.single`, `Sword.Scope.weakReference`.
  static func scope(_ expression: ExprSyntax) -> ScopeKind? {
    guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
    return ScopeKind(rawValue: member.declName.baseName.text)
  }
}
