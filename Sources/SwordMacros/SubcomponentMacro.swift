import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros
import SwordSyntaxRules

/// `@Subcomponent(of: Parent.self, arguments: A.self, ...)`: adds `parent`, the stored arguments,
/// `_swordStorage` and `init(parent:a:...)` to a final class, and its conformance to `Sword.Subcomponent`.
public enum SubcomponentMacro: MemberMacro, ExtensionMacro {
  /// Adds `parent`, the stored arguments, `_swordStorage` and the initializer; reports a declaration that is not a
  /// final class.
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard ComponentClassCheck.accepts(declaration, .subcomponent, node, context: context),
      let attribute = ComponentAttributeArguments.expanding(node, .subcomponent, context: context)
    else { return [] }
    return ComponentMembers.make(for: attribute, access: GeneratedAccess.prefix(for: declaration))
  }

  /// Adds the conformance to `Sword.Subcomponent` with `typealias Parent = <parent type>`.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    // Problems are reported once, by the member role.
    guard !protocols.isEmpty, ComponentClassCheck.accepts(declaration, .subcomponent, node, context: nil),
      let parent = ComponentAttributeArguments.expanding(node, .subcomponent, context: nil)?.parent
    else { return [] }
    let access = GeneratedAccess.prefix(for: declaration)
    return [
      try ExtensionDeclSyntax(
        """
        extension \(type.trimmed): Sword.Subcomponent {
        \(raw: access)typealias Parent = \(raw: parent.typeText)
        }
        """
      )
    ]
  }
}
