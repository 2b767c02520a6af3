import SwordNaming
import XCTest

final class AccessorNameTests: XCTestCase {
  func testNamesFollowSwordsLowerCamelCaseRule() {
    let cases: [(String, String)] = [
      ("LoginViewModel", "loginViewModel"),
      ("EnvVars", "envVars"),
      ("URLSession", "urlSession"),
      ("APIClient", "apiClient"),
      ("any APIClient", "apiClient"),
      ("URL", "url"),
      ("ID", "id"),
      ("Outer.Inner", "inner"),
      ("Repository<User>", "userRepository"),
      ("Dictionary<String, Int>", "stringIntDictionary"),
      ("Session?", "optionalSession"),
      ("Default", "`default`"),
    ]
    for (type, expected) in cases {
      XCTAssertEqual(AccessorName.forType(type), expected, type)
    }
  }

  func testKeywordsAreEscaped() {
    XCTAssertEqual(AccessorName.forType("Self"), "`self`")
    XCTAssertEqual(AccessorName.forType("Protocol"), "`protocol`")
  }

  func testFactoryNames() {
    XCTAssertEqual(AccessorName.factoryName(forComponent: "LoginComponent"), "makeLoginComponent")
    XCTAssertEqual(AccessorName.factoryName(forComponent: "Flows.LoginComponent"), "makeLoginComponent")
  }
}
