import SwiftParser
import SwiftSyntax

/// A closure type a parameter asks for as a factory, read from its text: the types of its parameters in order, its
/// result, its effects and isolation:
///
/// - `makeDetail: @escaping (String) -> FeedDetailViewModel`: an assisted type's factory;
/// - `makeLogin: @escaping @MainActor () -> LoginComponent`: a subcomponent's factory;
/// - `openDatabase: @escaping @Sendable () async throws -> Database`: any of them, async and throwing.
package struct FactoryType: Hashable, Sendable {
  /// The parameter types, as written (`String`, `ProfileRequest`).
  package var parameters: [String]
  /// What it makes, as written.
  package var result: String
  /// `async` / `throws` written in the type: what a call may do.
  package var effects: Effects
  /// Written `@Sendable` (without a global actor): callable from any isolation domain.
  package var isSendable: Bool
  /// Written `@MainActor`.
  package var isMainActor: Bool

  /// The factory `text` spells, or `nil` when it is not a function type.
  package init?(_ text: String) {
    // Only text with an arrow can be a function type; most parameter types are not parsed at all.
    guard text.utf8.contains(UInt8(ascii: "-")) else { return nil }
    var parser = Parser(text)
    var type = TypeSyntax.parse(from: &parser)
    var attributes: [String] = []
    while let attributed = type.as(AttributedTypeSyntax.self) {
      for case .attribute(let attribute) in attributed.attributes {
        attributes.append(attribute.attributeName.trimmedDescription)
      }
      type = attributed.baseType
    }
    guard let function = type.as(FunctionTypeSyntax.self), !type.hasError else { return nil }
    parameters = function.parameters.map { TypeText.canonical($0.type) }
    result = TypeText.canonical(function.returnClause.type)
    let specifiers = function.effectSpecifiers
    effects = Effects(isAsync: specifiers?.asyncSpecifier != nil, isThrowing: specifiers?.throwsClause != nil)
    isMainActor = attributes.contains("MainActor")
    isSendable = attributes.contains("Sendable") && !isMainActor
  }

  /// `(String, Int) async throws -> T` for these parameter types, effects and result.
  static func spelled(_ parameters: [String], effects: Effects, result: String, isMainActor: Bool = false) -> String {
    (isMainActor ? "@MainActor " : "") + "(\(parameters.joined(separator: ", ")))\(effects.suffix) -> \(result)"
  }
}
