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

  package init(_ name: String, _ rule: MacroRule, at line: Int, _ column: Int, _ source: String) {
    self.name = name
    self.rule = rule
    self.line = line
    self.column = column
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
  ]
}
