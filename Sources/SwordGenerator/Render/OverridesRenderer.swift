import SwordNaming

/// With `test_overrides: true`, each component gets, in DEBUG builds only, an `Overrides` struct with one optional
/// member per binding, an `init(<arguments>, overrides:)`, and a check at the top of every accessor.
/// From `Fixtures/Tour/Sources/TourApp/Sword.generated.swift`:
///
/// ```swift
/// var apiClient: any APIClient {
///   #if DEBUG
///   if let override = _swordOverrides?.apiClient { return override }
///   #endif
///   return _swordStorage.single(0x435C_741F) { HTTPClient(config: self.config) }
/// }
/// ```
///
/// A test then writes (from `Fixtures/Tour/Tests/TourAppTests/FeedTests.swift`):
///
/// ```swift
/// let app = AppComponent(config: Config(baseURL: "unused"), overrides: .init(apiClient: FakeAPIClient()))
/// ```
///
/// Naming a binding that does not exist does not compile; release builds contain none of it.
enum OverridesRenderer {
  /// What an accessor checks: the member's name, and the assisted arguments to pass to an override closure.
  struct Check {
    var name: String
    var arguments: [String]
  }

  static func check(_ binding: Binding, graph: BindingGraph) -> Check? {
    if case .argument = binding.source { return nil }
    // Compiled only where overrides are not (`#else` of `#if DEBUG`): nothing to replace.
    if binding.condition.contains("!DEBUG") { return nil }
    return Check(
      name: binding.accessorName,
      arguments: AssistedSignature.forwardedLocals(binding.assistedParameters, graph: graph))
  }

  /// The accessor's body: the override when a test set one, else `body`. `outer`: the conditions the accessor is
  /// already under (its binding's and its component's); under `DEBUG`, the check needs no `#if` of its own.
  static func write(_ check: Check, body: String, outer: [String] = [], into writer: inout SwiftWriter) {
    let call = check.arguments.isEmpty ? "" : "(\(check.arguments.joined(separator: ", ")))"
    writer.conditional(["DEBUG"], outside: outer) {
      $0.line("if let override = _swordOverrides?.\(check.name) { return override\(call) }")
    }
    writer.line("return \(body)")
  }

  /// The `Overrides` struct, the initializer taking it and the box that keeps it in the component's storage.
  /// `isShared`: the accessors are in other files too (the code is split in parts), so the overrides they read are
  /// not `fileprivate`.
  static func render(
    _ node: ComponentNode, bindings: [Binding], graph: BindingGraph,
    isShared: Bool = false, into writer: inout SwiftWriter
  ) {
    let component = Renderer.componentSpelling(node.declaration, graph: graph)
    var parameters: [(name: String, type: String)] = []
    if let parent = node.parent, let parentNode = graph.components[parent] {
      parameters.append(("parent", Renderer.componentSpelling(parentNode.declaration, graph: graph)))
    }
    parameters += FactoryParameters.initializerArguments(of: node.declaration, graph: graph)
    writer.line()
    let componentCondition = node.declaration.condition
    writer.line("#if " + ConditionText.joined(["DEBUG"] + componentCondition))
    writer.block("extension \(component)") { writer in
      writer.line(
        "/// Bindings a test replaces: `\(node.name)(…, overrides: .init(someBinding: fake))`. DEBUG builds only.")
      writer.block("struct Overrides") { writer in
        for binding in bindings {
          guard let check = check(binding, graph: graph) else { continue }
          let type = graph.typeSpelling(of: binding.key)
          let assisted = binding.assistedParameters.map { FactoryParameters.closureType(of: $0, graph: graph) }
          let isolation = graph.isMainActor(binding) ? "@MainActor " : ""
          let member =
            binding.assistedParameters.isEmpty
            ? type : "\(isolation)(\(assisted.joined(separator: ", "))) -> \(type)"
          // A binding under `#if` has its member under the same condition.
          writer.conditional(binding.condition, outside: ["DEBUG"] + componentCondition) {
            $0.line("var \(check.name): \(optional(member)) = nil")
          }
        }
      }
      writer.line()
      writer.line(
        "/// Makes the component with `overrides`: its accessors return those that are set and build the rest "
          + "as usual.")
      let list = (parameters.map { "\($0.name): \($0.type)" } + ["overrides: Overrides"]).joined(separator: ", ")
      // Members of an extension in another module do not take the class's isolation: say it.
      let componentIsolation = node.declaration.isMainActor ? "@MainActor " : ""
      writer.block("\(componentIsolation)convenience init(\(list))") { writer in
        writer.line("self.init(\(parameters.map { "\($0.name): \($0.name)" }.joined(separator: ", ")))")
        writer.line("_swordStorage.setOverrides(Sword.OverridesBox(overrides))")
      }
      writer.line()
      let isShared = isShared || graph.overridesAreShared
      writer.block("\(componentIsolation)\(isShared ? "" : "fileprivate ")var _swordOverrides: Overrides?") { writer in
        writer.line(
          "_swordStorage.overrides.map { Swift.unsafeDowncast($0, to: Sword.OverridesBox<Overrides>.self).values }")
      }
    }
    writer.line("#endif")
  }

  /// `type` made optional with `?`, which no workspace type can shadow (`Optional<…>` can be): in parentheses
  /// when `?` would bind to less than the whole type (`(any APIClient)?`, `((Int) -> Box)?`).
  static func optional(_ type: String) -> String {
    let needsParentheses =
      type.hasPrefix("any ") || type.hasPrefix("some ") || type.hasPrefix("@")
      || TypeTextParts.split(type, separator: "->").count > 1 || TypeTextParts.split(type, separator: "&").count > 1
    return needsParentheses ? "(\(type))?" : type + "?"
  }
}
