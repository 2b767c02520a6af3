import Components
import Dispatch
import Foundation
import Login
import Networking
import Profile
import Storage

// Builds the graph through Sword's generated accessors and checks every kind of wiring. Exits non-zero on the
// first wrong one, so `make test` fails when the generated code is wrong.

var failures = 0

@MainActor
func expect(_ condition: Bool, _ what: String) {
  if condition {
    print("ok   \(what)")
  } else {
    print("FAIL \(what)")
    failures += 1
  }
}

let component = AppComponent(envVars: EnvVars(baseURL: "https://example.com"), appName: "Fixture", appVersion: "1.2")

// Component arguments and providers.
expect(component.envVars.baseURL == "https://example.com", "component argument envVars is stored")
expect(component.httpSession.identifier == "session-for-https://example.com", "@Provider receives its dependencies")
expect(component.httpSession === component.httpSession, "@Provider(scopedWith: .single) gives one instance")

// boundTo: and .single.
expect(component.apiClient is DefaultAPIClient, "boundTo: APIClient gives DefaultAPIClient")
expect(component.apiClient === component.apiClient, ".single bound to a protocol gives one instance")
expect(component.userRepository === component.userRepository, ".single gives one instance per component")
expect(component.userRepository.apiClient === component.apiClient, "dependencies receive the scoped instance")
let other = AppComponent(envVars: EnvVars(baseURL: "https://other.example"), appName: "Other", appVersion: "2.0")
expect(other.userRepository !== component.userRepository, "another component has its own .single instances")
expect(other.apiClient.baseURL == "https://other.example", "each component uses its own arguments")

// Unscoped bindings are made anew.
expect(component.cache.capacity == 100, "unscoped struct dependency")

// .single under contention: every thread gets the same instance.
let fresh = AppComponent(envVars: EnvVars(baseURL: "https://threads.example"), appName: "Threads", appVersion: "3.0")
let lock = NSLock()
nonisolated(unsafe) var seen = Set<ObjectIdentifier>()
// AppComponent is Sendable: threads share it without any unsafe escape hatch.
DispatchQueue.concurrentPerform(iterations: 64) { _ in
  let identifier = ObjectIdentifier(fresh.userRepository)
  lock.lock()
  seen.insert(identifier)
  lock.unlock()
}
expect(seen.count == 1, ".single is created once when 64 threads ask at once")

// .weakReference: shared while held, made anew after release.
var loader: ImageLoader? = component.imageLoader
expect(loader === component.imageLoader, ".weakReference is shared while held")
let firstSerial = loader!.serial
loader = nil
expect(component.imageLoader.serial != firstSerial, ".weakReference is made anew after release")

// Subcomponents: a child sees its parent's bindings; its .single is per child instance.
let login = component.makeLoginComponent()
expect(login.loginViewModel === login.loginViewModel, "subcomponent .single is one instance per child")
expect(component.makeLoginComponent().loginViewModel !== login.loginViewModel, "a new child has a new instance")
expect(login.loginViewModel.userRepository === component.userRepository, "a child resolves its parent's bindings")

// Subcomponent arguments.
let profile = component.makeProfileComponent(profileRequest: ProfileRequest(source: "deep-link"))
expect(profile.profilePresenter.request.source == "deep-link", "subcomponent arguments are injected")
expect(profile.profilePresenter.repository === component.userRepository, "subcomponent reaches the parent's .single")

// Assisted injection, with two assisted parameters around an injected one.
let detail = component.userDetailViewModel(userID: "42", title: "Profile")
expect(detail.userID == "42" && detail.title == "Profile", "assisted parameters are passed through")
expect(detail.userRepository === component.userRepository, "assisted factory injects the rest")

// Qualifiers: two String arguments, a qualified provider and a qualified @Dependency next to an unqualified one.
let exporter = component.reportExporter
expect(exporter.appName == "Fixture" && exporter.appVersion == "1.2", "two arguments of one type, told apart by tags")
expect(exporter.host == "api.https://example.com", "@Named provider reaches a @Named parameter")
expect(exporter.log.label == "console" && exporter.auditLog.label == "audit", "@Named @Dependency beside an unqualified one")
expect(component.audit === component.audit, "a qualified .single binding is one instance")

// Lazy, Provider, Weak and optional bindings.
let renderersBefore = reportRenderersMade.value
expect(reportRenderersMade.value == renderersBefore, "Lazy makes nothing before it is used")
let renderer = exporter.renderer.value
expect(reportRenderersMade.value == renderersBefore + 1, "Lazy makes its value on first use")
expect(exporter.renderer.value === renderer && reportRenderersMade.value == renderersBefore + 1, "Lazy keeps its value")
expect(exporter.makeRequestID.get().value != exporter.makeRequestID.get().value, "Provider makes a new value on each get()")
expect(exporter.store.value === component.sessionStore, "Weak points at the scoped instance")
expect(exporter.tracer == nil, "an optional binding nothing binds is nil")
expect(exporter.repository === component.userRepository, "an optional binding something binds is present")
expect(component.coordinator.flow.value.coordinator === component.coordinator, "Lazy breaks a dependency cycle")

// Multibindings: contributions from two packages, a declared empty collection, a subcomponent adding its own.
let hub = component.analyticsHub
expect(hub.trackers.map(\.name) == ["login", "network"], "[T] collects contributions from two packages, in order")
expect(hub.flags == ["passkeys", "fast-network"], "Set<T> collects contributions")
expect(hub.routes == ["home": Route(path: "/home"), "login": Route(path: "/login")], "[Key: T] collects keyed contributions")
expect(hub.plugins.isEmpty, "a declared collection without contributions is empty")
let loginAnalytics = component.makeLoginComponent().loginAnalytics
expect(loginAnalytics.trackers.map(\.name) == ["login", "network", "login-form"], "a subcomponent adds to its parent's array")
expect(loginAnalytics.routes.count == 3 && loginAnalytics.routes["login.form"] == Route(path: "/login/form"), "and to its parent's map")

// Several root components: Clock is registered to WidgetComponent too (.single there), whose code is generated into
// the Widget target (Sources/Widget) and checked there.
expect(component.clock !== component.clock, "one type registered to two roots, unscoped in this one")

// Test overrides (DEBUG builds; `test_overrides: true` in .sword.yml).
final class FakeAPIClient: APIClient {
  let baseURL = "fake://"
  func get(_ path: String) -> String { "FAKE \(path)" }
}
let overridden = AppComponent(
  envVars: EnvVars(baseURL: "https://example.com"), appName: "Test", appVersion: "0",
  overrides: .init(apiClient: FakeAPIClient()))
expect(overridden.userRepository.apiClient is FakeAPIClient, "an override replaces a binding for everything that uses it")
expect(overridden.httpSession.identifier == "session-for-https://example.com", "bindings without an override are built as usual")
expect(overridden.makeLoginComponent().loginViewModel.userRepository.apiClient is FakeAPIClient, "subcomponents see the parent's overrides")

// Injected components and factories: a coordinator receives its component, an assisted type's factory, two
// subcomponents' factories and an async factory; a subcomponent binding receives its own component.
let coordinator = component.profileCoordinator
expect(coordinator.component === component, "a binding receives the component it is registered to")
let madeDetail = coordinator.makeDetail("7", "Seven")
expect(madeDetail.userID == "7" && madeDetail.title == "Seven", "an assisted factory passes its arguments in order")
expect(madeDetail.userRepository === component.userRepository, "an assisted factory injects the rest")
let detailsFromThreads = DispatchQueue.global().sync { coordinator.makeDetail("8", "Eight").userID }
expect(detailsFromThreads == "8", "a @Sendable factory is called from another thread")
expect(coordinator.makeLogin() !== coordinator.makeLogin(), "a subcomponent factory makes a new child each time")
expect(coordinator.makeLogin().loginViewModel.userRepository === component.userRepository, "its child sees the parent")
let routed = coordinator.makeProfile(ProfileRequest(source: "coordinator"))
expect(routed.profilePresenter.request.source == "coordinator", "a subcomponent factory passes the arguments")
expect(routed.profileRouter.component === routed, "a subcomponent binding receives its own subcomponent")
expect(routed.profileRouter.makeDetail("9", "Nine").userID == "9", "a subcomponent binding receives a parent's factory")
let screen = try await coordinator.makeNotes("Inbox")
expect(screen.title == "Inbox", "an async factory makes an assisted type that needs an async binding")

// Async and throwing bindings: an `async throws` .single provider, what depends on it, a throwing init, a
// main-actor async init, AsyncLazy and AsyncProvider.
let notes = AppComponent(envVars: EnvVars(baseURL: "https://notes.example"), appName: "Notes", appVersion: "4.0")
let openedBefore = databasesOpened.value
let database = try await notes.database()
expect(database.path == "notes-for-https://notes.example.sqlite", "an async throws provider receives its dependencies")
expect(try await notes.database() === database, "an async .single is made once")
expect(try await notes.noteRepository().database === database, "a binding that needs it is async too")
expect(try notes.keychain().service == "keychain-for-https://notes.example", "a throwing initializer")
let viewModel = try await notes.notesViewModel()
expect(try await notes.notesViewModel() === viewModel, "a main-actor async .single is made once")
expect(viewModel.repository.database === database, "and receives the async binding")
let sync = notes.syncService
expect(try await sync.database.value === database, "AsyncLazy awaits the async binding")
expect(try await sync.makeRepository().database === database, "AsyncProvider awaits it on each call")

// 64 tasks ask a new component's async .single at once: one creation, every task gets it.
let contended = AppComponent(envVars: EnvVars(baseURL: "https://tasks.example"), appName: "Tasks", appVersion: "5.0")
let openedBeforeTasks = databasesOpened.value
let serials = await withTaskGroup(of: Int.self) { group in
  for _ in 0..<64 { group.addTask { (try? await contended.database().serial) ?? -1 } }
  var serials = Set<Int>()
  for await serial in group { serials.insert(serial) }
  return serials
}
expect(serials.count == 1 && !serials.contains(-1), "an async .single is created once when 64 tasks ask at once")
expect(databasesOpened.value == openedBeforeTasks + 1, "and its provider ran once")

// A failure is not kept: the next request tries again.
let flaky = AppComponent(envVars: EnvVars(baseURL: "https://flaky.example"), appName: "Flaky", appVersion: "6.0")
databaseFailuresToCome.set(1)
var firstError: (any Error)?
do { _ = try await flaky.database() } catch { firstError = error }
expect((firstError as? DatabaseError) == .locked, "an async throws provider's error reaches the caller")
expect((try? await flaky.database()) != nil, "a failed creation is not kept: the next request succeeds")

// Cancelling the task that asked first does not cancel the creation for the others.
let shared = AppComponent(envVars: EnvVars(baseURL: "https://cancel.example"), appName: "Cancel", appVersion: "7.0")
let startedBefore = databaseOpeningsStarted.value
let first = Task { try await shared.database() }
while databaseOpeningsStarted.value == startedBefore { await Task.yield() }
first.cancel()
let second = try await shared.database()
expect((try? await first.value) === second, "a cancelled first requester still gets the one instance")
expect(databasesOpened.value == openedBefore + 4, "four components opened four databases")

if failures > 0 {
  print("\(failures) wiring check(s) failed")
  exit(1)
}
print("All wiring checks passed")
