import XCTest

@testable import SwordGenerator

/// Parameters Sword cannot pass are reported where they are written, before anything is generated.
final class UnsupportedParameterTests: XCTestCase {
  func testInoutAndVariadicParametersAreLocatedErrors() {
    let fixture = GraphFixture([
      "App": [
        """
        @Component final class AppComponent {}
        @Dependency(registeredTo: AppComponent.self)
        final class Counter { @Injected init(count: 1️⃣inout Int) {} }
        @Dependency(registeredTo: AppComponent.self)
        final class Loggers { @Injected init(@Assisted names: String2️⃣...) {} }
        @Module(registeredTo: AppComponent.self)
        struct AppModule { @Provider static func total(values: Int3️⃣...) -> Double { 0 } }
        """
      ]
    ])
    let unsupported = fixture.build().diagnostics.filter { $0.id == .unsupportedParameter }
    XCTAssertEqual(unsupported.map(\.location), ["1️⃣", "2️⃣", "3️⃣"].map { fixture.location($0, module: "App") })
    XCTAssertTrue(unsupported[0].message.contains("parameter 'count' is 'inout'"), unsupported[0].message)
    XCTAssertTrue(unsupported[1].message.contains("take an array '[String]' instead"), unsupported[1].message)
  }
}
