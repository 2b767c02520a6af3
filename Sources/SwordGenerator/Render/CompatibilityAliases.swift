import SwordNaming

/// rockname/sword's spellings of the generated names where its naming rule gives a different, usable name
/// (`component.urL` for Sword's `component.url`, see `AccessorName.rocknameSpelling(forType:)`): each kept as a
/// deprecated member that forwards to Sword's, so that code written against rockname/sword compiles unchanged and
/// the compiler's fix-it (`renamed:`) moves it to Sword's name. Only for names Sword's own rule gave (not renamed to
/// resolve a collision), for accessors rockname/sword had (no async or throwing ones), and never over another name
/// the component has. The `@Component` and `@Subcomponent` macros do the same for stored arguments and `init`:
/// for an accessor `url`, `@available(*, deprecated, renamed: "url", …) var urL: URL { self.url }`
/// (`RocknameSpellingTests` builds and calls such aliases).
enum CompatibilityAliases {
  /// The alias of each of `bindings`' accessors (keyed by accessor name) that gets one.
  static func aliases(for bindings: [Binding], of node: ComponentNode, graph: BindingGraph) -> [String: String] {
    var taken: Set<String> = ["parent", "_swordStorage"]
    taken.formUnion(graph.bindings(of: node.name).map(\.accessorName))
    taken.formUnion(node.children.map { AccessorName.factoryName(forComponent: $0) })
    // The macros' aliases of the component's stored arguments.
    taken.formUnion(node.declaration.arguments.compactMap { AccessorName.rocknameSpelling(forType: $0.text) })
    var aliases: [String: String] = [:]
    for binding in bindings.sorted(by: { $0.accessorName < $1.accessorName }) {
      let assisted = binding.assistedParameters
      guard binding.key.qualifier == nil, binding.accessorName == AccessorName.forType(binding.key.display),
        graph.effects(of: binding).isEmpty, assisted.isEmpty || AssistedSignature.needsUnlabelledProperty(assisted),
        let alias = AccessorName.rocknameSpelling(forType: binding.key.display), taken.insert(alias).inserted
      else { continue }
      aliases[binding.accessorName] = alias
    }
    return aliases
  }

  /// The deprecation that points from rockname/sword's spelling to Sword's.
  static func attribute(renamedTo name: String) -> String {
    "@available(*, deprecated, renamed: \"\(name)\", message: \"rockname/sword's spelling; Sword names it '\(name)'\")"
  }

  /// `make<Child>` with rockname/sword's argument labels, when one of them differs from Sword's: the labels and
  /// whether any differs.
  static func factoryLabels(of child: ComponentDeclaration) -> [String]? {
    let labels = child.arguments.map { argument in
      QualifiedArgument(argument.text) == nil
        ? AccessorName.rocknameSpelling(forType: argument.text) ?? AccessorName.forArgument(argument.text)
        : AccessorName.forArgument(argument.text)
    }
    return labels == child.arguments.map({ AccessorName.forArgument($0.text) }) ? nil : labels
  }
}
