import SwiftSyntax
import SwordNaming

/// The rules Sword's macros enforce on where each attribute may be written (``MacroRule``), checked while indexing:
/// `@Component` on a struct, `@Injected` on a function, `@Module` on a class… are reported here, in the macros'
/// words and at the place the macro reports them, so that `sword generate` fails where the build would, before
/// anything is written. The rules on what an attribute says and what a type's body holds (a weak reference to a
/// value type, `@Injected` initializers missing or doubled, component arguments that are not types or share a
/// name) are in the extension below.
extension DeclarationCollector {
  /// What an attribute is attached to, as the macros tell declarations apart.
  enum AttachedTo: Equatable {
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`, initializer, variable
    /// A function; `isStatic` when written `static` (the macros do not take `class func` for one), `isProvider`
    /// when it is marked `@Provider` too.
    case function(isStatic: Bool, isProvider: Bool)

    var isType: Bool { [.class, .struct, .enum, .actor].contains(self) }
  }

  /// The rule `attribute` breaks on `declaration`, with the node the macro reports it at; `nil` when it is
  /// where it may be. `introducer` is the declaration's keyword (`struct`, `extension`…).
  func brokenRule(
    _ sword: SwordAttribute, _ attribute: AttributeSyntax, on declaration: AttachedTo, introducer: TokenSyntax
  ) -> (rule: MacroRule, at: Syntax)? {
    switch sword {
    case .component, .subcomponent:
      return declaration == .class ? nil : (MacroRule.notAClass(sword.rawValue), Syntax(introducer))
    case .dependency:
      return declaration.isType ? nil : (MacroRule.dependencyNotType, Syntax(attribute))
    case .module:
      return declaration == .struct || declaration == .enum ? nil : (MacroRule.moduleNotStructOrEnum, Syntax(attribute))
    case .injected:
      return declaration == .initializer ? nil : (MacroRule.injectedNotOnInitializer, Syntax(attribute))
    case .provider:
      guard case .function(let isStatic, _) = declaration else {
        return (MacroRule.providerNotFunction, Syntax(attribute))
      }
      return isStatic ? nil : (MacroRule.providerNotStatic, Syntax(introducer))
    case .named:
      if declaration.isType { return nil }
      if case .function = declaration { return nil }
      return (MacroRule.namedMisplaced, Syntax(attribute))
    case .intoArray, .intoSet, .intoMap:
      if case .function(_, isProvider: true) = declaration { return nil }
      return (MacroRule.contributionWithoutProvider(attribute.attributeName.trimmedDescription), Syntax(attribute))
    case .assisted:
      return nil
    }
  }

  /// Reports every Sword attribute in `attributes` that breaks a rule on `declaration`; returns the attributes
  /// that broke one, which the caller then reads no further.
  @discardableResult
  func checkRules(
    _ attributes: AttributeListSyntax, on declaration: AttachedTo, introducer: TokenSyntax
  ) -> Set<SwordAttribute> {
    var broken: Set<SwordAttribute> = []
    for element in attributes {
      guard let attribute = element.as(AttributeSyntax.self), let sword = SwordAttribute(attribute),
        let (rule, node) = brokenRule(sword, attribute, on: declaration, introducer: introducer)
      else { continue }
      broken.insert(sword)
      report(rule, at: node)
    }
    return broken
  }

  /// Whether `modifiers` hold `static`, the one way the macros take a function as a provider's.
  static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { $0.name.tokenKind == .keyword(.static) }
  }
}

/// The rules the macros enforce inside an attribute's arguments and a type's body, checked on the same syntax as
/// the macros read it, reported in their words at their place.
extension DeclarationCollector {
  /// A warning, as the macro gives it: a component class that is not `final` (a subclass would not get bindings of
  /// its own). rockname/sword accepts one, and so does Sword.
  func checkFinal(
    _ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax, on declaration: AttachedTo,
    introducer: TokenSyntax
  ) {
    guard declaration == .class, !modifiers.contains(where: { $0.name.tokenKind == .keyword(.final) }) else { return }
    for element in attributes {
      guard let attribute = element.as(AttributeSyntax.self), let sword = SwordAttribute(attribute),
        sword == .component || sword == .subcomponent
      else { continue }
      report(MacroRule.notFinal(sword.rawValue), at: Syntax(introducer))
    }
  }

  /// `@Dependency` on a struct or enum scoped `.weakReference` (written `scopedWith: .weakReference`, or through
  /// `Scope.`/`Sword.Scope.`): a weak reference needs a class. Reported at the scope.
  func checkWeakReference(_ scope: ExprSyntax?, on kind: DependencyDeclaration.Kind) {
    guard kind == .struct || kind == .enum, let scope,
      scope.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "weakReference"
    else { return }
    report(MacroRule.weakReferenceOnValueType(kind.rawValue), at: Syntax(scope))
  }

  /// A `@Dependency` type's body must hold exactly one `@Injected` initializer, or one in each clause of a `#if`
  /// (one per configuration): one in an extension is not seen by the macro, which fails the build. Reported at the
  /// type's name.
  func checkInjectedInitializers(of name: TokenSyntax, members: MemberBlockItemListSyntax) {
    let found = Self.injectedInitializers(in: members, clauses: [])
    let oneAConfiguration = found.indices.allSatisfy { first in
      found.indices.allSatisfy { $0 == first || Self.exclusive(found[first].clauses, found[$0].clauses) }
    }
    if found.isEmpty {
      report(MacroRule.missingInjectedInit(name.text), at: Syntax(name))
    } else if found.count > 1, !oneAConfiguration {
      report(
        MacroRule.multipleInjectedInits(name.text, count: found.count), at: Syntax(name),
        notes: found.map { Diagnostic.Note(MacroRule.injectedInitHere, at: location($0.initializer.initKeyword)) })
    }
  }

  /// A `#if` clause: the `#if`, and the clause's position in it.
  private typealias Clause = (ifConfig: SyntaxIdentifier, position: Int)

  /// An `@Injected` initializer of a type's body, with the `#if` clauses around it, outermost first.
  private struct InjectedInitializer {
    var initializer: InitializerDeclSyntax
    var clauses: [Clause]
  }

  /// The `@Injected` initializers among `members`, also inside `#if` clauses.
  private static func injectedInitializers(
    in members: MemberBlockItemListSyntax, clauses: [Clause]
  ) -> [InjectedInitializer] {
    members.flatMap { member -> [InjectedInitializer] in
      if let initializer = member.decl.as(InitializerDeclSyntax.self),
        SwordAttribute.injected.find(in: initializer.attributes) != nil
      {
        return [InjectedInitializer(initializer: initializer, clauses: clauses)]
      }
      guard let ifConfig = member.decl.as(IfConfigDeclSyntax.self) else { return [] }
      return ifConfig.clauses.enumerated().flatMap { position, clause -> [InjectedInitializer] in
        guard case .decls(let nested) = clause.elements else { return [] }
        return injectedInitializers(in: nested, clauses: clauses + [(ifConfig.id, position)])
      }
    }
  }

  /// Whether no configuration compiles both: they sit in different clauses of one `#if`.
  private static func exclusive(_ first: [Clause], _ second: [Clause]) -> Bool {
    zip(first, second).contains { $0.ifConfig == $1.ifConfig && $0.position != $1.position }
  }

  /// `@Component(arguments:)` / `@Subcomponent(of:arguments:)`: `of:` must name a type (`of: AppComponent.self`),
  /// reported at `of:` (at the attribute when it is missing). Returns the parent, `nil` when the rule is broken.
  func parentArgument(of attribute: AttributeSyntax) -> TypeReference? {
    let of = attribute.arguments?.as(LabeledExprListSyntax.self)?.first { $0.label?.text == "of" }
    if let of, let parent = typeReference(of.expression) { return parent }
    report(MacroRule.parentNotType, at: of.map(Syntax.init) ?? Syntax(attribute))
    return nil
  }

  /// A component's arguments: each must be a type (`Session.self`), and each is stored under a name
  /// (`AccessorName.forArgument`) that no other argument, the storage or a subcomponent's `parent` takes. A broken
  /// one is reported at its expression and left out.
  func componentArguments(_ sword: SwordAttribute, _ arguments: AttributeArguments) -> [TypeReference] {
    var taken = MacroRule.reservedArgumentNames(isSubcomponent: sword == .subcomponent)
    return arguments.variadic("arguments").compactMap { expression in
      guard let reference = typeReference(expression), let text = Self.writtenType(expression) else {
        report(MacroRule.argumentNotType(sword.rawValue), at: Syntax(expression))
        return nil
      }
      let name = AccessorName.forArgument(text)
      guard taken.insert(name).inserted else {
        report(MacroRule.argumentNameClash(name), at: Syntax(expression))
        return nil
      }
      return reference
    }
  }

  /// The type of `X.self` (or `.init(X.self)`) as the macro names its stored property after it: as written, without
  /// the parentheses `(any P).self` needs.
  private static func writtenType(_ expression: ExprSyntax) -> String? {
    guard var type = AttributeArguments.typeExpression(expression) else { return nil }
    while let tuple = type.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
      only.label == nil
    {
      type = only.expression
    }
    return type.trimmedDescription
  }

  /// Reports `rule` at `node`, in the macro's id and words (a warning when the macro's is one).
  func report(_ rule: MacroRule, at node: Syntax, notes: [Diagnostic.Note] = []) {
    diagnostics.append(
      Diagnostic(
        DiagnosticID(rule.id), rule.message, at: location(node), severity: rule.isWarning ? .warning : .error,
        notes: notes))
  }
}
