import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@IntoArray`, `@IntoSet` and `@IntoMap(key:)`: mark a `@Provider` as a contribution to a collection. Add nothing;
/// report use on anything but a function marked `@Provider`.
public enum ContributionMacro: PeerMacro {
  /// Adds nothing (returns `[]`); reports a declaration that is not a `@Provider` function.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let name = node.attributeName.trimmedDescription
    guard let function = declaration.as(FunctionDeclSyntax.self),
      AttributeName.contains(function.attributes, "Provider")
    else {
      context.diagnose(Diagnostic(node: node, message: SwordDiagnostic.contributionWithoutProvider(name)))
      return []
    }
    return []
  }
}
