/// Types that hide a module the generated code must name. The generated code and the code Sword's macros write
/// qualify names with `Sword.` (`Sword.ComponentStorage`, `Sword.Lazy`), and a type two modules declare with its
/// module's name (`Networking.Logger` beside `Analytics.Logger`); a type called `Sword`, or called like such a
/// module (a `Networking` type in module `Networking`), makes `Sword.` or `Networking.` mean that type instead, and
/// the code would not compile. Each such type is reported where it is declared.
enum ShadowedModules {
  static func problems(in graph: BindingGraph) -> [Diagnostic] {
    var qualifiers: [String: String] = ["Sword": "Sword.ComponentStorage"]
    if graph.testOverrides { qualifiers["Swift"] = "Swift.unsafeDowncast" }
    for name in graph.generatedComponentNames {
      for binding in graph.bindings(of: name) {
        var keys = [binding.key]
        switch binding.source {
        case .dependency(let dependency, _):
          keys.append(graph.key(declared: dependency.name, in: dependency.moduleName))
        case .provider(let module, _): keys.append(graph.key(declared: module.name, in: module.moduleName))
        case .argument, .multibinding, .component, .subcomponentFactory: break
        }
        for key in keys {
          let spelled = graph.spelling(of: key)
          guard spelled != key.display, let dot = spelled.firstIndex(of: ".") else { continue }
          let module = String(spelled[..<dot])
          if qualifiers[module] == nil { qualifiers[module] = spelled }
        }
      }
    }
    var diagnostics: [Diagnostic] = []
    for index in graph.resolver.indexes {
      for type in [index.types, index.scannedTypes].joined() where !type.name.utf8.contains(UInt8(ascii: ".")) {
        guard let example = qualifiers[type.name] else { continue }
        diagnostics.append(
          Diagnostic(
            .shadowedModule,
            "the \(type.kind.rawValue) '\(type.name)' hides the module '\(type.name)' wherever both are visible, and "
              + "the generated code must write '\(example)'; rename the \(type.kind.rawValue)",
            at: type.location))
      }
    }
    // A type found both parsed and scanned is reported once.
    return Array(Set(diagnostics))
  }
}
