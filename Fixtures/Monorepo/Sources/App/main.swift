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

let component = AppComponent(envVars: EnvVars(baseURL: "https://example.com"))

// Component arguments and providers.
expect(component.envVars.baseURL == "https://example.com", "component argument envVars is stored")
expect(component.httpSession.identifier == "session-for-https://example.com", "@Provider receives its dependencies")
expect(component.httpSession === component.httpSession, "@Provider(scopedWith: .single) gives one instance")

// boundTo: and .single.
expect(component.apiClient is DefaultAPIClient, "boundTo: APIClient gives DefaultAPIClient")
expect(component.apiClient === component.apiClient, ".single bound to a protocol gives one instance")
expect(component.userRepository === component.userRepository, ".single gives one instance per component")
expect(component.userRepository.apiClient === component.apiClient, "dependencies receive the scoped instance")
let other = AppComponent(envVars: EnvVars(baseURL: "https://other.example"))
expect(other.userRepository !== component.userRepository, "another component has its own .single instances")
expect(other.apiClient.baseURL == "https://other.example", "each component uses its own arguments")

// Unscoped bindings are made anew.
expect(component.cache.capacity == 100, "unscoped struct dependency")

// .single under contention: every thread gets the same instance.
let fresh = AppComponent(envVars: EnvVars(baseURL: "https://threads.example"))
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

if failures > 0 {
  print("\(failures) wiring check(s) failed")
  exit(1)
}
print("All wiring checks passed")
