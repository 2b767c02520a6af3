/// Scopes that cannot work on the binding they are written on.
enum ScopeProblems {
  static func check(_ binding: Binding) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    if let scope = binding.scope, binding.isAssisted {
      var notes: [Diagnostic.Note] = []
      if case .dependency(let dependency, _) = binding.source, let location = dependency.scopeLocation {
        notes.append(.init("scoped .\(scope.rawValue) here", at: location))
      }
      notes += binding.assistedParameters.map { .init("'\($0.name)' is @Assisted here", at: $0.location) }
      diagnostics.append(
        Diagnostic(
          .scopedAssisted,
          "'\(binding.key)' is scoped and has @Assisted parameters; a scoped instance is made once, so it cannot take "
            + "arguments from its caller. Remove 'scopedWith:' or the @Assisted parameters",
          at: binding.location, notes: notes))
    }
    if binding.scope == .weakReference, case .dependency(let dependency, _) = binding.source,
      dependency.kind == .struct || dependency.kind == .enum
    {
      diagnostics.append(
        Diagnostic(
          .weakReferenceValueType,
          "'\(dependency.name)' is a \(dependency.kind.rawValue); .weakReference needs a class. Use .single or make it a class",
          at: dependency.scopeLocation ?? binding.location,
          notes: [.init("'\(dependency.name)' is declared here", at: dependency.location)]))
    }
    return diagnostics
  }
}
