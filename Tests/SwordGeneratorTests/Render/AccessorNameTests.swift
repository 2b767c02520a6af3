import XCTest

@testable import SwordNaming

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
      ("Outer.Inner", "outerInner"),
      ("Post.ID", "postID"),
      ("URL.Scheme", "urlScheme"),
      ("@Sendable () -> Void", "sendableVoidClosure"),
      ("@escaping () -> Void", "voidClosure"),
      ("Repository<User>", "userRepository"),
      ("Dictionary<String, Int>", "stringIntDictionary"),
      ("Session?", "optionalSession"),
      ("Default", "`default`"),
    ]
    for (type, expected) in cases {
      XCTAssertEqual(AccessorName.forType(type), expected, type)
    }
  }

  /// The byte-level path for plain names gives what the general rule gives, for every shape of plain name.
  func testPlainNamesFollowTheGeneralRule() {
    var generator = SystemRandomNumberGenerator()
    let pieces = ["URL", "Session", "a", "ID", "_", "9", "x2", "Default", "self", "Self", "API", "Client", "b", "Z"]
    var names = ["A", "AB", "ABc", "_Foo", "foo", "Core.Logger", ".Foo", "Outer..Inner", "9Lives", "`Default`", "Foo."]
    for _ in 0..<2_000 {
      let length = Int.random(in: 1...4, using: &generator)
      var name = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
      if Bool.random(using: &generator) { name = pieces.randomElement(using: &generator)! + "." + name }
      names.append(name)
    }
    for name in names {
      XCTAssertEqual(AccessorName.forType(name), AccessorName.generalName(name), name)
    }
    XCTAssertNotNil(AccessorName.plainName("Core.Logger"))
    XCTAssertNil(AccessorName.plainName("Foo."))
    XCTAssertNil(AccessorName.plainName("Repository<User>"))
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
