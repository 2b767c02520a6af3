import SwiftSyntax
import SwiftSyntaxMacros
import SwordSyntaxRules

/// `@IntoArray`, `@IntoSet` and `@IntoMap(key:)`: mark a `@Provider` as a contribution to a collection. Add nothing;
/// report use on anything but a function marked `@Provider`.
public enum ContributionMacro: PeerMacro {
  /// Adds nothing (returns `[]`); reports a declaration that is not a `@Provider` function.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    // The rule is the same for the three; its words name the attribute as written.
    context.checkPlacement(SwordAttribute(node) ?? .intoArray, node, on: declaration)
    return []
  }
}
