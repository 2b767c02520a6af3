import SwiftSyntax
import SwiftSyntaxMacros
import SwordSyntaxRules

/// One type of a component's `of:` or `arguments:`: what it is stored as.
typealias ComponentArgument = ComponentAttributeArguments.Entry

extension ComponentAttributeArguments {
  /// What `@Component(arguments:)` or `@Subcomponent(of:arguments:)` says, its problems reported to `context`
  /// when one is given; `nil` when something in it cannot be expanded.
  static func expanding(
    _ attribute: AttributeSyntax, _ sword: SwordAttribute, context: (any MacroExpansionContext)?
  ) -> Self? {
    let read = Self(attribute, sword)
    for problem in read.breaks { context?.diagnose(problem) }
    return read.breaks.isEmpty ? read : nil
  }
}
