import SwiftSyntax
import SwordSyntaxRules

/// One walk over one file's syntax tree that records every Sword declaration in it.
///
/// Function and initializer bodies are skipped: Sword declarations live at type level.
final class DeclarationCollector: SyntaxVisitor {
  private struct Scope {
    var name: String
    var accessLevel: AccessLevel
    var isMainActor: Bool
    /// Written `nonisolated` (or an actor): not isolated to the main actor whatever the target's default.
    var isNonisolated = false
    /// Index into `modules` when this type is a `@Module`.
    var moduleIndex: Int?
    /// An extension: its access level is the default of its members, not a cap on them.
    var isExtension = false
    /// The generic type this one is, or is nested in (`Outer` for `Outer<T>.Inner`), if any.
    var genericOwner: String?
  }

  private let moduleName: String
  private let lines: LineTable
  private let file: String
  private var scopes: [Scope] = []
  private var conditionalDepth = 0
  /// The conditions of the `#if` clauses being walked, outermost first (see ``ConditionText/clause(_:)``).
  private var clauseConditions: [[String]] = []
  /// What must hold for the declaration being walked to be compiled: the conjuncts of its enclosing clauses.
  private var currentCondition: [String] { clauseConditions.flatMap { $0 } }

  private(set) var components: [ComponentDeclaration] = []
  private(set) var dependencies: [DependencyDeclaration] = []
  private(set) var modules: [ModuleDeclaration] = []
  /// `@Injected` initializers by the qualified name of the type (or extension) that holds them.
  private(set) var injectedInitializers: [String: [InitializerDeclaration]] = [:]
  /// How many initializers (marked or not) each type or extension declares, by qualified name.
  private(set) var initializerCounts: [String: Int] = [:]
  private(set) var types: [TypeDeclaration] = []
  private(set) var imports: Set<String> = []
  /// Modules imported `internal`, `package`, `private` or `fileprivate`.
  private(set) var restrictedImports: Set<String> = []
  /// The modules imported `public` or `open`.
  private(set) var publicImports: Set<String> = []
  /// Modules re-exported with `@_exported import`.
  private(set) var exportedImports: Set<String> = []
  /// Modules imported only under `#if canImport(Module)`.
  private(set) var conditionalImports: Set<String> = []
  /// The SPI groups (`@_spi(Tools)`) on the types, extensions, initializers and functions of the file: the
  /// generated code imports the module with them, so that what they hide stays visible to it.
  private(set) var spiGroups: Set<String> = []
  /// The types an extension with an inheritance clause extends, in this file.
  private(set) var conformingExtensions: Set<String> = []
  /// The module of the `#if canImport(…)` clause being walked, if that is what it is.
  private var canImportClause: String?
  /// Problems found on the way (also appended by the parameter readers in `DeclarationCollector+Parameters`).
  var diagnostics: [Diagnostic] = []

  /// `text` is the source `tree` was parsed from (locations are found from its bytes).
  init(moduleName: String, file: String, text: String) {
    self.moduleName = moduleName
    self.file = file
    self.lines = LineTable(text)
    super.init(viewMode: .sourceAccurate)
  }

  // MARK: Imports and #if

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let module = node.path.first?.name.text else { return .skipChildren }
    if conditionalDepth == 0 {
      imports.insert(module)
      if let access = Self.accessLevel(node.modifiers) {
        if access < .public { restrictedImports.insert(module) } else { publicImports.insert(module) }
      }
      // `@preconcurrency import` is an import like any other; `@_exported import` also shows the module to clients.
      for attribute in node.attributes
      where attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_exported" {
        exportedImports.insert(module)
      }
    } else if conditionalDepth == 1, canImportClause == module {
      // `#if canImport(FoundationNetworking) import FoundationNetworking #endif`: the generated file repeats it.
      conditionalImports.insert(module)
    }
    return .skipChildren
  }

  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    let condition = ConditionText.clause(node)
    clauseConditions.append(condition ?? [])
    // A clause that can never be compiled (`#if false`, or after `#if true`) declares nothing.
    if condition == nil { return .skipChildren }
    canImportClause = nil
    if node.poundKeyword.tokenKind == .poundIf, let call = node.condition?.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "canImport",
      call.arguments.count == 1, let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)
    {
      canImportClause = argument.baseName.text
    }
    return .visitChildren
  }

  override func visitPost(_ node: IfConfigClauseSyntax) { clauseConditions.removeLast() }

  override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
    conditionalDepth += 1
    return .visitChildren
  }

  override func visitPost(_ node: IfConfigDeclSyntax) { conditionalDepth -= 1 }

  // MARK: Types

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      node.name, node.attributes, node.modifiers, kind: .class, isGeneric: node.genericParameterClause != nil,
      inherits: node.inheritanceClause, introducer: node.classKeyword,
      members: node.memberBlock.members)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      node.name, node.attributes, node.modifiers, kind: .struct, isGeneric: node.genericParameterClause != nil,
      inherits: node.inheritanceClause, introducer: node.structKeyword,
      members: node.memberBlock.members)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      node.name, node.attributes, node.modifiers, kind: .enum, isGeneric: node.genericParameterClause != nil,
      inherits: node.inheritanceClause, introducer: node.enumKeyword,
      members: node.memberBlock.members)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      node.name, node.attributes, node.modifiers, kind: .actor, isGeneric: node.genericParameterClause != nil,
      inherits: node.inheritanceClause, introducer: node.actorKeyword,
      members: node.memberBlock.members)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    recordSPI(node.attributes)
    checkRules(node.attributes, on: .extension, introducer: node.extensionKeyword)
    let name = TypeText.canonical(node.extendedType)
    if node.inheritanceClause != nil { conformingExtensions.insert(qualified(name)) }
    scopes.append(
      Scope(
        name: qualified(name),
        accessLevel: Self.accessLevel(node.modifiers) ?? .internal,
        isMainActor: SwordAttribute.hasMainActor(node.attributes),
        isNonisolated: Self.isNonisolated(node.modifiers),
        moduleIndex: nil,
        isExtension: true))
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    checkRules(node.attributes, on: .protocol, introducer: node.protocolKeyword)
    var declaration = TypeDeclaration(
      name: qualified(Self.name(of: node.name)), kind: .protocol, accessLevel: nestedAccessLevel(node.modifiers),
      location: location(node.name))
    // What it refines, for telling whether a type conforms to another protocol through it.
    declaration.inherits = node.inheritanceClause?.inheritedTypes.map { TypeText.canonical($0.type) } ?? []
    declare(declaration)
    return .skipChildren
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    checkRules(node.attributes, on: .other, introducer: node.typealiasKeyword)
    if node.genericParameterClause == nil {
      declare(
        TypeDeclaration(
          name: qualified(Self.name(of: node.name)), kind: .typealias, accessLevel: nestedAccessLevel(node.modifiers),
          aliasOf: TypeText.canonical(node.initializer.value), location: location(node.name)))
    }
    return .skipChildren
  }
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    checkRules(node.attributes, on: .variable, introducer: node.bindingSpecifier)
    return .skipChildren
  }
  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
    checkRules(node.attributes, on: .other, introducer: node.subscriptKeyword)
    return .skipChildren
  }
  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  // Parts of a declaration that hold no declaration: the visits above read attributes and modifiers directly.
  override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: DeclModifierListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
    checkRules(node.attributes, on: .other, introducer: node.caseKeyword)
    return .skipChildren
  }
  /// Top-level statements and expressions (a `main.swift`'s code) declare nothing Sword reads.
  override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
    if case .decl = node.item { return .visitChildren }
    return .skipChildren
  }

  // MARK: Members

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    recordSPI(node.attributes)
    checkRules(node.attributes, on: .initializer, introducer: node.initKeyword)
    guard let owner = scopes.last else { return .skipChildren }
    initializerCounts[owner.name, default: 0] += 1
    guard SwordAttribute.injected.find(in: node.attributes) != nil else { return .skipChildren }
    let isolation = memberIsolation(node.attributes, node.modifiers, in: owner)
    var initializer = InitializerDeclaration(
      parameters: parameters(node.signature.parameterClause),
      accessLevel: memberAccessLevel(node.modifiers, in: owner),
      isMainActor: isolation.isMainActor,
      location: location(node.initKeyword))
    initializer.isNonisolated = isolation.isNonisolated
    initializer.condition = currentCondition
    initializer.isAsync = node.signature.effectSpecifiers?.asyncSpecifier != nil
    initializer.isThrowing = node.signature.effectSpecifiers?.throwsClause != nil
    injectedInitializers[owner.name, default: []].append(initializer)
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    recordSPI(node.attributes)
    checkRules(node.attributes, on: AttachedDeclaration(node), introducer: node.funcKeyword)
    // A module's provider that is not `static` is reported in the macro's words (`checkRules`) and still read, so
    // that what it provides is bound: one error for one mistake, no `MissingBinding` for each request of its type.
    guard let attribute = SwordAttribute.provider.find(in: node.attributes), let owner = scopes.last,
      let moduleIndex = owner.moduleIndex
    else {
      return .skipChildren
    }
    let arguments = AttributeArguments(attribute)
    let returnType = node.signature.returnClause.map {
      TypeReference(TypeText.canonical($0.type), at: location($0.type))
    }
    guard let returnType else {
      diagnostics.append(
        Diagnostic(
          .unreadableAttribute, "@Provider '\(node.name.text)' must return the type it provides",
          at: location(node.name)))
      return .skipChildren
    }
    var provider = ProviderDeclaration(
      name: Self.name(of: node.name),
      parameters: parameters(node.signature.parameterClause),
      returnType: returnType,
      scope: arguments.expression("scopedWith").flatMap(AttributeArguments.scope),
      accessLevel: memberAccessLevel(node.modifiers, in: owner),
      isMainActor: memberIsolation(node.attributes, node.modifiers, in: owner).isMainActor,
      location: location(node.name))
    provider.isNonisolated = memberIsolation(node.attributes, node.modifiers, in: owner).isNonisolated
    provider.condition = currentCondition
    provider.isAsync = node.signature.effectSpecifiers?.asyncSpecifier != nil
    provider.isThrowing = node.signature.effectSpecifiers?.throwsClause != nil
    provider.qualifier = qualifier(in: node.attributes, of: "'\(node.name.text)'")
    provider.contribution = contribution(in: node.attributes, of: node.name.text)
    modules[moduleIndex].providers.append(provider)
    return .skipChildren
  }

  // MARK: Helpers

  /// Records a declared type with the `#if` conditions around it.
  private func declare(_ type: TypeDeclaration) {
    var type = type
    type.condition = currentCondition
    types.append(type)
  }

  /// Whether `modifiers` hold `nonisolated` (alone; `nonisolated(unsafe)` is about stored state).
  private static func isNonisolated(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) && $0.detail == nil }
  }

  /// The isolation of an initializer or a provider: `nonisolated` wins over its type's isolation, `@MainActor`
  /// over its type's `nonisolated`; otherwise it has its type's.
  private func memberIsolation(
    _ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax, in owner: Scope
  ) -> (isMainActor: Bool, isNonisolated: Bool) {
    if Self.isNonisolated(modifiers) { return (false, true) }
    if SwordAttribute.hasMainActor(attributes) { return (true, false) }
    return (owner.isMainActor, owner.isNonisolated)
  }

  private func enterType(
    _ nameToken: TokenSyntax, _ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax,
    kind: DependencyDeclaration.Kind, isGeneric: Bool, inherits inheritance: InheritanceClauseSyntax?,
    introducer: TokenSyntax, members: MemberBlockItemListSyntax
  ) {
    recordSPI(attributes)
    let attachedTo: AttachedDeclaration =
      switch kind {
      case .class: .class
      case .struct: .struct
      case .enum: .enum
      case .actor: .actor
      }
    let broken = checkRules(attributes, modifiers, on: attachedTo, introducer: introducer)
    let name = qualified(Self.name(of: nameToken))
    let enclosing = scopes.last
    let genericOwner = enclosing?.genericOwner ?? (isGeneric ? name : nil)
    let access = nestedAccessLevel(modifiers)
    let isMainActor = (enclosing?.isMainActor ?? false) || SwordAttribute.hasMainActor(attributes)
    // An actor, and a type written `nonisolated`, keep their own isolation in a target whose default is MainActor.
    let isNonisolated =
      !SwordAttribute.hasMainActor(attributes)
      && (kind == .actor || Self.isNonisolated(modifiers) || (enclosing?.isNonisolated ?? false))
    let at = location(nameToken)
    var type = TypeDeclaration(
      name: name, kind: TypeDeclaration.Kind(rawValue: kind.rawValue)!, accessLevel: access, location: at)
    type.inherits = inheritance?.inheritedTypes.map { TypeText.canonical($0.type) } ?? []
    declare(type)
    var moduleIndex: Int?
    let firstDependency = dependencies.count
    var initializersChecked = false

    for element in attributes {
      guard let attribute = element.as(AttributeSyntax.self), let sword = SwordAttribute(attribute),
        !broken.contains(sword)
      else { continue }
      let arguments = AttributeArguments(attribute)
      // The generated code writes `Name(…)` or `Name.provider(…)`: a generic type, or one nested in a generic
      // type, would need generic arguments Sword cannot choose.
      if let genericOwner, [.component, .subcomponent, .dependency, .module].contains(sword) {
        let context =
          genericOwner == name
          ? "'\(name)' is generic" : "'\(name)' is nested in the generic type '\(genericOwner)'"
        diagnostics.append(
          Diagnostic(
            .genericDeclaration,
            "\(context): Sword cannot choose generic arguments for @\(sword.rawValue); declare it outside "
              + "'\(genericOwner)', or provide the specialized type (say '\(genericOwner)<User>') from a @Provider",
            at: at))
        continue
      }
      switch sword {
      case .component, .subcomponent:
        guard let (parent, componentArguments) = componentArguments(sword, attribute) else { continue }
        var component = ComponentDeclaration(
          name: name, moduleName: moduleName, parent: parent,
          arguments: componentArguments,
          accessLevel: access, isMainActor: isMainActor, location: at)
        component.isNonisolated = isNonisolated
        component.condition = currentCondition
        components.append(component)
      case .dependency:
        guard let registeredTo = typeArgument(arguments, "registeredTo", attribute: attribute, declaration: name)
        else { continue }
        let scopeExpression = arguments.expression("scopedWith")
        DependencyRules.weakReferenceOnValueType(scope: scopeExpression, on: attachedTo).map(report)
        // Once for a type registered to several components.
        if !initializersChecked { DependencyRules.injectedInitializers(of: nameToken, members: members).map(report) }
        initializersChecked = true
        if let boundTo = arguments.expression("boundTo"), typeReference(boundTo) == nil {
          _ = unreadable(boundTo, "'boundTo:' of @Dependency on '\(name)'")
          continue
        }
        var dependency = DependencyDeclaration(
          name: name, moduleName: moduleName, kind: kind, registeredTo: registeredTo,
          boundTo: arguments.expression("boundTo").flatMap { typeReference($0) },
          scope: scopeExpression.flatMap(AttributeArguments.scope),
          scopeLocation: scopeExpression.map { location($0) },
          accessLevel: access, isMainActor: isMainActor, initializers: [], location: at)
        dependency.isNonisolated = isNonisolated
        dependency.condition = currentCondition
        if let mock = arguments.expression("generateMock") {
          guard let literal = mock.as(BooleanLiteralExprSyntax.self) else {
            diagnostics.append(
              Diagnostic(
                .unreadableAttribute,
                "cannot read 'generateMock:' of @Dependency on '\(name)': write 'generateMock: true' (or false)",
                at: location(mock)))
            continue
          }
          dependency.generatesMock = literal.literal.tokenKind == .keyword(.true)
        }
        dependencies.append(dependency)
      case .module:
        guard let registeredTo = typeArgument(arguments, "registeredTo", attribute: attribute, declaration: name)
        else { continue }
        moduleIndex = modules.count
        var module = ModuleDeclaration(
          name: name, moduleName: moduleName, registeredTo: registeredTo, accessLevel: access, providers: [],
          location: at)
        module.multibindings = arguments.variadic("multibindings").compactMap { expression in
          typeReference(expression) ?? unreadable(expression, "multibinding of @Module '\(name)'")
        }
        modules.append(module)
      case .injected, .assisted, .provider, .named, .intoArray, .intoSet, .intoMap:
        continue
      }
    }
    // `@Named` qualifies every `@Dependency` of this type (one per component it is registered to).
    if dependencies.count > firstDependency, let tag = qualifier(in: attributes, of: "'\(name)'") {
      for index in firstDependency..<dependencies.count { dependencies[index].qualifier = tag }
    }
    scopes.append(
      Scope(
        name: name, accessLevel: access, isMainActor: isMainActor, isNonisolated: isNonisolated,
        moduleIndex: moduleIndex, genericOwner: genericOwner))
  }

  private func typeArgument(
    _ arguments: AttributeArguments, _ label: String, attribute: AttributeSyntax, declaration: String
  ) -> TypeReference? {
    if let expression = arguments.expression(label), let reference = typeReference(expression) {
      return reference
    }
    diagnostics.append(
      Diagnostic(
        .unreadableAttribute,
        "cannot read '\(label):' of @\(attribute.attributeName.trimmedDescription) on '\(declaration)': "
          + "write it as '\(label): SomeComponent.self'",
        at: arguments.expression(label).map { location($0) } ?? location(attribute)))
    return nil
  }

  /// Reports an attribute argument that is not a type written as `SomeType.self`; returns nil for `compactMap`.
  func unreadable(_ expression: ExprSyntax, _ what: String) -> TypeReference? {
    diagnostics.append(
      Diagnostic(
        .unreadableAttribute, "cannot read the \(what): write a type as 'SomeType.self'", at: location(expression)))
    return nil
  }

  func typeReference(_ expression: ExprSyntax) -> TypeReference? {
    guard let type = AttributeArguments.typeExpression(expression), TypeText.isTypeLike(type) else { return nil }
    return TypeReference(TypeText.canonical(type), at: location(type))
  }

  /// Notes the groups of the `@_spi(Group)` attributes among `attributes`.
  private func recordSPI(_ attributes: AttributeListSyntax) {
    for element in attributes {
      guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "_spi",
        let group = attribute.arguments?.trimmedDescription, SwiftIdentifier.isValid(group)
      else { continue }
      spiGroups.insert(group)
    }
  }

  /// A declared name as Swift spells it wherever it is written (see ``SwiftName``).
  static func name(of token: TokenSyntax) -> String {
    SwiftName.spelled(token.identifier?.name ?? token.text)
  }

  private func qualified(_ name: String) -> String {
    guard let enclosing = scopes.last else { return name }
    return "\(enclosing.name).\(name)"
  }

  /// The effective access level of a type declared here: its own, capped by the enclosing type's.
  private func nestedAccessLevel(_ modifiers: DeclModifierListSyntax) -> AccessLevel {
    let access = Self.accessLevel(modifiers) ?? .internal
    guard let enclosing = scopes.last else { return access }
    return enclosing.isExtension ? access : min(access, enclosing.accessLevel)
  }

  /// The access level a member is written with (an extension's is the default of its members). It is not capped
  /// by its type's: a `public init` of an internal type is reported with the type alone, an unmarked one with it, so
  /// that one run lists every change to make.
  private func memberAccessLevel(_ modifiers: DeclModifierListSyntax, in owner: Scope) -> AccessLevel {
    if owner.isExtension { return Self.accessLevel(modifiers) ?? owner.accessLevel }
    return Self.accessLevel(modifiers) ?? .internal
  }

  static func accessLevel(_ modifiers: DeclModifierListSyntax) -> AccessLevel? {
    for modifier in modifiers where modifier.detail == nil {
      if let level = AccessLevel(rawValue: modifier.name.text) { return level }
    }
    return nil
  }

  func location(_ node: some SyntaxProtocol) -> SourceLocation {
    let position = lines.location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    return SourceLocation(file: file, line: position.line, column: position.column)
  }
}
