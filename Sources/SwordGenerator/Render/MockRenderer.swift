import SwordNaming

/// Writes the ``MockPlan``s of one module into its `Sword.mocks.generated.swift`, all of it under `#if DEBUG`: a
/// release build compiles an empty file. Each mock builds its type as the component's accessors would, through a
/// function per binding of the subtree instead of the component (a passed value, else the binding's own
/// construction, scoped ones kept in a storage of the mock's own):
///
/// ```swift
/// extension FeedViewModel {
///   static func mock(config: Config, apiClient: (any APIClient)? = nil) -> FeedViewModel {
///     let _swordStorage = Sword.ComponentStorage()
///     func _sword_config() -> Config { config }
///     func _sword_apiClient() -> any APIClient {
///       if let apiClient { return apiClient }
///       return _swordStorage.single(0x1D4B_7E02) { HTTPClient(config: _sword_config()) }
///     }
///     return FeedViewModel(api: _sword_apiClient())
///   }
/// }
/// ```
enum MockRenderer {
  /// The mocks file of `plans` (one module's, in order) at `path`.
  static func file(_ plans: [MockPlan], graph: BindingGraph, at path: String) -> GeneratedFile {
    var writer = SwiftWriter()
    writer.line("#if DEBUG")
    for module in imports(of: plans, graph: graph) { writer.line("import \(module)") }
    for plan in plans {
      writer.line()
      render(plan, graph: graph, into: &writer)
    }
    writer.line("#endif")
    return GeneratedFile(path: path, contents: Renderer.header + writer.text)
  }

  /// What the mocks name: `Sword`, the modules declaring what they build, and everything the files declaring
  /// those (and the mocked types) import, as far as the module imports it too (the planner built nothing else).
  private static func imports(of plans: [MockPlan], graph: BindingGraph) -> [String] {
    var modules: Set<String> = ["Sword"]
    var files: Set<String> = []
    for plan in plans {
      if case .dependency(let dependency, _) = plan.binding.source { files.insert(dependency.location.file) }
      for node in plan.nodes where node.isBuilt {
        Renderer.addDeclarations(of: node.binding, modules: &modules, files: &files)
      }
    }
    for file in files { modules.formUnion(graph.importsByFile[file] ?? []) }
    if let module = plans.first?.module { modules.remove(module) }
    return modules.sorted()
  }

  private static func render(_ plan: MockPlan, graph: BindingGraph, into writer: inout SwiftWriter) {
    let root = plan.binding
    let names = Dictionary(
      plan.nodes.map { (Site($0.binding), MockPlan.localName(of: $0.parameter)) }, uniquingKeysWith: { a, _ in a })
    let references = BindingReferences.mock(names)
    let keys = scopeKeys(plan)
    let effects = graph.effects(of: root)
    let isMainActor = graph.isMainActor(root)
    let access = plan.access == .internal ? "" : "\(plan.access.rawValue) "
    writer.conditional(plan.condition) { writer in
      writer.block("extension \(plan.typeName)") { writer in
        writer.line(
          "/// A `\(plan.typeName)` built as `\(root.component)` builds it, from the real graph: pass any binding to "
            + "replace it")
        writer.line(
          "/// (what only that binding needed is then not built); each scoped binding is made once per mock. DEBUG "
            + "builds only.")
        if isMainActor { writer.line("@MainActor") }
        let parameters = parameterList(plan, graph: graph)
        writer.block("\(access)static func mock(\(parameters))\(effects.suffix) -> \(plan.typeName)") { writer in
          if !keys.isEmpty { writer.line("let _swordStorage = Sword.ComponentStorage()") }
          for node in plan.nodes {
            localFunction(
              node, key: keys[node.parameter], inMainActorMock: isMainActor, graph: graph, references: references,
              into: &writer)
          }
          writer.line("return " + effects.marker + Renderer.construct(root, graph: graph, references: references))
        }
      }
    }
  }

  /// The mock's parameters: the type's own `@Assisted` ones, then one per node (those it cannot build first, with
  /// no default), each on its own line when there are several.
  private static func parameterList(_ plan: MockPlan, graph: BindingGraph) -> String {
    let assisted = plan.binding.assistedParameters
    var parameters = assisted.isEmpty ? [] : [AssistedSignature.parameterList(assisted, graph: graph)]
    for node in plan.nodes {
      let type = parameterType(of: node, graph: graph)
      parameters.append(
        node.isBuilt
          ? "\(node.parameter): \(OverridesRenderer.optional(type)) = nil"
          : "\(node.parameter): \(type.hasPrefix("(") || type.hasPrefix("@") ? "@escaping " : "")\(type)")
    }
    return parameters.joined(separator: ", ")
  }

  /// What a node's parameter holds: its value, or for an assisted binding or a subcomponent's factory the closure
  /// that makes one.
  private static func parameterType(of node: MockPlan.Node, graph: BindingGraph) -> String {
    let binding = node.binding
    let type = graph.typeSpelling(of: binding.key)
    let isMainActor = graph.isMainActor(binding)
    if case .subcomponentFactory(let child) = binding.source, let childNode = graph.components[child] {
      let arguments = FactoryParameters.initializerArguments(of: childNode.declaration, graph: graph)
      let isolation = childNode.declaration.isMainActor ? "@MainActor " : ""
      return "\(isolation)(\(arguments.map(\.type).joined(separator: ", "))) -> \(type)"
    }
    let assisted = binding.assistedParameters
    guard !assisted.isEmpty else { return type }
    return AssistedSignature.closureType(
      assisted, returning: type, effects: graph.effects(of: binding), isMainActor: isMainActor, graph: graph)
  }

  /// The function that gives a node's value: the value passed, else (for a node the mock builds) its construction.
  /// Isolated as the binding's accessor is: `@MainActor` for a main-actor binding, `nonisolated` for another
  /// inside a `@MainActor` mock (a `@Sendable` factory may call it from anywhere).
  private static func localFunction(
    _ node: MockPlan.Node, key: Int?, inMainActorMock: Bool, graph: BindingGraph, references: BindingReferences,
    into writer: inout SwiftWriter
  ) {
    let binding = node.binding
    let local = MockPlan.localName(of: node.parameter)
    let effects = graph.effects(of: binding)
    let type = graph.typeSpelling(of: binding.key)
    let assisted = binding.assistedParameters
    var list = AssistedSignature.parameterList(assisted, graph: graph)
    var forwarded = assisted.map {
      AssistedSignature.forwarded($0, value: AssistedSignature.localName(of: $0, among: assisted, graph: graph))
    }
    if case .subcomponentFactory(let child) = binding.source, let childNode = graph.components[child] {
      let arguments = FactoryParameters.initializerArguments(of: childNode.declaration, graph: graph)
      list = arguments.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
      forwarded = arguments.map(\.name)
    }
    let value = node.parameter + (forwarded.isEmpty && list.isEmpty ? "" : "(\(forwarded.joined(separator: ", ")))")
    let isolation = graph.isMainActor(binding) ? "@MainActor " : inMainActorMock ? "nonisolated " : ""
    let declaration = "\(isolation)func \(local)(\(list))\(effects.suffix) -> \(type)"
    guard node.isBuilt else { return writer.line("\(declaration) { \(value) }") }
    writer.block(declaration) { writer in
      // A closure passed for an assisted binding says its effects as the binding's accessor does.
      let marker = assisted.isEmpty ? "" : effects.marker
      writer.line("if let \(node.parameter) { return \(marker)\(value) }")
      writer.line("return " + Renderer.accessorBody(binding, key: key ?? 0, graph: graph, references: references))
    }
  }

  /// The storage keys of the mock's scoped bindings, by parameter: unique in the mock, each a hash of its name.
  private static func scopeKeys(_ plan: MockPlan) -> [String: Int] {
    var keys: [String: Int] = [:]
    var taken: Set<Int> = []
    for node in plan.nodes where node.isBuilt && node.binding.scope != nil {
      var attempt = 0
      var key = ScopeKeys.hash(node.parameter)
      while !taken.insert(key).inserted {
        attempt += 1
        key = ScopeKeys.hash("\(node.parameter)#\(attempt)")
      }
      keys[node.parameter] = key
    }
    return keys
  }

  /// A binding of the subtree: its component and key.
  struct Site: Hashable {
    var component: String
    var key: BindingKey
    init(_ binding: Binding) {
      component = binding.component
      key = binding.key
    }
  }
}

extension BindingReferences {
  /// Through a mock's functions, by the site of the binding they give (see ``MockRenderer``).
  static func mock(_ names: [MockRenderer.Site: String]) -> BindingReferences {
    BindingReferences(
      reach: { key, resolved, graph in
        guard let (binding, _) = resolved, let name = names[MockRenderer.Site(binding)] else {
          return Renderer.reference(to: key, resolved: resolved, graph: graph)
        }
        return "\(name)()"
      },
      factory: { target, _, arguments, isSendable, marker in
        let name = names[MockRenderer.Site(target)] ?? target.accessorName
        guard isSendable else { return "{ \(marker)\(name)(\(arguments)) }" }
        // A function value is called without labels: `make.value($0)`.
        let positional = arguments.split(separator: ",").map { argument in
          argument.split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        }
        return
          "{ [make = Sword.UncheckedSendable(\(name))] in \(marker)make.value(\(positional.joined(separator: ", "))) }"
      })
  }
}
