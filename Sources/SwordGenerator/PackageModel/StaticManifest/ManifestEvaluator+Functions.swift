import SwiftSyntax

/// Small pure helpers of a manifest, evaluated where they are called: a top-level `func`, and in an `extension` of a
/// PackageDescription type a `static func`, a `static let` or a read-only `static var` (`.feature("Search")`,
/// `Target.Dependency.kit`), whose body is `let`/`var` declarations, the statements the reader evaluates and a
/// `return` (or one expression). Parameters take labels and default values; the result's declared type must be the
/// one the call's place expects. `map` and `filter` with a closure of one expression over an array, too.
/// Anything else in a helper — a loop over something the reader cannot see, recursion deeper than a few calls, an
/// `inout` or variadic parameter, a generic — sends the package to SwiftPM. A manifest of the corpus the tests
/// read with both (from `Tests/SwordTestSupport/ManifestCorpus+Constructs.swift`):
///
/// ```swift
/// extension Target {
///   static func feature(_ name: String, dependencies: [Target.Dependency] = [], path: String? = nil) -> Target {
///     .target(name: name, dependencies: dependencies + ["A"], path: path ?? "Sources/Features/\(name)")
///   }
/// }
/// ```
extension ManifestEvaluator {
  /// A helper the manifest declares: its declaration, and for a member the type it extends.
  struct Helper {
    var function: FunctionDeclSyntax?
    /// A `static let` or read-only `static var`: its type, and its value's expression or getter body.
    var property: (type: TypeSyntax, value: ExprSyntax?, body: CodeBlockItemListSyntax?)?
    var owner: String?
  }

  /// Helpers may call helpers, up to this depth.
  static let maximumHelperDepth = 16

  /// Registers `func …` at the top level.
  mutating func declare(_ function: FunctionDeclSyntax) throws(ManifestFallback) {
    let name = function.name.text
    guard helpers[name] == nil, bindings[name] == nil else { throw fallback("'\(name)' declared twice", function) }
    helpers[name] = Helper(function: function)
  }

  /// Registers a top-level computed variable, `var dependencies: [Package.Dependency] { … }`.
  mutating func declareComputed(_ variable: VariableDeclSyntax) throws(ManifestFallback) {
    guard variable.bindings.count == 1, let binding = variable.bindings.first, variable.modifiers.isEmpty,
      variable.attributes.isEmpty, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let type = binding.typeAnnotation?.type, binding.initializer == nil,
      case .getter(let body)? = binding.accessorBlock?.accessors
    else { throw fallback("a computed variable of this form", variable) }
    guard helpers[name] == nil else { throw fallback("'\(name)' declared twice", variable) }
    helpers[name] = Helper(property: (type: type, value: nil, body: body))
  }

  /// The value of the top-level computed variable `name`, if there is one.
  func computed(_ name: String, expecting expected: ManifestType, at node: some SyntaxProtocol)
    throws(ManifestFallback) -> ManifestValue?
  {
    guard let property = helpers[name]?.property, let body = property.body else { return nil }
    let type = try self.type(property.type)
    guard type == expected || .optional(type) == expected else {
      throw mismatch(expected, "'\(name)' of type \(type)", node)
    }
    var scope = try enter(node)
    return try scope.result(of: body, type: type, at: node)
  }

  /// Registers the static members of `extension Target { … }` (of any PackageDescription type with factories).
  mutating func declare(_ extensionDecl: ExtensionDeclSyntax) throws(ManifestFallback) {
    var owner = extensionDecl.extendedType.trimmedDescription
    if owner.hasPrefix("PackageDescription.") { owner.removeFirst("PackageDescription.".count) }
    guard ManifestSignatures.factories[owner] != nil || ManifestSignatures.constants[owner] != nil,
      extensionDecl.genericWhereClause == nil, extensionDecl.inheritanceClause == nil,
      extensionDecl.attributes.isEmpty
    else { throw fallback("an extension of '\(owner)'", extensionDecl) }
    for member in extensionDecl.memberBlock.members {
      let declaration = member.decl
      let isStatic = { (modifiers: DeclModifierListSyntax) in
        modifiers.contains { $0.name.tokenKind == .keyword(.static) }
          && modifiers.allSatisfy {
            [.keyword(.static), .keyword(.public), .keyword(.internal)].contains($0.name.tokenKind)
          }
      }
      if let function = declaration.as(FunctionDeclSyntax.self), isStatic(function.modifiers) {
        try register(function.name.text, Helper(function: function, owner: owner), in: owner, at: function)
      } else if let variable = declaration.as(VariableDeclSyntax.self), isStatic(variable.modifiers),
        variable.bindings.count == 1, let binding = variable.bindings.first,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let type = binding.typeAnnotation?.type
      {
        var getter: CodeBlockItemListSyntax?
        switch binding.accessorBlock?.accessors {
        case .getter(let body)?: getter = body
        case nil: getter = nil
        default: throw fallback("the static property '\(name)' with accessors", binding)
        }
        guard (binding.initializer == nil) != (getter == nil) else {
          throw fallback("the static property '\(name)'", binding)
        }
        let property = (type: type, value: binding.initializer?.value, body: getter)
        try register(name, Helper(property: property, owner: owner), in: owner, at: variable)
      } else {
        throw fallback("a member of an extension that is no static helper", declaration)
      }
    }
  }

  private mutating func register(_ name: String, _ helper: Helper, in owner: String, at node: some SyntaxProtocol)
    throws(ManifestFallback)
  {
    guard memberHelpers[owner, default: [:]][name] == nil else {
      throw fallback("'\(owner).\(name)' declared twice", node)
    }
    memberHelpers[owner, default: [:]][name] = helper
  }

  // MARK: Calls

  /// The value of `call` when it calls a helper, `map` or `filter`; `nil` when it is no such call.
  func helperCall(_ call: FunctionCallExprSyntax, expecting expected: ManifestType) throws(ManifestFallback)
    -> ManifestValue?
  {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
      let helper = helpers[reference.baseName.text]
    {
      return try invoke(helper, call, expecting: expected)
    }
    guard let access = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
    let name = access.declName.baseName.text
    if let base = access.base {
      if ["map", "filter"].contains(name), call.arguments.isEmpty, let closure = call.trailingClosure {
        return try transform(base, name, closure, expecting: expected)
      }
      if let owner = Self.typeName(base), let helper = memberHelpers[owner]?[name] {
        return try invoke(helper, call, expecting: expected)
      }
      return nil
    }
    // `.feature(…)`: a helper of the expected type, unless a factory of that name takes these labels.
    guard case .named(let type) = expected.unwrapped, let helper = memberHelpers[type]?[name] else { return nil }
    let labels = call.arguments.map { $0.label?.text }
    let factory = ManifestSignatures.factories[type]?.contains {
      $0.member == name && Self.match(labels, to: $0.parameters) != nil
    }
    return factory == true ? nil : try invoke(helper, call, expecting: expected)
  }

  /// `.kit` or `Target.Dependency.kit`: a static property helper.
  func helperProperty(_ access: MemberAccessExprSyntax, expecting expected: ManifestType) throws(ManifestFallback)
    -> ManifestValue?
  {
    let name = access.declName.baseName.text
    let owner: String
    if let base = access.base {
      guard let type = Self.typeName(base) else { return nil }
      owner = type
    } else {
      guard case .named(let type) = expected.unwrapped else { return nil }
      owner = type
    }
    guard ManifestSignatures.constants[owner]?[name] == nil, let helper = memberHelpers[owner]?[name],
      let property = helper.property
    else { return nil }
    let type = try self.type(property.type, owner: owner)
    guard type == expected || .optional(type) == expected else {
      throw mismatch(expected, "'\(owner).\(name)' of type \(type)", access)
    }
    var scope = try enter(access)
    if let value = property.value { return try scope.evaluate(value, expecting: type) }
    return try scope.result(of: property.body!, type: type, at: access)
  }

  private func invoke(_ helper: Helper, _ call: FunctionCallExprSyntax, expecting expected: ManifestType)
    throws(ManifestFallback) -> ManifestValue
  {
    guard let function = helper.function else { throw fallback("a call of a property", call) }
    guard function.genericParameterClause == nil, function.signature.effectSpecifiers == nil,
      call.trailingClosure == nil, let returnType = function.signature.returnClause?.type,
      let body = function.body
    else { throw fallback("a call of '\(function.name.text)(…)', a helper of a form Sword does not evaluate", call) }
    let type = try self.type(returnType, owner: helper.owner)
    guard type == expected || .optional(type) == expected else {
      throw mismatch(expected, "'\(function.name.text)(…)' of type \(type)", call)
    }
    var scope = try enter(call)
    // Arguments are evaluated where the call is; defaults where the function is (the same top level here).
    var remaining = Array(call.arguments)[...]
    for parameter in function.signature.parameterClause.parameters {
      guard parameter.ellipsis == nil, parameter.type.as(AttributedTypeSyntax.self) == nil,
        parameter.attributes.isEmpty, parameter.modifiers.isEmpty
      else { throw fallback("the parameter '\(parameter.firstName.text)' of '\(function.name.text)'", parameter) }
      let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
      let name = (parameter.secondName ?? parameter.firstName).text
      let parameterType = try self.type(parameter.type, owner: helper.owner)
      let value: ManifestValue
      if let argument = remaining.first, argument.label?.text == label {
        remaining = remaining.dropFirst()
        value = try evaluate(argument.expression, expecting: parameterType)
      } else if let defaultValue = parameter.defaultValue {
        value = try scope.evaluate(defaultValue.value, expecting: parameterType)
      } else {
        throw fallback("a call of '\(function.name.text)(…)' that does not match its parameters", call)
      }
      if name != "_" { scope.bindings[name] = (value, parameterType) }
    }
    guard remaining.isEmpty else {
      throw fallback("a call of '\(function.name.text)(…)' that does not match its parameters", call)
    }
    return try scope.result(of: body.statements, type: type, at: call)
  }

  /// A scope for a helper's body: the top level's constants, one level deeper.
  private func enter(_ node: some SyntaxProtocol) throws(ManifestFallback) -> ManifestEvaluator {
    guard helperDepth < Self.maximumHelperDepth else { throw fallback("helpers calling each other too deep", node) }
    var scope = self
    scope.helperDepth += 1
    scope.loopTargets = [:]
    return scope
  }

  /// The value a body returns: its declarations and statements run in order, then `return value` or the one
  /// expression it holds.
  private mutating func result(of body: CodeBlockItemListSyntax, type: ManifestType, at node: some SyntaxProtocol)
    throws(ManifestFallback) -> ManifestValue
  {
    // One expression is the value (an `if` expression too, when each branch is one expression); anything else
    // runs until a `return`.
    if body.count == 1, let expression = body.first.flatMap(Self.onlyExpression),
      expression.as(IfExprSyntax.self).map(Self.isValueIf) ?? true
    {
      return try evaluate(expression, expecting: type)
    }
    guard let returned = try run(body, returning: type), !returned.node.is(ContinueStmtSyntax.self) else {
      throw fallback("a helper that does not end in `return`", node)
    }
    return returned.value
  }

  /// `names.map { .target(name: $0) }`, `names.filter { $0 != "Legacy" }`.
  private func transform(
    _ base: ExprSyntax, _ method: String, _ closure: ClosureExprSyntax, expecting expected: ManifestType
  ) throws(ManifestFallback) -> ManifestValue {
    guard closure.statements.count == 1, case .expr(let body)? = closure.statements.first?.item,
      closure.signature?.capture == nil, closure.signature?.effectSpecifiers == nil,
      closure.signature?.returnClause == nil
    else { throw fallback("a closure of this form (one expression)", closure) }
    var parameter = "$0"
    if let signature = closure.signature {
      guard let names = signature.parameterClause?.as(ClosureShorthandParameterListSyntax.self), names.count == 1,
        let name = names.first?.name.text
      else { throw fallback("a closure of this form (one parameter)", closure) }
      parameter = name
    }
    let (value, type) = try infer(base)
    guard case .array(let element) = type, case .array(let resultElement) = expected.unwrapped else {
      throw fallback("'.\(method) { … }' on '\(Self.shortened(base))'", base)
    }
    var results: [ManifestValue] = []
    for item in value.array ?? [] {
      var scope = self
      scope.bindings[parameter] = (item, element)
      if method == "map" {
        results.append(try scope.evaluate(body, expecting: resultElement))
      } else {
        guard resultElement == element else { throw mismatch(expected, "'.filter { … }' of \(type)", closure) }
        if try scope.decide(body) { results.append(item) }
      }
    }
    return .array(results)
  }

  /// The type of `xs.filter { … }` (that of `xs`) or of `xs.map { … }` whose closure makes a value of a type written
  /// in it (`Target.target(name: $0)`, a string); `nil` for any other call.
  func transformedType(_ call: FunctionCallExprSyntax) throws(ManifestFallback) -> ManifestType? {
    guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
      call.arguments.isEmpty, let closure = call.trailingClosure,
      ["map", "filter"].contains(access.declName.baseName.text)
    else { return nil }
    if access.declName.baseName.text == "filter" { return try infer(base).1 }
    guard closure.statements.count == 1, case .expr(let body)? = closure.statements.first?.item else { return nil }
    if body.is(StringLiteralExprSyntax.self) { return .array(.string) }
    if let made = body.as(FunctionCallExprSyntax.self), let type = Self.qualifiedType(of: made) {
      return .array(.named(type))
    }
    return nil
  }

  /// `Target`, `PackageDescription.Target.Dependency`: the name of a PackageDescription type written as an
  /// expression.
  static func typeName(_ expression: ExprSyntax) -> String? {
    var names: [String] = []
    var node: ExprSyntax? = expression
    while let current = node {
      if let reference = current.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
        names.insert(reference.baseName.text, at: 0)
        node = nil
      } else if let access = current.as(MemberAccessExprSyntax.self), let base = access.base {
        names.insert(access.declName.baseName.text, at: 0)
        node = base
      } else {
        return nil
      }
    }
    if names.first == "PackageDescription" { names.removeFirst() }
    let type = names.joined(separator: ".")
    return ManifestSignatures.factories[type] != nil || ManifestSignatures.constants[type] != nil ? type : nil
  }
}

extension ManifestEvaluator {
  /// The expression an item is, written alone (`if` at the start of a line is an expression statement).
  static func onlyExpression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
    switch item.item {
    case .expr(let expression): expression
    case .stmt(let statement): statement.as(ExpressionStmtSyntax.self)?.expression
    case .decl: nil
    }
  }

  /// Whether every branch of the `if` is one expression, as an `if` expression's are.
  static func isValueIf(_ branch: IfExprSyntax) -> Bool {
    guard branch.body.statements.count == 1, branch.body.statements.first.flatMap(onlyExpression) != nil else {
      return false
    }
    switch branch.elseBody {
    case .ifExpr(let next)?: return isValueIf(next)
    case .codeBlock(let block)?:
      return block.statements.count == 1 && block.statements.first.flatMap(onlyExpression) != nil
    case nil: return false
    }
  }

  /// `if condition { a } else { b }` used as a value: the branch the condition takes, each one expression.
  func value(of branch: IfExprSyntax, expecting expected: ManifestType) throws(ManifestFallback) -> ManifestValue {
    guard branch.conditions.count == 1, case .expression(let condition) = branch.conditions.first?.condition,
      branch.elseBody != nil
    else { throw fallback("an `if` expression of this form", branch) }
    let block: CodeBlockSyntax
    if try decide(condition) {
      block = branch.body
    } else {
      switch branch.elseBody {
      case .ifExpr(let next)?: return try value(of: next, expecting: expected)
      case .codeBlock(let other)?: block = other
      case nil: throw fallback("an `if` expression without `else`", branch)
      }
    }
    guard block.statements.count == 1, let expression = block.statements.first.flatMap(Self.onlyExpression) else {
      throw fallback("an `if` expression whose branch is not one expression", block)
    }
    return try evaluate(expression, expecting: expected)
  }

  /// `{ var settings: [SwiftSetting] = […]; settings.append(…); return settings }()`: a closure called where it
  /// is written, with no parameters, evaluated as a helper's body.
  func immediate(_ closure: ClosureExprSyntax, _ call: FunctionCallExprSyntax, expecting expected: ManifestType)
    throws(ManifestFallback) -> ManifestValue
  {
    guard call.arguments.isEmpty, call.trailingClosure == nil, closure.signature == nil else {
      throw fallback("a closure called with arguments", call)
    }
    var scope = self
    scope.helperDepth += 1
    guard scope.helperDepth <= Self.maximumHelperDepth else { throw fallback("closures nested too deep", call) }
    let body = closure.statements
    if body.count == 1, let expression = body.first.flatMap(Self.onlyExpression) {
      return try scope.evaluate(expression, expecting: expected)
    }
    guard let returned = try scope.run(body, returning: expected), !returned.node.is(ContinueStmtSyntax.self) else {
      throw fallback("a closure that does not end in `return`", closure)
    }
    return returned.value
  }
}
