/// One error per missing type, not one per request: every parameter that asks for a type nothing binds becomes a
/// note of a single `Sword/MissingBinding` error, located at the first of them (in file order), whose advice is for
/// the component all the requesters can see, their closest common ancestor, rather than for the first requester.
///
/// ```
/// Bindings.swift:9:31: error: [Sword/MissingBinding] 'APIClient' has no binding in LoginComponent and SettingsComponent; …
///     APIClient is injected at
///         [LoginComponent] LoginViewModel.init(apiClient:)
///     …
/// Bindings.swift:14:29: note: 'APIClient' is also injected at [SettingsComponent] SettingsViewModel.init(apiClient:)
/// ```
enum MissingRequests {
  /// A parameter nothing answers, with the chain that reaches its binding.
  struct Request {
    var requester: Binding
    var parameter: ParameterDeclaration
    var chain: [String]
  }

  static func diagnostics(
    _ missing: [BindingKey: [Request]], graph: BindingGraph, advisor: MissingBindingAdvisor
  ) -> [Diagnostic] {
    missing.keys.sorted().compactMap { key in
      let requests = missing[key]!.sorted { $0.parameter.location < $1.parameter.location }
      guard let first = requests.first else { return nil }
      var components: [String] = []
      for request in requests where !components.contains(request.requester.component) {
        components.append(request.requester.component)
      }
      let shared = commonAncestor(of: components, graph: graph) ?? first.requester.component
      let advice = advisor.advice(for: key, in: shared, askedIn: components.sorted())
      let others: [Diagnostic.Note] = requests.dropFirst().map { request in
        .init(
          "'\(key)' is also injected at [\(request.requester.component)] \(request.requester.constructorDescription)",
          at: request.parameter.location)
      }
      return Diagnostic(
        .missingBinding, advice.message, at: first.parameter.location, detail: first.chain,
        notes: others + advice.notes)
    }
  }

  /// The closest component that is `components`' own or an ancestor of each (`nil` across component trees).
  static func commonAncestor(of components: [String], graph: BindingGraph) -> String? {
    guard let first = components.first else { return nil }
    let others = components.dropFirst().map { Set(graph.ancestry(of: $0)) }
    return graph.ancestry(of: first).first { candidate in others.allSatisfy { $0.contains(candidate) } }
  }
}
