/// How a `@Provider` contributes to a multibinding: `@IntoArray` and `@IntoSet` add its value to `[T]` or `Set<T>`,
/// `@IntoMap(key:)` adds it under a key to `[Key: T]`, where `T` is the provider's return type.
public struct Contribution: Codable, Hashable, Sendable {
  public enum Kind: String, Codable, Hashable, Sendable {
    case array, set, map
  }

  /// A map contribution's key: the expression as written (a string or integer literal, or `Type.member`), and the
  /// key's type (`String`, `Int`, or the `Type` of `Type.member`).
  public struct MapKey: Codable, Hashable, Sendable {
    public var expression: String
    public var type: TypeReference
    public init(expression: String, type: TypeReference) {
      self.expression = expression
      self.type = type
    }
  }

  public var kind: Kind
  /// For `@IntoMap(key:)` only.
  public var mapKey: MapKey?
  /// Where the attribute is written.
  public var location: SourceLocation

  public init(kind: Kind, mapKey: MapKey? = nil, location: SourceLocation) {
    self.kind = kind
    self.mapKey = mapKey
    self.location = location
  }

  /// The attribute as written: `@IntoArray`, `@IntoMap(key: "login")`.
  public var attributeDescription: String {
    switch kind {
    case .array: "@IntoArray"
    case .set: "@IntoSet"
    case .map: "@IntoMap(key: \(mapKey?.expression ?? "?"))"
    }
  }
}
