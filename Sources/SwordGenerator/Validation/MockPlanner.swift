import SwordNaming

/// Makes the ``MockPlan`` of every `@Dependency` type that asks for a mock (`generateMock: true`, or a module of
/// a package with `generate_mocks: true`) in the generated components, and a `Sword/MockUnavailable` warning for
/// one that cannot have it. The subtree is the type's in its component (answers walk up to the parents), every
/// request kind included (`Lazy`, `Provider` and factories are built inside the mock too).
///
/// What the type's module can build is built; what it cannot — a component argument, the component itself, a
/// subcomponent's factory, a type or initializer it cannot see or whose file imports a module it does not — is a
/// parameter the caller passes, and what only that node needed is left out.
enum MockPlanner {
  /// `mockModules`: the modules whose every `@Dependency` type gets one; `internalImportModules`: those built with
  /// `InternalImportsByDefault`, whose mocks stay internal (a public one would expose what they import). One plan
  /// per module with mocks, in module order; with `only`, of those modules alone.
  static func plans(
    _ graph: BindingGraph, mockModules: Set<String>, internalImportModules: Set<String> = [],
    mainActorModules: Set<String> = [], only: Set<String>? = nil
  ) -> (plans: [MockPlan], diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    var planned: Set<String> = []
    var context = Context(graph)
    context.internalImportModules = internalImportModules
    context.mainActorModules = mainActorModules
    var roots: [String: [(binding: Binding, dependency: DependencyDeclaration)]] = [:]
    for component in graph.generatedComponentNames {
      for binding in graph.bindings(of: component) {
        guard case .dependency(let dependency, let initializer) = binding.source,
          dependency.generatesMock || mockModules.contains(dependency.moduleName),
          only?.contains(dependency.moduleName) ?? true
        else { continue }
        // One mock per type: a type registered to several components is mocked as the first (by name) builds it.
        guard planned.insert("\(dependency.moduleName).\(dependency.name)").inserted else { continue }
        guard initializer.accessLevel >= .internal else {
          diagnostics.append(unavailable(dependency, "its @Injected initializer is private to its file"))
          continue
        }
        roots[dependency.moduleName, default: []].append((binding, dependency))
      }
    }
    var plans: [MockPlan] = []
    for module in roots.keys.sorted() {
      let found = roots[module] ?? []
      let walk = MockWalk(roots: found.map(\.binding), graph: graph) { context.canBuild($0, in: module) }
      var subtrees: [Subtree] = []
      for (root, dependency) in found {
        switch subtree(of: root, dependency, walk: walk, graph: graph) {
        case .planned(let subtree): subtrees.append(subtree)
        case .unavailable(let problem): diagnostics.append(problem)
        }
      }
      guard !subtrees.isEmpty else { continue }
      plans.append(plan(module, subtrees, walk: walk, context: context))
    }
    return (plans, diagnostics)
  }

  /// What every plan reads of the graph, made once.
  private struct Context {
    let graph: BindingGraph
    /// The access of every type the workspace declares, by its module-qualified name.
    let typeAccess: [String: AccessLevel]
    /// The modules each module's files import.
    let importsOfModule: [String: Set<String>]
    var internalImportModules: Set<String> = []
    var mainActorModules: Set<String> = []

    init(_ graph: BindingGraph) {
      self.graph = graph
      var typeAccess: [String: AccessLevel] = [:]
      var importsOfModule: [String: Set<String>] = [:]
      for index in graph.resolver.indexes {
        for type in index.types { typeAccess["\(index.moduleName).\(type.name)"] = type.accessLevel }
        importsOfModule[index.moduleName, default: []].formUnion(index.imports.values.joined())
        importsOfModule[index.moduleName, default: []].formUnion(index.exportedImports)
      }
      self.typeAccess = typeAccess
      self.importsOfModule = importsOfModule
    }

    /// Whether code in `module` can use a declaration of `declaringModule` with `access`.
    func isUsable(_ access: AccessLevel, of declaringModule: String, from module: String) -> Bool {
      guard declaringModule == module || importsOfModule[module]?.contains(declaringModule) == true else {
        return false
      }
      return graph.isVisible(access, in: declaringModule, from: module)
    }

    /// Whether what `file` imports, `module` imports too: the types a declaration there names are then visible.
    func importsOf(_ file: String, areVisibleFrom module: String) -> Bool {
      let visible = importsOfModule[module] ?? []
      return (graph.importsByFile[file] ?? []).allSatisfy { $0 == module || visible.contains($0) }
    }

    /// The narrowest access of the workspace types `key` names (`public` when it names none).
    func access(of key: BindingKey) -> AccessLevel {
      let names = TypeResolver.names(in: key.type)
      var access = AccessLevel.public
      for (module, name) in zip(names, names.dropFirst()) {
        if let declared = typeAccess["\(module).\(name)"] { access = min(access, declared) }
      }
      return access
    }

    /// Whether `module` can build `binding` itself.
    func canBuild(_ binding: Binding, in module: String) -> Bool {
      switch binding.source {
      case .argument, .component, .subcomponentFactory:
        return false
      case .dependency(let dependency, let initializer):
        return isUsable(dependency.accessLevel, of: dependency.moduleName, from: module)
          && isUsable(initializer.accessLevel, of: dependency.moduleName, from: module)
          && importsOf(dependency.location.file, areVisibleFrom: module)
      case .provider(let declaration, let provider):
        return canCall(declaration, provider, from: module)
      case .multibinding(let multibinding):
        return multibinding.elements.allSatisfy { canCall($0.module, $0.provider, from: module) }
      }
    }

    private func canCall(
      _ declaration: ModuleDeclaration, _ provider: ProviderDeclaration, from module: String
    ) -> Bool {
      isUsable(declaration.accessLevel, of: declaration.moduleName, from: module)
        && isUsable(provider.accessLevel, of: declaration.moduleName, from: module)
        && importsOf(declaration.location.file, areVisibleFrom: module)
    }
  }

  /// One mocked type: its binding and the bindings its mock takes as parameters, built or passed.
  private struct Subtree {
    var root: Binding
    var dependency: DependencyDeclaration
    var condition: [String]
    var parameters: [(binding: Binding, isBuilt: Bool)]
  }

  private enum Outcome {
    case planned(Subtree)
    case unavailable(Diagnostic)
  }

  /// The subtree of `root` as its mock's parameters need it: every binding it reaches when there are at most
  /// ``MockPlan/flatParameterLimit``, else its direct dependencies and what must be passed.
  private static func subtree(
    of root: Binding, _ dependency: DependencyDeclaration, walk: MockWalk, graph: BindingGraph
  ) -> Outcome {
    guard let position = walk.position(of: root) else {
      return .unavailable(unavailable(dependency, "it was not found in its component"))
    }
    let outer = root.condition + (graph.components[root.component]?.declaration.condition ?? [])
    // Mocks are compiled in DEBUG builds only: of a key bound per configuration, the DEBUG binding is theirs.
    let compiled = Set(outer + ["DEBUG"])
    if !walk.conjuncts[position].isSubset(of: compiled) {
      // Which binding: the first of the subtree (breadth first) that a DEBUG build of the mock does not compile.
      let culprit = walk.closure(of: [position]).map { walk.sites[$0].binding }
        .first { !$0.condition.allSatisfy(compiled.contains) }
      let key = culprit.map { "'\($0.key)'" } ?? "a binding"
      let alternatives =
        culprit.map { graph.components[$0.component]?.bindings[$0.key] ?? [$0] } ?? []
      let conditions = alternatives.map { "`#if \(ConditionText.joined($0.condition))`" }.joined(separator: " or ")
      return .unavailable(
        unavailable(
          dependency,
          "it needs \(key), which \(culprit?.component ?? root.component) binds only under \(conditions); give "
            + "'\(dependency.name)' a hand-written mock"))
    }
    let site = walk.sites[position]
    let chosen =
      walk.reached(from: position, limit: MockPlan.flatParameterLimit)
      ?? (site.needs.filter { walk.sites[$0].isBuilt } + walk.passed[position].sorted())
    var seen: Set<Int> = []
    let reached = chosen.filter { seen.insert($0).inserted }.map { (walk.sites[$0].binding, walk.sites[$0].isBuilt) }
    return .planned(
      Subtree(root: root, dependency: dependency, condition: outer, parameters: reached))
  }

  /// The plan of one module's mocks: the nodes of every subtree, once, named; each mock's parameters.
  private static func plan(_ module: String, _ subtrees: [Subtree], walk: MockWalk, context: Context) -> MockPlan {
    let graph = context.graph
    // One node per binding the available mocks reach (a node the module builds for one mock, it builds for all),
    // compiled where everything it reaches is.
    let included = walk.closure(of: subtrees.compactMap { walk.position(of: $0.root) })
    let found = included.map { position -> (binding: Binding, isBuilt: Bool, condition: [String]) in
      let site = walk.sites[position]
      return (site.binding, site.isBuilt, walk.conjuncts[position].subtracting(["DEBUG"]).sorted())
    }
    // Each node's name: its component's accessor name, or with the component's name when two components' are
    // the same (a parent's and a child's `store`); a component standing for itself is named after it.
    func accessor(_ binding: Binding) -> String {
      binding.accessorName.isEmpty ? AccessorName.forType(binding.key.display) : binding.accessorName
    }
    let ordered = found.sorted {
      (accessor($0.binding), $0.binding.component) < (accessor($1.binding), $1.binding.component)
    }
    let counts = Dictionary(ordered.map { (accessor($0.binding), 1) }, uniquingKeysWith: +)
    var taken: Set<String> = []
    var names: [MockPlan.Site: String] = [:]
    var nodes: [MockPlan.Node] = []
    for (binding, isBuilt, condition) in ordered {
      var name = accessor(binding)
      if counts[name, default: 0] > 1 {
        let component = AccessorName.forType(binding.component)
        name += component.prefix(1).uppercased() + component.dropFirst()
      }
      while taken.contains(name) || name.hasPrefix("_sword") || name.hasPrefix("sword_") { name += "_" }
      taken.insert(name)
      names[MockPlan.Site(binding)] = name
      nodes.append(MockPlan.Node(binding: binding, name: name, isBuilt: isBuilt, condition: condition))
    }
    let mocks = subtrees.map { subtree -> MockPlan.Mock in
      let root = subtree.root
      let assisted = root.assistedParameters
      var labels = Set(
        assisted.map { SwiftName.unescaped(AssistedSignature.localName(of: $0, among: assisted, graph: graph)) })
      labels.formUnion(assisted.compactMap { $0.label.map(SwiftName.unescaped) })
      let chosen = subtree.parameters
      let ordered = chosen.sorted {
        ($0.isBuilt ? 1 : 0, names[MockPlan.Site($0.binding)] ?? "") < (
          $1.isBuilt ? 1 : 0, names[MockPlan.Site($1.binding)] ?? ""
        )
      }
      // A label is the node's name unless an assisted parameter has it (compared unescaped: the accessor of
      // `Default` is `` `default` ``, which an `@Assisted default` parameter would redeclare).
      var parameters: [(label: String, node: String)] = []
      for reached in ordered {
        let node = names[MockPlan.Site(reached.binding)] ?? reached.binding.accessorName
        let unescaped = SwiftName.unescaped(node)
        var bare = unescaped
        while labels.contains(bare) { bare += "_" }
        labels.insert(bare)
        parameters.append((bare == unescaped ? node : SwiftName.spelled(bare), node))
      }
      // As wide as the type, and no wider than any parameter's type (a `public` mock cannot take an internal type).
      var access = min(subtree.dependency.accessLevel, .public)
      for reached in chosen { access = min(access, context.access(of: reached.binding.key)) }
      for parameter in assisted { access = min(access, context.access(of: graph.key(for: parameter.type))) }
      if context.internalImportModules.contains(module) { access = min(access, .internal) }
      return MockPlan.Mock(
        binding: root, typeName: subtree.dependency.name, node: names[MockPlan.Site(root)] ?? root.accessorName,
        parameters: parameters, access: access, condition: subtree.condition)
    }
    var plan = MockPlan(module: module, nodes: nodes, mocks: mocks.sorted { $0.typeName < $1.typeName })
    plan.isMainActorByDefault = context.mainActorModules.contains(module)
    return plan
  }

  private static func unavailable(_ dependency: DependencyDeclaration, _ reason: String) -> Diagnostic {
    Diagnostic(
      .mockUnavailable, "'\(dependency.name)' gets no mock(): \(reason)", at: dependency.location,
      severity: .warning)
  }
}
