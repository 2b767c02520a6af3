import SwiftSyntax
import SwordSyntaxRules

/// What only the indexer asks of attributes: whether a file is worth parsing, and main-actor isolation.
extension SwordAttribute {
  /// The bytes whose presence makes a file worth parsing: a file without any of them declares nothing for Sword.
  static let markers: [String] = [
    "@Component", "@Subcomponent", "@Dependency", "@Injected", "@Module", "@Provider", "@Sword.", "@Named", "@Into",
  ]

  /// Whether `attributes` holds `@MainActor` or `@_Concurrency.MainActor`. Compares tokens rather than each
  /// attribute's rendered text: it is asked for every type, extension and member indexed, and rendering makes a
  /// string each time.
  static func hasMainActor(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains { element in
      guard let name = element.as(AttributeSyntax.self)?.attributeName else { return false }
      if let identifier = name.as(IdentifierTypeSyntax.self) {
        return identifier.name.text == "MainActor" && identifier.genericArgumentClause == nil
      }
      guard let member = name.as(MemberTypeSyntax.self), member.name.text == "MainActor",
        member.genericArgumentClause == nil, let base = member.baseType.as(IdentifierTypeSyntax.self)
      else { return false }
      return base.name.text == "_Concurrency" && base.genericArgumentClause == nil
    }
  }
}
