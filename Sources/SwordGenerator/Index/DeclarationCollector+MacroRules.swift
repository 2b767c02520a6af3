import SwiftSyntax
import SwordNaming

/// The rules Sword's macros enforce on where each attribute may be written (``MacroRule``), checked while indexing:
/// `@Component` on a struct, `@Injected` on a function, `@Module` on a class… are reported here, in the macros'
/// words and at the place the macro reports them, so that `sword generate` fails where the build would, before
/// anything is written. The rules the generator states in words of its own (`@Provider` that is not `static` in a
/// module, a weak reference to a value type, `@Injected` initializers missing or doubled, component arguments that
/// are not types) are checked where the graph is built.
extension DeclarationCollector {
  /// What an attribute is attached to, as the macros tell declarations apart.
  enum AttachedTo: Equatable {
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`, initializer, variable
    /// A function; `isStatic` when written `static` (the macros do not take `class func` for one), `isProvider`
    /// when it is marked `@Provider` too.
    case function(isStatic: Bool, isProvider: Bool)

    var isType: Bool { [.class, .struct, .enum, .actor].contains(self) }
  }

  /// The rule `attribute` breaks on `declaration`, with the node the macro reports it at; `nil` when it is
  /// where it may be. `introducer` is the declaration's keyword (`struct`, `extension`…).
  func brokenRule(
    _ sword: SwordAttribute, _ attribute: AttributeSyntax, on declaration: AttachedTo, introducer: TokenSyntax
  ) -> (rule: MacroRule, at: Syntax)? {
    switch sword {
    case .component, .subcomponent:
      return declaration == .class ? nil : (MacroRule.notAClass(sword.rawValue), Syntax(introducer))
    case .dependency:
      return declaration.isType ? nil : (MacroRule.dependencyNotType, Syntax(attribute))
    case .module:
      return declaration == .struct || declaration == .enum ? nil : (MacroRule.moduleNotStructOrEnum, Syntax(attribute))
    case .injected:
      return declaration == .initializer ? nil : (MacroRule.injectedNotOnInitializer, Syntax(attribute))
    case .provider:
      guard case .function(let isStatic, _) = declaration else {
        return (MacroRule.providerNotFunction, Syntax(attribute))
      }
      return isStatic ? nil : (MacroRule.providerNotStatic, Syntax(introducer))
    case .named:
      if declaration.isType { return nil }
      if case .function = declaration { return nil }
      return (MacroRule.namedMisplaced, Syntax(attribute))
    case .intoArray, .intoSet, .intoMap:
      if case .function(_, isProvider: true) = declaration { return nil }
      return (MacroRule.contributionWithoutProvider(attribute.attributeName.trimmedDescription), Syntax(attribute))
    case .assisted:
      return nil
    }
  }

  /// Reports every Sword attribute in `attributes` that breaks a rule on `declaration`; returns the attributes
  /// that broke one, which the caller then reads no further.
  @discardableResult
  func checkRules(
    _ attributes: AttributeListSyntax, on declaration: AttachedTo, introducer: TokenSyntax,
    skipping skipped: Set<SwordAttribute> = []
  ) -> Set<SwordAttribute> {
    var broken: Set<SwordAttribute> = []
    for element in attributes {
      guard let attribute = element.as(AttributeSyntax.self), let sword = SwordAttribute(attribute),
        !skipped.contains(sword),
        let (rule, node) = brokenRule(sword, attribute, on: declaration, introducer: introducer)
      else { continue }
      broken.insert(sword)
      diagnostics.append(
        Diagnostic(
          DiagnosticID(rule.id), rule.message, at: location(node), severity: rule.isWarning ? .warning : .error))
    }
    return broken
  }

  /// Whether `modifiers` hold `static`, the one way the macros take a function as a provider's.
  static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { $0.name.tokenKind == .keyword(.static) }
  }
}
