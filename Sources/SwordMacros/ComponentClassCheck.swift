import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Checks that `@Component` / `@Subcomponent` is attached to a `final class`, offering Fix-Its.
enum ComponentClassCheck {
  /// Whether members can be added: true for any class (a non-final one is diagnosed but still expanded, so that
  /// its uses do not fail with follow-on errors), false for structs, enums, actors, protocols and extensions.
  static func accepts(
    _ declaration: some DeclGroupSyntax, macro: String, context: (any MacroExpansionContext)?
  ) -> Bool {
    let introducer = declaration.introducer
    guard declaration.is(ClassDeclSyntax.self) else {
      var fixIts: [FixIt] = []
      if declaration.is(StructDeclSyntax.self) {
        fixIts.append(SwordFixIt.replacing(introducer, with: "final class", id: "ReplaceWithFinalClass"))
      }
      context?.diagnose(Diagnostic(node: introducer, message: SwordDiagnostic.notAClass(macro), fixIts: fixIts))
      return false
    }
    let isFinal = declaration.modifiers.contains { $0.name.tokenKind == .keyword(.final) }
    if !isFinal {
      context?.diagnose(
        Diagnostic(
          node: introducer,
          message: SwordDiagnostic.notFinal(macro),
          fixIts: [SwordFixIt.inserting("final", before: introducer, id: "AddFinal")]
        )
      )
    }
    return true
  }
}
