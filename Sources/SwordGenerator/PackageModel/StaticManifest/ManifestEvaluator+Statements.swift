import SwiftSyntax

/// The statements a manifest uses to change what it declared, evaluated in order: assignments (`=`, `+=`) and
/// `append(_:)` / `append(contentsOf:)` on `var` arrays and on the package's own lists (`package.targets`,
/// `package.products`, `package.dependencies`…), `for … in … where …` over the package's targets or over an array,
/// `forEach`, and `if`/`else` on conditions ``ManifestEvaluator`` can decide. Inside a loop over
/// `package.targets` the loop variable's properties (`target.swiftSettings`, `target.dependencies`…) can be read and
/// set; everywhere else a target, product or package is only read (they are classes in PackageDescription, so a
/// change through another name would reach values the reader keeps apart). A manifest of the corpus the tests
/// read with both (from `Tests/SwordTestSupport/ManifestCorpus+Constructs.swift`):
///
/// ```swift
/// for target in package.targets where target.type != .test {
///   var settings = target.swiftSettings ?? []
///   settings.append(.defaultIsolation(MainActor.self))
///   target.swiftSettings = settings
/// }
/// ```
extension ManifestEvaluator {
  /// A place a statement writes to.
  enum Place {
    /// A `var` declared at the top level.
    case binding(String)
    /// `package.<property>`.
    case package(property: String)
    /// `<loop variable>.<property>` while looping over `package.targets`: the target at that position.
    case target(index: Int, property: String)
  }

  /// The properties of `Package` a manifest may read or set: the argument of `Package(…)` and its type.
  static let packageProperties: [String: (argument: String, type: ManifestType)] = [
    "name": ("name", .string),
    "platforms": ("platforms", .optional(.array(.named("SupportedPlatform")))),
    "products": ("products", .array(.named("Product"))),
    "dependencies": ("dependencies", .array(.named("Package.Dependency"))),
    "targets": ("targets", .array(.named("Target"))),
    "swiftLanguageModes": ("swiftLanguageModes", .optional(.array(.named("SwiftLanguageMode")))),
    "swiftLanguageVersions": ("swiftLanguageModes", .optional(.array(.named("SwiftLanguageMode")))),
    "defaultLocalization": ("defaultLocalization", .optional(.named("LanguageTag"))),
  ]

  /// The properties of `Target` a manifest may read or set (`type` only read).
  static let targetProperties: [String: ManifestType] = [
    "name": .string,
    "dependencies": .array(.named("Target.Dependency")),
    "path": .optional(.string),
    "exclude": .array(.string),
    "sources": .optional(.array(.string)),
    "resources": .optional(.array(.named("Resource"))),
    "swiftSettings": .optional(.array(.named("SwiftSetting"))),
    "linkerSettings": .optional(.array(.named("LinkerSetting"))),
    "plugins": .optional(.array(.named("Target.PluginUsage"))),
    "packageAccess": .bool,
    "type": .named("Target.TargetType"),
  ]

  /// One top-level statement or expression statement: an assignment, a call, a loop or an `if`.
  mutating func execute(_ item: CodeBlockItemSyntax.Item, in node: some SyntaxProtocol) throws(ManifestFallback) {
    switch item {
    case .stmt(let statement):
      if let loop = statement.as(ForStmtSyntax.self) { return try execute(loop) }
      if let expression = statement.as(ExpressionStmtSyntax.self) {
        return try execute(expression.expression)
      }
      throw fallback("a statement (only imports, constants, assignments, appends, loops and `if`)", statement)
    case .expr(let expression):
      try execute(expression)
    case .decl:
      throw fallback("a declaration inside a block", node)
    }
  }

  private mutating func execute(_ expression: ExprSyntax) throws(ManifestFallback) {
    if let sequence = expression.as(SequenceExprSyntax.self) { return try assign(sequence) }
    if let branch = expression.as(IfExprSyntax.self) { return try execute(branch) }
    if let choice = expression.as(SwitchExprSyntax.self) { return try execute(choice) }
    // `()`: the empty statement of a `case` that does nothing.
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.isEmpty { return }
    if let call = expression.as(FunctionCallExprSyntax.self) { return try mutate(call) }
    throw fallback("the statement '\(Self.shortened(expression))'", expression)
  }

  /// `a = b`, `a += b`.
  private mutating func assign(_ sequence: SequenceExprSyntax) throws(ManifestFallback) {
    let elements = Array(sequence.elements)
    guard elements.count >= 3, elements.count % 2 == 1 else {
      throw fallback("the statement '\(Self.shortened(sequence))'", sequence)
    }
    let place = try self.place(elements[0])
    let type = try self.type(of: place, at: elements[0])
    // The right side: everything after the first operator (assignment binds loosest).
    let right = Array(elements[2...])
    if elements[1].is(AssignmentExprSyntax.self) {
      return try write(try coalesce(right, expecting: type), to: place, at: sequence)
    }
    guard elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=", case .array = type else {
      throw fallback("the statement '\(Self.shortened(sequence))'", sequence)
    }
    let added = try coalesce(right, expecting: type).array ?? []
    try write(.array((try read(place, at: sequence).array ?? []) + added), to: place, at: sequence)
  }

  /// `list.append(x)`, `list.append(contentsOf: xs)`, `list?.append(x)`, `package.targets.forEach { … }`.
  private mutating func mutate(_ call: FunctionCallExprSyntax) throws(ManifestFallback) {
    guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), var base = access.base else {
      throw fallback("a call of \(Self.called(call)) as a statement", call)
    }
    var optional = false
    if let chained = base.as(OptionalChainingExprSyntax.self) {
      base = chained.expression
      optional = true
    }
    let method = access.declName.baseName.text
    if method == "forEach", !optional { return try forEach(base, call) }
    guard method == "append", call.arguments.count == 1, let argument = call.arguments.first,
      call.trailingClosure == nil
    else { throw fallback("a call of '.\(method)(…)' as a statement", call) }
    let place = try self.place(base)
    let listType = try type(of: place, at: base)
    guard case .array(let element) = listType.unwrapped, optional == (listType.unwrapped != listType) else {
      throw fallback("'.append(…)' on '\(Self.shortened(base))'", call)
    }
    let current = try read(place, at: call)
    if current == .none { return }  // `settings?.append(x)` on nil does nothing
    let added: [ManifestValue]
    switch argument.label?.text {
    case nil: added = [try evaluate(argument.expression, expecting: element)]
    case "contentsOf": added = try evaluate(argument.expression, expecting: .array(element)).array ?? []
    default: throw fallback("'.append(\(argument.label?.text ?? "_"):)'", call)
    }
    try write(.array((current.array ?? []) + added), to: place, at: call)
  }

  /// `for target in package.targets where … { … }` or over an array of values.
  private mutating func execute(_ loop: ForStmtSyntax) throws(ManifestFallback) {
    guard loop.tryKeyword == nil, loop.awaitKeyword == nil, loop.caseKeyword == nil,
      let variable = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, loop.typeAnnotation == nil
    else { throw fallback("a `for` loop of this form", loop) }
    try iterate(over: loop.sequence, as: variable, where: loop.whereClause?.condition, body: loop.body.statements)
  }

  /// `package.targets.forEach { target in … }`.
  private mutating func forEach(_ base: ExprSyntax, _ call: FunctionCallExprSyntax) throws(ManifestFallback) {
    guard call.arguments.isEmpty, let closure = call.trailingClosure, call.additionalTrailingClosures.isEmpty,
      let parameters = closure.signature?.parameterClause?.as(ClosureShorthandParameterListSyntax.self),
      parameters.count == 1, let name = parameters.first?.name.text
    else { throw fallback("a `forEach` of this form (name the closure's parameter)", call) }
    try iterate(over: base, as: name, where: nil, body: closure.statements)
  }

  private mutating func iterate(
    over sequence: ExprSyntax, as variable: String, where condition: ExprSyntax?, body: CodeBlockItemListSyntax
  ) throws(ManifestFallback) {
    guard bindings[variable] == nil, loopTargets[variable] == nil else {
      throw fallback("the loop variable '\(variable)', which hides another name", sequence)
    }
    let overTargets = Self.isPackageMember(sequence, "targets", packageName: packageName) && package != nil
    let elements: [ManifestValue]
    let elementType: ManifestType
    if overTargets {
      elements = package?["targets"]?.array ?? []
      elementType = .named("Target")
    } else {
      let (value, type) = try infer(sequence)
      guard case .array(let element) = type else { throw fallback("a loop over a value that is no array", sequence) }
      elements = value.array ?? []
      elementType = element
    }
    for index in elements.indices {
      var scope = self
      if overTargets {
        scope.loopTargets[variable] = index
      } else {
        scope.bindings[variable] = (elements[index], elementType)
      }
      if let condition, try !scope.decide(condition) { continue }
      scope.loopDepth += 1
      if let returned = try scope.run(body, returning: nil), !returned.node.is(ContinueStmtSyntax.self) {
        throw fallback("a `return` outside a helper", returned.node)
      }
      scope.loopDepth -= 1
      // What the body did to the package and the `var`s outlives the iteration; the loop variable does not.
      scope.loopTargets[variable] = nil
      scope.bindings[variable] = nil
      self = scope
    }
  }

  /// `if condition { … } else if … { … } else { … }`.
  private mutating func execute(_ branch: IfExprSyntax) throws(ManifestFallback) {
    guard let (statements, bound) = try choose(branch) else { return }
    if let returned = try run(statements, returning: nil, binding: bound) {
      throw fallback("a `return` outside a helper", returned.node)
    }
  }

  /// The block of an `if … else if … else` its conditions take, with the name an `if let` binds in it; `nil` when
  /// none is taken. A condition is one Boolean expression or one `let name = optional`.
  func choose(_ branch: IfExprSyntax) throws(ManifestFallback)
    -> (statements: CodeBlockItemListSyntax, bound: (name: String, value: ManifestValue, type: ManifestType)?)?
  {
    guard branch.conditions.count == 1, let condition = branch.conditions.first?.condition else {
      throw fallback("an `if` of this form", branch)
    }
    var bound: (name: String, value: ManifestValue, type: ManifestType)?
    var taken: Bool
    switch condition {
    case .expression(let expression):
      taken = try decide(expression)
    case .optionalBinding(let binding):
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        throw fallback("an `if let` of this form", binding)
      }
      let initializer = binding.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
      let (value, type) = try infer(initializer)
      guard case .optional(let wrapped) = type else {
        throw fallback("an `if let` of a value that is no optional", binding)
      }
      taken = value != .none
      bound = (name, value, wrapped)
    default:
      throw fallback("an `if` of this form", branch)
    }
    if taken { return (branch.body.statements, bound) }
    switch branch.elseBody {
    case .ifExpr(let next)?: return try choose(next)
    case .codeBlock(let block)?: return (block.statements, nil)
    case nil: return nil
    }
  }

  /// `switch value { case .a, .b: … default: … }`: the first case whose patterns (values of the subject's type)
  /// match, or `default`.
  private mutating func execute(_ choice: SwitchExprSyntax) throws(ManifestFallback) {
    if let returned = try run(choice, returning: nil) { throw fallback("a `return` outside a helper", returned.node) }
  }

  mutating func run(_ choice: SwitchExprSyntax, returning type: ManifestType?) throws(ManifestFallback)
    -> (value: ManifestValue, node: Syntax)?
  {
    let (subject, subjectType) = try infer(choice.subject)
    for element in choice.cases {
      guard case .switchCase(let switchCase) = element else { throw fallback("an `#if` among cases", element) }
      // `case .a: break` does nothing; a `break` anywhere else (out of a loop) is left to SwiftPM.
      var body = switchCase.statements
      if body.count == 1, case .stmt(let only)? = body.first?.item, only.is(BreakStmtSyntax.self) { body = [] }
      switch switchCase.label {
      case .default:
        return try run(body, returning: type)
      case .case(let label):
        for item in label.caseItems {
          guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self) else {
            throw fallback("a `case` pattern of this form", item)
          }
          if Self.same(subject, try evaluate(pattern.expression, expecting: subjectType)) {
            return try run(body, returning: type)
          }
        }
      }
    }
    return nil
  }

  /// The statements of a block: no declarations but `var`/`let` of values, which live until the block ends.
  private mutating func run(_ statements: CodeBlockItemListSyntax) throws(ManifestFallback) {
    if let returned = try run(statements, returning: nil) {
      throw fallback("a `return` outside a helper", returned.node)
    }
  }

  /// Runs a block: `let`/`var` of values (which live until the block ends), `#if` blocks, statements, and in a
  /// helper's body (`type` given) `return`, also inside `if` and `#if`. The value and place of the `return` that
  /// ended it, if one did.
  mutating func run(
    _ statements: CodeBlockItemListSyntax, returning type: ManifestType?,
    binding bound: (name: String, value: ManifestValue, type: ManifestType)? = nil
  ) throws(ManifestFallback) -> (value: ManifestValue, node: Syntax)? {
    // Names declared outside the block, set or still to be set, outlive it; those declared inside do not.
    let outer = Set(bindings.keys).union(uninitialized.keys)
    defer {
      for name in bindings.keys where !outer.contains(name) {
        bindings[name] = nil
        mutable.remove(name)
      }
    }
    if let bound {
      guard bindings[bound.name] == nil else { throw fallback("'\(bound.name)' bound twice", statements) }
      bindings[bound.name] = (bound.value, bound.type)
    }
    for item in statements {
      switch item.item {
      case .decl(let declaration):
        if let variable = declaration.as(VariableDeclSyntax.self) {
          _ = try bind(variable)
        } else if let block = declaration.as(IfConfigDeclSyntax.self) {
          guard let active = try activeClause(of: block) else { continue }
          if let returned = try run(active, returning: type) { return returned }
        } else {
          throw fallback("a declaration inside a block", declaration)
        }
      case .stmt(let statement):
        if let returned = statement.as(ReturnStmtSyntax.self) {
          guard let type, let expression = returned.expression else { throw fallback("this `return`", returned) }
          return (try evaluate(expression, expecting: type), Syntax(returned))
        }
        // `continue` ends the block like a `return`, up to the loop (``iterate(over:as:where:body:)``).
        if let skip = statement.as(ContinueStmtSyntax.self) {
          guard loopDepth > 0, skip.label == nil else { throw fallback("this `continue`", skip) }
          return (.none, Syntax(skip))
        }
        if let branch = statement.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) {
          if let returned = try runBranch(branch, returning: type) { return returned }
          continue
        }
        if let choice = statement.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self) {
          if let returned = try run(choice, returning: type) { return returned }
          continue
        }
        try execute(item.item, in: item)
      case .expr(let expression):
        if let branch = expression.as(IfExprSyntax.self) {
          if let returned = try runBranch(branch, returning: type) { return returned }
        } else {
          try execute(item.item, in: item)
        }
      }
    }
    return nil
  }

  /// The branch of an `if` the condition takes, run as a block that may `return`.
  private mutating func runBranch(_ branch: IfExprSyntax, returning type: ManifestType?) throws(ManifestFallback)
    -> (value: ManifestValue, node: Syntax)?
  {
    guard let (statements, bound) = try choose(branch) else { return nil }
    return try run(statements, returning: type, binding: bound)
  }

  // MARK: Places

  func place(_ expression: ExprSyntax) throws(ManifestFallback) -> Place {
    if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
      let name = reference.baseName.text
      if uninitialized[name] != nil { return .binding(name) }
      guard mutable.contains(name), bindings[name] != nil else {
        throw fallback("a change of '\(name)', which is no `var`", expression)
      }
      return .binding(name)
    }
    if let access = expression.as(MemberAccessExprSyntax.self),
      let owner = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
    {
      let property = access.declName.baseName.text
      if owner == packageName, package != nil, Self.packageProperties[property] != nil {
        return .package(property: property)
      }
      if let index = loopTargets[owner], Self.targetProperties[property] != nil, property != "type" {
        return .target(index: index, property: property)
      }
    }
    throw fallback("a change of '\(Self.shortened(expression))'", expression)
  }

  func type(of place: Place, at node: some SyntaxProtocol) throws(ManifestFallback) -> ManifestType {
    switch place {
    case .binding(let name): return bindings[name]?.type ?? uninitialized[name]!
    case .package(let property): return Self.packageProperties[property]!.type
    case .target(_, let property): return Self.targetProperties[property]!
    }
  }

  func read(_ place: Place, at node: some SyntaxProtocol) throws(ManifestFallback) -> ManifestValue {
    switch place {
    case .binding(let name):
      guard let bound = bindings[name] else { throw fallback("'\(name)' read before it is set", node) }
      return bound.value
    case .package(let property):
      let (argument, type) = Self.packageProperties[property]!
      return package?[argument] ?? Self.defaultValue(of: type)
    case .target(let index, let property):
      return try targetProperty(property, of: index, at: node)
    }
  }

  mutating func write(_ value: ManifestValue, to place: Place, at node: some SyntaxProtocol) throws(ManifestFallback) {
    switch place {
    case .binding(let name):
      if let type = uninitialized.removeValue(forKey: name) {
        bindings[name] = (value, type)
      } else {
        bindings[name]!.value = value
      }
    case .package(let property):
      package!.arguments[Self.packageProperties[property]!.argument] = value
    case .target(let index, let property):
      guard var targets = package?["targets"]?.array, targets.indices.contains(index),
        var target = targets[index].call
      else { throw fallback("a change of a target the reader cannot follow", node) }
      // A system library or binary target has no settings or sources: what SwiftPM makes of a change is not known.
      guard target.member != "systemLibrary", target.member != "binaryTarget" else {
        throw fallback("a change of the \(target.member == "binaryTarget" ? "binary" : "system library") target", node)
      }
      target.arguments[property] = value
      targets[index] = .call(target)
      package!.arguments["targets"] = .array(targets)
    }
  }

  /// A property of the target at `index` of `package.targets`: its argument, or the default PackageDescription
  /// gives it; `type` from the factory that made it.
  func targetProperty(_ property: String, of index: Int, at node: some SyntaxProtocol) throws(ManifestFallback)
    -> ManifestValue
  {
    guard let target = package?["targets"]?.array?[index].call, let type = Self.targetProperties[property] else {
      throw fallback("the target property '\(property)'", node)
    }
    return Self.property(property, of: target, type: type)
  }

  /// A property of a target's factory call: its argument or the default PackageDescription gives it; `type`
  /// (`.regular`, `.executable`…) from the factory that made it.
  static func property(_ property: String, of target: ManifestCall, type: ManifestType) -> ManifestValue {
    guard property == "type" else { return target[property] ?? defaultValue(of: type) }
    let kinds = [
      "target": "regular", "executableTarget": "executable", "testTarget": "test", "macro": "macro",
      "systemLibrary": "system", "binaryTarget": "binary",
    ]
    return .string(kinds[target.member] ?? target.member)
  }

  /// What an argument left out stands for: an empty list, `nil`, or `true` (`packageAccess`).
  static func defaultValue(of type: ManifestType) -> ManifestValue {
    switch type {
    case .array: .array([])
    case .bool: .bool(true)
    default: .none
    }
  }

  static func isPackageMember(_ expression: ExprSyntax, _ member: String, packageName: String?) -> Bool {
    guard let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == member,
      let owner = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
    else { return false }
    return owner == packageName
  }
}
