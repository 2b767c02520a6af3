import SwiftSyntax
import SwiftSyntaxMacros
import SwordSyntaxRules

/// `@Provider(scopedWith:)`: marks a static function of a module. Adds nothing; reports use on anything but a
/// function, and on a function that is not `static` (with a Fix-It adding it).
public enum ProviderMacro: PeerMacro {
  /// Adds nothing (returns `[]`); reports a declaration that is not a static function.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let keyword = declaration.as(FunctionDeclSyntax.self)?.funcKeyword
    // The one Fix-It: `static` before `func` (only a function breaks the rule there).
    let fixIts = keyword.map { [SwordFixIt.inserting("static", before: $0, id: "AddStatic")] } ?? []
    context.checkPlacement(.provider, node, on: declaration, introducer: keyword, fixIts: fixIts)
    return []
  }
}
