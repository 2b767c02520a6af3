import AppCore
import XCTest

@testable import NotesApp

/// No test module here: the components this target builds use the app's own bindings.
final class RealBackendTests: XCTestCase {
  func testTheRealBackendIsUsed() {
    let app = AppComponent(appConfig: AppConfig(server: "https://real"))
    XCTAssertEqual(app.notesViewModel.open(), ["https://real/notes/1", "https://real/notes/2"])
  }
}
