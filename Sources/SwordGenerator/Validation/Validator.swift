/// Checks a ``BindingGraph`` and reports every problem in one pass: missing, duplicate and cyclic bindings,
/// assisted types injected as plain dependencies, scoped bindings that cannot be scoped, and declarations the root
/// module cannot see.
public enum Validator {
  public static func validate(_ graph: BindingGraph) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for name in graph.componentNames {
      guard let node = graph.components[name] else { continue }
      diagnostics += duplicates(in: node, graph: graph)
      for binding in graph.bindings(of: name) {
        diagnostics += requests(of: binding, graph: graph)
        diagnostics += scopeProblems(of: binding)
        diagnostics += visibilityProblems(of: binding, rootModule: graph.rootModule)
      }
      if node.declaration.moduleName != graph.rootModule, !node.declaration.accessLevel.isVisibleFromOtherModules {
        diagnostics.append(notVisible("component '\(name)'", in: node.declaration.moduleName, at: node.declaration.location, graph))
      }
    }
    diagnostics += CycleFinder.cycles(in: graph)
    return diagnostics
  }

  private static func duplicates(in node: ComponentNode, graph: BindingGraph) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for key in node.bindings.keys.sorted() {
      guard let bindings = node.bindings[key] else { continue }
      var all = bindings
      // A key bound in an ancestor as well is ambiguous too.
      for ancestor in graph.ancestry(of: node.name).dropFirst() {
        all += graph.components[ancestor]?.bindings[key] ?? []
      }
      guard all.count > 1 else { continue }
      let sorted = all.sorted { $0.location < $1.location }
      // Point at the binding declared last in this component, preferring a declaration over a component argument.
      let primary = bindings.sorted { ($0.isDeclaration ? 1 : 0, $0.location) < ($1.isDeclaration ? 1 : 0, $1.location) }.last!
      diagnostics.append(
        Diagnostic(
          .duplicateBinding,
          "'\(key)' is bound \(all.count) times in \(node.name)'s graph; keep one binding per type",
          at: primary.location,
          notes: sorted.filter { $0 != primary }.map {
            .init("'\(key)' is also bound by [\($0.component)] \($0.constructorDescription)", at: $0.location)
          }))
    }
    return diagnostics
  }

  private static func requests(of binding: Binding, graph: BindingGraph) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for parameter in binding.parameters where !parameter.isAssisted {
      let key = graph.key(for: parameter.type)
      guard let (found, _) = graph.resolve(key, in: binding.component) else {
        diagnostics.append(missing(key, parameter: parameter, requester: binding, graph: graph))
        continue
      }
      if found.isAssisted {
        diagnostics.append(
          Diagnostic(
            .assistedInjectedAsDependency,
            "'\(key)' has @Assisted parameters and cannot be injected; inject a factory or ask the component for "
              + "\(RequestChain.accessorSignature(found)) instead",
            at: parameter.location,
            detail: RequestChain.lines(key: key, requester: binding, component: binding.component),
            notes: [.init("'\(key)' is declared here", at: found.location)]))
      }
    }
    return diagnostics
  }

  private static func missing(
    _ key: BindingKey, parameter: ParameterDeclaration, requester: Binding, graph: BindingGraph
  ) -> Diagnostic {
    var notes: [Diagnostic.Note] = []
    var message = "'\(key)' has no binding in \(requester.component)"
    // Registered to a component that this one cannot see?
    for name in graph.componentNames {
      if let elsewhere = graph.components[name]?.bindings[key]?.first {
        notes.append(
          .init(
            "'\(key)' is registered to '\(name)', which '\(requester.component)' cannot see; register it to "
              + "'\(requester.component)' or one of its parents", at: elsewhere.location))
      }
    }
    if notes.isEmpty {
      let known = graph.componentNames.flatMap { name in graph.bindings(of: name).map(\.key.display) }
      if let near = Suggestion.nearest(to: key.display, in: known) {
        message += "; did you mean '\(near)'?"
      } else {
        message += "; add @Dependency(registeredTo: \(requester.component).self) to '\(key)', or a @Provider that returns it"
      }
    }
    return Diagnostic(
      .missingBinding, message, at: parameter.location,
      detail: RequestChain.lines(key: key, requester: requester, component: requester.component), notes: notes)
  }

  private static func scopeProblems(of binding: Binding) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    if binding.scope != nil, binding.isAssisted {
      diagnostics.append(
        Diagnostic(
          .scopedAssisted,
          "'\(binding.key)' is scoped and has @Assisted parameters; a scoped instance is made once, so it cannot take "
            + "arguments from its caller. Remove 'scopedWith:' or the @Assisted parameters",
          at: binding.location))
    }
    if binding.scope == .weakReference, case .dependency(let dependency, _) = binding.source,
      dependency.kind == .struct || dependency.kind == .enum
    {
      diagnostics.append(
        Diagnostic(
          .weakReferenceValueType,
          "'\(dependency.name)' is a \(dependency.kind.rawValue); .weakReference needs a class. Use .single or make it a class",
          at: dependency.scopeLocation ?? binding.location))
    }
    return diagnostics
  }

  private static func visibilityProblems(of binding: Binding, rootModule: String) -> [Diagnostic] {
    switch binding.source {
    case .argument:
      return []
    case .dependency(let dependency, let initializer):
      guard dependency.moduleName != rootModule else { return [] }
      var diagnostics: [Diagnostic] = []
      if !dependency.accessLevel.isVisibleFromOtherModules {
        diagnostics.append(notVisibleDiagnostic("'\(dependency.name)'", dependency.moduleName, rootModule, dependency.location))
      } else if !initializer.accessLevel.isVisibleFromOtherModules {
        diagnostics.append(
          notVisibleDiagnostic("'\(dependency.name).\(initializer.signature)'", dependency.moduleName, rootModule, initializer.location))
      }
      return diagnostics
    case .provider(let module, let provider):
      guard module.moduleName != rootModule else { return [] }
      if !module.accessLevel.isVisibleFromOtherModules {
        return [notVisibleDiagnostic("module '\(module.name)'", module.moduleName, rootModule, module.location)]
      }
      if !provider.accessLevel.isVisibleFromOtherModules {
        return [notVisibleDiagnostic("'\(module.name).\(provider.signature)'", module.moduleName, rootModule, provider.location)]
      }
      return []
    }
  }

  private static func notVisible(_ what: String, in module: String, at location: SourceLocation, _ graph: BindingGraph) -> Diagnostic {
    notVisibleDiagnostic(what, module, graph.rootModule, location)
  }

  private static func notVisibleDiagnostic(_ what: String, _ module: String, _ rootModule: String, _ location: SourceLocation) -> Diagnostic {
    Diagnostic(
      .notVisible,
      "\(what) in module '\(module)' is not visible from the root module '\(rootModule)', where the generated code "
        + "lives; make it public", at: location)
  }
}
