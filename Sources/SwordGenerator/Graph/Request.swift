import SwordNaming

/// What one parameter of an `@Injected` initializer or a `@Provider` asks the graph for: a key, and how the value is
/// handed over, by the parameter's type:
///
/// - `clock: Clock`: `.instance` of `Clock`;
/// - `exporter: Lazy<Exporter>`: `.lazy`, made on first use;
/// - `makeTask: Provider<DownloadTask>`: `.provider`, asked again on each `get()`;
/// - `owner: Weak<AppCoordinator>`: `.weak`, a weak reference to a scoped instance;
/// - `tracer: Tracer?`: `.optional`, `nil` when nothing binds `Tracer`;
/// - `@Named(BaseURL.self) baseURL: URL`: `.instance` of the key `URL` qualified by `BaseURL`;
/// - `makeDetail: @escaping (String) -> Detail`: `.factory` of `Detail`, an assisted type (or a subcomponent);
/// - `database: AsyncLazy<Database>`: `.asyncLazy`, made on the first `await value`.
package struct Request: Hashable, Sendable {
  package enum Kind: String, Hashable, Sendable {
    case instance, lazy, provider, weak, optional, factory, asyncLazy, asyncProvider
  }

  package var key: BindingKey
  package var kind: Kind
  package var parameter: ParameterDeclaration
  /// The closure type of a `.factory` request.
  package var factory: FactoryType?

  /// `Lazy`, `Provider`, factories and their async forms create their value after the requester exists, so they
  /// break a dependency cycle, and the requester does not take the value's effects.
  package var isDeferred: Bool {
    switch kind {
    case .lazy, .provider, .factory, .asyncLazy, .asyncProvider: true
    case .instance, .weak, .optional: false
    }
  }
}

extension BindingGraph {
  /// What `parameter` (of a binding of `component`) asks for. `T?` asks for a binding of `T?` when one is visible
  /// from `component`, else for `T`, injected as `nil` when nothing binds it.
  package func request(for parameter: ParameterDeclaration, in component: String) -> Request {
    let tag = parameter.qualifier.map(key(for:))
    let text = parameter.type.text
    func inner(_ spelled: String) -> BindingKey {
      key(for: TypeReference(spelled, at: parameter.type.location)).qualified(by: tag)
    }
    // Most parameters are plain types: only text ending in `>` can be a wrapper, only `?` or `>` an optional.
    let last = text.utf8.last
    if last == UInt8(ascii: ">") {
      for (kind, names) in Self.wrappers {
        if let arguments = TypeText.genericArguments(of: text, named: names), arguments.count == 1 {
          return Request(key: inner(arguments[0]), kind: kind, parameter: parameter)
        }
      }
    }
    let whole = key(for: parameter.type).qualified(by: tag)
    // `(String) -> Detail`: a factory, unless something binds the closure type itself.
    if let factory = FactoryType(TypeResolver.requestedType(text)), resolve(whole, in: component) == nil {
      var request = Request(key: inner(factory.result), kind: .factory, parameter: parameter)
      request.factory = factory
      return request
    }
    if last == UInt8(ascii: "?") || last == UInt8(ascii: ">"), let wrapped = Self.optionalWrapped(text),
      resolve(whole, in: component) == nil
    {
      return Request(key: inner(wrapped), kind: .optional, parameter: parameter)
    }
    return Request(key: whole, kind: .instance, parameter: parameter)
  }

  func computeRequests(of binding: Binding) -> [Request] {
    binding.parameters.filter { !$0.isAssisted }.map { request(for: $0, in: binding.component) }
  }

  private static let wrappers: [(Request.Kind, [String])] = [
    (.lazy, ["Lazy", "Sword.Lazy"]), (.provider, ["Provider", "Sword.Provider"]), (.weak, ["Weak", "Sword.Weak"]),
    (.asyncLazy, ["AsyncLazy", "Sword.AsyncLazy"]), (.asyncProvider, ["AsyncProvider", "Sword.AsyncProvider"]),
  ]

  /// `T` for `T?` or `Optional<T>` (`any P` for `(any P)?`); `nil` for anything else.
  static func optionalWrapped(_ text: String) -> String? {
    // `(Int) -> String?` is a function returning an optional, not an optional.
    guard TypeTextParts.split(text, separator: "-").count == 1 else { return nil }
    var wrapped: String
    if text.hasSuffix("?") {
      wrapped = String(text.dropLast())
    } else if let arguments = TypeText.genericArguments(of: text, named: ["Optional", "Swift.Optional"]),
      arguments.count == 1
    {
      wrapped = arguments[0]
    } else {
      return nil
    }
    if wrapped.hasPrefix("("), wrapped.hasSuffix(")"),
      TypeTextParts.split(String(wrapped.dropFirst().dropLast())).count <= 1
    {
      wrapped = TypeTextParts.trimmed(String(wrapped.dropFirst().dropLast()))
    }
    return wrapped.isEmpty ? nil : wrapped
  }
}
