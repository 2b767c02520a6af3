/// Turns a ``BindingGraph`` into the ``ExportGraph`` that `sword graph` prints: the whole graph, or one component
/// with its subcomponents (the bindings they use from the component's ancestors come along as context).
///
/// ```swift
/// let picture = try ExportGraphBuilder.build(graph, component: "LoginComponent", relativeTo: "/repo")
/// picture.nodes.map(\.id)  // ["AppComponent/UserRepository", "LoginComponent/LoginViewModel"]
/// ```
///
/// The graph may be invalid: a parameter that nothing binds points at a `missing:Type` node, duplicates get
/// `#2` ids, and subcomponents whose parents form a cycle are drawn at the top level. A type bound once per
/// configuration (`#if DEBUG` … `#else` …) is a node per binding, each injected wherever its configuration can
/// meet the requester's, so that each is used in its own configuration.
package enum ExportGraphBuilder {
  /// The export of `graph`, narrowed to `component` and its subcomponents when given. File paths under
  /// `relativeTo` are printed relative to it. Throws a `Sword/GraphUnknownComponent` diagnostic for an unknown
  /// `component`.
  package static func build(
    _ graph: BindingGraph, component focus: String? = nil, relativeTo base: String? = nil
  ) throws(DiagnosticsError) -> ExportGraph {
    let parents = clusterParents(graph)
    var shown: [String]
    var context: [String] = []
    if let focus {
      guard graph.components[focus] != nil else { throw unknownComponent(focus, graph) }
      shown = descendants(of: focus, graph)
      context = Array(graph.ancestry(of: focus).dropFirst()).filter { !shown.contains($0) }
    } else {
      shown = graph.componentNames
    }
    shown.sort()

    var nodes: [String: ExportNode] = [:]
    var edges: [ExportEdge] = []
    func path(_ location: SourceLocation) -> String {
      var shown = location
      if let base { shown.file = Paths.relative(location.file, to: base) }
      return shown.description
    }
    for name in shown {
      guard let component = graph.components[name] else { continue }
      for key in component.bindings.keys.sorted() {
        for (position, binding) in (component.bindings[key] ?? []).enumerated() {
          let id = nodeID(binding, graph, position: position)
          nodes[id] = node(binding, id: id, graph: graph, isContext: false, path: path)
          for answer in graph.answers(of: binding) {
            let request = answer.request
            let requested = request.key
            let parameter = request.parameter
            var sources: [String] = []
            if let (dependency, _) = answer.target {
              // Each binding of the type that a configuration of the requester can see.
              for variant in variants(of: dependency, graph)
              where !ConditionText.exclusive(variant.condition, binding.condition) {
                let from = nodeID(variant, graph)
                sources.append(from)
                // A component, or a subcomponent's factory, injected: a node of its own, drawn where it is asked.
                if nodes[from] == nil, context.contains(variant.component) || variant.isComponentBinding {
                  nodes[from] = node(
                    variant, id: from, graph: graph, isContext: context.contains(variant.component), path: path)
                }
              }
            } else if request.kind == .optional || parameter.hasDefault {
              // Nothing to draw: `nil`, or the parameter's default.
              continue
            } else {
              let from = "missing:\(label(requested, graph))"
              nodes[from] = missingNode(label(requested, graph), id: from)
              sources.append(from)
            }
            for from in sources {
              edges.append(
                ExportEdge(
                  from: from, to: id, parameter: parameter.label ?? parameter.name, kind: edgeKind(request.kind)))
            }
          }
        }
      }
    }

    let components = (shown + context).compactMap { name -> ExportComponent? in
      guard let declaration = graph.components[name]?.declaration else { return nil }
      return ExportComponent(
        name: name, module: declaration.moduleName, isSubcomponent: declaration.isSubcomponent,
        parent: parents[name], arguments: declaration.arguments.map(\.text), isContext: context.contains(name),
        location: path(declaration.location))
    }
    return ExportGraph(
      rootModule: graph.rootModule, focus: focus, components: components, nodes: Array(nodes.values), edges: edges)
  }

  /// `Component/Type`, the id of the binding at `position` among its component's bindings of its type: `#2` and on
  /// for duplicates, the condition for a type bound once per configuration (`Component/Type #if DEBUG`). The type
  /// is spelled as the generated code spells it: as written, or module-qualified when two modules declare a type of
  /// that name.
  static func nodeID(_ binding: Binding, _ graph: BindingGraph, position: Int = 0) -> String {
    let id = "\(binding.component)/\(label(binding.key, graph))"
    if isVariant(binding, graph) { return id + " #if " + ConditionText.joined(binding.condition) }
    return position == 0 ? id : id + "#\(position + 1)"
  }

  /// Whether `binding` is one of several bindings of its type in its component, each under its own `#if`
  /// condition: the generated code has an accessor for each, under its condition.
  private static func isVariant(_ binding: Binding, _ graph: BindingGraph) -> Bool {
    guard !binding.condition.isEmpty, let bindings = graph.components[binding.component]?.bindings[binding.key],
      bindings.count > 1
    else { return false }
    return bindings.allSatisfy { !$0.condition.isEmpty } && Set(bindings.map(\.condition)).count == bindings.count
  }

  /// The bindings that answer a request `found` answers, one per configuration: `found` and the other bindings of
  /// its type in its component when they are variants; else `found` alone.
  private static func variants(of found: Binding, _ graph: BindingGraph) -> [Binding] {
    guard isVariant(found, graph), let bindings = graph.components[found.component]?.bindings[found.key] else {
      return [found]
    }
    return bindings
  }

  /// A key as the picture shows it: spelled as the generated code spells the type, with its qualifier in front
  /// (`@Named(BaseURL) URL`), so that two qualified bindings of one type are two nodes.
  static func label(_ key: BindingKey, _ graph: BindingGraph) -> String {
    let type = graph.spelling(of: key)
    return key.qualifierDisplay.map { "@Named(\($0)) \(type)" } ?? type
  }

  private static func node(
    _ binding: Binding, id: String, graph: BindingGraph, isContext: Bool, path: (SourceLocation) -> String
  ) -> ExportNode {
    let kind: ExportNode.Kind
    let module: String
    let constructor: String
    switch binding.source {
    case .argument:
      kind = .argument
      module = graph.components[binding.component]?.declaration.moduleName ?? graph.rootModule
      constructor = "argument of \(binding.component)"
    case .dependency(let dependency, _):
      kind = .dependency
      module = dependency.moduleName
      constructor = binding.constructorDescription
    case .provider(let declaration, _):
      kind = .provider
      module = declaration.moduleName
      constructor = binding.constructorDescription
    case .component, .subcomponentFactory:
      kind = .dependency
      module = graph.components[binding.component]?.declaration.moduleName ?? graph.rootModule
      constructor = binding.constructorDescription
    case .multibinding(let multibinding):
      kind = .multibinding
      module =
        multibinding.elements.first?.module.moduleName
        ?? graph.components[binding.component]?.declaration.moduleName ?? graph.rootModule
      constructor = binding.constructorDescription
    }
    let effects = graph.effects(of: binding)
    return ExportNode(
      id: id, type: label(binding.key, graph), kind: kind, component: binding.component, module: module,
      scope: binding.scope?.rawValue, constructor: constructor,
      assisted: binding.assistedParameters.map { $0.label ?? $0.name }, isMainActor: binding.isMainActor,
      isContext: isContext, location: path(binding.location),
      contributions: kind == .multibinding ? contributions(of: binding, graph: graph) : [],
      accessor: binding.accessorName,
      condition: binding.condition.isEmpty ? nil : ConditionText.joined(binding.condition),
      effects: effects.isEmpty ? nil : effects.specifiers)
  }

  private static func edgeKind(_ kind: Request.Kind) -> ExportEdge.Kind {
    switch kind {
    case .instance: .direct
    case .lazy, .asyncLazy: .lazy
    case .provider, .asyncProvider: .provider
    case .factory: .factory
    case .weak: .weak
    case .optional: .optional
    }
  }

  /// A multibinding's contributions, the outermost component's first: a subcomponent's collection holds its
  /// ancestors' elements and its own.
  private static func contributions(of binding: Binding, graph: BindingGraph) -> [String] {
    var lines: [String] = []
    for component in graph.ancestry(of: binding.component).reversed() {
      for collection in graph.components[component]?.bindings[binding.key] ?? [] {
        guard case .multibinding(let multibinding) = collection.source else { continue }
        let origin = component == binding.component ? "" : ", in \(component)"
        lines += multibinding.elements.map { "\($0.description) · \($0.module.moduleName)\(origin)" }
      }
    }
    return lines
  }

  private static func missingNode(_ type: String, id: String) -> ExportNode {
    ExportNode(
      id: id, type: type, kind: .missing, component: nil, module: nil, scope: nil, constructor: "no binding",
      assisted: [], isMainActor: false, isContext: false, location: nil)
  }

  /// Each component's parent cluster: its parent, unless its chain of parents loops (then it is drawn on top).
  private static func clusterParents(_ graph: BindingGraph) -> [String: String] {
    var parents: [String: String] = [:]
    for name in graph.componentNames {
      guard let parent = graph.components[name]?.parent else { continue }
      let chain = graph.ancestry(of: name)
      if let top = chain.last, graph.components[top]?.parent == nil { parents[name] = parent }
    }
    return parents
  }

  /// `name` and every subcomponent below it.
  private static func descendants(of name: String, _ graph: BindingGraph) -> [String] {
    var result: [String] = []
    var pending = [name]
    while let next = pending.popLast() {
      guard !result.contains(next) else { continue }
      result.append(next)
      pending += graph.components[next]?.children ?? []
    }
    return result
  }

  private static func unknownComponent(_ name: String, _ graph: BindingGraph) -> DiagnosticsError {
    var message = "'\(name)' is not a component of the graph"
    if let near = Suggestion.nearest(to: name, in: graph.componentNames, maxDistance: 3) {
      message += "; did you mean '\(near)'?"
    }
    let known =
      graph.componentNames.isEmpty
      ? "the graph has no components" : "components: " + graph.componentNames.joined(separator: ", ")
    return DiagnosticsError(Diagnostic(.graphUnknownComponent, message, at: nil, notes: [.init(known)]))
  }
}
