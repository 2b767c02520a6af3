/// One injection in an ``ExportGraph``: the value of node `from` is passed to node `to` as `parameter`.
///
/// `AppComponent/APIClient` → `AppComponent/UserRepository`, parameter `apiClient`: the repository's `@Injected`
/// init receives the API client.
public struct ExportEdge: Codable, Hashable, Sendable {
  /// The node injected (the dependency).
  public var from: String
  /// The node that receives it (the dependent).
  public var to: String
  /// The parameter's label as callers write it (`apiClient`, `_`).
  public var parameter: String

  /// An edge made from its parts.
  public init(from: String, to: String, parameter: String) {
    self.from = from
    self.to = to
    self.parameter = parameter
  }
}
