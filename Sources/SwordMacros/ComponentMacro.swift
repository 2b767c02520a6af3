import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros
import SwordSyntaxRules

/// `@Component(arguments: A.self, ...)`: adds the stored arguments, `_swordStorage` and `init(a:...)` to a final
/// class, and its conformance to `Sword.Component`.
public enum ComponentMacro: MemberMacro, ExtensionMacro {
  /// Adds the stored arguments, `_swordStorage` and the initializer; reports a declaration that is not a final class.
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard ComponentClassCheck.accepts(declaration, .component, node, context: context),
      let attribute = ComponentAttributeArguments.expanding(node, .component, context: context)
    else { return [] }
    return ComponentMembers.make(for: attribute, access: GeneratedAccess.prefix(for: declaration))
  }

  /// Adds `extension <Type>: Sword.Component {}` when the class does not conform yet.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    // Problems are reported once, by the member role.
    guard !protocols.isEmpty, ComponentClassCheck.accepts(declaration, .component, node, context: nil) else {
      return []
    }
    return [try ExtensionDeclSyntax("extension \(type.trimmed): Sword.Component {}")]
  }
}
