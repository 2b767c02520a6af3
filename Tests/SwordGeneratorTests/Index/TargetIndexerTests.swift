import SwordGenerator
import XCTest

final class TargetIndexerTests: XCTestCase {
  func testRecordsEveryKindOfDeclarationWithLocations() {
    let source = MarkedSource(
      """
      import Foundation
      import Sword
      #if DEBUG
      import DebugTools
      #endif

      @Component(arguments: EnvVars.self)
      public final class 1️⃣AppComponent {}

      @Subcomponent(of: 2️⃣AppComponent.self, arguments: Session.self)
      final class 3️⃣LoginComponent {}

      @Dependency(registeredTo: AppComponent.self, boundTo: 4️⃣APIClient.self, scopedWith: .single)
      public final class 5️⃣DefaultAPIClient: APIClient {
        @Injected
        public 6️⃣init(envVars: EnvVars, _ session: 7️⃣URLSession) {}
        init() {}
      }

      @MainActor
      @Dependency(registeredTo: LoginComponent.self)
      final class 8️⃣UserDetailViewModel {
        @Injected
        init(@Assisted userID: Int, 9️⃣repository: UserRepository) {}
      }

      @Module(registeredTo: AppComponent.self)
      public struct AppModule {
        @Provider(scopedWith: .weakReference)
        public static func 🔟urlSession() -> URLSession { .shared }
        static func helper() -> Int { 0 }
      }
      """)
    let index = TargetIndexer.index(moduleName: "App", sources: [(source.path, source.text)])

    XCTAssertEqual(index.diagnostics, [])
    XCTAssertEqual(index.imports[source.path], ["Foundation", "Sword"])

    XCTAssertEqual(index.components.map(\.name), ["AppComponent", "LoginComponent"])
    let app = index.components[0]
    XCTAssertEqual(app.location, source.location("1️⃣"))
    XCTAssertEqual(app.arguments.map(\.text), ["EnvVars"])
    XCTAssertEqual(app.accessLevel, .public)
    XCTAssertNil(app.parent)
    let login = index.components[1]
    XCTAssertEqual(login.parent, TypeReference("AppComponent", at: source.location("2️⃣")))
    XCTAssertEqual(login.arguments.map(\.text), ["Session"])
    XCTAssertEqual(login.location, source.location("3️⃣"))

    XCTAssertEqual(index.dependencies.map(\.name), ["DefaultAPIClient", "UserDetailViewModel"])
    let client = index.dependencies[0]
    XCTAssertEqual(client.boundTo, TypeReference("APIClient", at: source.location("4️⃣")))
    XCTAssertEqual(client.scope, .single)
    XCTAssertEqual(client.location, source.location("5️⃣"))
    XCTAssertEqual(client.initializers.count, 1)
    XCTAssertEqual(client.initializers[0].location, source.location("6️⃣"))
    XCTAssertEqual(client.initializers[0].signature, "init(envVars:_:)")
    XCTAssertEqual(client.initializers[0].parameters[1].type, TypeReference("URLSession", at: source.location("7️⃣")))
    XCTAssertEqual(client.initializers[0].accessLevel, .public)

    let viewModel = index.dependencies[1]
    XCTAssertTrue(viewModel.isMainActor)
    XCTAssertEqual(viewModel.location, source.location("8️⃣"))
    XCTAssertEqual(viewModel.initializers[0].parameters.map(\.isAssisted), [true, false])
    XCTAssertEqual(viewModel.initializers[0].parameters[1].location, source.location("9️⃣"))

    XCTAssertEqual(index.modules.count, 1)
    XCTAssertEqual(index.modules[0].providers.map(\.name), ["urlSession"])
    XCTAssertEqual(index.modules[0].providers[0].scope, .weakReference)
    XCTAssertEqual(index.modules[0].providers[0].location, source.location("🔟"))
  }

  func testInjectedInitInAnExtensionInAnotherFileIsFound() {
    let type = MarkedSource(
      "@Dependency(registeredTo: AppComponent.self)\nstruct Outer { struct Inner {} }\n", path: "/ws/A.swift")
    let nested = MarkedSource(
      """
      extension Outer {
        @Dependency(registeredTo: AppComponent.self)
        struct Nested {}
      }
      extension Outer.Nested {
        @Injected init(value: Int) {}
      }
      """, path: "/ws/B.swift")
    let index = TargetIndexer.index(moduleName: "M", sources: [(type.path, type.text), (nested.path, nested.text)])
    XCTAssertEqual(index.dependencies.map(\.name), ["Outer", "Outer.Nested"])
    XCTAssertEqual(index.dependencies[0].initializers, [])
    XCTAssertEqual(index.dependencies[1].initializers.map(\.signature), ["init(value:)"])
  }

  func testTypesAreSpelledCanonically() {
    let source = MarkedSource(
      """
      @Dependency(registeredTo: Sword.AppComponent.self, boundTo: (any  APIClient).self)
      final class Client {
        @Injected init(a: Repository< User >, b: [String : Int]?, c: @escaping (Int) -> Void) {}
      }
      @Component(arguments: .init(EnvVars.self), ComponentArgument(Flags.self))
      final class AppComponent {}
      """)
    let index = TargetIndexer.index(moduleName: "M", sources: [(source.path, source.text)])
    XCTAssertEqual(index.dependencies[0].boundTo?.text, "any APIClient")
    XCTAssertEqual(index.dependencies[0].registeredTo.text, "Sword.AppComponent")
    XCTAssertEqual(
      index.dependencies[0].initializers[0].parameters.map(\.type.text),
      ["Repository<User>", "[String: Int]?", "@escaping (Int) -> Void"])
    XCTAssertEqual(index.components[0].arguments.map(\.text), ["EnvVars", "Flags"])
  }

  func testFilesWithoutSwordAttributesAreNotParsed() {
    // This file would not parse, but it mentions no Sword attribute, so it is skipped without a diagnostic.
    let index = TargetIndexer.index(moduleName: "M", sources: [("/ws/Plain.swift", "struct Plain { let x = }")])
    XCTAssertEqual(index.diagnostics, [])
    XCTAssertEqual(index.imports, [:])
  }

  func testASyntaxErrorIsReportedAtItsPosition() {
    let source = MarkedSource(
      """
      @Dependency(registeredTo: AppComponent.self)
      final class Broken {
        @Injected init(a: Int 1️⃣{}
      }
      """)
    let index = TargetIndexer.index(moduleName: "M", sources: [(source.path, source.text)])
    XCTAssertEqual(index.diagnostics.map(\.id), [.sourceSyntax])
    XCTAssertEqual(index.diagnostics.first?.location?.file, source.path)
    XCTAssertEqual(index.diagnostics.first?.location?.line, 3)
    XCTAssertEqual(index.dependencies, [])
  }

  func testUnreadableRegistrationIsADiagnostic() {
    let source = MarkedSource(
      """
      @Dependency(registeredTo: 1️⃣someComponent)
      final class Thing { @Injected init() {} }
      """)
    let index = TargetIndexer.index(moduleName: "M", sources: [(source.path, source.text)])
    XCTAssertEqual(index.diagnostics.map(\.id), [.unreadableAttribute])
    XCTAssertEqual(index.diagnostics.first?.location, source.location("1️⃣"))
  }

  func testNonUTF8FileIsReported() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("sword-latin1-\(UUID().uuidString).swift")
    try Data([0x40, 0x44, 0x65, 0x70, 0xE9, 0xFF]).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let index = TargetIndexer.index(moduleName: "M", files: [url.path])
    XCTAssertEqual(index.diagnostics.map(\.id), [.sourceUnreadable])
    XCTAssertTrue(index.diagnostics[0].message.contains("UTF-8"))
  }

  func testImportsUnderCanImportAreRecordedApart() {
    let source = MarkedSource(
      """
      import Foundation
      #if canImport(FoundationNetworking)
      import FoundationNetworking
      #elseif canImport(Other)
      import Other
      #endif
      #if DEBUG
      import DebugOnly
      #endif
      @Module(registeredTo: AppComponent.self)
      struct AppModule { @Provider static func session() -> URLSession { .shared } }
      """)
    let index = TargetIndexer.index(moduleName: "M", sources: [(source.path, source.text)])
    XCTAssertEqual(index.imports[source.path], ["Foundation"])
    XCTAssertEqual(index.conditionalImports[source.path], ["FoundationNetworking"])
  }
}
