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

final class StructuralAccessorNameTests: XCTestCase {
  func testTypesWithoutANameOfTheirOwn() {
    let cases: [(String, String)] = [
      ("(Int) -> String", "intToString"),
      ("@escaping () -> Double", "doubleClosure"),
      ("(Int, String)", "intAndString"),
      ("(id: Int, name: String)", "intAndString"),
      ("[User]", "userArray"),
      ("[String: Int]", "stringIntDictionary"),
      ("(any APIClient)", "apiClient"),
      ("[URL]?", "optionalUrlArray"),
    ]
    for (type, expected) in cases {
      XCTAssertEqual(AccessorName.forType(type), expected, type)
    }
  }
}
