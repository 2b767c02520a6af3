import SwiftParser
import SwiftSyntax

/// Evaluates a declarative `Package.swift` without compiling it: `import`s, `let` (and unmutated `var`) constants
/// whose values are literals, arrays, `+` of arrays, references to earlier constants and calls of the
/// PackageDescription factories in ``ManifestSignatures``, one `Package(…)`, and `#if` blocks around them whose
/// conditions ``ManifestConditions`` can answer. Anything else — a function, a loop, an unknown call, an
/// environment or file read, a statement — is a ``ManifestFallback`` naming the construct and where it is, and the
/// package goes to SwiftPM.
///
/// Each expression is evaluated against the type its place expects, as Swift type-checks it: `.target(…)` in
/// `targets:` is a `Target` factory, `"Core"` in `dependencies:` a `Target.Dependency`, and a constant must have
/// the type of the place it is used in, so a manifest that would not compile is never read.
///
/// ```swift
/// var evaluator = ManifestEvaluator(file: "/repo/Core/Package.swift", toolsVersion: ToolsVersion(6, 0))
/// let package = try evaluator.evaluate(Parser.parse(source: text))  // the Package(…) call
/// package["name"]?.string  // "Core"
/// ```
struct ManifestEvaluator {
  let file: String
  let toolsVersion: ToolsVersion
  /// The toolchain's version, for `#if compiler(…)`; `nil` when not known.
  var toolchain: ToolsVersion?
  /// The environment the manifest would see when SwiftPM runs it (this process's).
  var environment: [String: String] = [:]
  var converter: SourceLocationConverter?
  var package: ManifestCall?
  /// The name the `Package(…)` is bound to (`package`, as a rule).
  var packageName: String?
  var bindings: [String: (value: ManifestValue, type: ManifestType)] = [:]
  /// The names declared with `var`, which statements may change.
  var mutable: Set<String> = []
  /// `let name: Type` declared without a value, set once later (in each branch of an `if` or `#if`).
  var uninitialized: [String: ManifestType] = [:]
  /// The loop variables of loops over `package.targets`, with the position of the target they stand for.
  var loopTargets: [String: Int] = [:]
  /// How many loops the statements being run are inside: a `continue` ends the innermost one's iteration.
  var loopDepth = 0
  /// Top-level functions, and static members of extensions by the type they extend.
  var helpers: [String: Helper] = [:]
  var memberHelpers: [String: [String: Helper]] = [:]
  /// How many helper calls deep the evaluation is.
  var helperDepth = 0
  var imports: Set<String> = []

  /// The modules a manifest may import and still be read: what it imports adds no call the reader evaluates.
  static let readableImports: Set<String> = {
    var modules: Set<String> = ["PackageDescription", "CompilerPluginSupport", "Foundation"]
    // swift-foundation's core: in every Linux toolchain from Swift 6.0 (Sword needs 6.2).
    if ManifestConditions.hostOS == "Linux" { modules.insert("FoundationEssentials") }
    return modules
  }()

  init(file: String, toolsVersion: ToolsVersion) {
    self.file = file
    self.toolsVersion = toolsVersion
  }

  /// The `Package(…)` call of `source`, its arguments evaluated.
  mutating func evaluate(_ source: SourceFileSyntax) throws(ManifestFallback) -> ManifestCall {
    converter = SourceLocationConverter(fileName: file, tree: source)
    guard !source.hasError else { throw ManifestFallback("the manifest has a syntax error", at: location(of: source)) }
    package = nil
    // Functions, extensions and computed variables at the top level can be used above where they are written.
    var hoisted: Set<SyntaxIdentifier> = []
    for item in source.statements {
      guard case .decl(let declaration) = item.item else { continue }
      if let function = declaration.as(FunctionDeclSyntax.self) {
        try declare(function)
      } else if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
        try declare(extensionDecl)
      } else if let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.first?.accessorBlock != nil {
        try declareComputed(variable)
      } else {
        continue
      }
      hoisted.insert(declaration.id)
    }
    try evaluate(source.statements, skipping: hoisted)
    guard let package else { throw ManifestFallback("no `let package = Package(…)`", at: location(of: source)) }
    // `Package` is PackageDescription's alone: CompilerPluginSupport does not re-export it, and the compiler
    // refuses a manifest that uses it without the import.
    guard imports.contains("PackageDescription") else {
      throw ManifestFallback("a manifest without `import PackageDescription`", at: location(of: source))
    }
    return package
  }

  // MARK: Declarations

  mutating func evaluate(_ statements: CodeBlockItemListSyntax, skipping hoisted: Set<SyntaxIdentifier> = [])
    throws(ManifestFallback)
  {
    for item in statements {
      if case .decl(let declaration) = item.item, hoisted.contains(declaration.id) { continue }
      guard case .decl(let declaration) = item.item else {
        try execute(item.item, in: item)
        continue
      }
      if let importDecl = declaration.as(ImportDeclSyntax.self) {
        try read(importDecl)
      } else if let variable = declaration.as(VariableDeclSyntax.self) {
        for found in try bind(variable) where found.type == .named("Package") {
          guard package == nil, let call = found.value.call else {
            throw fallback("a second Package(…)", variable)
          }
          package = call
          packageName = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
      } else if let block = declaration.as(IfConfigDeclSyntax.self) {
        try evaluate(block)
      } else if let function = declaration.as(FunctionDeclSyntax.self) {
        try declare(function)
      } else if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
        try declare(extensionDecl)
      } else {
        throw fallback(
          "a \(Self.kind(of: declaration)) declaration (Sword evaluates imports, constants, functions and static "
            + "helpers in extensions)", declaration)
      }
    }
  }

  /// The statements of the clause of `#if … #elseif … #else … #endif` the compiler would take, or none.
  mutating func evaluate(_ block: IfConfigDeclSyntax) throws(ManifestFallback) {
    if let statements = try activeClause(of: block) { try evaluate(statements) }
  }

  /// The statements of the clause the compiler would take; `nil` when none is taken.
  func activeClause(of block: IfConfigDeclSyntax) throws(ManifestFallback) -> CodeBlockItemListSyntax? {
    var conditions = ManifestConditions(toolsVersion: toolsVersion, toolchain: toolchain)
    for clause in block.clauses {
      if let condition = clause.condition {
        guard let holds = conditions.value(of: condition) else {
          var problem = fallback("the `#if` condition '\(Self.shortened(condition))'", condition)
          problem.needsToolchainVersion = conditions.needsToolchain
          throw problem
        }
        guard holds else { continue }
      }
      switch clause.elements {
      case .statements(let statements)?: return statements
      case nil: return CodeBlockItemListSyntax([])
      default: throw fallback("an `#if` around something other than statements", clause)
      }
    }
    return nil
  }

  mutating func read(_ declaration: ImportDeclSyntax) throws(ManifestFallback) {
    let module = declaration.path.map(\.name.text).joined(separator: ".")
    // `import class Foundation.ProcessInfo`: one declaration of Foundation, kept as `Foundation.ProcessInfo`.
    let scoped =
      declaration.importKindSpecifier != nil && declaration.path.count == 2
      && declaration.path.first?.name.text == "Foundation"
    guard declaration.attributes.isEmpty, declaration.modifiers.isEmpty,
      scoped || (declaration.importKindSpecifier == nil && Self.readableImports.contains(module))
    else { throw fallback("`import \(module)`", declaration) }
    imports.insert(module)
  }

  /// Binds each name the declaration declares; returns the values bound.
  mutating func bind(
    _ declaration: VariableDeclSyntax
  ) throws(ManifestFallback) -> [(value: ManifestValue, type: ManifestType)] {
    guard declaration.attributes.isEmpty, declaration.modifiers.isEmpty else {
      throw fallback("a constant with attributes or modifiers", declaration)
    }
    var bound: [(value: ManifestValue, type: ManifestType)] = []
    for binding in declaration.bindings {
      if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, binding.accessorBlock == nil,
        binding.initializer == nil, let annotation = binding.typeAnnotation
      {
        guard bindings[name] == nil, uninitialized[name] == nil else {
          throw fallback("'\(name)' declared twice", binding)
        }
        uninitialized[name] = try type(annotation.type)
        if declaration.bindingSpecifier.tokenKind == .keyword(.var) { mutable.insert(name) }
        continue
      }
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, binding.accessorBlock == nil,
        let initializer = binding.initializer
      else { throw fallback("a declaration that is not `let name = value`", binding) }
      let value: ManifestValue
      let type: ManifestType
      if let annotation = binding.typeAnnotation {
        type = try self.type(annotation.type)
        value = try evaluate(initializer.value, expecting: type)
      } else {
        (value, type) = try infer(initializer.value)
      }
      guard bindings[name] == nil, loopTargets[name] == nil, name != packageName else {
        throw fallback("'\(name)' declared twice", binding)
      }
      bindings[name] = (value, type)
      if declaration.bindingSpecifier.tokenKind == .keyword(.var) { mutable.insert(name) }
      bound.append((value, type))
    }
    return bound
  }

  /// The value and type of an initializer without a type annotation, for the forms whose type Swift infers
  /// without context: `Package(…)`, string and Boolean literals, arrays of string literals, other constants and
  /// their concatenation, a ternary (of its first branch's type).
  func infer(_ expression: ExprSyntax) throws(ManifestFallback) -> (ManifestValue, ManifestType) {
    if let call = expression.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package"
    {
      return (try evaluate(expression, expecting: .named("Package")), .named("Package"))
    }
    if expression.is(StringLiteralExprSyntax.self) { return (try evaluate(expression, expecting: .string), .string) }
    if let access = expression.as(MemberAccessExprSyntax.self), let found = try property(access) { return found }
    if let value = try environmentRead(expression) { return (value, .optional(.string)) }
    // `a != nil`, `x == "1" && y`: a Boolean.
    if let sequence = expression.as(SequenceExprSyntax.self),
      sequence.elements.contains(where: {
        ["==", "!=", "&&", "||"].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
      }), !sequence.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) })
    {
      return (.bool(try decide(expression)), .bool)
    }
    // `condition ? "a" : "b"`: the type of the first branch.
    if let sequence = expression.as(SequenceExprSyntax.self),
      let ternary = sequence.elements.lazy.compactMap({ $0.as(UnresolvedTernaryExprSyntax.self) }).first
    {
      let type = try infer(ternary.thenExpression).1
      return (try evaluate(expression, expecting: type), type)
    }
    // `target.swiftSettings ?? []`: the type of the left side, without its `Optional`.
    if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
      Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
      let first = sequence.elements.first
    {
      let type = try infer(first).1.unwrapped
      return (try evaluate(expression, expecting: type), type)
    }
    if expression.is(BooleanLiteralExprSyntax.self) { return (try evaluate(expression, expecting: .bool), .bool) }
    if let reference = expression.as(DeclReferenceExprSyntax.self), let bound = bindings[reference.baseName.text] {
      return (bound.value, bound.type)
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self), uninitialized[reference.baseName.text] != nil {
      throw fallback("'\(reference.baseName.text)' read before it is set", reference)
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      let declared = helpers[reference.baseName.text]?.property?.type
    {
      let type = try self.type(declared)
      return (try evaluate(expression, expecting: type), type)
    }
    if let array = expression.as(ArrayExprSyntax.self), !array.elements.isEmpty,
      array.elements.allSatisfy({ $0.expression.is(StringLiteralExprSyntax.self) })
    {
      return (try evaluate(expression, expecting: .array(.string)), .array(.string))
    }
    if let sequence = expression.as(SequenceExprSyntax.self),
      let reference = sequence.elements.first?.as(DeclReferenceExprSyntax.self),
      let bound = bindings[reference.baseName.text], case .array = bound.type
    {
      return (try evaluate(expression, expecting: bound.type), bound.type)
    }
    // `Target.target(…)`, `[Target.Dependency.product(…), …]`: the type is written in the call.
    if let call = expression.as(FunctionCallExprSyntax.self), let type = Self.qualifiedType(of: call) {
      return (try evaluate(expression, expecting: .named(type)), .named(type))
    }
    if let array = expression.as(ArrayExprSyntax.self), let first = array.elements.first,
      let type = first.expression.as(FunctionCallExprSyntax.self).flatMap(Self.qualifiedType(of:)),
      array.elements.allSatisfy({
        $0.expression.as(FunctionCallExprSyntax.self).flatMap(Self.qualifiedType(of:)) == type
      })
    {
      return (try evaluate(expression, expecting: .array(.named(type))), .array(.named(type)))
    }
    if let call = expression.as(FunctionCallExprSyntax.self), let type = try transformedType(call) {
      return (try evaluate(expression, expecting: type), type)
    }
    if let call = expression.as(FunctionCallExprSyntax.self),
      let helper = call.calledExpression.as(DeclReferenceExprSyntax.self).flatMap({ helpers[$0.baseName.text] }),
      let returnType = helper.function?.signature.returnClause?.type
    {
      let type = try self.type(returnType)
      return (try evaluate(expression, expecting: type), type)
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      throw fallback("a call of \(Self.called(call)) (Sword evaluates PackageDescription's own calls)", expression)
    }
    throw fallback(
      "the value '\(Self.shortened(expression))' (without a type annotation, Sword evaluates literals, arrays of "
        + "strings and other constants)", expression)
  }

  /// The type a type annotation names, among those the reader models; in a member of an extension, `Self` is
  /// `owner`, the extended type.
  func type(_ syntax: TypeSyntax, owner: String? = nil) throws(ManifestFallback) -> ManifestType {
    if let owner, syntax.trimmedDescription == "Self" { return .named(owner) }
    if let array = syntax.as(ArrayTypeSyntax.self) { return .array(try type(array.element, owner: owner)) }
    if let optional = syntax.as(OptionalTypeSyntax.self) {
      return .optional(try type(optional.wrappedType, owner: owner))
    }
    // `Array<SwiftSetting>`, `Optional<String>`.
    if let generic = syntax.as(IdentifierTypeSyntax.self), let arguments = generic.genericArgumentClause?.arguments,
      arguments.count == 1, case .type(let argument)? = arguments.first?.argument
    {
      switch generic.name.text {
      case "Array": return .array(try type(argument, owner: owner))
      case "Optional": return .optional(try type(argument, owner: owner))
      default: break
      }
    }
    var name = syntax.trimmedDescription
    if name.hasPrefix("PackageDescription.") { name.removeFirst("PackageDescription.".count) }
    switch name {
    case "String": return .string
    case "Bool": return .bool
    case _
    where ManifestSignatures.factories[name] != nil || ManifestSignatures.constants[name] != nil
      || name == "Package":
      return .named(name)
    default: throw fallback("the type '\(name)'", syntax)
    }
  }

  // MARK: Expressions

  /// The value of `expression` where `expected` is the type its place asks for.
  func evaluate(_ expression: ExprSyntax, expecting expected: ManifestType) throws(ManifestFallback) -> ManifestValue {
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
      only.label == nil
    {
      return try evaluate(only.expression, expecting: expected)
    }
    if let literal = expression.as(StringLiteralExprSyntax.self) {
      let text = try interpolated(literal)
      guard expected.takesStringLiteral else { throw mismatch(expected, "a string", expression) }
      if case .named(let name) = expected.unwrapped { return .literal(text, as: name) }
      return .string(text)
    }
    if let literal = expression.as(BooleanLiteralExprSyntax.self) {
      guard expected.unwrapped == .bool else { throw mismatch(expected, "a Boolean", expression) }
      return .bool(literal.literal.tokenKind == .keyword(.true))
    }
    if expression.is(NilLiteralExprSyntax.self) {
      guard case .optional = expected else { throw mismatch(expected, "nil", expression) }
      return .none
    }
    if let array = expression.as(ArrayExprSyntax.self) {
      guard case .array(let element) = expected.unwrapped else { throw mismatch(expected, "an array", expression) }
      var values: [ManifestValue] = []
      for item in array.elements { values.append(try evaluate(item.expression, expecting: element)) }
      return .array(values)
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return try constant(reference, expecting: expected)
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      if let chosen = try ternary(Array(sequence.elements), expecting: expected) { return chosen }
      if expected.unwrapped == .bool { return .bool(try decide(ExprSyntax(sequence))) }
      if sequence.elements.contains(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }) {
        return try coalesce(Array(sequence.elements), expecting: expected)
      }
      return try evaluate(sequence, expecting: expected)
    }
    if let access = expression.as(MemberAccessExprSyntax.self) {
      if let (value, type) = try property(access) {
        guard type == expected || .optional(type) == expected || (type.unwrapped == expected && value != .none)
        else { throw mismatch(expected, "'\(Self.shortened(access))' of type \(type)", access) }
        return value
      }
      if let value = try helperProperty(access, expecting: expected) { return value }
      return try member(access, expecting: expected)
    }
    if let branch = expression.as(IfExprSyntax.self) { return try value(of: branch, expecting: expected) }
    if let call = expression.as(FunctionCallExprSyntax.self),
      let closure = call.calledExpression.as(ClosureExprSyntax.self)
    {
      return try immediate(closure, call, expecting: expected)
    }
    if let value = try environmentRead(expression) {
      guard expected == .optional(.string) else {
        throw mismatch(expected, "an environment variable (String?)", expression)
      }
      return value
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      if let value = try helperCall(call, expecting: expected) { return value }
      return .call(try evaluate(call, expecting: expected))
    }
    throw fallback("the expression '\(Self.shortened(expression))'", expression)
  }

  func constant(
    _ reference: DeclReferenceExprSyntax, expecting expected: ManifestType
  ) throws(ManifestFallback) -> ManifestValue {
    let name = reference.baseName.text
    if uninitialized[name] != nil { throw fallback("'\(name)' read before it is set", reference) }
    if bindings[name] == nil, let value = try computed(name, expecting: expected, at: reference) { return value }
    guard let bound = bindings[name] else {
      throw fallback("'\(name)', which is no constant declared above it", reference)
    }
    guard bound.type == expected || .optional(bound.type) == expected else {
      throw mismatch(expected, "'\(name)' of type \(bound.type)", reference)
    }
    return bound.value
  }

  /// `a + b + c` for arrays, `"1.0.0"..<"2.0.0"` for versions.
  func evaluate(_ sequence: SequenceExprSyntax, expecting expected: ManifestType) throws(ManifestFallback)
    -> ManifestValue
  {
    let elements = Array(sequence.elements)
    let operators = stride(from: 1, to: elements.count, by: 2).map {
      elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text
    }
    if case .named(let range) = expected.unwrapped, range == "Range<Version>" || range == "ClosedRange<Version>" {
      guard elements.count == 3, operators == [range == "Range<Version>" ? "..<" : "..."] else {
        throw fallback("a version range that is not `\"lower\"..<\"upper\"` or `\"lower\"...\"upper\"`", sequence)
      }
      return .array([
        try evaluate(elements[0], expecting: .named("Version")),
        try evaluate(elements[2], expecting: .named("Version")),
      ])
    }
    guard case .array = expected.unwrapped, elements.count % 2 == 1, operators.allSatisfy({ $0 == "+" }) else {
      throw fallback("the expression '\(Self.shortened(ExprSyntax(sequence)))'", sequence)
    }
    return try concatenate(elements, expecting: expected)
  }

  /// `.v13`, `.linux`, `MainActor.self`.
  func member(_ access: MemberAccessExprSyntax, expecting expected: ManifestType) throws(ManifestFallback)
    -> ManifestValue
  {
    let name = access.declName.baseName.text
    if let base = access.base, case .named(let type) = expected.unwrapped, Self.typeName(base) == type,
      let introduced = ManifestSignatures.constants[type]?[name]
    {
      // `CXXLanguageStandard.gnucxx14`: a constant with its type written.
      try require(introduced, for: "'.\(name)'", at: access)
      return .string(name)
    }
    if let base = access.base {
      guard name == "self", base.as(DeclReferenceExprSyntax.self)?.baseName.text == "MainActor",
        expected.unwrapped == .named("MainActor.Type")
      else { throw fallback("the expression '\(Self.shortened(ExprSyntax(access)))'", access) }
      return .metatype("MainActor")
    }
    guard case .named(let type) = expected.unwrapped, let members = ManifestSignatures.constants[type] else {
      throw mismatch(expected, "'.\(name)'", access)
    }
    guard let introduced = members[name] else { throw fallback("'.\(name)' as a \(type)", access) }
    try require(introduced, for: "'.\(name)'", at: access)
    return .string(name)
  }

  /// A factory call, `.target(name: "Core")` or `Package(name: "Core", …)`, matched against each signature of
  /// that name for the expected type.
  func evaluate(_ call: FunctionCallExprSyntax, expecting expected: ManifestType) throws(ManifestFallback)
    -> ManifestCall
  {
    guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty else {
      throw fallback("a trailing closure", call)
    }
    let member: String
    if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base == nil {
      member = access.declName.baseName.text
    } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self),
      let type = Self.qualifiedType(of: call)
    {
      // `Target.Dependency.product(…)` where a `Target.Dependency` is expected: the same call, its type spelt out.
      guard expected.unwrapped == .named(type) else {
        throw mismatch(expected, "'\(type).\(access.declName.baseName.text)(…)'", call)
      }
      member = access.declName.baseName.text
    } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
      reference.baseName.text == "Package", expected == .named("Package")
    {
      member = "Package"
    } else {
      throw fallback("a call of \(Self.called(call)) (Sword evaluates PackageDescription's own calls)", call)
    }
    guard case .named(let type) = expected.unwrapped, let signatures = ManifestSignatures.factories[type] else {
      throw mismatch(expected, "'.\(member)(…)'", call)
    }
    let labels = call.arguments.map { $0.label?.text }
    var firstProblem: ManifestFallback?
    for signature in signatures where signature.member == member && !signature.isObsolete(in: toolsVersion) {
      guard let parameters = Self.match(labels, to: signature.parameters) else { continue }
      do {
        return try evaluate(call, as: signature, parameters: parameters, type: type)
      } catch {
        firstProblem = firstProblem ?? error
      }
    }
    if let firstProblem { throw firstProblem }
    let shape = labels.map { ($0 ?? "_") + ":" }.joined()
    throw fallback("'.\(member)(\(shape))' as a \(type) (not a form Sword evaluates)", call)
  }

  func evaluate(
    _ call: FunctionCallExprSyntax, as signature: ManifestSignatures.Signature,
    parameters: [ManifestSignatures.Signature.Parameter], type: String
  ) throws(ManifestFallback) -> ManifestCall {
    if signature.module != "PackageDescription", !imports.contains(signature.module) {
      throw fallback("'.\(signature.member)(…)' without `import \(signature.module)`", call)
    }
    try require(signature.introduced, for: "'.\(signature.member)(…)'", at: call)
    var arguments: [String: ManifestValue] = [:]
    for (argument, parameter) in zip(call.arguments, parameters) {
      try require(parameter.introduced, for: "the argument '\(parameter.label ?? "_"):'", at: argument)
      if case .named(let name) = parameter.type.unwrapped, ManifestSignatures.factories[name] == nil,
        ManifestSignatures.constants[name] == nil, !ManifestSignatures.stringLiteralTypes.contains(name),
        !["Range<Version>", "ClosedRange<Version>", "MainActor.Type"].contains(name)
      {
        throw fallback("the argument '\(parameter.label ?? "_"):' of '.\(signature.member)(…)'", argument)
      }
      if case .array(.named(let name)) = parameter.type.unwrapped, ManifestSignatures.factories[name] == nil,
        ManifestSignatures.constants[name] == nil
      {
        throw fallback("the argument '\(parameter.label ?? "_"):' of '.\(signature.member)(…)'", argument)
      }
      arguments[parameter.name] = try evaluate(argument.expression, expecting: parameter.type)
    }
    return ManifestCall(member: signature.member, type: type, arguments: arguments, location: location(of: call))
  }

  /// The parameter each labelled argument binds to, in declaration order with defaulted ones skipped; `nil` when
  /// the labels fit no way (the compiler would refuse the call).
  static func match(
    _ labels: [String?], to parameters: [ManifestSignatures.Signature.Parameter]
  ) -> [ManifestSignatures.Signature.Parameter]? {
    var matched: [ManifestSignatures.Signature.Parameter] = []
    var next = parameters[...]
    for label in labels {
      while let parameter = next.first, parameter.label != label {
        guard parameter.defaulted else { return nil }
        next = next.dropFirst()
      }
      guard let parameter = next.popFirst() else { return nil }
      matched.append(parameter)
    }
    guard next.allSatisfy(\.defaulted) else { return nil }
    return matched
  }

  // MARK: Support

  func require(_ introduced: ToolsVersion, for what: String, at node: some SyntaxProtocol)
    throws(ManifestFallback)
  {
    guard toolsVersion >= introduced else {
      throw fallback("\(what) needs tools version \(introduced); the manifest declares \(toolsVersion)", node)
    }
  }

  func mismatch(_ expected: ManifestType, _ what: String, _ node: some SyntaxProtocol) -> ManifestFallback {
    fallback("\(what) where \(expected) is expected", node)
  }

  func fallback(_ construct: String, _ node: some SyntaxProtocol) -> ManifestFallback {
    ManifestFallback(construct, at: location(of: node))
  }

  func location(of node: some SyntaxProtocol) -> SourceLocation {
    guard let converter else { return SourceLocation(file: file, line: 1, column: 1) }
    let position = node.startLocation(converter: converter)
    return SourceLocation(file: file, line: position.line, column: position.column)
  }

  static func kind(of declaration: DeclSyntax) -> String {
    switch declaration.kind {
    case .functionDecl: "function"
    case .structDecl: "struct"
    case .classDecl: "class"
    case .enumDecl: "enum"
    case .extensionDecl: "extension"
    case .ifConfigDecl: "`#if`"
    case .protocolDecl: "protocol"
    case .typeAliasDecl: "typealias"
    default: "\(declaration.kind)"
    }
  }

  /// The PackageDescription type a call names before its factory (`Target.Dependency` in
  /// `PackageDescription.Target.Dependency.product(…)`), when it is one whose factories the reader knows.
  static func qualifiedType(of call: FunctionCallExprSyntax) -> String? {
    guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
      let type = typeName(base)
    else { return nil }
    return ManifestSignatures.factories[type] != nil && type != "Package" ? type : nil
  }

  /// What a call chain starts with, as a user wrote it: `'URL(…)'` for `URL(fileURLWithPath: #filePath).path`,
  /// `'makeTargets(…)'`, `'.custom(…)'`.
  static func called(_ call: FunctionCallExprSyntax) -> String {
    var expression = call.calledExpression
    var member: String?
    while true {
      if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
        member = access.declName.baseName.text
        expression = base
      } else if let inner = expression.as(FunctionCallExprSyntax.self) {
        expression = inner.calledExpression
      } else if let subscripted = expression.as(SubscriptCallExprSyntax.self) {
        expression = subscripted.calledExpression
      } else {
        break
      }
    }
    if !expression.is(DeclReferenceExprSyntax.self), let member { return "'.\(member)(…)'" }
    return "'\(shortened(expression))(…)'"
  }

  /// The first 40 characters of an expression's text, on one line.
  static func shortened(_ expression: some SyntaxProtocol) -> String {
    let text = expression.trimmedDescription.split(whereSeparator: \.isNewline).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    .joined(separator: " ")
    return text.count > 40 ? String(text.prefix(39)) + "…" : text
  }
}
