import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct SwordMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    ComponentMacro.self,
    SubcomponentMacro.self,
    DependencyMacro.self,
    InjectedMacro.self,
    ModuleMacro.self,
    ProviderMacro.self,
    NamedMacro.self,
    ContributionMacro.self,
  ]
}
