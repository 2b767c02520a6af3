import SwiftSyntax
import SwiftSyntaxBuilder
import SwordNaming
import SwordSyntaxRules

/// The members `@Component` and `@Subcomponent` add: a stored `let` for the parent and each argument, the
/// storage for scoped instances, and the initializer that sets them.
enum ComponentMembers {
  static func make(for attribute: ComponentAttributeArguments, access: String) -> [DeclSyntax] {
    let stored =
      (attribute.parent.map { [(name: "parent", type: $0.typeText)] } ?? [])
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
    return members + compatibilityMembers(for: attribute, access: access)
  }

  /// rockname/sword's spellings of the stored arguments where its naming rule gives another usable name
  /// (`urL` for `url`, see `AccessorName.rocknameSpelling(forType:)`): a deprecated property for each, and for a
  /// root component a deprecated `init` with those labels, so that code written for it compiles unchanged. (A
  /// subcomponent is made by its parent's `make…` factory, which the generated code aliases the same way.)
  static func compatibilityMembers(for attribute: ComponentAttributeArguments, access: String) -> [DeclSyntax] {
    let taken = Set(attribute.arguments.map(\.name) + ["parent", "_swordStorage"])
    var aliases: [(alias: String, argument: ComponentArgument)] = []
    for argument in attribute.arguments {
      guard QualifiedArgument(argument.typeText) == nil,
        let alias = AccessorName.rocknameSpelling(forType: argument.typeText), !taken.contains(alias),
        !aliases.contains(where: { $0.alias == alias })
      else { continue }
      aliases.append((alias, argument))
    }
    guard !aliases.isEmpty else { return [] }
    var members: [DeclSyntax] = aliases.map { alias, argument in
      """
      @available(*, deprecated, renamed: "\(raw: argument.name)", message: "rockname/sword's spelling; Sword names it '\(raw: argument.name)'")
      \(raw: access)var \(raw: alias): \(raw: argument.storedType) {
      self.\(raw: argument.name)
      }
      """
    }
    guard attribute.parent == nil else { return members }
    let label = { (argument: ComponentArgument) in
      aliases.first { $0.argument.name == argument.name }?.alias ?? argument.name
    }
    let parameters = attribute.arguments.map { "\(label($0)): \($0.storedType)" }.joined(separator: ", ")
    let forwarded = attribute.arguments.map { "\($0.name): \(label($0))" }.joined(separator: ", ")
    let sword = "init(" + attribute.arguments.map { "\($0.name):" }.joined() + ")"
    members.append(
      """
      @available(*, deprecated, renamed: "\(raw: sword)", message: "rockname/sword's argument labels; Sword's are \(raw: sword)")
      \(raw: access)convenience init(\(raw: parameters)) {
      self.init(\(raw: forwarded))
      }
      """
    )
    return members
  }
}
