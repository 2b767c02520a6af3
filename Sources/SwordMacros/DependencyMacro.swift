import SwiftSyntax
import SwiftSyntaxMacros
import SwordSyntaxRules

/// `@Dependency(registeredTo:boundTo:scopedWith:)`: registers a type. Adds nothing; reports use on anything but a
/// class, struct, enum or actor, a `.weakReference` scope on a value type, and a body without exactly one
/// `@Injected` initializer.
///
/// Like rockname/sword, the `@Injected` initializer is looked for among the members written in the type's own
/// body (also inside `#if`, where one in each clause counts as one); one declared in an extension is not seen. The
/// generator checks the same, with the same code (`SwordSyntaxRules`), so `sword generate` fails first.
public enum DependencyMacro: PeerMacro {
  /// Adds nothing (returns `[]`); reports misuse as described on the type.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard context.checkPlacement(.dependency, node, on: declaration),
      let type = declaration.asProtocol(DeclGroupSyntax.self),
      let name = declaration.asProtocol(NamedDeclSyntax.self)?.name
    else { return [] }
    let scope = AttributeArguments(node).expression("scopedWith")
    if let problem = DependencyRules.weakReferenceOnValueType(scope: scope, on: AttachedDeclaration(declaration)) {
      context.diagnose(problem)
    }
    if let problem = DependencyRules.injectedInitializers(of: name, members: type.memberBlock.members) {
      context.diagnose(problem)
    }
    return []
  }
}
