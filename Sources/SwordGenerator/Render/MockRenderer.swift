import SwordNaming

/// Writes one module's ``MockPlan`` into its `Sword.mocks.generated.swift`, all of it under `#if DEBUG`: a release
/// build compiles an empty file. The mocks share one graph, the class `_SwordMocks`: a member per node, built as the
/// component's accessor builds it (through the graph's other members), or the value the caller passed, kept in
/// `Sword.MockValues` under the node's key (not in a stored property per node: thousands of those made the class
/// cost several times what its members cost); each `mock(…)` makes a graph, hands it what it was given and asks it
/// for its type. From `Fixtures/Testing/Packages/Notes/Sources/Notes/Sword.mocks.generated.swift`:
///
/// ```swift
/// final class _SwordMocks: @unchecked Sendable {
///   let _swordValues = Sword.MockValues()
///   let _swordStorage = Sword.ComponentStorage()
///
///   var appConfig: AppConfig {
///     _swordValues.required(0x4765_967C)
///   }
///   …
///   var notesBackend: any NotesBackend {
///     if let value: any NotesBackend = _swordValues.value(0x5793_1D9D) { return value }
///     return _swordStorage.single(0x5793_1D9D) { HTTPNotesBackend(config: self.appConfig) }
///   }
///   …
/// }
///
/// extension NotesStore {
///   …
///   public static func mock(appConfig: AppConfig, notesBackend: (any NotesBackend)? = nil) -> NotesStore {
///     let mocks = _SwordMocks()
///     mocks._swordValues.set(0x4765_967C, appConfig as AppConfig?)
///     mocks._swordValues.set(0x5793_1D9D, notesBackend)
///     return mocks.notesStore
///   }
/// }
/// ```
enum MockRenderer {
  /// The name of the mocks' graph, a class of the module (internal: each module has its own).
  static let graphType = "_SwordMocks"

  /// The mocks file of `plan` at `path`.
  static func file(_ plan: MockPlan, graph: BindingGraph, at path: String) -> GeneratedFile {
    var writer = SwiftWriter()
    writer.line("#if DEBUG")
    for module in imports(of: plan, graph: graph) { writer.line("import \(module)") }
    writer.line()
    let keys = nodeKeys(plan)
    renderGraph(plan, keys: keys, graph: graph, into: &writer)
    let nodes = Dictionary(plan.nodes.map { ($0.name, $0) }) { first, _ in first }
    for mock in plan.mocks {
      writer.line()
      render(
        mock, nodes: nodes, keys: keys, isMainActorByDefault: plan.isMainActorByDefault, graph: graph, into: &writer)
    }
    writer.line("#endif")
    return GeneratedFile(path: path, contents: Renderer.header + writer.text)
  }

  /// What the mocks name: `Sword`, the modules declaring what they build, and everything the files declaring
  /// those (and the mocked types) import, as far as the module imports it too (the planner built nothing else).
  private static func imports(of plan: MockPlan, graph: BindingGraph) -> [String] {
    var modules: Set<String> = ["Sword"]
    var files: Set<String> = []
    for mock in plan.mocks {
      if case .dependency(let dependency, _) = mock.binding.source { files.insert(dependency.location.file) }
    }
    for node in plan.nodes where node.isBuilt {
      Renderer.addDeclarations(of: node.binding, modules: &modules, files: &files)
    }
    for file in files { modules.formUnion(graph.importsByFile[file] ?? []) }
    modules.remove(plan.module)
    return modules.sorted()
  }

  /// The class of the nodes: the values a mock was given, the scoped instances, and a member per node.
  private static func renderGraph(
    _ plan: MockPlan, keys: [String: Int], graph: BindingGraph, into writer: inout SwiftWriter
  ) {
    let names = Dictionary(plan.nodes.map { (MockPlan.Site($0.binding), $0.name) }) { first, _ in first }
    let references = BindingReferences.mocks(names)
    // A mocked type bound to another (`boundTo:`) is built by a member of its own type, which its key's member
    // returns: its mock gives the type itself, and its scope is one instance either way.
    let concrete = Set(plan.mocks.filter { concreteType(of: $0.binding, graph: graph) != nil }.map(\.node))
    writer.line("/// The graph the mocks of this module build from: one per `mock(…)` call. DEBUG builds only.")
    // Unchecked: its values are set once, before anything reads them, and its storage locks; a `@Sendable` factory
    // holds it as the component's accessors hold their component.
    let isolation = plan.isMainActorByDefault ? "nonisolated " : ""
    writer.block("\(isolation)final class \(graphType): @unchecked Sendable") { writer in
      writer.line("let _swordValues = Sword.MockValues()")
      if plan.nodes.contains(where: { $0.isBuilt && $0.binding.scope != nil }) {
        writer.line("let _swordStorage = Sword.ComponentStorage()")
      }
      for node in plan.nodes {
        writer.line()
        member(
          node, key: keys[node.name] ?? 0, concrete: concrete.contains(node.name), graph: graph, references: references,
          into: &writer)
      }
    }
  }

  /// A node's member: the value a mock was given under its key, else (for a node the module builds) its
  /// construction. Isolated and marked as the component's accessor is.
  private static func member(
    _ node: MockPlan.Node, key: Int, concrete: Bool, graph: BindingGraph, references: BindingReferences,
    into writer: inout SwiftWriter
  ) {
    let binding = node.binding
    let effects = graph.effects(of: binding)
    let type = graph.typeSpelling(of: binding.key)
    let assisted = binding.assistedParameters
    var list = AssistedSignature.parameterList(assisted, graph: graph)
    var forwarded = AssistedSignature.forwardedLocals(assisted, graph: graph)
    if case .subcomponentFactory(let child) = binding.source, let childNode = graph.components[child] {
      let arguments = FactoryParameters.initializerArguments(of: childNode.declaration, graph: graph)
      list = arguments.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
      forwarded = arguments.map(\.name)
    }
    writer.conditional(node.condition) { writer in
      let valueType = passedType(of: node, graph: graph)
      let literal = ScopeKeys.literal(key)
      let isolation = graph.isMainActor(binding) ? "@MainActor " : ""
      func declaration(_ name: String, _ type: String) -> String {
        list.isEmpty && effects.isEmpty && forwarded.isEmpty
          ? "\(isolation)var \(name): \(type)" : "\(isolation)func \(name)(\(list))\(effects.suffix) -> \(type)"
      }
      let call = forwarded.isEmpty && list.isEmpty ? "" : "(\(forwarded.joined(separator: ", ")))"
      let body = Renderer.accessorBody(binding, key: key, graph: graph, references: references)
      writer.block(declaration(node.name, type)) { writer in
        // A closure passed for an assisted binding says its effects as the binding's accessor does.
        let marker = assisted.isEmpty ? "" : effects.marker
        guard node.isBuilt else {
          guard !call.isEmpty else { return writer.line("_swordValues.required(\(literal))") }
          writer.line("let value: \(valueType) = _swordValues.required(\(literal))")
          return writer.line("return \(marker)value\(call)")
        }
        writer.line("if let value: \(valueType) = _swordValues.value(\(literal)) { return \(marker)value\(call) }")
        writer.line("return " + (concrete ? "\(effects.marker)self.\(concreteName(node.name))\(call)" : body))
      }
      if concrete, let type = concreteType(of: binding, graph: graph) {
        writer.block(declaration(concreteName(node.name), type)) { $0.line(body) }
      }
    }
  }

  /// The type a mocked type's binding builds when it is bound to another (`boundTo:`); `nil` when it is its key.
  private static func concreteType(of binding: Binding, graph: BindingGraph) -> String? {
    let concrete = Renderer.concreteSpelling(of: binding, graph: graph)
    return concrete == graph.typeSpelling(of: binding.key) ? nil : concrete
  }

  /// The member that builds a bound mocked type as itself: `_sword_apiClient`.
  private static func concreteName(_ node: String) -> String { "_sword_" + SwiftName.unescaped(node) }

  /// What a mock is given for a node: its value, or for an assisted binding or a subcomponent's factory the closure
  /// that makes one.
  private static func passedType(of node: MockPlan.Node, graph: BindingGraph) -> String {
    let binding = node.binding
    let type = graph.typeSpelling(of: binding.key)
    if case .subcomponentFactory(let child) = binding.source, let childNode = graph.components[child] {
      let arguments = FactoryParameters.initializerArguments(of: childNode.declaration, graph: graph)
      let isolation = childNode.declaration.isMainActor ? "@MainActor " : ""
      return "\(isolation)(\(arguments.map(\.type).joined(separator: ", "))) -> \(type)"
    }
    let assisted = binding.assistedParameters
    guard !assisted.isEmpty else { return type }
    return AssistedSignature.closureType(
      assisted, returning: type, effects: graph.effects(of: binding), isMainActor: graph.isMainActor(binding),
      graph: graph)
  }

  /// One type's `mock(…)`: its own `@Assisted` parameters, then a parameter per chosen node (those that must be
  /// passed without a default); a graph made, given them, and asked for the type.
  private static func render(
    _ mock: MockPlan.Mock, nodes: [String: MockPlan.Node], keys: [String: Int], isMainActorByDefault: Bool,
    graph: BindingGraph,
    into writer: inout SwiftWriter
  ) {
    let root = mock.binding
    let assisted = root.assistedParameters
    var parameters = assisted.isEmpty ? [] : [AssistedSignature.parameterList(assisted, graph: graph)]
    for (label, name) in mock.parameters {
      guard let node = nodes[name] else { continue }
      let type = passedType(of: node, graph: graph)
      parameters.append(
        node.isBuilt
          ? "\(label): \(OverridesRenderer.optional(type)) = nil"
          : "\(label): \(type.hasPrefix("(") || type.hasPrefix("@") ? "@escaping " : "")\(type)")
    }
    let effects = graph.effects(of: root)
    let access = mock.access == .internal ? "" : "\(mock.access.rawValue) "
    writer.conditional(mock.condition) { writer in
      writer.block("extension \(mock.typeName)") { writer in
        writer.line(
          "/// A `\(mock.typeName)` built as `\(root.component)` builds it, from the real graph: a binding passed "
            + "replaces the real one")
        writer.line(
          "/// (what only it needed is then not built); each scoped binding is made once per mock. DEBUG builds "
            + "only.")
        if graph.isMainActor(root) { writer.line("@MainActor") }
        let isolation = isMainActorByDefault && !graph.isMainActor(root) ? "nonisolated " : ""
        let signature = "\(isolation)\(access)static func mock(\(parameters.joined(separator: ", ")))\(effects.suffix)"
        writer.block("\(signature) -> \(mock.typeName)") { writer in
          writer.line("let mocks = \(graphType)()")
          for (label, name) in mock.parameters {
            // A required value is kept as its parameter's type, `as` an optional: passed bare, an existential
            // would be opened and kept as its dynamic type, which the member then could not read back.
            let required = nodes[name].map {
              $0.isBuilt ? "" : " as \(OverridesRenderer.optional(passedType(of: $0, graph: graph)))"
            }
            writer.line("mocks._swordValues.set(\(ScopeKeys.literal(keys[name] ?? 0)), \(label)\(required ?? ""))")
          }
          let forwarded = AssistedSignature.forwardedLocals(assisted, graph: graph)
          let labels = assisted.map { $0.label.map { "\(AssistedSignature.unescaped($0)): " } ?? "" }
          let call =
            assisted.isEmpty && effects.isEmpty
            ? "" : "(\(zip(labels, forwarded).map { $0 + $1 }.joined(separator: ", ")))"
          let member = concreteType(of: root, graph: graph) == nil ? mock.node : concreteName(mock.node)
          writer.line("return \(effects.marker)mocks.\(member)\(call)")
        }
      }
    }
  }

  /// The keys of the graph's nodes, by name, for the values passed and the scoped instances alike (two tables):
  /// unique in the module's graph, each a hash of its name.
  private static func nodeKeys(_ plan: MockPlan) -> [String: Int] {
    ScopeKeys.keys(of: Array(Set(plan.nodes.map(\.name))), salt: "", avoiding: [])
  }

}

extension BindingReferences {
  /// Through the mocks' graph (see ``MockRenderer``): every binding is a member of `self`, by the name `names`
  /// gives its site.
  static func mocks(_ names: [MockPlan.Site: String]) -> BindingReferences {
    BindingReferences(
      reach: { key, resolved, graph in
        guard let (binding, _) = resolved, let name = names[MockPlan.Site(binding)] else {
          return Renderer.reference(to: key, resolved: resolved, graph: graph)
        }
        let isCall = !graph.effects(of: binding).isEmpty
        return "self.\(name)" + (isCall ? "()" : "")
      },
      factory: { target, _, arguments, isSendable, marker in
        let name = names[MockPlan.Site(target)] ?? target.accessorName
        guard isSendable else { return "{ \(marker)self.\(name)(\(arguments)) }" }
        return "{ [mocks = Sword.UncheckedSendable(self)] in \(marker)mocks.value.\(name)(\(arguments)) }"
      })
  }
}
