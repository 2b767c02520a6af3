import SwiftSyntax

/// The expressions statements and helpers need beyond literals and factory calls: a property of the package, of a
/// target (`target.name`, `target.swiftSettings`, `target.type`), `a ?? b`, a string with `\(name)` of string
/// values, and the Boolean conditions of `if` and `where` (`==`, `!=`, `!`, `&&`, `||`, `hasPrefix`, `hasSuffix`,
/// `contains`, `isEmpty`).
extension ManifestEvaluator {
  /// `package.targets`, `target.swiftSettings`, `core.name`: a property read, its value and type; `nil` when the
  /// expression is no property of a package or target.
  func property(_ access: MemberAccessExprSyntax) throws(ManifestFallback) -> (ManifestValue, ManifestType)? {
    guard let owner = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, access.declName.argumentNames == nil
    else { return nil }
    let name = access.declName.baseName.text
    if owner == packageName, package != nil, let (argument, type) = Self.packageProperties[name] {
      return (package?[argument] ?? Self.defaultValue(of: type), type)
    }
    if let index = loopTargets[owner], let type = Self.targetProperties[name] {
      return (try targetProperty(name, of: index, at: access), type)
    }
    if let bound = bindings[owner], bound.type == .named("Target"), let target = bound.value.call,
      let type = Self.targetProperties[name]
    {
      return (Self.property(name, of: target, type: type), type)
    }
    return nil
  }

  /// `a ?? b ?? c` (each side may be a `+` of arrays): the first side that is not `nil`.
  func coalesce(_ elements: [ExprSyntax], expecting expected: ManifestType) throws(ManifestFallback) -> ManifestValue {
    guard
      let split = stride(from: 1, to: elements.count, by: 2).first(where: {
        elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
      })
    else { return try evaluate(sequence: Array(elements), expecting: expected) }
    let left = try evaluate(sequence: Array(elements[..<split]), expecting: .optional(expected.unwrapped))
    if left != .none { return left }
    return try coalesce(Array(elements[(split + 1)...]), expecting: expected)
  }

  /// One operand or a `+` of several, as a sequence expression would hold them.
  private func evaluate(sequence elements: [ExprSyntax], expecting expected: ManifestType) throws(ManifestFallback)
    -> ManifestValue
  {
    if elements.count == 1 { return try evaluate(elements[0], expecting: expected) }
    if let chosen = try ternary(elements, expecting: expected) { return chosen }
    guard case .array = expected.unwrapped, elements.count % 2 == 1,
      stride(from: 1, to: elements.count, by: 2).allSatisfy({
        elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
      })
    else { throw fallback("the expression '\(Self.shortened(elements[0]))…'", elements[0]) }
    return try concatenate(elements, expecting: expected)
  }

  /// `a + b + c` of arrays: the operands at the even positions of `elements`, each an array of `expected`'s type.
  func concatenate(_ elements: [ExprSyntax], expecting expected: ManifestType) throws(ManifestFallback)
    -> ManifestValue
  {
    var values: [ManifestValue] = []
    for operand in stride(from: 0, to: elements.count, by: 2) {
      guard let part = try evaluate(elements[operand], expecting: expected.unwrapped).array else {
        throw fallback("an operand of `+` that is not an array", elements[operand])
      }
      values += part
    }
    return .array(values)
  }

  /// The text of a string literal whose interpolations are each one string value (`"Sources/\(name)"`).
  func interpolated(_ literal: StringLiteralExprSyntax) throws(ManifestFallback) -> String {
    guard literal.openingQuote.tokenKind != .singleQuote else { throw fallback("a character literal", literal) }
    if let text = literal.representedLiteralValue { return text }
    guard literal.openingPounds == nil else { throw fallback("a raw string with interpolation", literal) }
    var text = ""
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let part):
        // Escapes in the literal parts are read by SwiftSyntax through a literal of that part alone.
        let piece = StringLiteralExprSyntax(
          openingQuote: literal.openingQuote, segments: [.stringSegment(part)], closingQuote: literal.closingQuote)
        guard let value = piece.representedLiteralValue else { throw fallback("a string of this form", literal) }
        text += value
      case .expressionSegment(let interpolation):
        guard interpolation.expressions.count == 1, let only = interpolation.expressions.first, only.label == nil,
          let value = try evaluate(only.expression, expecting: .string).string
        else { throw fallback("an interpolation of this form", interpolation) }
        text += value
      }
    }
    return text
  }

  // MARK: Conditions

  /// Whether `condition` holds, for the conditions the reader can decide.
  func decide(_ condition: ExprSyntax) throws(ManifestFallback) -> Bool {
    if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return try decide(only.expression)
    }
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return try !decide(prefix.expression)
    }
    if let sequence = condition.as(SequenceExprSyntax.self) { return try decide(Array(sequence.elements)) }
    if let call = condition.as(FunctionCallExprSyntax.self),
      let access = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = access.base, call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil
    {
      let method = access.declName.baseName.text
      // `[.executable, .test].contains(target.type)`: the literal's elements take the type of what is looked for.
      if method == "contains", base.is(ArrayExprSyntax.self) {
        let (needle, type) = try operand(argument.expression, expecting: nil)
        let elements = try evaluate(base, expecting: .array(type)).array ?? []
        return elements.contains { Self.same($0, needle) }
      }
      let (value, type) = try operand(base, expecting: nil)
      if type == .string, let text = value.string, ["hasPrefix", "hasSuffix", "contains"].contains(method),
        let other = try evaluate(argument.expression, expecting: .string).string
      {
        return method == "hasPrefix"
          ? text.hasPrefix(other) : method == "hasSuffix" ? text.hasSuffix(other) : text.contains(other)
      }
      if method == "contains", case .array(let element) = type {
        let needle = try evaluate(argument.expression, expecting: element)
        return (value.array ?? []).contains { Self.same($0, needle) }
      }
    }
    if let access = condition.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "isEmpty",
      let base = access.base
    {
      let (value, _) = try operand(base, expecting: nil)
      if let text = value.string { return text.isEmpty }
      if let elements = value.array { return elements.isEmpty }
    }
    if let reference = condition.as(DeclReferenceExprSyntax.self), let bound = bindings[reference.baseName.text],
      case .bool(let value) = bound.value
    {
      return value
    }
    if let reference = condition.as(DeclReferenceExprSyntax.self), bindings[reference.baseName.text] == nil,
      case .bool(let value)? = try computed(reference.baseName.text, expecting: .bool, at: reference)
    {
      return value
    }
    if let call = condition.as(FunctionCallExprSyntax.self), call.calledExpression.is(DeclReferenceExprSyntax.self),
      case .bool(let value)? = try helperCall(call, expecting: .bool)
    {
      return value
    }
    throw fallback("the condition '\(Self.shortened(condition))'", condition)
  }

  /// `a == b && c != d || e`: comparisons first, then `&&`, then `||`.
  func decide(sequence elements: [ExprSyntax]) throws(ManifestFallback) -> Bool { try decide(elements) }

  private func decide(_ elements: [ExprSyntax]) throws(ManifestFallback) -> Bool {
    let operators = stride(from: 1, to: elements.count, by: 2).map {
      elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""
    }
    if let split = operators.firstIndex(of: "||") {
      let left = try decide(Array(elements[..<(2 * split + 1)]))
      let right = try decide(Array(elements[(2 * split + 2)...]))
      return left || right
    }
    if let split = operators.firstIndex(of: "&&") {
      let left = try decide(Array(elements[..<(2 * split + 1)]))
      let right = try decide(Array(elements[(2 * split + 2)...]))
      return left && right
    }
    if elements.count == 1 { return try decide(elements[0]) }
    if let present = try environmentPresence(elements) { return present }
    guard elements.count == 3, operators == ["=="] || operators == ["!="] else {
      throw fallback("the condition '\(Self.shortened(elements[0]))…'", elements[0])
    }
    let (left, type) = try operand(elements[0], expecting: nil)
    let right = try operand(elements[2], expecting: type).0
    return Self.same(left, right) == (operators == ["=="])
  }

  /// An operand of a comparison: `.regular` takes the other side's type.
  private func operand(_ expression: ExprSyntax, expecting expected: ManifestType?) throws(ManifestFallback)
    -> (ManifestValue, ManifestType)
  {
    if let expected,
      expression.as(MemberAccessExprSyntax.self)?.base == nil || expression.is(StringLiteralExprSyntax.self)
        || expression.is(NilLiteralExprSyntax.self)
    {
      return (try evaluate(expression, expecting: expected), expected)
    }
    if let value = try environmentRead(expression) { return (value, .optional(.string)) }
    return try infer(expression)
  }

  /// Equal as values, a string literal standing for a value of another type counting as its text.
  static func same(_ left: ManifestValue, _ right: ManifestValue) -> Bool {
    if let a = left.string, let b = right.string { return a == b }
    return left == right
  }
}

/// Environment variables, read the way SwiftPM's manifest process would read them: with this run's environment,
/// which SwiftPM's child inherits too. The describe cache keys each manifest on the variables it names
/// (``ManifestInputs``), so a change of one describes the package again.
extension ManifestEvaluator {
  /// `Context.environment["NAME"]` or `ProcessInfo.processInfo.environment["NAME"]`: the variable's value or `nil`.
  func environmentRead(_ expression: ExprSyntax) throws(ManifestFallback) -> ManifestValue? {
    guard let subscripted = expression.as(SubscriptCallExprSyntax.self),
      let owner = subscripted.calledExpression.as(MemberAccessExprSyntax.self),
      owner.declName.baseName.text == "environment", let base = owner.base
    else { return nil }
    switch base.trimmedDescription {
    case "Context":
      try require(.v5_6, for: "`Context.environment`", at: base)
    case "ProcessInfo.processInfo":
      guard
        imports.contains("Foundation") || imports.contains("Foundation.ProcessInfo")
          || imports.contains("FoundationEssentials") || toolsVersion < .v5_8
      else {
        throw fallback("`ProcessInfo` without `import Foundation`", base)
      }
    default:
      return nil
    }
    // The name may be computed (a helper's parameter): the describe cache then keys on the whole environment.
    guard subscripted.arguments.count == 1, let key = subscripted.arguments.first, key.label == nil,
      let name = try evaluate(key.expression, expecting: .string).string
    else { throw fallback("an environment read with a name that is no string", subscripted) }
    return environment[name].map(ManifestValue.string) ?? ManifestValue.none
  }

  /// `getenv("NAME") != nil`: whether the variable is set (`getenv` gives a C pointer, compared with `nil` only).
  func environmentPresence(_ elements: [ExprSyntax]) throws(ManifestFallback) -> Bool? {
    guard elements.count == 3, let call = elements[0].as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "getenv",
      elements[2].is(NilLiteralExprSyntax.self),
      let comparison = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, ["==", "!="].contains(comparison)
    else { return nil }
    guard imports.contains("Foundation") || toolsVersion < .v5_8 else {
      throw fallback("`getenv` without `import Foundation`", call)
    }
    guard call.arguments.count == 1,
      let name = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)?
        .representedLiteralValue
    else { throw fallback("a `getenv` with a name that is no plain string", call) }
    return (environment[name] != nil) == (comparison == "!=")
  }

  /// `condition ? a : b`, as SwiftParser leaves it in a sequence: the condition before the `?`, the choice after.
  func ternary(_ elements: [ExprSyntax], expecting expected: ManifestType) throws(ManifestFallback) -> ManifestValue? {
    guard let position = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
      let ternary = elements[position].as(UnresolvedTernaryExprSyntax.self), position + 1 < elements.count
    else { return nil }
    let condition = Array(elements[..<position])
    let holds = try condition.count == 1 ? decide(condition[0]) : decide(sequence: condition)
    if holds { return try evaluate(ternary.thenExpression, expecting: expected) }
    let rest = Array(elements[(position + 1)...])
    return try rest.count == 1 ? evaluate(rest[0], expecting: expected) : coalesce(rest, expecting: expected)
  }
}
