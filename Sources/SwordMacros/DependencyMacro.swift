import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Dependency(registeredTo:boundTo:scopedWith:)`: registers a type. Adds nothing; reports use on anything but a
/// class, struct, enum or actor, a `.weakReference` scope on a value type, and a body without exactly one
/// `@Injected` initializer.
///
/// Like rockname/sword, the `@Injected` initializer is looked for among the members written in the type's own
/// body (also inside `#if`, where one in each clause counts as one); one declared in an extension is not seen. The
/// generator checks the same (`MacroRule`), so `sword generate` fails first.
public enum DependencyMacro: PeerMacro {
  /// Adds nothing (returns `[]`); reports misuse as described on the type.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard
      let type = declaration.asProtocol(DeclGroupSyntax.self),
      let name = declaration.asProtocol(NamedDeclSyntax.self)?.name,
      declaration.is(ClassDeclSyntax.self) || declaration.is(StructDeclSyntax.self)
        || declaration.is(EnumDeclSyntax.self) || declaration.is(ActorDeclSyntax.self)
    else {
      context.diagnose(Diagnostic(node: node, message: SwordDiagnostic.dependencyNotType))
      return []
    }
    if declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self),
      let scope = weakReferenceScope(in: node)
    {
      let kind = type.introducer.text
      context.diagnose(Diagnostic(node: scope, message: SwordDiagnostic.weakReferenceOnValueType(kind)))
    }
    checkInjectedInitializer(of: type, named: name, in: context)
    return []
  }

  /// The `scopedWith:` expression when it names `.weakReference` (`Scope.weakReference`, `Sword.Scope.…`).
  private static func weakReferenceScope(in attribute: AttributeSyntax) -> ExprSyntax? {
    let elements = attribute.arguments?.as(LabeledExprListSyntax.self)
    guard let scope = elements?.first(where: { $0.label?.text == "scopedWith" })?.expression,
      scope.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "weakReference"
    else { return nil }
    return scope
  }

  /// An `@Injected` initializer and the `#if` clauses around it: (the `#if`, the clause's position) pairs,
  /// outermost first.
  private struct InjectedInitializer {
    var declaration: InitializerDeclSyntax
    var clauses: [(ifConfig: SyntaxIdentifier, clause: Int)]
  }

  /// The `@Injected` initializers among `members`, also inside `#if` blocks.
  private static func injectedInitializers(
    in members: MemberBlockItemListSyntax, clauses: [(ifConfig: SyntaxIdentifier, clause: Int)] = []
  ) -> [InjectedInitializer] {
    members.flatMap { member -> [InjectedInitializer] in
      if let initializer = member.decl.as(InitializerDeclSyntax.self),
        AttributeName.contains(initializer.attributes, "Injected")
      {
        return [InjectedInitializer(declaration: initializer, clauses: clauses)]
      }
      guard let ifConfig = member.decl.as(IfConfigDeclSyntax.self) else { return [] }
      return ifConfig.clauses.enumerated().flatMap { position, clause -> [InjectedInitializer] in
        guard case .decls(let nested) = clause.elements else { return [] }
        return injectedInitializers(in: nested, clauses: clauses + [(ifConfig.id, position)])
      }
    }
  }

  /// Whether no configuration compiles both: they sit in different clauses of one `#if`.
  private static func exclusive(_ first: InjectedInitializer, _ second: InjectedInitializer) -> Bool {
    for (left, right) in zip(first.clauses, second.clauses) where left.ifConfig == right.ifConfig {
      if left.clause != right.clause { return true }
    }
    return false
  }

  private static func checkInjectedInitializer(
    of type: some DeclGroupSyntax, named name: TokenSyntax, in context: some MacroExpansionContext
  ) {
    let found = injectedInitializers(in: type.memberBlock.members)
    let injected = found.map(\.declaration)
    // One per configuration (`#if DEBUG … #else …`) is one @Injected init.
    let oneAConfiguration = found.indices.allSatisfy { first in
      found.indices.allSatisfy { $0 == first || exclusive(found[first], found[$0]) }
    }
    if injected.isEmpty {
      context.diagnose(Diagnostic(node: name, message: SwordDiagnostic.missingInjectedInit(name.text)))
    } else if injected.count > 1, !oneAConfiguration {
      let notes = injected.map { Note(node: Syntax($0.initKeyword), message: SwordNote.injectedInitHere) }
      context.diagnose(
        Diagnostic(
          node: name,
          message: SwordDiagnostic.multipleInjectedInits(name.text, count: injected.count),
          notes: notes
        )
      )
    }
  }
}
