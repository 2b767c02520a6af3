import SwiftSyntax
import SwiftSyntaxMacros
import SwordSyntaxRules

/// `@Named(Tag.self)` on a declaration: qualifies what a `@Dependency` type or a `@Provider` function provides.
/// Adds nothing; reports use on anything else. (On parameters, `@Named` is the `Sword.Named` property wrapper.)
public enum NamedMacro: PeerMacro {
  /// Adds nothing (returns `[]`); reports a declaration that is neither a type nor a function.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    context.checkPlacement(.named, node, on: declaration)
    return []
  }
}
