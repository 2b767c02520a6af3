import SwordNaming

/// Sources that break one of the rules Sword's macros enforce (``MacroRule``), each with the rule and the place it
/// is reported at. `MacroRuleAgreementTests` expands the macros on each and finds exactly that diagnostic;
/// `MacroRulesTests` indexes each as `sword generate` does and finds the same id, the same words, the same place:
/// whatever the macros refuse, the generator refuses first.
package struct MacroRuleCase: Sendable {
  package var name: String
  package var source: String
  package var rule: MacroRule
  package var line: Int
  package var column: Int
  /// The places of the rule's notes (``MacroRule/injectedInitHere`` on each initializer), as line and column.
  package var notes: [(line: Int, column: Int)]

  package init(
    _ name: String, _ rule: MacroRule, at line: Int, _ column: Int, notes: [(line: Int, column: Int)] = [],
    _ source: String
  ) {
    self.name = name
    self.rule = rule
    self.line = line
    self.column = column
    self.notes = notes
    self.source = source
  }

  package static let all: [MacroRuleCase] = [
    MacroRuleCase(
      "@Component on a struct", .notAClass("Component"), at: 1, 12, "@Component struct AppComponent {}"),
    MacroRuleCase("@Component on an enum", .notAClass("Component"), at: 1, 12, "@Component enum AppComponent {}"),
    MacroRuleCase("@Component on an actor", .notAClass("Component"), at: 1, 12, "@Component actor AppComponent {}"),
    MacroRuleCase(
      "@Subcomponent on a struct", .notAClass("Subcomponent"), at: 1, 38,
      "@Subcomponent(of: AppComponent.self) struct Child {}"),
    MacroRuleCase(
      "@Component on an extension", .notAClass("Component"), at: 1, 12, "@Component extension AppComponent {}"),
    MacroRuleCase(
      "@Injected on a function", .injectedNotOnInitializer, at: 3, 3,
      """
      @Dependency(registeredTo: AppComponent.self)
      final class Repo {
        @Injected func make() {}
        @Injected init() {}
      }
      """),
    MacroRuleCase(
      "@Injected on a property", .injectedNotOnInitializer, at: 2, 3,
      """
      final class Repo {
        @Injected var session: String = ""
      }
      """),
    MacroRuleCase(
      "@Dependency on a protocol", .dependencyNotType, at: 1, 1,
      "@Dependency(registeredTo: AppComponent.self) protocol Repo {}"),
    MacroRuleCase(
      "@Dependency on an extension", .dependencyNotType, at: 1, 1,
      "@Dependency(registeredTo: AppComponent.self) extension Repo {}"),
    MacroRuleCase(
      "@Module on a class", .moduleNotStructOrEnum, at: 1, 1,
      """
      @Module(registeredTo: AppComponent.self) final class AppModule {
        @Provider static func name() -> String { "" }
      }
      """),
    MacroRuleCase(
      "@Module on an actor", .moduleNotStructOrEnum, at: 1, 1,
      "@Module(registeredTo: AppComponent.self) actor AppModule {}"),
    MacroRuleCase(
      "@Provider on a property", .providerNotFunction, at: 2, 3,
      """
      enum Values {
        @Provider static var name: String { "" }
      }
      """),
    MacroRuleCase(
      "@Provider on a function that is not static, outside a module", .providerNotStatic, at: 2, 13,
      """
      final class Values {
        @Provider func name() -> String { "" }
      }
      """),
    MacroRuleCase(
      "@Named on a property", .namedMisplaced, at: 2, 3,
      """
      final class Values {
        @Named(Tag.self) var name: String = ""
      }
      """),
    MacroRuleCase(
      "@Named on an extension", .namedMisplaced, at: 1, 1, "@Named(Tag.self) extension Values {}"),
    MacroRuleCase(
      "@IntoSet without @Provider", .contributionWithoutProvider("IntoSet"), at: 2, 3,
      """
      @Module(registeredTo: AppComponent.self) enum AppModule {
        @IntoSet static func name() -> String { "" }
      }
      """),
    MacroRuleCase(
      "@IntoMap on a property", .contributionWithoutProvider("IntoMap"), at: 2, 3,
      """
      enum Values {
        @IntoMap(key: "a") static var name: String { "" }
      }
      """),
    MacroRuleCase(
      "@Component on a class that is not final (a warning)", .notFinal("Component"), at: 1, 12,
      "@Component class AppComponent {}"),
    MacroRuleCase(
      "@Subcomponent on a class that is not final (a warning)", .notFinal("Subcomponent"), at: 1, 45,
      "@Subcomponent(of: AppComponent.self) public class Child {}"),
    MacroRuleCase(
      "@Provider not static in a module", .providerNotStatic, at: 2, 13,
      """
      @Module(registeredTo: AppComponent.self) enum AppModule {
        @Provider func name() -> String { "" }
      }
      """),
    MacroRuleCase(
      "a component argument that is not a type", .argumentNotType("Component"), at: 1, 23,
      "@Component(arguments: 3) final class AppComponent {}"),
    MacroRuleCase(
      "a subcomponent argument written as a metatype", .argumentNotType("Subcomponent"), at: 1, 61,
      "@Subcomponent(of: AppComponent.self, arguments: Flags.self, Session.Type) final class Child {}"),
    MacroRuleCase(
      "a component argument in the older spelling with a label", .argumentNotType("Component"), at: 1, 23,
      "@Component(arguments: .init(type: Flags.self)) final class AppComponent {}"),
    MacroRuleCase(
      "@Provider on a subscript", .providerNotFunction, at: 2, 3,
      """
      enum NetworkModule {
        @Provider subscript(index: Int) -> Int { index }
      }
      """),
    MacroRuleCase(
      "@Named on an enum case", .namedMisplaced, at: 2, 3,
      """
      enum Flavor {
        @Named(Tag.self) case vanilla
      }
      """),
    MacroRuleCase(
      "@Dependency on a type alias", .dependencyNotType, at: 1, 1,
      "@Dependency(registeredTo: AppComponent.self) typealias Repo = Int"),
    MacroRuleCase(
      "a subcomponent's parent that is not a type", .parentNotType, at: 1, 15,
      "@Subcomponent(of: appComponent) final class Child {}"),
    MacroRuleCase(
      "a subcomponent without a parent", .parentNotType, at: 1, 1, "@Subcomponent final class Child {}"),
    MacroRuleCase(
      "a subcomponent argument stored as 'parent'", .argumentNameClash("parent"), at: 1, 49,
      "@Subcomponent(of: AppComponent.self, arguments: Parent.self) final class Child {}"),
    MacroRuleCase(
      "two component arguments of one type", .argumentNameClash("session"), at: 1, 37,
      "@Component(arguments: Session.self, Session.self) final class AppComponent {}"),
    MacroRuleCase(
      "a struct scoped .weakReference", .weakReferenceOnValueType("struct"), at: 1, 58,
      """
      @Dependency(registeredTo: AppComponent.self, scopedWith: .weakReference) struct Repo {
        @Injected init() {}
      }
      """),
    MacroRuleCase(
      "an enum scoped Scope.weakReference", .weakReferenceOnValueType("enum"), at: 1, 58,
      """
      @Dependency(registeredTo: AppComponent.self, scopedWith: Scope.weakReference) enum Repo {
        @Injected init() {}
      }
      """),
    MacroRuleCase(
      "a dependency without an @Injected initializer", .missingInjectedInit("Repo"), at: 1, 58,
      """
      @Dependency(registeredTo: AppComponent.self) final class Repo {
        init() {}
      }
      """),
    MacroRuleCase(
      "a dependency whose @Injected initializer is in an extension", .missingInjectedInit("Repo"), at: 1, 58,
      """
      @Dependency(registeredTo: AppComponent.self) final class Repo {}
      extension Repo {
        @Injected convenience init(value: Int) { self.init() }
      }
      """),
    MacroRuleCase(
      "a dependency with two @Injected initializers", .multipleInjectedInits("Repo", count: 2), at: 1, 58,
      notes: [(2, 13), (4, 13)],
      """
      @Dependency(registeredTo: AppComponent.self) final class Repo {
        @Injected init() {}
        #if DEBUG
        @Injected init(value: Int) {}
        #endif
      }
      """),
  ]
}
