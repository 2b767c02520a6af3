import SwiftSyntax
import SwordSyntaxRules

/// Reading parameters and the attributes on them and on providers: `@Assisted`, `@Named(Tag.self)`, `@IntoArray`,
/// `@IntoSet`, `@IntoMap(key:)`, and the parameter forms Sword cannot pass on (`inout`, variadic).
extension DeclarationCollector {
  func parameters(_ clause: FunctionParameterClauseSyntax) -> [ParameterDeclaration] {
    clause.parameters.map { parameter in
      // Labels and names as Swift spells them (see SwiftName): `` `default` `` keeps its backticks, `` `Default` ``
      // loses what it did not need.
      let first = Self.name(of: parameter.firstName)
      let label: String? = parameter.firstName.tokenKind == .wildcard ? nil : first
      reportUnsupported(parameter)
      var declaration = ParameterDeclaration(
        label: label,
        name: parameter.secondName.map(Self.name(of:)) ?? first,
        type: TypeReference(TypeText.canonical(parameter.type), at: location(parameter.type)),
        isAssisted: SwordAttribute.assisted.find(in: parameter.attributes) != nil,
        qualifier: qualifier(in: parameter.attributes, of: "parameter '\(first)'"),
        location: location(parameter.firstName))
      declaration.hasDefault = parameter.defaultValue != nil
      return declaration
    }
  }

  /// `inout` and variadic parameters: Sword has no value to pass by reference, and a variadic parameter cannot be
  /// passed on from a factory's own (Swift has no splat). Both are reported where they are written.
  func reportUnsupported(_ parameter: FunctionParameterSyntax) {
    let name = (parameter.secondName ?? parameter.firstName).text
    let isInout =
      parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains {
        $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
      } ?? false
    if isInout {
      diagnostics.append(
        Diagnostic(
          .unsupportedParameter,
          "parameter '\(name)' is 'inout': Sword cannot inject or pass on a value by reference; "
            + "take the value itself (or a reference type that holds it)",
          at: location(parameter.type)))
    }
    if let ellipsis = parameter.ellipsis {
      let element = TypeText.canonical(parameter.type)
      diagnostics.append(
        Diagnostic(
          .unsupportedParameter,
          "parameter '\(name)' is variadic ('\(element)...'): Sword cannot pass a list of values on to it; "
            + "take an array '[\(element)]' instead (for several bindings, a multibinding)",
          at: location(ellipsis)))
    }
  }

  /// The tag of `@Named(Tag.self)` in `attributes`, if there is one; an unreadable one is reported.
  func qualifier(in attributes: AttributeListSyntax, of what: String) -> TypeReference? {
    guard let attribute = SwordAttribute.named.find(in: attributes) else { return nil }
    let expression = attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression
    if let expression, let reference = typeReference(expression) { return reference }
    diagnostics.append(
      Diagnostic(
        .unreadableAttribute, "cannot read the tag of @Named on \(what): write it as '@Named(SomeTag.self)'",
        at: location(expression.map(Syntax.init) ?? Syntax(attribute))))
    return nil
  }

  /// `@IntoArray`, `@IntoSet` or `@IntoMap(key:)` in a provider's attributes; an unreadable map key is reported.
  func contribution(in attributes: AttributeListSyntax, of provider: String) -> Contribution? {
    for element in attributes {
      guard let attribute = element.as(AttributeSyntax.self), let sword = SwordAttribute(attribute) else { continue }
      switch sword {
      case .intoArray: return Contribution(kind: .array, location: location(attribute))
      case .intoSet: return Contribution(kind: .set, location: location(attribute))
      case .intoMap:
        let expression = AttributeArguments(attribute).expression("key")
        guard let expression, let key = mapKey(expression) else {
          diagnostics.append(
            Diagnostic(
              .unreadableAttribute,
              "cannot read the key of @IntoMap on '\(provider)': write a string or integer literal, or a member "
                + "with its type ('Route.login')",
              at: location(expression.map(Syntax.init) ?? Syntax(attribute))))
          return nil
        }
        return Contribution(kind: .map, mapKey: key, location: location(attribute))
      default: continue
      }
    }
    return nil
  }

  /// A map key Sword can repeat in generated code: a plain string literal (no interpolation), an integer literal,
  /// or `Type.member`.
  func mapKey(_ expression: ExprSyntax) -> Contribution.MapKey? {
    if let string = expression.as(StringLiteralExprSyntax.self), string.segments.count <= 1,
      string.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }), string.openingPounds == nil,
      string.openingQuote.tokenKind == .stringQuote
    {
      return .init(expression: string.trimmedDescription, type: TypeReference("String", at: location(string)))
    }
    if let integer = expression.as(IntegerLiteralExprSyntax.self) {
      return .init(expression: integer.trimmedDescription, type: TypeReference("Int", at: location(integer)))
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, TypeText.isTypeLike(base),
      member.declName.argumentNames == nil, case .identifier = member.declName.baseName.tokenKind
    {
      let type = TypeText.canonical(base)
      return .init(
        expression: "\(type).\(member.declName.baseName.trimmedDescription)",
        type: TypeReference(type, at: location(base)))
    }
    return nil
  }
}
