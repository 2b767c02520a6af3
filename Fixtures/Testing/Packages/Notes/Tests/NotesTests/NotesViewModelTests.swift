import AppCore
import Backend
import Notes
import XCTest

/// The feature's own tests: `NotesViewModel.mock(…)` builds the view model with its real subtree from the app's
/// graph (the store, the note factory), the bindings a test passes replacing the real ones.
final class NotesViewModelTests: XCTestCase {
  final class RecordingAnalytics: Analytics {
    var events: [String] = []
    func track(_ event: String) { events.append(event) }
  }

  func testTheListShowsTheBackendsNotesAndReportsOpening() {
    let analytics = RecordingAnalytics()
    let model = NotesViewModel.mock(
      analytics: analytics, appConfig: AppConfig(server: "unused"), notesBackend: PreviewBackend(titles: ["A", "B"]))
    XCTAssertEqual(model.open(), ["A", "B"])
    XCTAssertEqual(analytics.events, ["notes opened"])
  }

  func testWithoutAnOverrideTheRealBindingIsBuilt() {
    let model = NotesViewModel.mock(analytics: RecordingAnalytics(), appConfig: AppConfig(server: "https://test"))
    XCTAssertEqual(model.open(), ["https://test/notes/1", "https://test/notes/2"])
  }

  func testASingleIsOnePerMockGraph() {
    let model = NotesViewModel.mock(analytics: RecordingAnalytics(), appConfig: AppConfig(server: "s"))
    let note = model.makeNote(1)
    XCTAssertTrue(note.store === model.store, "the note and the list share the mock's one NotesStore")
    XCTAssertEqual(note.title, "s/notes/2")
    let other = NotesViewModel.mock(analytics: RecordingAnalytics(), appConfig: AppConfig(server: "s"))
    XCTAssertFalse(other.store === model.store, "each mock has its own graph")
  }

  func testADeepBindingIsReplacedTooAndAnAssistedOneTakesItsArgument() {
    let store = NotesStore.mock(appConfig: AppConfig(server: "x"), notesBackend: PreviewBackend(titles: ["Only"]))
    let note = NoteViewModel.mock(index: 0, appConfig: AppConfig(server: "unused"), notesStore: store)
    XCTAssertEqual(note.title, "Only")
  }

  func testThePreviewBuilds() {
    XCTAssertEqual(NotesPreviews.list().open(), ["Groceries", "Ideas", "Travel"])
  }
}
