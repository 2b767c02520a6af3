import SwordNaming

/// Merges the indexes of all targets into one ``BindingGraph``, reporting what cannot be placed in it: registrations
/// to unknown components, subcomponents of unknown parents, two components with one name.
public enum GraphBuilder {
  public static func build(indexes: [TargetIndex], rootModule: String) -> (BindingGraph, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let modules = Set(indexes.map(\.moduleName))
    var components: [String: ComponentNode] = [:]
    var importsByFile: [String: [String]] = [:]

    for index in indexes.sorted(by: { $0.moduleName < $1.moduleName }) {
      importsByFile.merge(index.imports) { first, _ in first }
      for component in index.components {
        if let existing = components[component.name] {
          diagnostics.append(
            Diagnostic(
              .duplicateComponent,
              "component '\(component.name)' is declared twice (in '\(existing.declaration.moduleName)' and "
                + "'\(component.moduleName)'); component names must be unique across the workspace",
              at: component.location, notes: [.init("'\(component.name)' is also declared here", at: existing.declaration.location)]))
          continue
        }
        components[component.name] = ComponentNode(declaration: component)
      }
    }

    func componentName(_ reference: TypeReference) -> String? {
      let name = strippingModule(reference.text, modules: modules)
      return components[name] == nil ? nil : name
    }

    func unknownComponent(_ reference: TypeReference, _ what: String) -> Diagnostic {
      var message = "\(what) '\(reference.text)', which is not a @Component or @Subcomponent"
      if let near = Suggestion.nearest(to: reference.text, in: components.keys) { message += "; did you mean '\(near)'?" }
      return Diagnostic(.unknownComponent, message, at: reference.location)
    }

    // Parents.
    for name in components.keys.sorted() {
      guard let parent = components[name]?.declaration.parent else { continue }
      if let parentName = componentName(parent) {
        components[name]?.parent = parentName
        components[parentName]?.children.append(name)
      } else {
        diagnostics.append(unknownComponent(parent, "'\(name)' is a subcomponent of"))
      }
    }
    for name in components.keys { components[name]?.children.sort() }
    diagnostics += subcomponentCycles(components)

    func register(_ binding: Binding) {
      components[binding.component]?.bindings[binding.key, default: []].append(binding)
    }

    // Component arguments.
    for name in components.keys.sorted() {
      guard let declaration = components[name]?.declaration else { continue }
      for (position, argument) in declaration.arguments.enumerated() {
        let key = BindingKey(strippingModule(argument.text, modules: modules))
        register(
          Binding(
            key: key, component: name, source: .argument(position: position), scope: nil,
            location: argument.location, accessorName: AccessorName.forType(argument.text),
            isMainActor: false))
      }
    }

    for index in indexes.sorted(by: { $0.moduleName < $1.moduleName }) {
      for dependency in index.dependencies {
        guard let component = componentName(dependency.registeredTo) else {
          diagnostics.append(unknownComponent(dependency.registeredTo, "'\(dependency.name)' is registered to"))
          continue
        }
        guard dependency.initializers.count == 1, let initializer = dependency.initializers.first else {
          diagnostics.append(initializerProblem(dependency))
          continue
        }
        let key = BindingKey(strippingModule(dependency.boundTo?.text ?? dependency.name, modules: modules))
        register(
          Binding(
            key: key, component: component, source: .dependency(dependency, initializer), scope: dependency.scope,
            location: dependency.location, accessorName: AccessorName.forType(key.type),
            isMainActor: dependency.isMainActor || initializer.isMainActor))
      }
      for module in index.modules {
        guard let component = componentName(module.registeredTo) else {
          diagnostics.append(unknownComponent(module.registeredTo, "module '\(module.name)' is registered to"))
          continue
        }
        for provider in module.providers {
          if !provider.isStatic {
            diagnostics.append(
              Diagnostic(
                .invalidProvider, "@Provider '\(provider.name)' of '\(module.name)' must be 'static'",
                at: provider.location))
            continue
          }
          let key = BindingKey(strippingModule(provider.returnType.text, modules: modules))
          register(
            Binding(
              key: key, component: component, source: .provider(module, provider), scope: provider.scope,
              location: provider.location, accessorName: AccessorName.forType(key.type),
              isMainActor: provider.isMainActor))
        }
      }
    }

    let graph = BindingGraph(
      components: components, rootModule: rootModule, modules: modules, importsByFile: importsByFile)
    return (graph, diagnostics)
  }

  /// `Core.UserRepository` → `UserRepository` when `Core` is one of the workspace's modules.
  static func strippingModule(_ text: String, modules: Set<String>) -> String {
    guard let dot = text.firstIndex(of: "."), !text.contains("<") || text.firstIndex(of: "<")! > dot else {
      return text
    }
    let head = String(text[..<dot])
    return modules.contains(head) ? String(text[text.index(after: dot)...]) : text
  }

  private static func initializerProblem(_ dependency: DependencyDeclaration) -> Diagnostic {
    if dependency.initializers.isEmpty {
      return Diagnostic(
        .missingInjectedInit,
        "'\(dependency.name)' is a @Dependency but has no @Injected initializer; mark the initializer Sword should "
          + "call with @Injected", at: dependency.location)
    }
    return Diagnostic(
      .invalidInjectedInit,
      "'\(dependency.name)' has \(dependency.initializers.count) @Injected initializers; keep @Injected on exactly one",
      at: dependency.location,
      notes: dependency.initializers.map { .init("@Injected \($0.signature) is here", at: $0.location) })
  }

  private static func subcomponentCycles(_ components: [String: ComponentNode]) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var reported: Set<String> = []
    for name in components.keys.sorted() where !reported.contains(name) {
      var path: [String] = []
      var current: String? = name
      while let next = current, !path.contains(next) {
        path.append(next)
        current = components[next]?.parent
      }
      guard let start = current, let cycleStart = path.firstIndex(of: start) else { continue }
      let cycle = Array(path[cycleStart...])
      if cycle.contains(where: reported.contains) { continue }
      reported.formUnion(cycle)
      let first = cycle.min()!
      let ordered = Array(cycle.drop { $0 != first }) + cycle.prefix { $0 != first }
      diagnostics.append(
        Diagnostic(
          .subcomponentCycle,
          "subcomponents form a cycle: " + (ordered + [first]).joined(separator: " → ")
            + "; a subcomponent's parent chain must end at a @Component",
          at: components[first]!.declaration.location))
    }
    return diagnostics
  }
}
