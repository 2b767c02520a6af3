/// How an assisted parameter is written in the generated factory, in the closure-typed property that lets callers
/// leave the labels out (rockname/sword's shape), and in the call that passes it on. From `Fixtures/Tour/Sources/TourApp/Sword.generated.swift`:
///
/// ```swift
/// func postViewModel(postID: Int) -> PostViewModel {
///   #if DEBUG
///   if let override = _swordOverrides?.postViewModel { return override(postID) }
///   #endif
///   return PostViewModel(postID: postID, api: self.parent.apiClient)
/// }
///
/// var postViewModel: (_ postID: Int) -> PostViewModel {
///   { self.postViewModel(postID: $0) }
/// }
/// ```
enum AssistedSignature {
  /// The expression that passes `value` (the parameter's own name, or `$0`) on to a parameter of the same form:
  /// an `@autoclosure` is called, so that the callee wraps the call again.
  static func forwarded(_ parameter: ParameterDeclaration, value: String) -> String {
    parameter.type.text.hasPrefix("@autoclosure ") ? "\(value)()" : value
  }

  /// What a factory's body passes on for `parameters`, in order: each one's local name (see
  /// ``localName(of:among:graph:)``), an `@autoclosure` called.
  static func forwardedLocals(_ parameters: [ParameterDeclaration], graph: BindingGraph) -> [String] {
    parameters.map { forwarded($0, value: localName(of: $0, among: parameters, graph: graph)) }
  }

  /// The factory's parameter list: `timer: Int, _ value: String`.
  ///
  /// One name serves as label and parameter name as the initializer writes it (a parameter named `default` keeps
  /// its backticks, which the parameter name needs); a label of its own needs none (`in value: Int`). The parameter
  /// name is ``localName(of:among:graph:)``'s, so the labels callers write stay the initializer's.
  static func parameterList(_ parameters: [ParameterDeclaration], graph: BindingGraph) -> String {
    parameters.map { parameter in
      let local = localName(of: parameter, among: parameters, graph: graph)
      let label = parameter.label.map(labelSpelling) ?? "_"
      let names = label == unescaped(local) ? local : "\(label) \(local)"
      return "\(names): \(FactoryParameters.functionType(of: parameter, graph: graph))"
    }.joined(separator: ", ")
  }

  /// An argument label as a call writes it: without backticks, which no keyword needs there.
  static func unescaped(_ label: String) -> String {
    SwiftName.unescaped(label)
  }

  /// A label as a declaration writes it: without backticks, but for the three keywords a label cannot be bare.
  private static func labelSpelling(_ label: String) -> String {
    let bare = unescaped(label)
    return ["inout", "var", "let"].contains(bare) || !SwiftIdentifier.isValid(bare) ? SwiftName.spelled(bare) : bare
  }

  /// The name an assisted parameter has inside the generated factory and in the closure type beside it: the
  /// initializer's own, unless the factory's body would take it for something else (`self`, the `override` of a
  /// test override, `Sword`, a module or a type of the workspace the body names, which a parameter of that name
  /// would hide); then that name with `_` added until it is unique among `parameters`. Callers never see it:
  /// the labels stay the initializer's: `@Assisted override: Bool` gives `func flags(override override_: Bool)`.
  static func localName(
    of parameter: ParameterDeclaration, among parameters: [ParameterDeclaration], graph: BindingGraph
  ) -> String {
    let bare = unescaped(parameter.name)
    guard isTaken(bare, graph: graph) else { return parameter.name }
    let others = Set(parameters.map { unescaped($0.name) })
    var local = bare + "_"
    while isTaken(local, graph: graph) || others.contains(local) { local += "_" }
    return SwiftName.spelled(local)
  }

  /// Whether a factory's body may use `name` for something other than a parameter.
  private static func isTaken(_ name: String, graph: BindingGraph) -> Bool {
    reservedLocals.contains(name) || graph.modules.contains(name) || graph.isDeclaredTypeName(SwiftName.spelled(name))
      || name.hasPrefix("_sword")
  }

  /// What generated bodies name themselves: `self`, the test override's `override`, the `component` a `@Sendable`
  /// factory captures, and the modules whose names qualify what they call.
  private static let reservedLocals: Set<String> = ["self", "Self", "super", "override", "component", "Sword", "Swift"]

  /// The closure type of the property: `(_ timer: Int, _ value: String) -> T`, `@MainActor` when the binding is,
  /// `async` / `throws` when its accessor is.
  static func closureType(
    _ parameters: [ParameterDeclaration], returning type: String, effects: Effects = [], isMainActor: Bool,
    graph: BindingGraph
  ) -> String {
    let list = parameters.map {
      "_ \(localName(of: $0, among: parameters, graph: graph)): \(FactoryParameters.closureType(of: $0, graph: graph))"
    }.joined(separator: ", ")
    return (isMainActor ? "@MainActor " : "") + "(\(list))\(effects.suffix) -> \(type)"
  }

  /// A call of `callee` passing a closure's arguments on with the factory's labels: `self.make(timer: $0, $1)`.
  static func forwardingCall(_ parameters: [ParameterDeclaration], to callee: String) -> String {
    "\(callee)(\(forwardedArguments(parameters)))"
  }

  /// `timer: $0, $1`: a closure's arguments, in order, with the labels of `parameters`.
  static func forwardedArguments(_ parameters: [ParameterDeclaration]) -> String {
    parameters.enumerated().map { position, parameter in
      let value = forwarded(parameter, value: "$\(position)")
      return parameter.label.map { "\(unescaped($0)): \(value)" } ?? value
    }.joined(separator: ", ")
  }

  /// Whether the factory needs the closure property beside it: callers can already leave the labels out when
  /// every assisted parameter is unlabelled (and a second way to call it would then be ambiguous).
  static func needsUnlabelledProperty(_ parameters: [ParameterDeclaration]) -> Bool {
    parameters.contains { $0.label != nil }
  }
}
