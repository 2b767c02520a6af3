import SwiftSyntax
import SwordSyntaxRules

extension AttributeArguments {
  /// `.single`, `Scope.single`, `Sword.Scope.weakReference`.
  static func scope(_ expression: ExprSyntax) -> ScopeKind? {
    guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
    return ScopeKind(rawValue: member.declName.baseName.text)
  }
}
