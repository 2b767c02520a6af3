import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Dependency(registeredTo:boundTo:scopedWith:)`: registers a type. Adds nothing; reports use on anything but a
/// class, struct, enum or actor, a `.weakReference` scope on a value type, and a body without exactly one
/// `@Injected` initializer.
///
/// Like rockname/sword, the `@Injected` initializer is looked for among the members written in the type's own
/// body; one declared in an extension or inside `#if` is not seen.
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

  private static func checkInjectedInitializer(
    of type: some DeclGroupSyntax, named name: TokenSyntax, in context: some MacroExpansionContext
  ) {
    let injected = type.memberBlock.members.compactMap { member -> InitializerDeclSyntax? in
      guard let initializer = member.decl.as(InitializerDeclSyntax.self),
        AttributeName.contains(initializer.attributes, "Injected")
      else { return nil }
      return initializer
    }
    if injected.isEmpty {
      context.diagnose(Diagnostic(node: name, message: SwordDiagnostic.missingInjectedInit(name.text)))
    } else if injected.count > 1 {
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
