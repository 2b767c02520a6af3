import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros
import SwordNaming

/// What `@Component(arguments:)` or `@Subcomponent(of:arguments:)` says, read from the attribute; problems are
/// reported to the context when one is given.
struct ComponentAttribute {
  /// The parent component's type for a subcomponent, `nil` for a root component.
  var parent: ComponentArgumentType?
  var arguments: [ComponentArgumentType]

  /// Reads the attribute; `nil` when something in it cannot be expanded (already diagnosed).
  init?(_ attribute: AttributeSyntax, macro: String, isSubcomponent: Bool, context: (any MacroExpansionContext)?) {
    let elements = attribute.arguments?.as(LabeledExprListSyntax.self).map(Array.init) ?? []
    var valid = true
    parent = nil
    if isSubcomponent {
      let of = elements.first { $0.label?.text == "of" }
      parent = of.flatMap { ComponentArgumentType($0.expression) }
      if parent == nil {
        let node = of.map(Syntax.init) ?? Syntax(attribute)
        context?.diagnose(Diagnostic(node: node, message: SwordDiagnostic.parentNotType()))
        valid = false
      }
    }
    arguments = []
    var taken = MacroRule.reservedArgumentNames(isSubcomponent: isSubcomponent)
    for expression in Self.argumentExpressions(elements) {
      guard let argument = ComponentArgumentType(expression) else {
        context?.diagnose(Diagnostic(node: expression, message: SwordDiagnostic.argumentNotType(macro)))
        valid = false
        continue
      }
      if !taken.insert(argument.name).inserted {
        context?.diagnose(Diagnostic(node: expression, message: SwordDiagnostic.argumentNameClash(argument.name)))
        valid = false
      }
      arguments.append(argument)
    }
    if !valid { return nil }
  }

  /// The expression labeled `arguments:` and the unlabeled ones after it (a variadic parameter).
  private static func argumentExpressions(_ elements: [LabeledExprSyntax]) -> [ExprSyntax] {
    guard let start = elements.firstIndex(where: { $0.label?.text == "arguments" }) else { return [] }
    var result = [elements[start].expression]
    for element in elements[(start + 1)...] {
      guard element.label == nil else { break }
      result.append(element.expression)
    }
    return result
  }
}
