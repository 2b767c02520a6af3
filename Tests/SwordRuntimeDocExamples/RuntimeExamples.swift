// The examples are copied from the doc comments of the Sword library as they are written there
// (scripts/doc-examples.py); `...` and `…` in a comment stand for the body or arguments the copy fills in. Each
// example that declares its own component is in a namespace of its own; the others share `AppComponent` and the
// types below. The test build compiles them with Sword's macros (never runs them).
// swift-format-ignore-file

import Foundation
import Sword

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// What the examples use without declaring it.

@Component
final class AppComponent {}

protocol APIClient {}
struct HTTPClient: APIClient { init(config: Config) {} }
struct Config {}
final class Player { init() {} }
final class UserRepository {
  init() {}
  init(apiClient: any APIClient) {}
}
final class Database {
  init(config: Config) async throws {}
  func write(_ record: String) async throws {}
}
final class Keychain { init(service: String) throws {} }
final class Connection {}
final class PDFEncoder { func encode() -> Data { Data() } }
final class DownloadTask { func resume() {} }
final class AppCoordinator { func childDidFinish() {} }
protocol Tracker {}
struct ConsoleTracker: Tracker {}
protocol Screen {}
struct LoginScreen: Screen {}
struct EnvVars { var baseURL: URL }
struct Session {}

extension AppComponent {
  var apiClient: any APIClient { HTTPClient(config: config) }
  var config: Config { Config() }
  var service: String { "example" }
}

// Stand-ins for what `sword generate` writes for the three examples that call a generated accessor or factory.

extension AppComponent {
  func userDetailViewModel(userID: AssistedExample.User.ID) -> AssistedExample.UserDetailViewModel {
    AssistedExample.UserDetailViewModel(userID: userID, userRepository: UserRepository())
  }
  func makeLoginComponent(session: Session) -> SubcomponentExample.LoginComponent {
    SubcomponentExample.LoginComponent(parent: self, session: session)
  }
  func makeSettingsComponent() -> SettingsSubcomponentExample.SettingsComponent {
    SettingsSubcomponentExample.SettingsComponent(parent: self)
  }
}

enum AssistedExample {
  struct User { typealias ID = String }

  // doc-example: Sources/Sword/Assisted.swift
  @Dependency(registeredTo: AppComponent.self)
  final class UserDetailViewModel {
    @Injected
    init(@Assisted userID: User.ID, userRepository: UserRepository) { _ = (userID, userRepository) }
  }

  // end doc-example
  static func use(component: AppComponent, id: User.ID) {
    // doc-example: Sources/Sword/Assisted.swift (continued)
    let viewModel = component.userDetailViewModel(userID: id)
    // end doc-example
    _ = viewModel
  }
}

enum AsyncLazyExample {
  // doc-example: Sources/Sword/AsyncLazy.swift
  @Dependency(registeredTo: AppComponent.self)
  final class SyncService {
    private let database: AsyncLazy<Database>
    @Injected
    init(database: AsyncLazy<Database>) { self.database = database }
    func sync() async throws { try await database.value.write("record") }  // opened here, once
  }
  // end doc-example
}

enum AsyncProviderExample {
  // doc-example: Sources/Sword/AsyncLazy.swift
  @Dependency(registeredTo: AppComponent.self)
  final class Importer {
    private let openConnection: AsyncProvider<Connection>
    @Injected
    init(openConnection: AsyncProvider<Connection>) { self.openConnection = openConnection }
    func run() async throws { let connection = try await openConnection() /* used here */ }  // a new connection each time
  }
  // end doc-example
}

enum ComponentArgumentsExample {
  static let url = URL(fileURLWithPath: "/")

  // doc-example: Sources/Sword/Component.swift
  @Component(arguments: EnvVars.self)
  final class AppComponent {}

  // end doc-example
  static func use() {
    // doc-example: Sources/Sword/Component.swift (continued)
    let component = AppComponent(envVars: EnvVars(baseURL: url))
    component.envVars // the value passed in, also injectable into any binding of this component
    // end doc-example
  }
}

enum OlderComponentArgumentsExample {
  // doc-example: Sources/Sword/Component.swift
  @Component(arguments: .init(EnvVars.self))
  final class AppComponent {}
  // end doc-example
}

enum ComponentWithoutArgumentsExample {
  // doc-example: Sources/Sword/Component.swift
  @Component
  final class AppComponent {}

  // end doc-example
  static func use() {
    // doc-example: Sources/Sword/Component.swift (continued)
    let component = AppComponent()
    // end doc-example
    _ = component
  }
}

enum ComponentArgumentSpellingsExample {
  // doc-example: Sources/Sword/ComponentArgument.swift
  @Component(arguments: .init(EnvVars.self)) // older spelling
  // end doc-example
  final class OlderComponent {}
  // doc-example: Sources/Sword/ComponentArgument.swift (continued)
  @Component(arguments: EnvVars.self)        // same meaning
  // end doc-example
  final class AppComponent {}
}

// doc-example: Sources/Sword/ComponentStorage+Effects.swift
extension AppComponent {
  func database() async throws -> Database {
    try await _swordStorage.asyncSingle(0x1B2C_3D4E) { try await Database(config: self.config) }
  }
  func keychain() throws -> Keychain {
    try _swordStorage.throwingSingle(0x5F60_7182) { try Keychain(service: self.service) }
  }
}
// end doc-example

// doc-example: Sources/Sword/ComponentStorage.swift
extension AppComponent {
  var player: Player {
    _swordStorage.weakReference(0x0C5E_12F4) { Player() }
  }
  var userRepository: UserRepository {
    _swordStorage.single(0x6A20_9B37) { UserRepository(apiClient: self.apiClient) }
  }
}
// end doc-example

enum DependencyExample {
  // doc-example: Sources/Sword/Dependency.swift
  @Dependency(registeredTo: AppComponent.self, boundTo: APIClient.self, scopedWith: .single)
  final class DefaultAPIClient: APIClient {
    @Injected
    init(session: URLSession) { _ = session }
  }
  // end doc-example
}

enum InjectedExample {
  // doc-example: Sources/Sword/Injected.swift
  @Dependency(registeredTo: AppComponent.self)
  final class LoginViewModel {
    @Injected
    init(userRepository: UserRepository) { _ = userRepository }
  }
  // end doc-example
}

enum LazyExample {
  // doc-example: Sources/Sword/Lazy.swift
  @Dependency(registeredTo: AppComponent.self)
  final class Exporter {
    private let encoder: Lazy<PDFEncoder>
    @Injected
    init(encoder: Lazy<PDFEncoder>) { self.encoder = encoder }
    func export() -> Data { encoder.value.encode() }  // PDFEncoder is created here, once
  }
  // end doc-example
}

enum MockValuesExample {
  // doc-example: Sources/Sword/MockValues.swift
  final class _SwordMocks: @unchecked Sendable {
    let _swordValues = Sword.MockValues()
    var apiClient: any APIClient {
      if let value: any APIClient = _swordValues.value(0x1D4B_7E02) { return value }
      return HTTPClient(config: self.config)
    }
  }
  // end doc-example
}

extension MockValuesExample._SwordMocks {
  var config: Config { Config() }
}

enum ModuleExample {
  // doc-example: Sources/Sword/Module.swift
  @Module(registeredTo: AppComponent.self)
  struct NetworkModule {
    @Provider(scopedWith: .single)
    static func urlSession() -> URLSession { URLSession(configuration: .default) }
  }
  // end doc-example
}

enum IntoArrayExample {
  // doc-example: Sources/Sword/Multibinding.swift
  @Module(registeredTo: AppComponent.self)
  enum AnalyticsModule {
    @Provider @IntoArray
    static func consoleTracker() -> any Tracker { ConsoleTracker() }
  }

  @Dependency(registeredTo: AppComponent.self)
  final class Analytics {
    @Injected
    init(trackers: [any Tracker]) { _ = trackers }
  }
  // end doc-example
}

enum IntoSetExample {
  @Module(registeredTo: AppComponent.self)
  enum FlagsModule {
    // doc-example: Sources/Sword/Multibinding.swift
    @Provider @IntoSet
    static func defaultFeatureFlag() -> String { "new-login" }
    // end doc-example
  }
}

enum IntoMapExample {
  @Module(registeredTo: AppComponent.self)
  enum ScreensModule {
    // doc-example: Sources/Sword/Multibinding.swift
    @Provider @IntoMap(key: "login")
    static func loginScreen() -> any Screen { LoginScreen() }

    // end doc-example
  }

  @Dependency(registeredTo: AppComponent.self)
  final class Router {
    @Injected
    // doc-example: Sources/Sword/Multibinding.swift (continued)
    init(screens: [String: any Screen]) { _ = screens }
    // end doc-example
  }
}

enum DeclaredMultibindingsExample {
  // doc-example: Sources/Sword/Multibinding.swift
  @Module(registeredTo: AppComponent.self, multibindings: [any Tracker].self, [String: any Screen].self)
  enum AppModule {}
  // end doc-example
}

enum NamedExample {
  // doc-example: Sources/Sword/Named.swift
  enum BaseURL {}   // a tag: any type, usually an empty enum

  @Module(registeredTo: AppComponent.self)
  enum URLModule {
    @Provider @Named(BaseURL.self)
    static func baseURL() -> URL { URL(string: "https://api.example.com")! }
  }

  @Dependency(registeredTo: AppComponent.self)
  final class APIClient {
    @Injected
    init(@Named(BaseURL.self) baseURL: URL) { _ = baseURL }
  }
  // end doc-example
}

enum NamedParameterExample {
  @Dependency(registeredTo: AppComponent.self)
  final class APIClient {
    // doc-example: Sources/Sword/Named.swift
    @Injected
    init(@Named(BaseURL.self) baseURL: URL) { _ = baseURL }
    // end doc-example
  }
  enum BaseURL {}
}

enum QualifiedArgumentsExample {
  enum BaseURL {}
  enum AssetsURL {}

  // doc-example: Sources/Sword/Named.swift
  @Component(arguments: Qualified<BaseURL, URL>.self, Qualified<AssetsURL, URL>.self)
  final class AppComponent {}

  // end doc-example
  static func use(api: URL, assets: URL) {
    // doc-example: Sources/Sword/Named.swift (continued)
    let component = AppComponent(baseURL: api, assetsURL: assets)
    component.baseURL // api
    // end doc-example
  }
}

enum ProviderExample {
  // doc-example: Sources/Sword/Provider.swift
  @Module(registeredTo: AppComponent.self)
  enum StorageModule {
    @Provider
    static func defaults() -> UserDefaults { .standard }
  }
  // end doc-example
}

enum ProviderOfExample {
  // doc-example: Sources/Sword/ProviderOf.swift
  @Dependency(registeredTo: AppComponent.self)
  final class Downloader {
    private let makeTask: Provider<DownloadTask>
    @Injected
    init(makeTask: Provider<DownloadTask>) { self.makeTask = makeTask }
    func start() { makeTask.get().resume() }  // a new DownloadTask each time
  }
  // end doc-example
}

enum ScopeExample {
  // doc-example: Sources/Sword/Scope.swift
  @Dependency(registeredTo: AppComponent.self, scopedWith: .single)
  final class UserRepository { @Injected init() {} }
  // end doc-example
}

func singleScopeExample() {
  // doc-example: Sources/Sword/SingleScope.swift
  let scope = SingleScope<UserRepository>()
  let first = scope.get { UserRepository() }
  let second = scope.get { UserRepository() } // the same instance; the closure is not called again
  // end doc-example
  _ = (first, second)
}

enum SubcomponentExample {
  // doc-example: Sources/Sword/Subcomponent.swift
  @Subcomponent(of: AppComponent.self, arguments: Session.self)
  final class LoginComponent {}

  // end doc-example
  static func use(appComponent: AppComponent, session: Session) {
    // doc-example: Sources/Sword/Subcomponent.swift (continued)
    let login = appComponent.makeLoginComponent(session: session)
    login.parent === appComponent // true
    // end doc-example
  }
}

enum OlderSubcomponentArgumentsExample {
  // doc-example: Sources/Sword/Subcomponent.swift
  @Subcomponent(of: AppComponent.self, arguments: .init(Session.self))
  final class LoginComponent {}
  // end doc-example
}

enum SettingsSubcomponentExample {
  // doc-example: Sources/Sword/Subcomponent.swift
  @Subcomponent(of: AppComponent.self)
  final class SettingsComponent {}

  // end doc-example
  static func use(appComponent: AppComponent) {
    // doc-example: Sources/Sword/Subcomponent.swift (continued)
    let settings = appComponent.makeSettingsComponent()
    // end doc-example
    _ = settings
  }
}

enum WeakExample {
  // doc-example: Sources/Sword/Weak.swift
  @Dependency(registeredTo: AppComponent.self)
  final class ChildCoordinator {
    private let parent: Weak<AppCoordinator>
    @Injected
    init(parent: Weak<AppCoordinator>) { self.parent = parent }
    func finish() { parent.value?.childDidFinish() }
  }
  // end doc-example
}

func weakReferenceScopeExample() {
  // doc-example: Sources/Sword/WeakReferenceScope.swift
  let scope = WeakReferenceScope<Player>()
  var player: Player? = scope.get { Player() }
  scope.get { Player() } === player // true: still held
  player = nil
  scope.get { Player() }            // a new Player
  // end doc-example
}
