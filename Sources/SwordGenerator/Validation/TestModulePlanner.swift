import SwordNaming

/// Makes the ``TestModulePlan`` of a test target of `tests:`, checked like the rest of the graph: a replacement
/// of a binding its component does not have (`Sword/ReplacementOfNothing`), a `@Dependency(boundTo:)` type that
/// does not conform to what it replaces (`Sword/ReplacementDoesNotConform`), a replacement that would make an
/// accessor `async`, `throws` or `@MainActor` where the real one is not (`Sword/ReplacementChangesAccessor`), and
/// every problem of the graph with the replacements (a missing binding a fake asks for, a cycle it makes).
enum TestModulePlanner {
  /// The plan of `test` (a test target's index) against the graph of `indexes`, `graph`, which has no error;
  /// `nil` when the target declares nothing to replace.
  static func plan(
    _ test: TargetIndex, indexes: [TargetIndex], graph: BindingGraph, settings: GraphSettings
  ) -> (plan: TestModulePlan?, diagnostics: [Diagnostic]) {
    guard !test.dependencies.isEmpty || !test.modules.isEmpty else { return (nil, []) }
    let testFiles = Set(test.imports.keys)
    var (replaced, built) = GraphBuilder.build(
      indexes: indexes + [test], rootModule: settings.rootModule, mainActorModules: settings.mainActorModules,
      packageOfModule: settings.packageOfModule)
    var diagnostics = built.filter { $0.location.map { testFiles.contains($0.file) } ?? false }
    var sites: [BindingGraph.RequestSite] = []
    let declared = Declared(indexes + [test])
    var components = replaced.components
    for name in components.keys.sorted() {
      guard var node = components[name] else { continue }
      for key in node.bindings.keys.sorted() {
        let bindings = node.bindings[key] ?? []
        let fakes = bindings.filter { isDeclared($0, in: test.moduleName) }
        guard !fakes.isEmpty else { continue }
        let real = bindings.filter { !isDeclared($0, in: test.moduleName) }
        if real.isEmpty, bindings.first?.multibinding == nil {
          diagnostics += fakes.map { nothingReplaced($0, in: name, graph: graph) }
          node.bindings[key] = nil
          continue
        }
        diagnostics += fakes.compactMap { conformanceProblem(of: $0, graph: replaced, declared: declared) }
        if bindings.first?.multibinding == nil { node.bindings[key] = fakes }
        sites.append(BindingGraph.RequestSite(component: name, key: key))
      }
      components[name] = node
    }
    replaced.components = components
    replaced.testOverrides = graph.testOverrides
    replaced.selectedRoots = graph.selectedRoots
    diagnostics += Validator.validate(replaced).filter { diagnostic in
      let inTest = diagnostic.location.map { testFiles.contains($0.file) } ?? false
      // Declarations of the test target are seen from its own code, where `internal` is enough.
      if diagnostic.id == .notVisible { return !inTest }
      return diagnostic.severity == .error || inTest
    }
    let accessors = affected(by: sites, in: replaced)
    diagnostics += changedAccessors(accessors, graph: graph, replaced: replaced, at: sites)
    guard !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
    return (TestModulePlan(module: test.moduleName, graph: replaced, accessors: accessors), diagnostics)
  }

  private static func isDeclared(_ binding: Binding, in module: String) -> Bool {
    switch binding.source {
    case .dependency(let dependency, _): dependency.moduleName == module
    case .provider(let declaration, _): declaration.moduleName == module
    case .multibinding(let multibinding): multibinding.elements.contains { $0.module.moduleName == module }
    case .argument, .component, .subcomponentFactory: false
    }
  }

  /// A replacement whose component binds nothing of its key: where the key is bound instead, if anywhere.
  private static func nothingReplaced(_ fake: Binding, in component: String, graph: BindingGraph) -> Diagnostic {
    let elsewhere = graph.componentNames.filter { graph.components[$0]?.bindings[fake.key] != nil }
    let hint =
      elsewhere.isEmpty
      ? "a test module replaces bindings of the real graph; bind '\(fake.key)' in the app, or remove this"
      : "'\(elsewhere.joined(separator: "', '"))' binds it: register the replacement there"
    return Diagnostic(
      .replacementOfNothing,
      "\(fake.constructorDescription) replaces '\(fake.key)' in \(component), which binds no '\(fake.key)'; \(hint)",
      at: fake.location)
  }

  /// A `@Dependency(boundTo: P)` fake whose type, as its declarations and its target's extensions say, is not a
  /// `P`; `nil` when it is or cannot be told (a supertype from outside the workspace, an extension Sword cannot
  /// read).
  private static func conformanceProblem(
    of fake: Binding, graph: BindingGraph, declared: Declared
  ) -> Diagnostic? {
    guard case .dependency(let dependency, _) = fake.source, dependency.boundTo != nil else { return nil }
    // Types extended with an inheritance clause anywhere: what the extension adds is not read.
    if declared.conformingExtensions.contains(dependency.name) { return nil }
    let declarations = declared.types
    var seen: Set<String> = []
    var pending = ["\(dependency.moduleName).\(dependency.name)"]
    while let name = pending.popLast() {
      guard seen.insert(name).inserted else { continue }
      guard let (type, file) = declarations[name] else { return nil }
      for inherited in type.inherits {
        let key = graph.key(for: TypeReference(inherited, at: SourceLocation(file: file, line: 0, column: 0)))
        if key == fake.key.qualified(by: nil) { return nil }
        // A class from outside the workspace may conform to anything; the standard library's protocols cannot
        // lead to a workspace type.
        guard declarations[key.type] != nil else {
          if Self.standardProtocols.contains(key.type) { continue }
          return nil
        }
        pending.append(key.type)
      }
    }
    return Diagnostic(
      .replacementDoesNotConform,
      "'\(dependency.name)' replaces '\(fake.key)' but does not conform to it; declare it "
        + "'\(dependency.name): \(fake.key.display)'", at: dependency.location)
  }

  /// The workspace's type declarations by module-qualified name, and the types any extension with an inheritance
  /// clause extends: what the conformance check reads, gathered once per test target.
  private struct Declared {
    var types: [String: (type: TypeDeclaration, file: String)] = [:]
    var conformingExtensions: Set<String> = []

    init(_ indexes: [TargetIndex]) {
      for index in indexes {
        for type in index.types { types["\(index.moduleName).\(type.name)"] = (type, type.location.file) }
        conformingExtensions.formUnion(index.conformingExtensions)
      }
    }
  }

  /// Protocols of the standard library a type often lists, none of which refines a workspace type.
  private static let standardProtocols: Set<String> = [
    "AnyObject", "Sendable", "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable",
    "Identifiable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error",
  ]

  /// The bindings whose values the replacements at `sites` change: those and everything that reaches them through
  /// a request (of any kind) or a parent's collection, by component.
  private static func affected(
    by sites: [BindingGraph.RequestSite], in graph: BindingGraph
  ) -> [String: [Binding]] {
    var requesters: [BindingGraph.RequestSite: [Binding]] = [:]
    for name in graph.componentNames {
      for binding in graph.bindings(of: name) {
        for answer in graph.answers(of: binding) {
          guard let target = answer.target?.binding else { continue }
          requesters[.init(component: target.component, key: target.key), default: []].append(binding)
        }
        if binding.multibinding != nil, let parent = graph.components[name]?.parent,
          let inherited = graph.resolve(binding.key, in: parent)?.binding
        {
          requesters[.init(component: inherited.component, key: inherited.key), default: []].append(binding)
        }
      }
    }
    var reached = Set(sites)
    var pending = sites
    while let site = pending.popLast() {
      for requester in requesters[site] ?? [] {
        let next = BindingGraph.RequestSite(component: requester.component, key: requester.key)
        if reached.insert(next).inserted { pending.append(next) }
      }
    }
    let generated = Set(graph.generatedComponentNames)
    var accessors: [String: [Binding]] = [:]
    for site in reached where generated.contains(site.component) {
      for binding in graph.bindings(of: site.component) where binding.key == site.key && binding.isDeclaration {
        if case .argument = binding.source { continue }
        accessors[site.component, default: []].append(binding)
      }
    }
    return accessors.mapValues { $0.sorted { ($0.accessorName, $0.key) < ($1.accessorName, $1.key) } }
  }

  /// An accessor whose effects or isolation the replacements change: the test target's one would not hide the
  /// app's (another signature), so code written for the real graph would not reach it.
  private static func changedAccessors(
    _ accessors: [String: [Binding]], graph: BindingGraph, replaced: BindingGraph,
    at sites: [BindingGraph.RequestSite]
  ) -> [Diagnostic] {
    let location = sites.compactMap { replaced.components[$0.component]?.bindings[$0.key]?.first?.location }.min()
    var problems: [Diagnostic] = []
    for component in accessors.keys.sorted() {
      for binding in accessors[component] ?? [] {
        guard let real = graph.components[component]?.bindings[binding.key]?.first else { continue }
        let before = (graph.effects(of: real), graph.isMainActor(real))
        let after = (replaced.effects(of: binding), replaced.isMainActor(binding))
        guard before != after else { continue }
        func described(_ state: (Effects, Bool)) -> String {
          let words = (state.1 ? ["@MainActor"] : []) + (state.0.isEmpty ? [] : [state.0.specifiers])
          return words.isEmpty ? "plain" : words.joined(separator: " ")
        }
        problems.append(
          Diagnostic(
            .replacementChangesAccessor,
            "the replacements make \(component).\(binding.accessorName) \(described(after)) where the app's is "
              + "\(described(before)); a test module must keep what each accessor is (make the fake's provider or "
              + "initializer as async, throwing and isolated as the binding it replaces)", at: location))
      }
    }
    return problems
  }
}
