import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwordMacros

/// The macros under test, by the names users write, with the conformances the compiler asks the extension roles
/// for (as it does for a class that does not conform yet).
enum TestMacros {
  static var specs: [String: MacroSpec] {
    [
      "Component": MacroSpec(type: ComponentMacro.self, conformances: [conformance("Component")]),
      "Subcomponent": MacroSpec(type: SubcomponentMacro.self, conformances: [conformance("Subcomponent")]),
      "Dependency": MacroSpec(type: DependencyMacro.self),
      "Injected": MacroSpec(type: InjectedMacro.self),
      "Module": MacroSpec(type: ModuleMacro.self),
      "Provider": MacroSpec(type: ProviderMacro.self),
      "Named": MacroSpec(type: NamedMacro.self),
      "IntoArray": MacroSpec(type: ContributionMacro.self),
      "IntoSet": MacroSpec(type: ContributionMacro.self),
      "IntoMap": MacroSpec(type: ContributionMacro.self),
    ]
  }

  private static func conformance(_ name: String) -> TypeSyntax {
    TypeSyntax(IdentifierTypeSyntax(name: .identifier(name)))
  }
}
