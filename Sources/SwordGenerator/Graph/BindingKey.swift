/// What a binding provides and a parameter asks for: a type, identified by the module that declares it
/// (`Storage.UserRepository`), and shown as the user wrote it (`UserRepository`). Two keys are equal when they name
/// the same type, whatever the spelling; `any P` and `P` are the same key.
public struct BindingKey: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  /// The canonical identity: module-qualified for types declared in the workspace, as written otherwise.
  public var type: String
  /// How the type was written, for messages and generated code.
  public var display: String

  public init(_ type: String, display: String? = nil) {
    self.type = type
    self.display = display ?? type
  }

  public var description: String { display }

  public static func == (lhs: BindingKey, rhs: BindingKey) -> Bool { lhs.type == rhs.type }
  public func hash(into hasher: inout Hasher) { hasher.combine(type) }
  public static func < (lhs: BindingKey, rhs: BindingKey) -> Bool { lhs.type < rhs.type }
}
