import SwordNaming
import XCTest

@testable import SwordGenerator

/// Code written against rockname/sword keeps compiling where its naming rule gives a usable name that Sword's does
/// not (`component.urL`, Sword's `component.url`): deprecated aliases in its spelling, which forward to Sword's.
final class RocknameSpellingTests: XCTestCase {
  func testItsRuleDiffersWhereARunOfCapitalsEndsTheNameOrMeetsADigit() {
    let cases: [(String, String?)] = [
      ("URL", "urL"), ("UUID", "uuiD"), ("ID", "iD"), ("HTTP2Client", "httP2Client"), ("Cache.entry", "cacheentry"),
      // The same name both ways, or no usable name in its rule.
      ("URLSession", nil), ("Post.ID", nil), ("LoginViewModel", nil), ("X", nil), ("OAuth2Client", nil),
      ("any APIClient", nil), ("Repository<User>", nil), ("Session?", nil), ("Protocol", nil), ("日本語", nil),
    ]
    for (type, expected) in cases {
      XCTAssertEqual(AccessorName.rocknameSpelling(forType: type), expected, type)
    }
  }

  /// A URL bound without a qualifier reads "a URL" in the warning, as it is said.
  func testThePrimitiveWarningSaysAURLAndAUUID() {
    XCTAssertEqual(
      ["URL", "UUID", "UInt8", "Int", "String", "Double"].map(PrimitiveGuard.article),
      ["a URL", "a UUID", "a UInt8", "an Int", "a String", "a Double"])
  }

  static let fixture = GraphFixture([
    "Feature": [
      """
      import Foundation
      import Sword

      @Component(arguments: URL.self)
      public final class AppComponent {}

      @Subcomponent(of: AppComponent.self, arguments: UUID.self)
      public final class SessionComponent {}

      public final class HTTP2Client {}

      @Module(registeredTo: AppComponent.self)
      public struct NetworkModule {
        @Provider(scopedWith: .single)
        public static func client(url: URL) -> HTTP2Client { HTTP2Client() }
      }

      public struct ID: Sendable { public let value: UUID }

      @Module(registeredTo: SessionComponent.self)
      public struct SessionModule {
        @Provider
        public static func id(uuid: UUID) -> ID { ID(value: uuid) }
      }

      public final class Upload {
        public let name: String
        @Injected
        public init(@Assisted name: String, id: ID) { self.name = name }
      }

      /// A QR code, made with its text: rockname/sword's closure property is `qR`.
      @Dependency(registeredTo: SessionComponent.self)
      public final class QR {
        public let text: String
        @Injected
        public init(@Assisted text: String) { self.text = text }
      }
      """,
      """
      import Sword
      @Dependency(registeredTo: SessionComponent.self)
      extension Upload {}
      """,
    ],
    "App": [
      """
      import Feature
      import Foundation

      /// Calls in rockname/sword's spelling: each compiles, with a deprecation warning naming Sword's.
      func rocknameSword(url: URL) {
        let component = AppComponent(urL: url)
        _ = component.urL
        _ = component.httP2Client
        let session = component.makeSessionComponent(uuiD: UUID())
        _ = session.uuiD
        _ = session.iD
        _ = session.qR("hello").text
      }

      /// And in Sword's, without a warning.
      func sword(url: URL) {
        let component = AppComponent(url: url)
        _ = component.url
        _ = component.http2Client
        let session = component.makeSessionComponent(uuid: UUID())
        _ = session.uuid
        _ = session.id
        _ = session.qr("hello").text
        _ = session.qr(text: "hello").text
      }
      """
    ],
  ])

  func testAFileCallingRocknameSwordsSpellingsCompilesWithDeprecationsNamingSwords() throws {
    try TypeCheck.requireBuild()
    var fixture = Self.fixture
    // `extension Upload {}` is no declaration Sword reads: register it where it is declared instead.
    fixture.sources["Feature"]![1] = MarkedSource("import Sword\n", path: "/ws/Sources/Feature/File1.swift")
    fixture.sources["Feature"]![0] = MarkedSource(
      fixture.sources["Feature"]![0].text.replacingOccurrences(
        of: "public final class Upload {",
        with: "@Dependency(registeredTo: SessionComponent.self)\npublic final class Upload {"),
      path: "/ws/Sources/Feature/File0.swift")
    let (graph, diagnostics) = fixture.build()
    XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
    let generated = Renderer.render(graph, to: "/ws/Sources/App/Sword.generated.swift").contents
    XCTAssertTrue(
      generated.contains(
        """
          @available(*, deprecated, renamed: "http2Client", message: "rockname/sword's spelling; Sword names it 'http2Client'")
          var httP2Client: HTTP2Client {
            self.http2Client
          }
        """), generated)
    XCTAssertTrue(
      generated.contains(
        """
          @available(*, deprecated, renamed: "makeSessionComponent(uuid:)", message: "rockname/sword's spelling; Sword names it 'makeSessionComponent(uuid:)'")
          func makeSessionComponent(uuiD: UUID) -> SessionComponent {
            makeSessionComponent(uuid: uuiD)
          }
        """), generated)
    let result = try TypeCheck.run(fixture, generated: generated, warningsAsErrors: false)
    XCTAssertEqual(result.status, 0, result.output)
    let warnings = result.output.split(separator: "\n").filter { $0.contains("warning:") }.map {
      String($0[$0.range(of: "warning: ")!.upperBound...]).replacingOccurrences(
        of: " [#DeprecatedDeclaration]", with: "")
    }
    XCTAssertEqual(
      Set(warnings),
      [
        "'init(urL:)' is deprecated: rockname/sword's argument labels; Sword's are init(url:)",
        "'urL' is deprecated: rockname/sword's spelling; Sword names it 'url'",
        "'httP2Client' is deprecated: rockname/sword's spelling; Sword names it 'http2Client'",
        "'makeSessionComponent(uuiD:)' is deprecated: rockname/sword's spelling; Sword names it 'makeSessionComponent(uuid:)'",
        "'uuiD' is deprecated: rockname/sword's spelling; Sword names it 'uuid'",
        "'iD' is deprecated: rockname/sword's spelling; Sword names it 'id'",
        "'qR' is deprecated: rockname/sword's spelling; Sword names it 'qr'",
      ],
      result.output)
    XCTAssertFalse(result.output.contains("func sword"), "Sword's spellings warn of nothing")
  }
}
