/// InjectGrail's rule: a standard-library value type (`String`, `Int`, `Bool`, `URL`…) means nothing by its type
/// alone, so binding or injecting one without a qualifier is a warning; `@Named(Tag.self)` (or
/// `Qualified<Tag, Value>` for a component argument) silences it.
enum PrimitiveGuard {
  /// The types that are never resolved by type alone, as written or module-qualified.
  static let primitives: Set<String> = [
    "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
    "UInt32", "UInt64", "Double", "Float", "Float80", "CGFloat", "Decimal", "Date", "Data", "URL", "UUID",
    "TimeInterval",
  ]

  static func isPrimitive(_ key: BindingKey) -> Bool {
    guard key.qualifier == nil else { return false }
    var type = key.type
    for module in ["Swift.", "Foundation.", "CoreGraphics."] where type.hasPrefix(module) {
      type.removeFirst(module.count)
    }
    return primitives.contains(type)
  }

  /// `an Int`, `a String`, and by sound `a URL`, `a UUID`, `a UInt` (their `U` is said "you").
  static func article(_ type: String) -> String {
    ("AEIO".contains(type.first ?? "x") ? "an " : "a ") + type
  }

  /// A warning for the binding itself when it provides an unqualified primitive, and one for each parameter of it
  /// that asks for one.
  static func check(_ binding: Binding, graph: BindingGraph) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    if isPrimitive(binding.key), binding.multibinding == nil {
      let fix: String
      switch binding.source {
      case .argument: fix = "declare the argument as 'Qualified<SomeTag, \(binding.key.display)>.self'"
      default: fix = "add '@Named(SomeTag.self)' here and to the parameters that ask for it"
      }
      diagnostics.append(
        Diagnostic(
          .unqualifiedPrimitive,
          "'\(binding.key)' is bound to \(binding.component) without a qualifier; \(article(binding.key.display)) means "
            + "nothing by its type alone: \(fix)",
          at: binding.location, severity: .warning))
    }
    for request in graph.answers(of: binding).map(\.request) where isPrimitive(request.key) {
      diagnostics.append(
        Diagnostic(
          .unqualifiedPrimitive,
          "'\(request.parameter.name)' asks for \(article(request.key.display)) by its type alone; mark the parameter "
            + "'@Named(SomeTag.self)' and qualify the binding it means the same way",
          at: request.parameter.location, severity: .warning))
    }
    return diagnostics
  }
}
