import SwordNaming

/// Merges the indexes of all targets into one ``BindingGraph``, reporting what cannot be placed in it: registrations
/// to unknown components, subcomponents of unknown parents, two components with one name.
package enum GraphBuilder {
  /// `mainActorModules`: the modules whose default isolation is `MainActor` (Swift 6.2's
  /// `.defaultIsolation(MainActor.self)`), where what is not written `nonisolated` is main-actor isolated.
  /// `packageOfModule`: each module's package folder, for what `package` declarations the root module can see.
  /// `selecting`: for a graph of some components' bindings only (see ``BindingSelection``), asked once the
  /// components and their parents are known; every binding when `nil`.
  package static func build(
    indexes: [TargetIndex], rootModule: String, mainActorModules: Set<String> = [],
    packageOfModule: [String: String] = [:], selecting: ((ComponentFrame) -> BindingSelection)? = nil
  ) -> (BindingGraph, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    // Module names reach the generated code as `import` lines: only identifiers are accepted.
    for name in Set(indexes.map(\.moduleName) + [rootModule]).sorted() where !SwiftIdentifier.isValid(name) {
      diagnostics.append(
        Diagnostic(
          .invalidModuleName,
          "module name \(name.debugDescription) is not a Swift identifier; its declarations are left out", at: nil))
    }
    let sortedIndexes = indexes.filter { SwiftIdentifier.isValid($0.moduleName) }.sorted {
      $0.moduleName < $1.moduleName
    }
    // The type table beside the passes that do not need it: each reads every index of a large workspace.
    let (resolver, (clashes, importsByFile, conditionalImportsByFile)) = concurrently {
      TypeResolver(indexes: sortedIndexes)
    } _: {
      var importsByFile: [String: [String]] = [:]
      var conditionalImportsByFile: [String: [String]] = [:]
      for index in sortedIndexes {
        importsByFile.merge(index.imports) { first, _ in first }
        conditionalImportsByFile.merge(index.conditionalImports) { first, _ in first }
      }
      return (NormalizationClashes.problems(in: sortedIndexes), importsByFile, conditionalImportsByFile)
    }
    diagnostics += clashes
    /// Main-actor isolated: written so, or left unspecified in a target whose default isolation is MainActor.
    func isMainActor(explicit: Bool, nonisolated: Bool, module: String) -> Bool {
      explicit || (!nonisolated && mainActorModules.contains(module))
    }
    var components: [String: ComponentNode] = [:]
    /// Component names by the key of their declaration (`Components.AppComponent`).
    var componentsByKey: [BindingKey: String] = [:]
    /// The keys of components left out because another component has their name.
    var duplicateComponentKeys: Set<BindingKey> = []

    for index in sortedIndexes {
      for component in index.components {
        if let existing = components[component.name] {
          diagnostics.append(
            Diagnostic(
              .duplicateComponent,
              "component '\(component.name)' is declared twice (in '\(existing.declaration.moduleName)' and "
                + "'\(component.moduleName)'); component names must be unique across the workspace",
              at: component.location,
              notes: [.init("'\(component.name)' is also declared here", at: existing.declaration.location)]))
          duplicateComponentKeys.insert(resolver.key(declared: component.name, in: component.moduleName))
          continue
        }
        var declaration = component
        declaration.isMainActor = isMainActor(
          explicit: component.isMainActor, nonisolated: component.isNonisolated, module: component.moduleName)
        components[component.name] = ComponentNode(declaration: declaration)
        componentsByKey[resolver.key(declared: component.name, in: component.moduleName)] = component.name
      }
    }

    func componentName(_ reference: TypeReference) -> String? {
      componentsByKey[resolver.key(for: reference)]
    }

    /// Why `reference` names no component: nothing when it names the second of two components of one name, whose
    /// duplicate is reported already (one error per cause); else the unknown component.
    func unknownComponent(_ reference: TypeReference, _ what: String) -> [Diagnostic] {
      if duplicateComponentKeys.contains(resolver.key(for: reference)) { return [] }
      return [
        GraphBuilderDiagnostics.unknownComponent(reference, what, components: components.keys, resolver: resolver)
      ]
    }

    // Parents.
    for name in components.keys.sorted() {
      guard let parent = components[name]?.declaration.parent else { continue }
      if let parentName = componentName(parent) {
        components[name]?.parent = parentName
        components[parentName]?.children.append(name)
      } else {
        diagnostics += unknownComponent(parent, "'\(name)' is a subcomponent of")
      }
    }
    for name in components.keys { components[name]?.children.sort() }
    diagnostics += subcomponentCycles(components)

    let selection = selecting?(ComponentFrame(components: components, componentName: componentName))
    /// The components each module's declarations are registered to (see ``BindingGraph/registrations``).
    var registrations: [String: Set<String>] = [:]

    func register(_ binding: Binding) {
      components[binding.component]?.bindings[binding.key, default: []].append(binding)
    }

    // Component arguments.
    for name in components.keys.sorted() {
      guard let declaration = components[name]?.declaration else { continue }
      for (position, argument) in declaration.arguments.enumerated() {
        var key = resolver.key(for: argument)
        if let qualified = QualifiedArgument(argument.text) {
          key = resolver.key(for: TypeReference(qualified.value, at: argument.location))
            .qualified(by: resolver.key(for: TypeReference(qualified.tag, at: argument.location)))
        }
        register(
          Binding(
            key: key, component: name, source: .argument(position: position), scope: nil,
            location: argument.location, accessorName: AccessorName.forArgument(argument.text), isMainActor: false))
      }
    }

    /// Multibindings of each component: their contributed elements and declarations.
    var collections: [String: [BindingKey: (elements: [Multibinding.Element], declarations: [TypeReference])]] = [:]
    for index in sortedIndexes where selection?.modules.contains(index.moduleName) ?? true {
      for dependency in index.dependencies {
        guard let component = componentName(dependency.registeredTo) else {
          diagnostics += unknownComponent(dependency.registeredTo, "'\(dependency.name)' is registered to")
          continue
        }
        registrations[index.moduleName, default: []].insert(component)
        if let selection, !selection.components.contains(component) { continue }
        // One @Injected init, or several under exclusive `#if` conditions (one per configuration).
        let initializers = dependency.initializers
        let oneAConfiguration = initializers.count > 1 && ConditionText.pairwiseExclusive(initializers.map(\.condition))
        guard initializers.count == 1 || oneAConfiguration else {
          // None, or several in the type's body, was reported while indexing in the macro's words.
          if !initializers.isEmpty, !Self.reportedWhileIndexing(dependency, in: index) {
            diagnostics.append(initializerProblem(dependency))
          }
          continue
        }
        let key =
          (dependency.boundTo.map(resolver.key(for:))
          ?? resolver.key(declared: dependency.name, in: dependency.moduleName))
          .qualified(by: dependency.qualifier.map(resolver.key(for:)))
        for initializer in initializers {
          register(
            Binding(
              key: key, component: component, source: .dependency(dependency, initializer), scope: dependency.scope,
              // Variants of one type are told apart by their initializers.
              location: oneAConfiguration ? initializer.location : dependency.location,
              accessorName: accessorName(key, qualifier: dependency.qualifier),
              // A `nonisolated init` can be called from anywhere, whatever its type's isolation.
              isMainActor: !initializer.isNonisolated
                && isMainActor(
                  explicit: dependency.isMainActor || initializer.isMainActor, nonisolated: dependency.isNonisolated,
                  module: dependency.moduleName)
            ))
        }
      }
      for module in index.modules {
        guard let component = componentName(module.registeredTo) else {
          diagnostics += unknownComponent(module.registeredTo, "module '\(module.name)' is registered to")
          continue
        }
        registrations[index.moduleName, default: []].insert(component)
        if let selection, !selection.components.contains(component) { continue }
        for provider in module.providers {
          let tag = provider.qualifier.map(resolver.key(for:))
          if let contribution = provider.contribution {
            // A collection is one literal: an element cannot be left out in some configurations.
            if !provider.condition.isEmpty {
              diagnostics.append(
                Diagnostic(
                  .conditionalBinding,
                  "@Provider '\(provider.name)' contributes to a collection only when "
                    + "'\(ConditionText.joined(provider.condition))'; a collection has the same elements in every "
                    + "configuration: move the contribution out of the '#if', and decide inside the provider instead",
                  at: provider.location))
              continue
            }
            let key = collectionKey(of: provider, contribution, resolver: resolver).qualified(by: tag)
            collections[component, default: [:]][key, default: ([], [])].elements.append(
              .init(module: module, provider: provider, contribution: contribution))
            continue
          }
          let key = resolver.key(for: provider.returnType).qualified(by: tag)
          register(
            Binding(
              key: key, component: component, source: .provider(module, provider), scope: provider.scope,
              location: provider.location, accessorName: accessorName(key, qualifier: provider.qualifier),
              isMainActor: isMainActor(
                explicit: provider.isMainActor, nonisolated: provider.isNonisolated, module: module.moduleName)))
        }
        for declared in module.multibindings {
          let key = resolver.key(for: declared)
          guard Multibinding.kind(of: key) != nil else {
            diagnostics.append(
              Diagnostic(
                .invalidMultibinding,
                "'\(declared.text)' in 'multibindings:' of '\(module.name)' is not a collection; declare '[T]', "
                  + "'Set<T>' or '[Key: T]'", at: declared.location))
            continue
          }
          collections[component, default: [:]][key, default: ([], [])].declarations.append(declared)
        }
      }
    }

    for (component, keys) in collections {
      for (key, collection) in keys {
        let elements = collection.elements.sorted {
          ($0.module.moduleName, $0.module.name, $0.provider.name, $0.provider.location)
            < ($1.module.moduleName, $1.module.name, $1.provider.name, $1.provider.location)
        }
        guard let kind = Multibinding.kind(of: key) else { continue }
        let multibinding = Multibinding(kind: kind, elements: elements, declarations: collection.declarations)
        register(
          Binding(
            key: key, component: component, source: .multibinding(multibinding), scope: nil,
            location: elements.first?.provider.location
              ?? collection.declarations.min { $0.location < $1.location }!.location,
            accessorName: accessorName(key, qualifier: elements.first?.provider.qualifier),
            isMainActor: elements.contains {
              isMainActor(
                explicit: $0.provider.isMainActor, nonisolated: $0.provider.isNonisolated, module: $0.module.moduleName)
            }))
      }
    }

    // Each component's accessor names on its own, on every core.
    let names = components.keys.sorted()
    let disambiguated = parallelMap(count: names.count) { position in
      var node = components[names[position]]!
      let problems = AccessorNaming.disambiguate(&node)
      return (node, problems)
    }
    for (name, (node, problems)) in zip(names, disambiguated) {
      components[name] = node
      diagnostics += problems
    }

    var graph = BindingGraph(
      components: components, rootModule: rootModule, resolver: resolver, importsByFile: importsByFile)
    graph.conditionalImportsByFile = conditionalImportsByFile
    graph.packageOfModule = packageOfModule
    graph.registrations = registrations
    for index in sortedIndexes {
      graph.restrictedImportsByFile.merge(index.restrictedImports) { first, _ in first }
      if index.moduleName == rootModule { graph.rootModuleFiles.formUnion(index.imports.keys) }
      if !index.spiGroups.isEmpty { graph.spiGroupsByModule[index.moduleName] = index.spiGroups }
    }
    return (graph, diagnostics)
  }

  /// The components of a graph being built, before any binding is registered: what a ``BindingSelection`` is
  /// chosen from.
  package struct ComponentFrame {
    /// Every component with its resolved parent and children.
    let components: [String: ComponentNode]
    /// The component a type reference names, if any.
    let componentName: (TypeReference) -> String?

    /// The components `index`'s dependencies and modules are registered to (those that name one).
    package func registrations(of index: TargetIndex) -> Set<String> {
      Set(index.dependencies.compactMap { componentName($0.registeredTo) })
        .union(index.modules.compactMap { componentName($0.registeredTo) })
    }

    /// `names` and every component above or below one of them (its ancestors and descendants).
    package func family(of names: Set<String>) -> Set<String> {
      ancestors(of: descendants(of: names))
    }

    /// `names` and every component above one of them.
    package func ancestors(of names: Set<String>) -> Set<String> {
      var found = names
      for name in names {
        var current = components[name]?.parent
        while let next = current, found.insert(next).inserted { current = components[next]?.parent }
      }
      return found
    }

    /// `names` and every component below one of them.
    package func descendants(of names: Set<String>) -> Set<String> {
      var found = names
      var queue = Array(names)
      while let name = queue.popLast() {
        for child in components[name]?.children ?? [] where found.insert(child).inserted { queue.append(child) }
      }
      return found
    }
  }

  /// Sword's accessor name for a binding of `key`: the tag's name when it is qualified (`baseURL`), else the type's.
  private static func accessorName(_ key: BindingKey, qualifier: TypeReference?) -> String {
    guard let qualifier, key.qualifier != nil else { return AccessorName.forType(key.display) }
    let tagName = AccessorName.forType(qualifier.text)
    // A qualified collection: `@Named(Debug.self) @IntoArray` of `any Tracker` → `debugTrackerArray`.
    guard Multibinding.kind(of: key) != nil else { return tagName }
    let typeName = AccessorName.forType(key.display)
    return tagName + typeName.prefix(1).uppercased() + typeName.dropFirst()
  }

  /// The collection a contribution goes into: `[T]`, `Set<T>` or `[Key: T]` for a provider returning `T`.
  private static func collectionKey(
    of provider: ProviderDeclaration, _ contribution: Contribution, resolver: TypeResolver
  ) -> BindingKey {
    let element = resolver.key(for: provider.returnType)
    switch contribution.kind {
    case .array: return BindingKey("[\(element.type)]", display: "[\(element.display)]")
    case .set: return BindingKey("Set<\(element.type)>", display: "Set<\(element.display)>")
    case .map:
      let key = contribution.mapKey.map { resolver.key(for: $0.type) } ?? BindingKey("String")
      return BindingKey("[\(key.type): \(element.type)]", display: "[\(key.display): \(element.display)]")
    }
  }

  /// Whether indexing reported `dependency`'s `@Injected` initializers in the macro's words
  /// (``MacroRule/multipleInjectedInits(_:count:)``: several in the type's body).
  private static func reportedWhileIndexing(_ dependency: DependencyDeclaration, in index: TargetIndex) -> Bool {
    let id = DiagnosticID(MacroRule.multipleInjectedInits("", count: 0).id)
    return index.diagnostics.contains { $0.id == id && $0.location == dependency.location }
  }

  /// Several `@Injected` initializers where the macro sees one: the others are in extensions, which the macro does
  /// not read, and the generator could not tell which to call.
  private static func initializerProblem(_ dependency: DependencyDeclaration) -> Diagnostic {
    Diagnostic(
      .invalidInjectedInit,
      "'\(dependency.name)' has \(dependency.initializers.count) @Injected initializers, in its body and its "
        + "extensions; keep @Injected on exactly one",
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
