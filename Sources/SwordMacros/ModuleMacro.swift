import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Module(registeredTo:)`: marks a struct or enum of `@Provider` functions. Adds nothing; reports use on
/// anything else.
public enum ModuleMacro: PeerMacro {
  /// Adds nothing (returns `[]`); reports a declaration that is not a struct or enum.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if !declaration.is(StructDeclSyntax.self) && !declaration.is(EnumDeclSyntax.self) {
      context.diagnose(Diagnostic(node: node, message: SwordDiagnostic.moduleNotStructOrEnum))
    }
    return []
  }
}
