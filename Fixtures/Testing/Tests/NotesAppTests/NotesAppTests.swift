import AppCore
import Notes
import XCTest

@testable import NotesApp

/// `FakeBackendModule` replaces the backend for every component built here: the view models, the store and the
/// factories behind them take the fake, while the rest of the graph (the app's analytics) stays real.
final class NotesAppTests: XCTestCase {
  func testEveryComponentOfThisTargetUsesTheFakeBackend() {
    let app = AppComponent(appConfig: AppConfig(server: "https://unused"))
    XCTAssertEqual(app.notesViewModel.open(), ["Fake 1", "Fake 2"])
    XCTAssertEqual(app.noteViewModel(index: 1).title, "Fake 2")
    XCTAssertEqual(app.notesViewModel.makeNote(0).title, "Fake 1")
  }

  func testTheReplacementKeepsItsScope() {
    let app = AppComponent(appConfig: AppConfig(server: "https://unused"))
    XCTAssertTrue(app.notesBackend === app.notesBackend, "one fake backend per component, as the real one")
    XCTAssertTrue(app.notesStore === app.notesViewModel.store)
    let other = AppComponent(appConfig: AppConfig(server: "https://unused"))
    XCTAssertFalse(other.notesBackend === app.notesBackend)
  }
}
