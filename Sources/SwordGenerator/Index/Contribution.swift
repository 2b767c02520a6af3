/// How a `@Provider` contributes to a multibinding: `@IntoArray` and `@IntoSet` add its value to `[T]` or `Set<T>`,
/// `@IntoMap(key:)` adds it under a key to `[Key: T]`, where `T` is the provider's return type.
package struct Contribution: Hashable, Sendable {
  package enum Kind: String, Hashable, Sendable {
    case array, set, map
  }

  /// A map contribution's key: the expression as written (a string or integer literal, or `Type.member`), and the
  /// key's type (`String`, `Int`, or the `Type` of `Type.member`).
  package struct MapKey: Hashable, Sendable {
    package var expression: String
    package var type: TypeReference
    package init(expression: String, type: TypeReference) {
      self.expression = expression
      self.type = type
    }
  }

  package var kind: Kind
  /// For `@IntoMap(key:)` only.
  package var mapKey: MapKey?
  /// Where the attribute is written.
  package var location: SourceLocation

  package init(kind: Kind, mapKey: MapKey? = nil, location: SourceLocation) {
    self.kind = kind
    self.mapKey = mapKey
    self.location = location
  }

  /// The attribute as written: `@IntoArray`, `@IntoMap(key: "login")`.
  package var attributeDescription: String {
    switch kind {
    case .array: "@IntoArray"
    case .set: "@IntoSet"
    case .map: "@IntoMap(key: \(mapKey?.expression ?? "?"))"
    }
  }
}
