import SwiftSyntax
import SwordNaming

/// What a Sword attribute is attached to, as its rules tell declarations apart, and the rules on where each
/// attribute may be written: `@Component` on a class, `@Provider` on a static function… The macros check them when
/// the compiler expands them, the generator's indexer while it reads the same declarations.
public enum AttachedDeclaration: Equatable, Sendable {
  case `class`, `struct`, `enum`, actor, `protocol`, `extension`, initializer, variable
  /// A function; `isStatic` when written `static` (a `class func` is not one), `isProvider` when it is marked
  /// `@Provider` too.
  case function(isStatic: Bool, isProvider: Bool)
  /// Any other declaration (a type alias, a subscript, an enum case…).
  case other

  /// The kind of `declaration`.
  public init(_ declaration: some SyntaxProtocol) {
    let syntax = Syntax(declaration)
    if let function = syntax.as(FunctionDeclSyntax.self) {
      self = .function(
        isStatic: Self.isStatic(function.modifiers),
        isProvider: SwordAttribute.provider.find(in: function.attributes) != nil)
      return
    }
    self =
      switch syntax.kind {
      case .classDecl: .class
      case .structDecl: .struct
      case .enumDecl: .enum
      case .actorDecl: .actor
      case .protocolDecl: .protocol
      case .extensionDecl: .extension
      case .initializerDecl: .initializer
      case .variableDecl: .variable
      default: .other
      }
  }

  /// A class, struct, enum or actor.
  public var isType: Bool { [.class, .struct, .enum, .actor].contains(self) }

  /// The keyword of a struct or an enum (`struct`), in the words of a rule on value types; `nil` for others.
  public var valueTypeKeyword: String? {
    switch self {
    case .struct: "struct"
    case .enum: "enum"
    default: nil
    }
  }

  /// Whether `modifiers` hold `static`, the one way the macros take a function as a provider's.
  public static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { $0.name.tokenKind == .keyword(.static) }
  }

  /// The rule `sword` (written as `attribute`) breaks by being attached here; `nil` when it may be.
  /// `introducer` is the declaration's keyword (`struct`, `func`…): a rule on the declaration's kind is reported
  /// there, one on the attribute's use at the attribute.
  public func brokenRule(
    _ sword: SwordAttribute, _ attribute: AttributeSyntax, introducer: TokenSyntax?
  ) -> RuleBreak? {
    let atIntroducer = introducer.map(Syntax.init) ?? Syntax(attribute)
    switch sword {
    case .component, .subcomponent:
      return self == .class ? nil : RuleBreak(.notAClass(sword.rawValue), at: atIntroducer)
    case .dependency:
      return isType ? nil : RuleBreak(.dependencyNotType, at: attribute)
    case .module:
      return self == .struct || self == .enum ? nil : RuleBreak(.moduleNotStructOrEnum, at: attribute)
    case .injected:
      return self == .initializer ? nil : RuleBreak(.injectedNotOnInitializer, at: attribute)
    case .provider:
      guard case .function(let isStatic, _) = self else { return RuleBreak(.providerNotFunction, at: attribute) }
      return isStatic ? nil : RuleBreak(.providerNotStatic, at: atIntroducer)
    case .named:
      if isType { return nil }
      if case .function = self { return nil }
      return RuleBreak(.namedMisplaced, at: attribute)
    case .intoArray, .intoSet, .intoMap:
      if case .function(_, isProvider: true) = self { return nil }
      return RuleBreak(.contributionWithoutProvider(attribute.attributeName.trimmedDescription), at: attribute)
    case .assisted:
      return nil
    }
  }

  /// The warning on a `@Component` or `@Subcomponent` class that is not `final` (a subclass would not get bindings
  /// of its own), reported at `introducer`; `nil` for a final class, or anything else.
  public func notFinal(
    _ sword: SwordAttribute, modifiers: DeclModifierListSyntax, introducer: TokenSyntax
  ) -> RuleBreak? {
    guard self == .class, sword == .component || sword == .subcomponent,
      !modifiers.contains(where: { $0.name.tokenKind == .keyword(.final) })
    else { return nil }
    return RuleBreak(.notFinal(sword.rawValue), at: introducer)
  }
}
