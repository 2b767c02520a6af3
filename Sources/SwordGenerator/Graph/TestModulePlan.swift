/// What one test target of `tests:` gives: its `@Module`s' providers and `@Dependency` types (its *test modules*)
/// replace the bindings of the same keys in the components they are registered to, for every component the
/// target's tests build. The graph with the replacements is ``graph``; the accessors whose values they change (the
/// replaced bindings and everything that needs them, in any component) are written again in the test target's
/// `Sword.tests.generated.swift`, where they hide the app's: its tests get the replacements, the app and other test
/// targets keep the real bindings. ``TestModulePlanner`` makes plans; ``TestModuleRenderer`` writes them.
/// From `Fixtures/Testing/Tests/NotesAppTests/FakeBackendModule.swift`:
///
/// ```swift
/// @Module(registeredTo: AppComponent.self)
/// enum FakeBackendModule {
///   @Provider(scopedWith: .single)
///   static func notesBackend() -> any NotesBackend { FakeBackend(titles: ["Fake 1", "Fake 2"]) }
/// }
/// ```
package struct TestModulePlan: Sendable {
  /// The test target's module.
  package var module: String
  /// The graph with the test target's replacements.
  package var graph: BindingGraph
  /// By component, the bindings whose accessors the test target writes again, in accessor-name order.
  package var accessors: [String: [Binding]]
}
