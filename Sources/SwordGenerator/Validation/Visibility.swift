/// Declarations the generated code (in the root module) cannot see: internal types, initializers, modules and
/// providers in other modules, and `package` ones in another package. Every problem of a binding is reported at
/// once (a type and its initializer, a module and its provider), so that one run lists every change to make.
enum Visibility {
  static func problems(of binding: Binding, graph: BindingGraph) -> [Diagnostic] {
    switch binding.source {
    case .argument, .component, .subcomponentFactory:
      return []
    case .dependency(let dependency, let initializer):
      var problems: [Diagnostic] = []
      if !graph.isVisibleFromRoot(dependency.accessLevel, in: dependency.moduleName) {
        problems.append(
          notVisible("'\(dependency.name)'", dependency.accessLevel, dependency.moduleName, graph, dependency.location))
      }
      if !graph.isVisibleFromRoot(initializer.accessLevel, in: dependency.moduleName) {
        problems.append(
          notVisible(
            "'\(dependency.name).\(initializer.signature)'", initializer.accessLevel, dependency.moduleName, graph,
            initializer.location))
      }
      return problems
    case .provider(let module, let provider):
      return problems(of: module, provider, graph: graph)
    case .multibinding(let multibinding):
      return multibinding.elements.flatMap { problems(of: $0.module, $0.provider, graph: graph) }
    }
  }

  private static func problems(
    of module: ModuleDeclaration, _ provider: ProviderDeclaration, graph: BindingGraph
  ) -> [Diagnostic] {
    var problems: [Diagnostic] = []
    if !graph.isVisibleFromRoot(module.accessLevel, in: module.moduleName) {
      problems.append(
        notVisible("module '\(module.name)'", module.accessLevel, module.moduleName, graph, module.location))
    }
    if !graph.isVisibleFromRoot(provider.accessLevel, in: module.moduleName) {
      problems.append(
        notVisible(
          "'\(module.name).\(provider.signature)'", provider.accessLevel, module.moduleName, graph, provider.location))
    }
    return problems
  }

  /// A component declared in another module than the root one must be visible there too.
  static func problems(of component: ComponentNode, graph: BindingGraph) -> [Diagnostic] {
    let declaration = component.declaration
    guard !graph.isVisibleFromRoot(declaration.accessLevel, in: declaration.moduleName) else { return [] }
    return [
      notVisible(
        "component '\(declaration.name)'", declaration.accessLevel, declaration.moduleName, graph, declaration.location)
    ]
  }

  private static func notVisible(
    _ what: String, _ access: AccessLevel, _ module: String, _ graph: BindingGraph, _ location: SourceLocation
  ) -> Diagnostic {
    let root = graph.rootModule
    if module == root {
      return Diagnostic(
        .notVisible,
        "\(what) is '\(access.rawValue)' to its file, and the generated code is another file of module '\(root)'; "
          + "make it internal", at: location)
    }
    let reason =
      access == .package
      ? "is 'package' in module '\(module)', whose package is not the root module '\(root)'s"
      : "in module '\(module)' is not visible from the root module '\(root)'"
    return Diagnostic(
      .notVisible, "\(what) \(reason), where the generated code lives; make it public", at: location)
  }
}
