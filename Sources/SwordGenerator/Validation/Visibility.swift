/// Declarations the generated code (in the root module) cannot see: internal types, initializers, modules and
/// providers in other modules.
enum Visibility {
  static func problems(of binding: Binding, rootModule: String) -> [Diagnostic] {
    switch binding.source {
    case .argument:
      return []
    case .dependency(let dependency, let initializer):
      guard dependency.moduleName != rootModule else { return [] }
      if !dependency.accessLevel.isVisibleFromOtherModules {
        return [notVisible("'\(dependency.name)'", dependency.moduleName, rootModule, dependency.location)]
      }
      if !initializer.accessLevel.isVisibleFromOtherModules {
        return [
          notVisible("'\(dependency.name).\(initializer.signature)'", dependency.moduleName, rootModule, initializer.location)
        ]
      }
      return []
    case .provider(let module, let provider):
      return problems(of: module, provider, rootModule: rootModule)
    case .multibinding(let multibinding):
      return multibinding.elements.flatMap { problems(of: $0.module, $0.provider, rootModule: rootModule) }
    }
  }

  private static func problems(
    of module: ModuleDeclaration, _ provider: ProviderDeclaration, rootModule: String
  ) -> [Diagnostic] {
    guard module.moduleName != rootModule else { return [] }
    if !module.accessLevel.isVisibleFromOtherModules {
      return [notVisible("module '\(module.name)'", module.moduleName, rootModule, module.location)]
    }
    if !provider.accessLevel.isVisibleFromOtherModules {
      return [notVisible("'\(module.name).\(provider.signature)'", module.moduleName, rootModule, provider.location)]
    }
    return []
  }

  /// A component declared in another module than the root one must be public too.
  static func problems(of component: ComponentNode, rootModule: String) -> [Diagnostic] {
    let declaration = component.declaration
    guard declaration.moduleName != rootModule, !declaration.accessLevel.isVisibleFromOtherModules else { return [] }
    return [notVisible("component '\(declaration.name)'", declaration.moduleName, rootModule, declaration.location)]
  }

  private static func notVisible(
    _ what: String, _ module: String, _ rootModule: String, _ location: SourceLocation
  ) -> Diagnostic {
    Diagnostic(
      .notVisible,
      "\(what) in module '\(module)' is not visible from the root module '\(rootModule)', where the generated code "
        + "lives; make it public", at: location)
  }
}
