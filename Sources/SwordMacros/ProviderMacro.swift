import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Provider(scopedWith:)`: marks a static function of a module. Adds nothing; reports use on anything but a
/// function, and on a function that is not `static` (with a Fix-It adding it).
public enum ProviderMacro: PeerMacro {
  /// Adds nothing (returns `[]`); reports a declaration that is not a static function.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let function = declaration.as(FunctionDeclSyntax.self) else {
      context.diagnose(Diagnostic(node: node, message: SwordDiagnostic.providerNotFunction))
      return []
    }
    if !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
      context.diagnose(
        Diagnostic(
          node: function.funcKeyword,
          message: SwordDiagnostic.providerNotStatic,
          fixIts: [SwordFixIt.inserting("static", before: function.funcKeyword, id: "AddStatic")]
        )
      )
    }
    return []
  }
}
