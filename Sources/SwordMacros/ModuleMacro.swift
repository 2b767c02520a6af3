import SwiftSyntax
import SwiftSyntaxMacros
import SwordSyntaxRules

/// `@Module(registeredTo:)`: marks a struct or enum of `@Provider` functions. Adds nothing; reports use on
/// anything else.
public enum ModuleMacro: PeerMacro {
  /// Adds nothing (returns `[]`); reports a declaration that is not a struct or enum.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    context.checkPlacement(.module, node, on: declaration)
    return []
  }
}
