import SwordNaming

/// What a factory takes, spelled the same way wherever it is written: in the generated code (a subcomponent's
/// factory method, an assisted factory, the test overrides) and in the messages that say which factory type to
/// write. A subcomponent's factory takes its `arguments:`; an assisted factory its `@Assisted` parameters.
///
/// ```swift
/// // @Subcomponent(of: AppComponent.self, arguments: [Qualified<BaseURL, URL>.self])
/// FactoryParameters.initializerArguments(of: session, graph: graph)  // [(name: "baseURL", type: "URL")]
/// ```
enum FactoryParameters {
  /// The parameters the `@Component` / `@Subcomponent` macro gives a component's initializer for its `arguments:`
  /// (after `parent:`): each argument's stored name and type, `Value` for `Qualified<Tag, Value>`.
  static func initializerArguments(of component: ComponentDeclaration, graph: BindingGraph) -> [(
    name: String, type: String
  )] {
    component.arguments.map { argument in
      (AccessorName.forArgument(argument.text), graph.typeSpelling(of: graph.key(for: storedType(of: argument))))
    }
  }

  /// The type an `arguments:` entry is stored as: `Value` for `Qualified<Tag, Value>`, else the entry itself.
  static func storedType(of argument: TypeReference) -> TypeReference {
    QualifiedArgument(argument.text).map { TypeReference($0.value, at: argument.location) } ?? argument
  }

  /// An assisted parameter's type in the factory: as written when it carries what belongs to the parameter
  /// (`@escaping`, `@autoclosure`, `sending`, `borrowing`, `some P`, `T!`), else as the graph spells the type
  /// (module-qualified when two modules declare the name).
  static func functionType(of parameter: ParameterDeclaration, graph: BindingGraph) -> String {
    let text = parameter.type.text
    if TypeResolver.parameterSpecifiers.contains(where: { text.hasPrefix($0) }) || text.hasPrefix("some ")
      || text.hasSuffix("!")
    {
      return text
    }
    return graph.typeSpelling(of: graph.key(for: parameter.type))
  }

  /// The parameter's type inside a function type, where `some P` and `T!` cannot be written: `any P` and `T?`.
  static func closureType(of parameter: ParameterDeclaration, graph: BindingGraph) -> String {
    var text = functionType(of: parameter, graph: graph)
    if text.hasPrefix("some ") { text = "any " + text.dropFirst("some ".count) }
    if text.hasSuffix("!"), TypeTextParts.split(text, separator: "-").count == 1 { text = text.dropLast() + "?" }
    return text
  }
}
