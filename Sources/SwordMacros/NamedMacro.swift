import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Named(Tag.self)` on a declaration: qualifies what a `@Dependency` type or a `@Provider` function provides.
/// Adds nothing; reports use on anything else. (On parameters, `@Named` is the `Sword.Named` property wrapper.)
public enum NamedMacro: PeerMacro {
  /// Adds nothing (returns `[]`); reports a declaration that is neither a type nor a function.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let accepted =
      declaration.is(ClassDeclSyntax.self) || declaration.is(StructDeclSyntax.self)
      || declaration.is(EnumDeclSyntax.self) || declaration.is(ActorDeclSyntax.self)
      || declaration.is(FunctionDeclSyntax.self)
    if !accepted {
      context.diagnose(Diagnostic(node: node, message: SwordDiagnostic.namedMisplaced))
    }
    return []
  }
}
