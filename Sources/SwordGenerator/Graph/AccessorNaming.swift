import SwordNaming

/// Keeps accessor names unique within a component. Sword's rule names an accessor after the last component of its
/// type (`Core.Logger` → `logger`); when two bindings of one component would get the same name (or a name the
/// component already uses, such as a subcomponent's `parent`), each of them that is not a component argument (whose
/// stored name the `@Component` macro fixes) is named after its whole qualified type instead (`coreLogger`,
/// `analyticsLogger`). Names that still collide are reported.
enum AccessorNaming {
  static func disambiguate(_ node: inout ComponentNode) -> [Diagnostic] {
    var reserved: Set<String> = ["_swordStorage"]
    if node.declaration.isSubcomponent { reserved.insert("parent") }
    // An accessor named like a type that the component's code constructs (`var lowerThing` beside
    // `lowerThing()`, or `日本語`, whose name has no case to change) would hide the type there: such an accessor
    // gets `Instance` after its name.
    // Names compared without backticks: the type `` `default` `` and the accessor `` `default` `` are one name.
    let constructed = Set(constructedNames(node).map(SwiftName.unescaped))
    for (key, bindings) in node.bindings where bindings.first?.isDeclaration == true {
      guard let name = bindings.first?.accessorName, constructed.contains(SwiftName.unescaped(name)) else {
        continue
      }
      let renamed = SwiftName.unescaped(name) + "Instance"
      for position in bindings.indices { node.bindings[key]![position].accessorName = renamed }
    }
    var keysByName: [String: [BindingKey]] = [:]
    for (key, bindings) in node.bindings {
      if let first = bindings.first { keysByName[first.accessorName, default: []].append(key) }
    }
    for (name, keys) in keysByName where keys.count > 1 || reserved.contains(name) {
      for key in keys where node.bindings[key]?.first?.isDeclaration == true {
        let qualified = AccessorName.forQualifiedType(key.qualifier ?? key.type)
        for position in node.bindings[key]!.indices { node.bindings[key]![position].accessorName = qualified }
      }
    }
    var seen: [String: Binding] = [:]
    var diagnostics: [Diagnostic] = []
    for key in node.bindings.keys.sorted() {
      guard let binding = node.bindings[key]?.first else { continue }
      if reserved.contains(binding.accessorName) || seen[binding.accessorName] != nil {
        let other = seen[binding.accessorName]
        diagnostics.append(
          Diagnostic(
            .accessorCollision,
            "'\(key)' would be '\(node.name).\(binding.accessorName)', a name "
              + (other.map { "'\($0.key)' already has" } ?? "the component already uses")
              + "; rename one of the types",
            at: binding.location, notes: other.map { [.init("'\($0.key)' is bound here", at: $0.location)] } ?? []))
      } else {
        seen[binding.accessorName] = binding
      }
    }
    return diagnostics
  }

  /// The first names of the types a component's accessors construct or call into: `@Dependency` types, modules of
  /// providers, child components.
  private static func constructedNames(_ node: ComponentNode) -> Set<String> {
    var names: Set<String> = Set(node.children.map { TypeResolver.head(of: $0) })
    for bindings in node.bindings.values {
      for binding in bindings {
        switch binding.source {
        case .argument, .component, .subcomponentFactory: break
        case .dependency(let dependency, _): names.insert(TypeResolver.head(of: dependency.name))
        case .provider(let module, _): names.insert(TypeResolver.head(of: module.name))
        case .multibinding(let multibinding):
          for element in multibinding.elements { names.insert(TypeResolver.head(of: element.module.name)) }
        }
      }
    }
    return names
  }
}
