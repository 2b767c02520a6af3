import SwiftSyntax
import SwordNaming

/// The rules on what `@Dependency` says and what its type's body holds.
public enum DependencyRules {
  /// `scope`, the expression of `scopedWith:`, names `.weakReference` (or `Scope.`/`Sword.Scope.weakReference`) on
  /// a struct or an enum: a weak reference needs a class. Reported at the scope.
  public static func weakReferenceOnValueType(
    scope: ExprSyntax?, on declaration: AttachedDeclaration
  ) -> RuleBreak? {
    guard let keyword = declaration.valueTypeKeyword, let scope,
      scope.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "weakReference"
    else { return nil }
    return RuleBreak(.weakReferenceOnValueType(keyword), at: scope)
  }

  /// A `@Dependency` type's body must hold exactly one `@Injected` initializer, or one in each clause of a `#if`
  /// (one per configuration). Like rockname/sword, one written in an extension is not seen. Reported at the type's
  /// name, with a note at each initializer when there are several.
  public static func injectedInitializers(of name: TokenSyntax, members: MemberBlockItemListSyntax) -> RuleBreak? {
    let found = injectedInitializers(in: members, clauses: [])
    if found.isEmpty { return RuleBreak(.missingInjectedInit(name.text), at: name) }
    let oneAConfiguration = found.indices.allSatisfy { first in
      found.indices.allSatisfy { $0 == first || exclusive(found[first].clauses, found[$0].clauses) }
    }
    guard found.count > 1, !oneAConfiguration else { return nil }
    return RuleBreak(
      .multipleInjectedInits(name.text, count: found.count), at: name,
      notes: found.map {
        RuleBreak.Note(
          id: "InjectedInitHere", message: MacroRule.injectedInitHere, node: Syntax($0.initializer.initKeyword))
      })
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
}
