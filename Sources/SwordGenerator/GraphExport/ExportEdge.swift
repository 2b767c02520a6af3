/// One injection in an ``ExportGraph``: the value of node `from` is passed to node `to` as `parameter`.
///
/// `AppComponent/APIClient` → `AppComponent/UserRepository`, parameter `apiClient`: the repository's `@Injected`
/// init receives the API client.
package struct ExportEdge: Codable, Hashable, Sendable {
  /// How the parameter receives the value: the instance itself, or wrapped.
  package enum Kind: String, Codable, Hashable, Sendable {
    /// `apiClient: APIClient`: the instance, made when the receiver is.
    case direct
    /// `renderer: Lazy<Renderer>`: made on first use, then kept.
    case lazy
    /// `makeTask: Provider<Task>`: a new value on each call.
    case provider
    /// `owner: Weak<Coordinator>`: a weak reference to a scoped instance.
    case weak
    /// `tracer: Tracer?`: the instance when something binds it, else `nil`.
    case optional
    /// `makeDetail: (String) -> Detail`: a new value on each call, with the caller's arguments.
    case factory
  }

  /// The node injected (the dependency).
  package var from: String
  /// The node that receives it (the dependent).
  package var to: String
  /// The parameter's label as callers write it (`apiClient`, `_`).
  package var parameter: String
  /// How the parameter receives the value.
  package var kind: Kind

  /// An edge made from its parts.
  package init(from: String, to: String, parameter: String, kind: Kind = .direct) {
    self.from = from
    self.to = to
    self.parameter = parameter
    self.kind = kind
  }

  private enum CodingKeys: String, CodingKey { case from, to, parameter, kind }

  /// Reads an edge; one written before `kind` existed is `direct`.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    from = try container.decode(String.self, forKey: .from)
    to = try container.decode(String.self, forKey: .to)
    parameter = try container.decode(String.self, forKey: .parameter)
    kind = try container.decodeIfPresent(Kind.self, forKey: .kind) ?? .direct
  }

  /// The parameter as the pictures label the edge: `apiClient`, `Lazy renderer`, `Weak owner`.
  package var label: String {
    switch kind {
    case .direct, .optional: parameter
    case .lazy: "Lazy \(parameter)"
    case .provider: "Provider \(parameter)"
    case .weak: "Weak \(parameter)"
    case .factory: "Factory \(parameter)"
    }
  }
}
