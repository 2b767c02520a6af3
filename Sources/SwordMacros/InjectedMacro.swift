import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Injected`: marks the initializer Sword calls. Adds nothing; reports use on anything but an initializer.
public enum InjectedMacro: PeerMacro {
  /// Adds nothing (returns `[]`); reports a declaration that is not an initializer.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if !declaration.is(InitializerDeclSyntax.self) {
      context.diagnose(Diagnostic(node: node, message: SwordDiagnostic.injectedNotOnInitializer))
    }
    return []
  }
}
