/// Explains a missing binding and says what to change, from the most to the least specific: the type is
/// registered to a component this one cannot see; it is declared for Sword but could not be bound; a similar type
/// is bound (optional or not, another module's type of the same name, a `boundTo:` protocol); the type exists
/// without `@Dependency`; a bound name is one or two edits away; or Sword knows nothing of it.
///
/// The hints are built on first use, so a valid graph costs nothing.
final class MissingBindingAdvisor {
  /// A missing binding's message and its notes.
  struct Advice {
    var message: String
    var notes: [Diagnostic.Note] = []
  }

  private let graph: BindingGraph
  private lazy var hints = DeclarationHints(graph)
  /// One binding per bound key, from any component, in component then key order.
  private lazy var boundKeys: [BindingKey: Binding] = {
    var keys: [BindingKey: Binding] = [:]
    for component in graph.componentNames {
      for binding in graph.bindings(of: component) where keys[binding.key] == nil { keys[binding.key] = binding }
    }
    return keys
  }()

  init(graph: BindingGraph) { self.graph = graph }

  /// Why `key`, asked for in `component`, has no binding there, and what to do. `askedIn` names the components
  /// whose bindings ask for it, when they are several (the advice is then for `component`, their closest common
  /// ancestor).
  func advice(for key: BindingKey, in component: String, askedIn components: [String] = []) -> Advice {
    let places = components.count > 1 ? Self.list(components) : component
    let missing = "'\(key)' has no binding in \(places)"
    if let advice = unreachableComponent(key, from: component, missing: missing) { return advice }
    if let advice = registeredElsewhere(key, component: component, missing: missing) { return advice }
    if let kind = Multibinding.kind(of: key) {
      let attribute = kind == .array ? "@IntoArray" : kind == .set ? "@IntoSet" : "@IntoMap(key: …)"
      return Advice(
        message: "\(missing); it is a collection: contribute to it with '@Provider \(attribute)' in a "
          + "@Module(registeredTo: \(component).self), or declare it, possibly empty, with "
          + "'@Module(registeredTo: \(component).self, multibindings: \(key.display).self)'")
    }
    let unbound = hints.unboundDeclarations(of: key)
    if let first = unbound.first {
      return Advice(message: "\(missing); \(first.reason)", notes: unbound.map { .init($0.note, at: $0.location) })
    }
    if let advice = similarBinding(key, missing: missing) { return advice }
    if let advice = declaredWithoutDependency(key, component: component, missing: missing) { return advice }
    let candidates = boundKeys.values.map(\.key.display)
    let limit = min(2, max(1, key.display.count / 4))
    if let near = Suggestion.nearest(to: key.display, in: candidates, maxDistance: limit),
      let binding = boundKeys.keys.sorted().first(where: { $0.display == near }).flatMap({ boundKeys[$0] })
    {
      return Advice(
        message: "\(missing); did you mean '\(near)'?", notes: [boundHere(binding)])
    }
    if key.type == key.display, !graph.modules.contains(TypeResolver.head(of: key.display)) {
      return Advice(
        message: "\(missing); no indexed target declares it: return it from a @Provider of a "
          + "@Module(registeredTo: \(component).self), or make it an argument of \(component)")
    }
    return Advice(
      message:
        "\(missing); add @Dependency(registeredTo: \(component).self) to '\(key)', or a @Provider that returns it")
  }

  /// `key` is a component that `component` is not (nor a subcomponent of): a subcomponent below it is made by its
  /// factory; another tree's component is out of reach.
  private func unreachableComponent(_ key: BindingKey, from component: String, missing: String) -> Advice? {
    guard let name = graph.componentName(of: key), let node = graph.components[name] else { return nil }
    let declared = Diagnostic.Note("'\(name)' is declared here", at: node.declaration.location)
    if graph.ancestry(of: name).dropFirst().contains(component), let parent = node.parent,
      let factory = graph.factoryBinding(of: name)
    {
      let signature = FactoryProblems.signature(of: factory, graph: graph)
      let fix =
        parent == component
        ? "ask for its factory '\(signature)'" : "ask for its factory '\(signature)' in a binding of \(parent)"
      return Advice(
        message: "\(missing); '\(name)' is a subcomponent below \(component), made on demand: \(fix)", notes: [declared]
      )
    }
    return Advice(
      message: "\(missing); only the bindings of \(name) and of its subcomponents can receive the component "
        + "itself, and \(component) is neither",
      notes: [declared])
  }

  /// Bindings of `key` in components that `component` cannot see (not itself nor a parent), if there are any.
  func hiddenBindings(of key: BindingKey, from component: String) -> [Binding] {
    let visible = Set(graph.ancestry(of: component))
    return graph.componentNames.filter { !visible.contains($0) }.compactMap {
      graph.components[$0]?.bindings[key]?.first
    }
  }

  private func registeredElsewhere(_ key: BindingKey, component: String, missing: String) -> Advice? {
    let hidden = hiddenBindings(of: key, from: component)
    guard !hidden.isEmpty else { return nil }
    let places = hidden.map { "'\($0.component)'" }.joined(separator: " and ")
    return Advice(
      message: "\(missing); it is registered to \(places), which \(component) cannot see (a component sees its own "
        + "bindings and its parents')",
      notes: hidden.map { moveNote($0, visibleTo: component) })
  }

  private func moveNote(_ binding: Binding, visibleTo component: String) -> Diagnostic.Note {
    let common = Set(graph.ancestry(of: component))
    let shared = graph.ancestry(of: binding.component).first { common.contains($0) }
    if case .argument = binding.source {
      return .init(
        "'\(binding.key)' is an argument of '\(binding.component)'; pass it to "
          + "'\(shared ?? component)' instead, or bind it in '\(component)' too", at: binding.location)
    }
    guard let shared else {
      return .init(
        "'\(binding.key)' is registered to '\(binding.component)' here, in another component tree; register it "
          + "to '\(component)' as well", at: binding.location)
    }
    return .init(
      "'\(binding.key)' is registered to '\(binding.component)' here; change it to 'registeredTo: \(shared).self' "
        + "so that both '\(binding.component)' and '\(component)' see it", at: binding.location)
  }

  private func similarBinding(_ key: BindingKey, missing: String) -> Advice? {
    // The same type with another qualifier, or without one: the tag nearest the one asked for first
    // (`@Named(UserAgentt.self)` is told of `UserAgent`, not of the first tag in name order).
    let sameType = boundKeys.keys.sorted().filter { $0.type == key.type && $0.qualifier != key.qualifier }
    let nearTag = key.qualifierDisplay.flatMap { asked in
      Suggestion.nearest(to: asked, in: sameType.compactMap(\.qualifierDisplay))
    }
    let ordered =
      sameType.filter { $0.qualifierDisplay == nearTag } + sameType.filter { $0.qualifierDisplay != nearTag }
    for other in ordered {
      let binding = boundKeys[other]!
      let fix =
        other.qualifier == nil
        ? "ask for it without @Named, or add '@Named(\(key.qualifierDisplay ?? "").self)' to its declaration"
        : "ask for '@Named(\(other.qualifierDisplay ?? "").self)'"
          + (key.qualifier == nil ? "" : ", or qualify a binding with '@Named(\(key.qualifierDisplay ?? "").self)'")
      return Advice(message: "\(missing); '\(other)' is bound: \(fix)", notes: [boundHere(binding)])
    }
    let base = (Self.unwrapped(key.type), Self.unwrapped(key.display))
    for other in boundKeys.keys.sorted()
    where other.display != key.display
      && (Self.unwrapped(other.type) == base.0 || Self.unwrapped(other.display) == base.1)
    {
      let binding = boundKeys[other]!
      return Advice(
        message: "\(missing); '\(other)' is bound, but '\(key)' is another type: ask for '\(other)', or bind '\(key)'",
        notes: [boundHere(binding)])
    }
    for other in boundKeys.keys.sorted() where other.display == key.display {
      return Advice(
        message: "\(missing); '\(key)' here is '\(key.type)', and the bound '\(other.display)' is '\(other.type)': "
          + "write '\(other.type)', or bind '\(key.type)'",
        notes: [boundHere(boundKeys[other]!)])
    }
    if let binding = hints.boundAs[key]?.first {
      return Advice(
        message: "\(missing); it is bound as '\(binding.key)' (boundTo:): ask for '\(binding.key)' instead",
        notes: [boundHere(binding)])
    }
    return nil
  }

  private func declaredWithoutDependency(_ key: BindingKey, component: String, missing: String) -> Advice? {
    guard let found = hints.declaredTypes(for: key).first else { return nil }
    let type = found.declaration
    let note = Diagnostic.Note("'\(type.name)' is declared here", at: type.location)
    if hints.doesNotParse(type.location.file) {
      return Advice(
        message: "\(missing); it is declared in a file that does not parse, so Sword could not read it: fix that "
          + "file's syntax error first", notes: [note])
    }
    switch type.kind {
    case .protocol:
      // A type that implements it and still has its @Injected init has lost its @Dependency.
      let conformers = hints.injectableConformers(of: type.name)
      if let first = conformers.first {
        let name = first.declaration.name
        return Advice(
          message: "\(missing); it is a protocol, and '\(name)' implements it with an @Injected init but has no "
            + "@Dependency: add @Dependency(registeredTo: \(component).self, boundTo: \(type.name).self) to '\(name)'",
          notes: conformers.map {
            .init("'\($0.declaration.name)' implements '\(type.name)' here", at: $0.declaration.location)
          }
            + [note])
      }
      return Advice(
        message: "\(missing); it is a protocol: add @Dependency(registeredTo: \(component).self, boundTo: "
          + "\(type.name).self) to a type that implements it, or return one from a @Provider", notes: [note])
    case .typealias:
      return Advice(
        message: "\(missing); it is a typealias in a file Sword does not read: bind the type it stands for, or "
          + "return it from a @Provider", notes: [note])
    case .class, .struct, .enum, .actor:
      if type.hasInjectedInit {
        return Advice(
          message: "\(missing); the \(type.kind.rawValue) '\(type.name)' has an @Injected init but no @Dependency: "
            + "add @Dependency(registeredTo: \(component).self) to it", notes: [note])
      }
      let initializer =
        type.initializerCount > 0
        ? "mark the initializer Sword should call with @Injected" : "give it an @Injected init"
      return Advice(
        message: "\(missing); the \(type.kind.rawValue) '\(type.name)' has no @Dependency: add "
          + "@Dependency(registeredTo: \(component).self) to it and \(initializer)", notes: [note])
    }
  }

  /// `A`, `A and B`, `A, B and C`.
  static func list(_ names: [String]) -> String {
    guard names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + names.last!
  }

  private func boundHere(_ binding: Binding) -> Diagnostic.Note {
    .init("'\(binding.key)' is bound here, to '\(binding.component)'", at: binding.location)
  }

  /// The type without optionality or existential spelling: `Clock` for `Clock?`, `Clock!`, `Optional<Clock>`,
  /// `any Clock`.
  static func unwrapped(_ type: String) -> String {
    var text = Substring(type)
    if text.hasPrefix("any ") { text = text.dropFirst(4) }
    if text.hasPrefix("(") && text.hasSuffix(")?") { text = text.dropFirst().dropLast(2) }
    while text.hasSuffix("?") || text.hasSuffix("!") { text = text.dropLast() }
    if text.hasPrefix("Optional<") && text.hasSuffix(">") { text = text.dropFirst(9).dropLast() }
    if text.hasPrefix("any ") { text = text.dropFirst(4) }
    return String(text)
  }
}
