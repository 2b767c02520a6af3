import SwiftSyntax
import SwordSyntaxRules

/// The rules Sword's macros enforce, checked while indexing by the same code the macros run (`SwordSyntaxRules`):
/// `@Component` on a struct, `@Injected` on a function, a weak reference to a value type, `@Injected` initializers
/// missing or doubled, component arguments that are not types or share a name… are reported here in the macros'
/// words and at the place the macro reports them, so that `sword generate` fails where the build would, before
/// anything is written.
extension DeclarationCollector {
  /// Reports every Sword attribute in `attributes` that breaks a rule by being attached to `declaration`, and the
  /// warning on a component class that is not `final`; returns the attributes that broke a rule, which the caller
  /// then reads no further. `introducer` is the declaration's keyword (`struct`, `extension`…).
  @discardableResult
  func checkRules(
    _ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax? = nil,
    on declaration: AttachedDeclaration, introducer: TokenSyntax
  ) -> Set<SwordAttribute> {
    var broken: Set<SwordAttribute> = []
    for element in attributes {
      guard let attribute = element.as(AttributeSyntax.self), let sword = SwordAttribute(attribute) else { continue }
      if let problem = declaration.brokenRule(sword, attribute, introducer: introducer) {
        broken.insert(sword)
        report(problem)
      } else if let modifiers, let warning = declaration.notFinal(sword, modifiers: modifiers, introducer: introducer) {
        report(warning)
      }
    }
    return broken
  }

  /// `@Subcomponent(of:)`'s parent and a component's arguments, with what breaks the macros' rules reported (and
  /// left out). `nil` for a subcomponent whose parent is not a type.
  func componentArguments(
    _ sword: SwordAttribute, _ attribute: AttributeSyntax
  ) -> (parent: TypeReference?, arguments: [TypeReference])? {
    let read = ComponentAttributeArguments(attribute, sword)
    read.breaks.forEach(report)
    var parent: TypeReference?
    if sword == .subcomponent {
      guard let entry = read.parent else { return nil }
      // A parent the macro takes but the generator cannot read as a type (`of: f().self`).
      guard let reference = typeReference(entry.expression) else {
        report(RuleBreak(.parentNotType, at: entry.node))
        return nil
      }
      parent = reference
    }
    let arguments = read.arguments.compactMap { entry -> TypeReference? in
      guard let reference = typeReference(entry.expression) else {
        report(RuleBreak(.argumentNotType(sword.rawValue), at: entry.node))
        return nil
      }
      return reference
    }
    return (parent, arguments)
  }

  /// Reports a broken rule in the macro's id and words (a warning when the macro's is one), at the macro's place.
  func report(_ problem: RuleBreak) {
    let rule = problem.rule
    diagnostics.append(
      Diagnostic(
        DiagnosticID(rule.id), rule.message, at: location(problem.node),
        severity: rule.isWarning ? .warning : .error,
        notes: problem.notes.map { Diagnostic.Note($0.message, at: location($0.node)) }))
  }
}
