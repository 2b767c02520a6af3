import SwordNaming

/// Every target's declarations merged into one graph: components (with their parents) and the bindings registered
/// to each. Lookups are dictionary-based and each component's ancestry and sorted bindings are computed once (again
/// whenever `components` changes), so resolving a request costs O(depth of the component tree) and allocates
/// nothing.
package struct BindingGraph: Sendable {
  /// Components by name.
  package var components: [String: ComponentNode] {
    didSet {
      lookup = Lookup(components)
      lookup.answers = answersOfEveryBinding()
      lookup.effects = effectsOfEveryBinding()
      lookup.mainActor = mainActorBindings()
      lookup.memberTypeNames = memberTypeNamesOfComponents()
    }
  }
  /// The module that receives the generated code.
  package var rootModule: String
  /// For each indexed file, the modules it imports; the generated file imports what the declarations it uses need.
  package var importsByFile: [String: [String]]
  /// For each indexed file, the modules it imports under `#if canImport(Module)`.
  package var conditionalImportsByFile: [String: [String]] = [:]
  /// For each indexed file, the modules it imports `internal` or narrower.
  package var restrictedImportsByFile: [String: [String]] = [:]
  /// The indexed files of the root module.
  package var rootModuleFiles: Set<String> = []
  /// The SPI groups of each module that has some (see ``TargetIndex/spiGroups``): the generated code imports the
  /// module with them.
  package var spiGroupsByModule: [String: [String]] = [:]
  /// The components each module's dependencies and modules are registered to, by module name: what an edit of a
  /// module's declarations can change (see ``BindingSelection``).
  package var registrations: [String: Set<String>] = [:]
  /// Whether the generated code lets tests replace bindings (`test_overrides: true` in `.sword.yml`).
  package var testOverrides = false
  /// Whether code outside the generated file reads the overrides: a test target's own accessors do (see
  /// ``TestModulePlan``), so they are not `fileprivate` there.
  package var overridesAreShared = false
  /// The package (its folder) of each module, where known: `package` declarations are visible to the generated
  /// code only from a module of the same package.
  package var packageOfModule: [String: String] = [:]

  /// Whether code in the root module can use a declaration of `module` with `access`: public or open, internal
  /// only in the root module itself, and `package` when both modules belong to one package.
  package func isVisibleFromRoot(_ access: AccessLevel, in module: String) -> Bool {
    isVisible(access, in: module, from: rootModule)
  }

  /// Whether code in `viewer` can use a declaration of `module` with `access` (``isVisibleFromRoot(_:in:)`` for
  /// any module: a mock's, say), given that `viewer` imports `module`.
  package func isVisible(_ access: AccessLevel, in module: String, from viewer: String) -> Bool {
    if module == viewer { return access >= .internal }
    if access >= .public { return true }
    guard access == .package, let package = packageOfModule[module] else { return false }
    return packageOfModule[viewer] == package
  }
  /// The root components whose code is generated (with their subcomponents), `nil` for all (`components:` of
  /// `root` in `.sword.yml`).
  package var selectedRoots: Set<String>?

  /// The components the generated file covers, sorted: the selected root components and their subcomponents at
  /// any depth (every component when no root is selected).
  package var generatedComponentNames: [String] {
    guard let selectedRoots else { return componentNames }
    return componentNames.filter { name in ancestry(of: name).last.map(selectedRoots.contains) ?? false }
  }
  let resolver: TypeResolver
  private var lookup: Lookup

  /// What is derived from `components`: each component's ancestry and its bindings sorted by key.
  private struct Lookup: Sendable {
    var ancestries: [String: [String]] = [:]
    var sortedBindings: [String: [Binding]] = [:]
    /// Components by number, for ``resolve(_:in:)``: each one's ancestry as numbers, and its first binding of
    /// each key (no component node is copied and no name hashed again while walking up).
    var numbers: [String: Int] = [:]
    var ancestryNumbers: [[Int]] = []
    var firstBindings: [[BindingKey: Binding]] = []
    /// The answered requests of each binding of ``sortedBindings``, computed once (validation, rendering and export
    /// all ask for them), with the binding's location to tell it from another binding of the same key.
    var answers: [RequestSite: (location: SourceLocation, answers: [Answer])] = [:]
    /// The effects of each binding that has any (see ``effects(of:)``).
    var effects: [RequestSite: Effects] = [:]
    /// The bindings whose accessors are `@MainActor` (see ``isMainActor(_:)``).
    var mainActor: Set<RequestSite> = []
    /// The type names a component's own scope declares (see `memberTypeNamesOfComponents()`).
    var memberTypeNames: Set<String> = []
    /// Each component's name by its type's key, and the bindings that stand for a component (in itself) and for a
    /// subcomponent's factory (in its parent), for requests of a component or of a factory of one.
    var componentsByKey: [BindingKey: String] = [:]
    var componentBindings: [String: Binding] = [:]
    var factoryBindings: [String: Binding] = [:]

    init(_ components: [String: ComponentNode]) {
      for (name, node) in components {
        var chain: [String] = []
        var current: String? = name
        var seen: Set<String> = []
        while let next = current, let parentNode = components[next], seen.insert(next).inserted {
          chain.append(next)
          current = parentNode.parent
        }
        ancestries[name] = chain
        // One binding per key; a key bound under several `#if` conditions (`#if DEBUG` … `#else` …) keeps each,
        // since each gets its accessor under its condition.
        sortedBindings[name] = node.bindings.keys.sorted().flatMap { key -> [Binding] in
          guard let bindings = node.bindings[key], let first = bindings.first else { return [] }
          return bindings.count > 1 && bindings.allSatisfy({ !$0.condition.isEmpty }) ? bindings : [first]
        }
      }
      for (name, node) in components {
        let declaration = node.declaration
        let key = BindingKey("\(declaration.moduleName).\(declaration.name)", display: declaration.name)
        componentsByKey[key] = name
        componentBindings[name] = Binding(
          key: key, component: name, source: .component, scope: nil, location: declaration.location,
          accessorName: "", isMainActor: declaration.isMainActor)
        if let parent = node.parent {
          factoryBindings[name] = Binding(
            key: key, component: parent, source: .subcomponentFactory(name), scope: nil,
            location: declaration.location, accessorName: AccessorName.factoryName(forComponent: name),
            isMainActor: declaration.isMainActor)
        }
      }
      for name in components.keys.sorted() {
        numbers[name] = firstBindings.count
        firstBindings.append(components[name]!.bindings.compactMapValues(\.first))
      }
      ancestryNumbers = components.keys.sorted().map { name in (ancestries[name] ?? []).compactMap { numbers[$0] } }
    }
  }

  init(
    components: [String: ComponentNode], rootModule: String, resolver: TypeResolver,
    importsByFile: [String: [String]] = [:]
  ) {
    self.components = components
    self.rootModule = rootModule
    self.resolver = resolver
    self.importsByFile = importsByFile
    self.lookup = Lookup(components)
    self.lookup.answers = answersOfEveryBinding()
    self.lookup.effects = effectsOfEveryBinding()
    self.lookup.mainActor = mainActorBindings()
    self.lookup.memberTypeNames = memberTypeNamesOfComponents()
  }

  /// What getting `binding`'s value may do: its own effects and those of every binding it needs right away
  /// (through a plain, optional or `Weak` parameter, or a parent's collection it extends).
  package func effects(of binding: Binding) -> Effects {
    lookup.effects.isEmpty ? [] : lookup.effects[RequestSite(component: binding.component, key: binding.key)] ?? []
  }

  /// One pass backwards from the bindings with effects of their own through the requests that take them on; nothing
  /// at all for a graph where no initializer or provider is `async` or `throws`.
  private func effectsOfEveryBinding() -> [RequestSite: Effects] {
    var effects: [RequestSite: Effects] = [:]
    var requesters: [RequestSite: [RequestSite]] = [:]
    var queue: [RequestSite] = []
    for bindings in lookup.sortedBindings.values {
      for binding in bindings {
        let own = binding.ownEffects
        guard !own.isEmpty else { continue }
        let site = RequestSite(component: binding.component, key: binding.key)
        effects[site, default: []].formUnion(own)
        queue.append(site)
      }
    }
    guard !queue.isEmpty else { return [:] }
    for bindings in lookup.sortedBindings.values {
      for binding in bindings {
        let site = RequestSite(component: binding.component, key: binding.key)
        for answer in answers(of: binding) where !answer.request.isDeferred {
          guard let target = answer.target?.binding else { continue }
          requesters[RequestSite(component: target.component, key: target.key), default: []].append(site)
        }
        if binding.multibinding != nil, let parent = components[binding.component]?.parent,
          let inherited = resolve(binding.key, in: parent)?.binding
        {
          requesters[RequestSite(component: inherited.component, key: inherited.key), default: []].append(site)
        }
      }
    }
    while let site = queue.popLast() {
      let known = effects[site] ?? []
      for requester in requesters[site] ?? [] {
        let before = effects[requester] ?? []
        guard !before.isSuperset(of: known) else { continue }
        effects[requester] = before.union(known)
        queue.append(requester)
      }
    }
    return effects
  }

  /// Whether `binding`'s accessor is `@MainActor`: its declaration is, its component is main-actor isolated (the
  /// accessor reads its storage and arguments), or it constructs something that is (an accessor that calls a
  /// `@MainActor` accessor must be isolated to the main actor too, unless it only hands out a `@MainActor` or
  /// `async` factory of it).
  package func isMainActor(_ binding: Binding) -> Bool {
    ownIsolation(binding) || lookup.mainActor.contains(RequestSite(component: binding.component, key: binding.key))
  }

  /// A binding's own isolation: its declaration's, or its component's.
  private func ownIsolation(_ binding: Binding) -> Bool {
    binding.isMainActor || components[binding.component]?.declaration.isMainActor == true
  }

  /// One pass backwards from the bindings isolated by themselves through the requests that call them, over every
  /// binding and every binding they reach (a component or a subcomponent's factory answers some requests): the
  /// least set closed under "calls an accessor in the set", whatever order anything is asked in, cycles through
  /// `Lazy` or `Provider` included.
  private func mainActorBindings() -> Set<RequestSite> {
    // Nothing to do where no declaration is main-actor isolated (a component's binding and its factories take
    // the component's isolation).
    guard
      components.values.contains(where: \.declaration.isMainActor)
        || lookup.sortedBindings.values.contains(where: { $0.contains(where: \.isMainActor) })
    else { return [] }
    var isolated: Set<RequestSite> = []
    var requesters: [RequestSite: [RequestSite]] = [:]
    var queue: [RequestSite] = []
    // By site and declaration: the bindings of one key under exclusive `#if`s each have their own requests.
    var visited: Set<BindingSite> = []
    var pending: [Binding] = lookup.sortedBindings.values.flatMap { $0 }
    while let binding = pending.popLast() {
      let site = RequestSite(component: binding.component, key: binding.key)
      guard visited.insert(BindingSite(site: site, location: binding.location)).inserted else { continue }
      if ownIsolation(binding), isolated.insert(site).inserted { queue.append(site) }
      for answer in answers(of: binding) {
        guard let target = answer.target?.binding else { continue }
        // A factory typed `@MainActor` or `async` gets to the main actor by itself: its caller need not be there.
        if let factory = answer.request.factory, factory.isMainActor || factory.effects.contains(.async) { continue }
        requesters[RequestSite(component: target.component, key: target.key), default: []].append(site)
        pending.append(target)
      }
    }
    while let site = queue.popLast() {
      for requester in requesters[site] ?? [] where isolated.insert(requester).inserted { queue.append(requester) }
    }
    return isolated
  }

  /// Where a binding's requests are kept: its component and key.
  struct RequestSite: Hashable, Sendable {
    var component: String
    var key: BindingKey
  }

  /// One binding of a site: the site and where the binding is declared.
  private struct BindingSite: Hashable {
    var site: RequestSite
    var location: SourceLocation
  }

  /// Each component's on every core (each binding's answers read only the lookup), then gathered.
  private func answersOfEveryBinding() -> [RequestSite: (location: SourceLocation, answers: [Answer])] {
    let groups = Array(lookup.sortedBindings.values)
    var computed = parallelMap(count: groups.count) { position in
      groups[position].map { binding in
        (
          site: RequestSite(component: binding.component, key: binding.key), location: binding.location,
          answers: answers(to: computeRequests(of: binding), in: binding.component)
        )
      }
    }
    var all: [RequestSite: (location: SourceLocation, answers: [Answer])] = [:]
    all.reserveCapacity(computed.reduce(0) { $0 + $1.count })
    // Each group freed once gathered: the answers are not held twice.
    while let group = computed.popLast() {
      for answered in group { all[answered.site] = (answered.location, answered.answers) }
    }
    return all
  }

  /// A request of a binding and what answers it from the binding's component: a binding `depth` components up,
  /// or nothing.
  package struct Answer: Sendable {
    package var request: Request
    package var target: (binding: Binding, depth: Int)?
  }

  /// The requests of `binding`'s parameters that the component answers (not `@Assisted` ones), in order, each with
  /// the binding that answers it (what ``resolve(_:in:)`` gives from `binding`'s component); computed once per
  /// graph, for validation, rendering and export alike.
  package func answers(of binding: Binding) -> [Answer] {
    if let cached = lookup.answers[RequestSite(component: binding.component, key: binding.key)],
      cached.location == binding.location
    {
      return cached.answers
    }
    return answers(to: computeRequests(of: binding), in: binding.component)
  }

  private func answers(to requests: [Request], in component: String) -> [Answer] {
    requests.map { Answer(request: $0, target: resolve($0.key, in: component)) }
  }

  /// Every indexed module.
  package var modules: Set<String> { resolver.modules }

  /// Whether an indexed module declares a top-level type called `name`.
  package func isDeclaredTypeName(_ name: String) -> Bool { resolver.declarationCount(of: name) > 0 }

  /// The key a type written in the sources asks for, resolved in the file it was written in.
  package func key(for type: TypeReference) -> BindingKey { resolver.key(for: type) }

  /// The key of a type declared in the workspace: `UserRepository` declared in `Storage`.
  package func key(declared name: String, in module: String) -> BindingKey { resolver.key(declared: name, in: module) }

  /// How generated code spells a key: as written, or module-qualified when a name in it could mean another type
  /// where the generated code writes it: a name several indexed modules declare (`Core.Logger`, `Analytics.Logger`,
  /// also inside `[Logger]`), or a name a component's own scope declares, which hides a workspace type of that name
  /// inside the component's extensions (see `memberTypeNamesOfComponents()`: a workspace type `Parent` beside a
  /// subcomponent is `App.Parent`).
  package func spelling(of key: BindingKey) -> String {
    guard key.type != key.display else { return key.display }
    let head = TypeResolver.head(of: key.display)
    if head.utf8.count == key.display.utf8.count {
      guard resolver.declarationCount(of: head) > 1 || isMemberTypeName(head) else { return key.display }
      return key.type
    }
    for name in TypeResolver.names(in: key.display)
    where resolver.declarationCount(of: name) > 1 || isMemberTypeName(name) {
      return key.type
    }
    return key.display
  }

  /// The types Sword declares inside a component's extension when test overrides are on.
  package static let overridesTypeName = "Overrides"
  /// The associated type `Sword.Subcomponent` declares, which every subcomponent has as a member.
  package static let parentTypeName = "Parent"

  private func isMemberTypeName(_ name: String) -> Bool {
    lookup.memberTypeNames.contains(name) || (testOverrides && name == Self.overridesTypeName)
  }

  /// Every name that member lookup inside a component's extension finds before a top-level type: the generated
  /// accessors, factories and `Overrides` live there, so a workspace type written by such a name would mean the
  /// member instead (`AppComponent.Logger`, not the `Logger` the binding is). These are the types and typealiases
  /// declared in a component's body or its extensions, in any module, and `Parent`, which `Sword.Subcomponent`
  /// declares; `Overrides` is added while test overrides are on (``testOverrides`` is set after the graph is built).
  private func memberTypeNamesOfComponents() -> Set<String> {
    guard !components.isEmpty else { return [] }
    var names: Set<String> = components.values.contains { $0.parent != nil } ? [Self.parentTypeName] : []
    let componentNames = Set(components.values.map(\.declaration.name))
    for index in resolver.indexes {
      for type in [index.types, index.scannedTypes].joined() {
        guard let dot = type.name.utf8.firstIndex(of: UInt8(ascii: ".")),
          componentNames.contains(String(type.name[..<dot]))
        else { continue }
        let member = type.name[type.name.index(after: dot)...]
        if !member.utf8.contains(UInt8(ascii: ".")) { names.insert(String(member)) }
      }
    }
    return names
  }

  /// ``spelling(of:)`` where generated code writes a type (an accessor's, a parameter's): a protocol is spelled
  /// as an existential, `any Store` (also inside `Store?` and `[Store]`), so that the code compiles with the
  /// upcoming feature `ExistentialAny`.
  package func typeSpelling(of key: BindingKey) -> String {
    ExistentialSpelling.apply(spelling(of: key), canonical: key.type, isProtocol: resolver.isProtocol)
  }

  /// Component names, sorted: the order of everything Sword prints and writes.
  package var componentNames: [String] { components.keys.sorted() }

  /// The components from `name` up to its root: `[LoginComponent, AppComponent]`.
  package func ancestry(of name: String) -> [String] {
    lookup.ancestries[name] ?? []
  }

  /// The binding that satisfies `key` when requested in `component`: the component's own, else its parent's, and so
  /// on. `depth` is how many parents up it lives (0 = the component itself).
  package func resolve(_ key: BindingKey, in component: String) -> (binding: Binding, depth: Int)? {
    guard let number = lookup.numbers[component] else { return nil }
    for (depth, ancestor) in lookup.ancestryNumbers[number].enumerated() {
      if let binding = lookup.firstBindings[ancestor][key] { return (binding, depth) }
    }
    // Nothing binds it: a component of the ancestry answers for itself, its parent for a subcomponent's factory.
    guard let name = lookup.componentsByKey[key], let ancestry = lookup.ancestries[component] else { return nil }
    if let depth = ancestry.firstIndex(of: name), let binding = lookup.componentBindings[name] {
      return (binding, depth)
    }
    if let parent = components[name]?.parent, let depth = ancestry.firstIndex(of: parent),
      let binding = lookup.factoryBindings[name]
    {
      return (binding, depth)
    }
    return nil
  }

  /// The component whose type is `key`, if it is one.
  package func componentName(of key: BindingKey) -> String? { lookup.componentsByKey[key] }

  /// What answers a request of the subcomponent `child`'s factory in its parent.
  package func factoryBinding(of child: String) -> Binding? { lookup.factoryBindings[child] }

  /// Every binding registered to `component`, one per key, sorted by key.
  package func bindings(of component: String) -> [Binding] {
    lookup.sortedBindings[component] ?? []
  }
}
