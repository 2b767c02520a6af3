import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros
import SwordSyntaxRules

/// Checks that `@Component` / `@Subcomponent` is attached to a `final class`, offering Fix-Its.
enum ComponentClassCheck {
  /// Whether members can be added: true for any class (a non-final one is diagnosed but still expanded, so that
  /// its uses do not fail with follow-on errors), false for structs, enums, actors, protocols and extensions.
  static func accepts(
    _ declaration: some DeclGroupSyntax, _ sword: SwordAttribute, _ attribute: AttributeSyntax,
    context: (any MacroExpansionContext)?
  ) -> Bool {
    let introducer = declaration.introducer
    let attached = AttachedDeclaration(declaration)
    if let problem = attached.brokenRule(sword, attribute, introducer: introducer) {
      let fixIts =
        declaration.is(StructDeclSyntax.self)
        ? [SwordFixIt.replacing(introducer, with: "final class", id: "ReplaceWithFinalClass")] : []
      context?.diagnose(problem, fixIts: fixIts)
      return false
    }
    if let warning = attached.notFinal(sword, modifiers: declaration.modifiers, introducer: introducer) {
      context?.diagnose(warning, fixIts: [SwordFixIt.inserting("final", before: introducer, id: "AddFinal")])
    }
    return true
  }
}
