/// What a binding provides and a parameter asks for: a type, spelled canonically (see ``TypeText``), with the
/// declaring module's name dropped when the user qualified it (`Core.UserRepository` is `UserRepository`).
public struct BindingKey: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  public var type: String

  public init(_ type: String) { self.type = type }

  public var description: String { type }

  public static func < (lhs: BindingKey, rhs: BindingKey) -> Bool { lhs.type < rhs.type }
}
