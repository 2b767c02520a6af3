import SwiftSyntax
import SwiftSyntaxMacros
import SwordSyntaxRules

/// `@Injected`: marks the initializer Sword calls. Adds nothing; reports use on anything but an initializer.
public enum InjectedMacro: PeerMacro {
  /// Adds nothing (returns `[]`); reports a declaration that is not an initializer.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    context.checkPlacement(.injected, node, on: declaration)
    return []
  }
}
