import XCTest

@testable import SwordGenerator

/// A success means code that compiles: each case is generated and then type-checked with `swiftc` in Swift 6 mode
/// with warnings as errors (see ``TypeCheck``), together with code that calls the generated API the way apps do.
final class GeneratedCodeCompilesTests: XCTestCase {
  override func setUpWithError() throws {
    try TypeCheck.requireBuild()
  }

  /// Generates `fixture`'s code, failing on any error, and type-checks it.
  private func assertCompiles(
    _ fixture: GraphFixture, flags: [String] = [], file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let (graph, diagnostics) = fixture.build()
    let errors = diagnostics.filter { $0.severity == .error }
    XCTAssertEqual(errors.map(\.rendered), [], file: file, line: line)
    guard errors.isEmpty else { return }
    let generated = Renderer.render(graph, to: "/ws/Sources/App/Sword.generated.swift").contents
    let result = try TypeCheck.run(fixture, generated: generated, flags: flags)
    XCTAssertEqual(result.status, 0, result.output, file: file, line: line)
  }

  /// rockname/sword's generated API: assisted factories called without labels (its closure properties), with
  /// labels (ours), and taken as a value; a subcomponent reading its ancestors' bindings as its own members; a
  /// nested type's accessor named after its enclosing type (`Post.ID` → `postID`).
  func testRocknameSwordCallShapesCompile() throws {
    try assertCompiles(
      GraphFixture([
        "Feature": [
          """
          import Sword
          public struct Post: Sendable { public struct ID: Hashable, Sendable { public init() {} } }
          @Component(arguments: Post.ID.self)
          public final class AppComponent {}
          @Subcomponent(of: AppComponent.self)
          public final class LoginComponent {}
          @Subcomponent(of: LoginComponent.self)
          public final class FormComponent {}
          @Dependency(registeredTo: AppComponent.self, scopedWith: .single)
          public final class UserRepository: Sendable { @Injected public init() {} }
          @Dependency(registeredTo: AppComponent.self)
          public final class PostDetailViewModel {
            public let id: Post.ID
            @Injected public init(@Assisted id: Post.ID, userRepository: UserRepository) { self.id = id }
          }
          @Dependency(registeredTo: AppComponent.self)
          public final class VoiceMemoViewModel {
            @Injected public init(
              @Assisted timer: Int, @Assisted folder: String, @Assisted makeID: @escaping @Sendable () -> Int,
              @Assisted now: @escaping () -> Double, repository: UserRepository
            ) {}
          }
          @Dependency(registeredTo: AppComponent.self)
          public final class Unlabelled { @Injected public init(@Assisted _ value: Int) {} }
          @Dependency(registeredTo: LoginComponent.self)
          public final class LoginViewModel { @Injected public init(repository: UserRepository) {} }
          """
        ],
        "App": [
          """
          import Feature
          import Sword
          func use() {
            let component = AppComponent(postID: Post.ID())
            _ = component.postDetailViewModel(Post.ID())
            _ = component.postDetailViewModel(id: Post.ID())
            _ = component.voiceMemoViewModel(1, "memos", { 3 }, { 0.5 })
            _ = component.voiceMemoViewModel(timer: 1, folder: "memos", makeID: { 3 }, now: { 0.5 })
            let make = component.postDetailViewModel
            _ = make(Post.ID())
            _ = [Post.ID()].map(component.postDetailViewModel)
            _ = component.unlabelled(3)
            let id: Post.ID = component.postID
            let login = component.makeLoginComponent()
            let repository: UserRepository = login.userRepository
            _ = login.postDetailViewModel(id)
            _ = login.loginViewModel
            let form = login.makeFormComponent()
            _ = form.userRepository === repository
            _ = form.loginViewModel
          }
          """
        ],
      ]))
  }

  /// Every form a parameter takes, injected and assisted alike.
  func testEveryParameterFormCompiles() throws {
    try assertCompiles(
      GraphFixture([
        "Forms": [
          """
          import Sword
          public protocol Store: AnyObject {}
          public typealias Handler<T> = (T) -> Void
          public final class Clock: Sendable { public init() {} }
          @Component public final class AppComponent {}
          @Dependency(registeredTo: AppComponent.self, boundTo: Store.self, scopedWith: .single)
          public final class MemoryStore: Store { @Injected public init() {} }
          @Module(registeredTo: AppComponent.self)
          public struct FormsModule {
            @Provider public static func clock() -> Clock { Clock() }
            @Provider public static func onDone() -> () -> Void { {} }
            @Provider public static func onTick() -> @Sendable () -> Void { {} }
            @Provider public static func intHandler() -> Handler<Int> { { _ in } }
            @Provider public static func curried() -> () -> () -> Int { { { 1 } } }
            @Provider public static func stores(store: any Store) -> [any Store] { [store] }
          }
          @Dependency(registeredTo: AppComponent.self)
          public final class Receiver {
            @Injected public init(
              done: @escaping () -> Void, tick: @escaping @Sendable () -> Void, clock: sending Clock,
              borrowed: borrowing Clock, consumed: consuming Clock, lazyClock: @autoclosure () -> Clock,
              some store: some Store, any other: any Store, optionalStore: (any Store)?, stores: [any Store],
              unwrapped: Clock!, handler: Handler<Int>, curried: @escaping () -> () -> Int,
              defaulted: Clock = Clock()
            ) {}
          }
          @Dependency(registeredTo: AppComponent.self)
          public final class Maker {
            @Injected public init(
              @Assisted done: @escaping () -> Void, @Assisted tick: @escaping @Sendable () -> Void,
              @Assisted sent: sending Clock, @Assisted consumed: consuming Clock,
              @Assisted some: some Store, @Assisted any: any Store,
              @Assisted optional: (any Store)?, @Assisted list: [any Store], @Assisted unwrapped: Int!,
              @Assisted handler: @escaping Handler<Int>, @Assisted curried: @escaping () -> () -> Int,
              @Assisted defaulted: Int = 3, clock: Clock
            ) {}
          }
          """
        ],
        "App": [
          """
          import Forms
          import Sword
          func use() {
            let component = AppComponent()
            _ = component.receiver
            let store = MemoryStore()
            _ = component.maker(
              done: {}, tick: {}, sent: Clock(), consumed: Clock(), some: store,
              any: store, optional: nil, list: [store], unwrapped: 2, handler: { _ in }, curried: { { 1 } },
              defaulted: 4)
            _ = component.maker({}, {}, Clock(), Clock(), store, store, nil, [store], 2, { _ in }, { { 1 } }, 4)
          }
          """
        ],
      ]))
  }
}
