import SwiftSyntax
import SwiftSyntaxBuilder

/// The members `@Component` and `@Subcomponent` add: a stored `let` for the parent and each argument, the
/// storage for scoped instances, and the initializer that sets them.
enum ComponentMembers {
  static func make(for attribute: ComponentAttribute, access: String) -> [DeclSyntax] {
    let stored = (attribute.parent.map { [(name: "parent", type: $0.typeText)] } ?? [])
      + attribute.arguments.map { (name: $0.name, type: $0.storedType) }
    var members: [DeclSyntax] = stored.map { "\(raw: access)let \(raw: $0.name): \(raw: $0.type)" }
    members.append("\(raw: access)let _swordStorage: Sword.ComponentStorage")
    let parameters = stored.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
    let assignments = stored.map { "self.\($0.name) = \($0.name)\n" }.joined()
    members.append(
      """
      \(raw: access)init(\(raw: parameters)) {
      \(raw: assignments)self._swordStorage = Sword.ComponentStorage()
      }
      """
    )
    return members
  }
}
