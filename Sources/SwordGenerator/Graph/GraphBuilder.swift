import SwordNaming

/// Merges the indexes of all targets into one ``BindingGraph``, reporting what cannot be placed in it: registrations
/// to unknown components, subcomponents of unknown parents, two components with one name.
public enum GraphBuilder {
  public static func build(indexes: [TargetIndex], rootModule: String) -> (BindingGraph, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    // Module names reach the generated code as `import` lines: only identifiers are accepted.
    for name in Set(indexes.map(\.moduleName) + [rootModule]).sorted() where !ConfigDecoder.isIdentifier(name) {
      diagnostics.append(
        Diagnostic(
          .invalidModuleName,
          "module name \(name.debugDescription) is not a Swift identifier; its declarations are left out", at: nil))
    }
    let sortedIndexes = indexes.filter { ConfigDecoder.isIdentifier($0.moduleName) }.sorted { $0.moduleName < $1.moduleName }
    let resolver = TypeResolver(indexes: sortedIndexes)
    var components: [String: ComponentNode] = [:]
    /// Component names by the key of their declaration (`Components.AppComponent`).
    var componentsByKey: [BindingKey: String] = [:]
    var importsByFile: [String: [String]] = [:]
    var conditionalImportsByFile: [String: [String]] = [:]

    for index in sortedIndexes {
      importsByFile.merge(index.imports) { first, _ in first }
      conditionalImportsByFile.merge(index.conditionalImports) { first, _ in first }
      for component in index.components {
        if let existing = components[component.name] {
          diagnostics.append(
            Diagnostic(
              .duplicateComponent,
              "component '\(component.name)' is declared twice (in '\(existing.declaration.moduleName)' and "
                + "'\(component.moduleName)'); component names must be unique across the workspace",
              at: component.location,
              notes: [.init("'\(component.name)' is also declared here", at: existing.declaration.location)]))
          continue
        }
        components[component.name] = ComponentNode(declaration: component)
        componentsByKey[resolver.key(declared: component.name, in: component.moduleName)] = component.name
      }
    }

    func componentName(_ reference: TypeReference) -> String? {
      componentsByKey[resolver.key(for: reference)]
    }

    func unknownComponent(_ reference: TypeReference, _ what: String) -> Diagnostic {
      GraphBuilderDiagnostics.unknownComponent(reference, what, components: components.keys, resolver: resolver)
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
        register(
          Binding(
            key: resolver.key(for: argument), component: name, source: .argument(position: position), scope: nil,
            location: argument.location, accessorName: AccessorName.forType(argument.text), isMainActor: false))
      }
    }

    for index in sortedIndexes {
      for dependency in index.dependencies {
        guard let component = componentName(dependency.registeredTo) else {
          diagnostics.append(unknownComponent(dependency.registeredTo, "'\(dependency.name)' is registered to"))
          continue
        }
        guard dependency.initializers.count == 1, let initializer = dependency.initializers.first else {
          diagnostics.append(initializerProblem(dependency))
          continue
        }
        let key =
          dependency.boundTo.map(resolver.key(for:)) ?? resolver.key(declared: dependency.name, in: dependency.moduleName)
        register(
          Binding(
            key: key, component: component, source: .dependency(dependency, initializer), scope: dependency.scope,
            location: dependency.location, accessorName: AccessorName.forType(key.display),
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
                .invalidProvider,
                "@Provider '\(provider.name)' of '\(module.name)' must be 'static' (the generated code calls "
                  + "'\(module.name).\(provider.signature)' without an instance); add 'static'",
                at: provider.location))
            continue
          }
          let key = resolver.key(for: provider.returnType)
          register(
            Binding(
              key: key, component: component, source: .provider(module, provider), scope: provider.scope,
              location: provider.location, accessorName: AccessorName.forType(key.display),
              isMainActor: provider.isMainActor))
        }
      }
    }

    for name in components.keys.sorted() {
      diagnostics += AccessorNaming.disambiguate(&components[name]!)
    }

    var graph = BindingGraph(
      components: components, rootModule: rootModule, resolver: resolver, importsByFile: importsByFile)
    graph.conditionalImportsByFile = conditionalImportsByFile
    return (graph, diagnostics)
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
      diagnostics.append(GraphBuilderDiagnostics.subcomponentCycle(ordered, components: components))
    }
    return diagnostics
  }
}
