import AppComponents
import Foundation
import Models
import Networking
import Persistence
import Sword
import Timeline
import VoiceMemo

// Calls the generated API the way apps written for rockname/sword do, and exits non-zero if any wiring is wrong.
var failures: [String] = []
func check(_ condition: Bool, _ what: String) {
  if !condition { failures.append(what) }
}

let component = AppComponent(envVars: EnvVars(baseURL: URL(string: "https://chirp.example")!))

// Assisted factories, without labels (rockname/sword's closure properties), with labels, and as values.
let detail = component.postDetailViewModel(Post.ID(1))
check(detail.id == Post.ID(1) && detail.text == "/posts", "postDetailViewModel(id) builds with the assisted id")
check(component.postDetailViewModel(id: Post.ID(2)).id == Post.ID(2), "postDetailViewModel(id:) with its label")
let makeDetail = component.postDetailViewModel
check([Post.ID(3)].map(makeDetail).first?.id == Post.ID(3), "the factory passed as a value")
let memo = component.voiceMemoViewModel(3, "memos", { 41 }, { 12.0 })
check(memo.title == "memos/3 at 12s" && memo.newMemoID() == 41, "four assisted arguments without labels")

// A subcomponent reads its parent's bindings as its own members.
let login = component.makeLoginComponent()
check(login.userRepository === component.userRepository, "login.userRepository is the app's single instance")
check(login.loginViewModel === login.loginViewModel, "LoginViewModel is single within the login flow")
check(login.loginViewModel.nextID() == 1 && login.loginViewModel.nextID() == 2, "a closure returning a closure")
check(login.loginViewModel.stores.count == 1, "[any Store] from a provider")
check(component.makeLoginComponent().loginViewModel !== login.loginViewModel, "a new flow, a new LoginViewModel")

// Scopes across isolation domains: a nonisolated single read from another thread is the same instance.
let formatter = component.dateFormatter
let fromAnotherThread = DispatchQueue.global().sync { [formatter] in ObjectIdentifier(formatter) }
check(fromAnotherThread == ObjectIdentifier(component.dateFormatter), "DateFormatter is single")

// The store of this configuration.
#if DEBUG
  check(component.store.kind == "memory", "a debug build keeps posts in memory")
#else
  check(component.store.kind == "disk", "a release build keeps posts on disk")
#endif

component.analytics.track("launch")
check(component.analytics.events == ["launch"], "the app target's own binding")
check(component.apiClient.baseURL.host == "chirp.example", "the component argument reaches the API client")

if failures.isEmpty {
  print("All real-world checks passed")
} else {
  for failure in failures { print("FAIL: \(failure)") }
  exit(1)
}
