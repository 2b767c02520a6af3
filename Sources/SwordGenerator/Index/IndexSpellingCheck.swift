import SwiftParser
import SwiftSyntax

/// Checks an index read from the disk (an index file a build system made, a cache entry) before anything in it
/// reaches generated code: every name must be what it claims to be, spelled as the indexer spells it. Module names
/// and SPI groups are plain identifiers; declared names are identifiers joined by dots (see ``SwiftName``); types
/// are the canonical text ``TypeText`` makes of a type; `#if` conditions and map keys are what the indexer keeps of
/// them. An index whose type name was replaced by code of the same length (`X();exit(0)`) is refused, not pasted
/// into the generated file.
///
/// Most names are checked by their characters alone; a type with more than names, dots, generic arguments,
/// optionals, arrays and dictionaries is parsed with SwiftParser and must read back exactly.
///
/// ```swift
/// IndexSpellingCheck.problem(in: index)  // nil, or "'X();exit(0)' is not a type"
/// ```
enum IndexSpellingCheck {
  /// The first name of `index` that is not what it claims to be, as a phrase: `'X();exit(0)' is not a type`.
  static func problem(in index: TargetIndex) -> String? {
    var check = Checker()
    check.module(index.moduleName)
    for component in index.components {
      check.path(component.name)
      check.module(component.moduleName)
      check.type(component.parent?.text)
      for argument in component.arguments { check.type(argument.text) }
      check.conditions(component.condition)
    }
    for dependency in index.dependencies {
      check.path(dependency.name)
      check.module(dependency.moduleName)
      check.type(dependency.registeredTo.text)
      check.type(dependency.boundTo?.text)
      check.type(dependency.qualifier?.text)
      check.conditions(dependency.condition)
      for initializer in dependency.initializers {
        check.parameters(initializer.parameters)
        check.conditions(initializer.condition)
      }
    }
    for module in index.modules {
      check.path(module.name)
      check.module(module.moduleName)
      check.type(module.registeredTo.text)
      for collection in module.multibindings { check.type(collection.text) }
      for provider in module.providers {
        check.identifier(provider.name)
        check.parameters(provider.parameters)
        check.type(provider.returnType.text)
        check.type(provider.qualifier?.text)
        check.conditions(provider.condition)
        if let key = provider.contribution?.mapKey {
          check.mapKey(key.expression)
          check.type(key.type.text)
        }
      }
    }
    for type in index.types + index.scannedTypes {
      check.path(type.name)
      check.type(type.aliasOf)
      for inherited in type.inherits { check.type(inherited) }
      check.conditions(type.condition)
    }
    for modules in [index.imports, index.conditionalImports, index.restrictedImports, index.publicImports] {
      for (_, names) in modules {
        for name in names { check.module(name) }
      }
    }
    for name in index.exportedImports + index.spiGroups { check.module(name) }
    return check.problem
  }

  /// Whether `text` is a type as ``TypeText/canonical(_:)`` writes one.
  static func isCanonicalType(_ text: String) -> Bool {
    var reader = QuickType(text)
    if reader.type(), reader.isAtEnd { return true }
    guard text.utf8.count <= 4096, !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { return false }
    var parser = Parser(text)
    let type = TypeSyntax.parse(from: &parser)
    return !type.hasError && TypeText.isTypeLike(type) && TypeText.canonical(type) == text
  }

  /// Whether `text` is one conjunct of an `#if` condition as ``ConditionText`` keeps it.
  static func isCondition(_ text: String) -> Bool {
    guard !text.isEmpty, text.utf8.count <= 4096, !text.unicodeScalars.contains(where: { $0.value < 0x20 }) else {
      return false
    }
    var parser = Parser(text)
    let expression = ExprSyntax.parse(from: &parser)
    guard !expression.hasError else { return false }
    var rebuilt = ""
    var previous: TokenSyntax?
    for token in expression.tokens(viewMode: .sourceAccurate) {
      switch token.tokenKind {
      case .identifier, .keyword, .leftParen, .rightParen, .comma, .colon, .integerLiteral, .floatLiteral,
        .prefixOperator("!"), .prefixOperator(">="), .prefixOperator("<"), .binaryOperator("&&"),
        .binaryOperator("||"), .binaryOperator(">="), .binaryOperator("<"), .period:
        break
      default:
        return false
      }
      if let previous, !previous.trailingTrivia.isEmpty || !token.leadingTrivia.isEmpty { rebuilt += " " }
      rebuilt += token.text
      previous = token
    }
    return rebuilt == text
  }

  /// Whether `text` is an `@IntoMap(key:)` key as Sword keeps it: a string literal without interpolation, an
  /// integer, or a member (`Screen.login`).
  static func isMapKey(_ text: String) -> Bool {
    guard text.utf8.count <= 4096, !text.unicodeScalars.contains(where: { $0.value < 0x20 }) else { return false }
    var parser = Parser(text)
    let expression = ExprSyntax.parse(from: &parser)
    guard !expression.hasError, expression.trimmedDescription == text else { return false }
    if let literal = expression.as(StringLiteralExprSyntax.self) {
      return literal.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
    }
    if let prefixed = expression.as(PrefixOperatorExprSyntax.self) {
      return prefixed.operator.text == "-" && prefixed.expression.is(IntegerLiteralExprSyntax.self)
    }
    return expression.is(IntegerLiteralExprSyntax.self) || SwiftName.isSpelledPath(text)
  }

  /// Collects the first problem.
  private struct Checker {
    var problem: String?

    mutating func fail(_ text: String, _ what: String) {
      if problem == nil { problem = "'\(TerminalText.escaped(String(text.prefix(80))))' is not \(what)" }
    }

    mutating func module(_ name: String) {
      if problem == nil, !SwiftIdentifier.isValid(name) { fail(name, "a module name") }
    }

    mutating func identifier(_ name: String) {
      if problem == nil, !SwiftName.isSpelledIdentifier(name) { fail(name, "a name") }
    }

    mutating func path(_ name: String) {
      if problem == nil, !SwiftName.isSpelledPath(name) { fail(name, "a type name") }
    }

    mutating func type(_ text: String?) {
      if problem == nil, let text, !IndexSpellingCheck.isCanonicalType(text) { fail(text, "a type") }
    }

    mutating func conditions(_ conjuncts: [String]) {
      for conjunct in conjuncts where problem == nil && !IndexSpellingCheck.isCondition(conjunct) {
        fail(conjunct, "an #if condition")
      }
    }

    mutating func mapKey(_ text: String) {
      if problem == nil, !IndexSpellingCheck.isMapKey(text) { fail(text, "a map key") }
    }

    mutating func parameters(_ parameters: [ParameterDeclaration]) {
      for parameter in parameters {
        if let label = parameter.label { identifier(label) }
        identifier(parameter.name)
        type(parameter.type.text)
        type(parameter.qualifier?.text)
      }
    }
  }

  /// The common shapes of a canonical type, read by their characters: `Name`, `Outer.Inner`, `Name<A, B>`, `T?`,
  /// `T!`, `[T]`, `[K: V]`, `any P`, `some P`. Anything else is left to SwiftParser.
  private struct QuickType {
    private let bytes: [UInt8]
    private var position = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    var isAtEnd: Bool { position == bytes.count }

    mutating func type() -> Bool {
      if take("any ") || take("some ") {}
      guard primary() else { return false }
      while take("?") || take("!") {}
      return true
    }

    private mutating func primary() -> Bool {
      if take("[") {
        guard type() else { return false }
        if take(": ") { guard type() else { return false } }
        return take("]")
      }
      repeat {
        guard name() else { return false }
        if take("<") {
          repeat { guard type() else { return false } } while take(", ")
          guard take(">") else { return false }
        }
      } while take(".")
      return true
    }

    /// An ASCII identifier that needs no backticks (others go to the parser).
    private mutating func name() -> Bool {
      let start = position
      while position < bytes.count {
        let byte = bytes[position]
        let isLetter =
          (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
        let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        guard isLetter || (isDigit && position > start) else { break }
        position += 1
      }
      guard position > start else { return false }
      let name = String(decoding: bytes[start..<position], as: UTF8.self)
      return !SwiftName.keywords.contains(name) || name == "Any" || name == "Self"
    }

    private mutating func take(_ text: StaticString) -> Bool {
      let count = text.utf8CodeUnitCount
      guard position + count <= bytes.count else { return false }
      let matches = text.withUTF8Buffer { literal in
        literal.indices.allSatisfy { bytes[position + $0] == literal[$0] }
      }
      if matches { position += count }
      return matches
    }
  }
}
