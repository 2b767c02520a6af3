import SwordGenerator
import XCTest

/// The text scan of files Sword does not parse: what `TargetIndex.scannedTypes` holds.
final class TypeScannerTests: XCTestCase {
  private func scanned(_ source: MarkedSource) -> [TypeDeclaration] {
    TargetIndexer.index(moduleName: "App", sources: [(source.path, source.text)]).scannedTypes
  }

  func testTopLevelTypesAreFoundWithKindAccessAndLocation() {
    let source = MarkedSource(
      """
      import Foundation

      public final class 1️⃣Clock {
        init() {}
        convenience init(seconds: Int) { self.init() }
        struct Nested {}
        let copy = Clock.init()
      }
      struct 2️⃣Point<T>: Equatable where T: Equatable {}
      @MainActor protocol 3️⃣Tracker: AnyObject {}
      package enum 4️⃣Mode: String { case fast }
      actor 5️⃣Store {}
      typealias 6️⃣Seconds = Double
      extension Clock {
        init(minutes: Int) { self.init() }
      }
      extension Point.Inner { init() {} }
      """)
    let types = scanned(source)
    XCTAssertEqual(types.map(\.name), ["Clock", "Point", "Tracker", "Mode", "Store", "Seconds"])
    XCTAssertEqual(types.map(\.kind), [.class, .struct, .protocol, .enum, .actor, .typealias])
    XCTAssertEqual(types.map(\.accessLevel), [.public, .internal, .internal, .package, .internal, .internal])
    XCTAssertEqual(types.map(\.location), ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣"].map(source.location))
    // Two in the body, one in an extension; `Clock.init()` is a call, and `Point.Inner`'s init is not Point's.
    XCTAssertEqual(types[0].initializerCount, 3)
    XCTAssertEqual(types[1].initializerCount, 0)
  }

  func testCommentsAndStringsHideWhatLooksLikeDeclarations() {
    let source = MarkedSource(
      ##"""
      // struct InLineComment {}
      /* class InBlock { /* nested */ struct StillComment {} } */
      let text = "struct InString { \(value("class InInterpolation {")) }"
      let block = """
        enum InMultiline {
        """
      let raw = #"struct InRaw { "# + #"""
        actor InRawMultiline {
        """#
      final class 1️⃣Real {}
      """##)
    XCTAssertEqual(scanned(source).map(\.name), ["Real"])
    XCTAssertEqual(scanned(source).first?.location, source.location("1️⃣"))
  }

  func testTypesInsideOtherTypesAndFunctionsAreNotTopLevel() {
    let source = MarkedSource(
      """
      enum Outer {
        struct Inner {}
        static func make() { class Local {} }
      }
      func free() { struct AlsoLocal {} }
      """)
    XCTAssertEqual(scanned(source).map(\.name), ["Outer"])
  }

  func testParsedFilesAreNotScannedAndFilesThatDoNotParseAre() {
    let parsed = ("/ws/Sources/App/A.swift", "@Component final class AppComponent {}\nstruct Plain {}")
    let broken = (
      "/ws/Sources/App/B.swift", "@Dependency(registeredTo: AppComponent.self)\nfinal class Store { init( }"
    )
    let index = TargetIndexer.index(moduleName: "App", sources: [parsed, broken])
    XCTAssertEqual(index.scannedTypes.map(\.name), ["Store"])
    XCTAssertEqual(Set(index.types.map(\.name)), ["AppComponent", "Plain"])
  }
}
