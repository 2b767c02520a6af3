import Foundation
import SwordTestSupport
import Testing

@testable import SwordGenerator

/// `PBXSyntaxCheck`: where a broken `project.pbxproj` breaks, in files written as Xcode writes them (tabs, comments
/// after identifiers, one object per section) and broken the ways they break: a hand edit, a bad merge, a cut.
@Suite struct PBXSyntaxCheckTests {
  /// A broken file (`1️⃣` marks the fault) and what is said there.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var marked: String
    var message: String
    var testDescription: String { name }
  }

  /// The frame Xcode writes around the objects: `objects` holds `body`.
  static func file(_ body: String) -> String {
    "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 77;\n\tobjects = {\n\n" + body
      + "\t};\n\trootObject = 4AE260012F7A1C0000D1E5A7 /* Project object */;\n}\n"
  }

  static let cases = [
    Case(
      name: "a value without its ';'",
      marked: file(
        """
        /* Begin XCLocalSwiftPackageReference section */
        \t\t4AE280012F7A1C0000D1E5A7 /* XCLocalSwiftPackageReference "../Packages/Core" */ = {
        \t\t\tisa = XCLocalSwiftPackageReference1️⃣
        \t\t\trelativePath = ../Packages/Core;
        \t\t};
        /* End XCLocalSwiftPackageReference section */

        """), message: "expected ';' after the value of 'isa'"),
    Case(
      name: "a quoted string never closed",
      marked: file(
        """
        \t\t4AE2A0012F7A1C0000D1E5A7 /* Sword */ = {
        \t\t\tisa = XCSwiftPackageProductDependency;
        \t\t\tproductName = 1️⃣"plugin:SwordBuildPlugin;
        \t\t};

        """), message: "the quoted string that starts here is never closed"),
    Case(
      name: "a merge conflict left in",
      marked: file(
        """
        \t\t4AE2A0012F7A1C0000D1E5A7 /* Sword */ = {
        \t\t\tisa = XCSwiftPackageProductDependency;
        1️⃣<<<<<<< HEAD
        \t\t\tproductName = Sword;
        =======
        \t\t\tproductName = SwordKit;
        >>>>>>> feature
        \t\t};

        """),
      message: "a merge conflict marker: resolve the conflict, keeping one side of each change"),
    Case(
      name: "a list without its ','",
      marked: file(
        """
        \t\t4AE250012F7A1C0000D1E5A7 /* Memos */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tpackageProductDependencies = (
        \t\t\t\t4AE2A0012F7A1C0000D1E5A71️⃣ /* Sword */
        \t\t\t\t4AE2A0022F7A1C0000D1E5A7 /* Core */,
        \t\t\t);
        \t\t};

        """), message: "expected ',' or ')' after an element of the list that starts at 11:33"),
    Case(
      name: "a ';' too many",
      marked: file(
        """
        \t\t4AE240032F7A1C0000D1E5A7 /* Frameworks */ = {
        \t\t\tisa = PBXGroup;1️⃣;
        \t\t\tname = Frameworks;
        \t\t};

        """), message: "expected a key or '}', found ';'"),
    Case(
      name: "a cut file",
      marked: "// !$*UTF8*$!\n1️⃣{\n\tarchiveVersion = 1;\n\tobjectVersion = 77;\n",
      message: "the dictionary that starts here is never closed with '}'"),
  ]

  @Test(arguments: cases)
  func theFaultIsFoundWhereItIs(_ test: Case) throws {
    let source = MarkedSource(test.marked)
    let fault = try #require(PBXSyntaxCheck.firstFault(in: source.text))
    let location = source.location("1️⃣")
    #expect(fault == .init(line: location.line, column: location.column, message: test.message))
    #expect(throws: (any Error).self) {
      try PropertyListSerialization.propertyList(from: Data(source.text.utf8), options: [], format: nil)
    }
  }

  @Test func theProjectsXcodeWritesHaveNoFault() throws {
    for name in ["Memos.xcodeproj", "Memos16.xcodeproj", "Memos26.xcodeproj"] {
      let file = Repository.fixtures.appendingPathComponent("XcodeProject/\(name)/project.pbxproj")
      #expect(PBXSyntaxCheck.firstFault(in: try String(contentsOf: file, encoding: .utf8)) == nil, "\(name)")
    }
  }
}
