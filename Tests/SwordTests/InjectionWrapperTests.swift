import Dispatch
import Sword
import XCTest

private enum BaseURL {}
private enum CDNURL {}

@Module(registeredTo: AppComponent.self)
private enum URLModule {
  @Provider @Named(BaseURL.self)
  static func baseURL() -> String { "https://api.example.com" }
}

@Dependency(registeredTo: AppComponent.self)
@Named(CDNURL.self)
private final class CDNEndpoint {
  let base: String
  let lazyCount: Lazy<Int>
  let makeCount: Provider<Int>

  @Injected
  init(@Named(BaseURL.self) base: String, lazyCount: Lazy<Int>, makeCount: Provider<Int>) {
    self.base = base
    self.lazyCount = lazyCount
    self.makeCount = makeCount
  }
}

/// The runtime side of qualifiers, `Lazy`, `Provider` and `Weak`, used the way generated code and users use them.
final class InjectionWrapperTests: XCTestCase {
  func testNamedParameterReadsAsThePlainValue() {
    let calls = Counter()
    let endpoint = CDNEndpoint(
      base: "b", lazyCount: Lazy { calls.increment() }, makeCount: Provider { calls.increment() })
    XCTAssertEqual(endpoint.base, "b")
    XCTAssertEqual(calls.value, 0, "nothing is created before it is asked for")
    XCTAssertEqual(endpoint.lazyCount.value, 1)
    XCTAssertEqual(endpoint.lazyCount.get(), 1, "a Lazy keeps its first value")
    XCTAssertEqual(endpoint.makeCount.get(), 2)
    XCTAssertEqual(endpoint.makeCount(), 3, "a Provider asks again on each call")
    XCTAssertEqual(URLModule.baseURL(), "https://api.example.com")
  }

  func testLazyCreatesOnceUnderContention() {
    let calls = Counter()
    nonisolated(unsafe) let lazy = Lazy { () -> NSObject in
      calls.increment()
      return NSObject()
    }
    let seen = IdentitySet()
    DispatchQueue.concurrentPerform(iterations: 1_000) { _ in seen.insert(lazy.value) }
    XCTAssertEqual(calls.value, 1)
    XCTAssertEqual(seen.count, 1)
  }

  func testWeakDoesNotKeepTheInstanceAlive() {
    var strong: NSObject? = NSObject()
    let weak = Weak(strong!)
    XCTAssertTrue(weak.value === strong)
    strong = nil
    XCTAssertNil(weak.value)
  }
}
