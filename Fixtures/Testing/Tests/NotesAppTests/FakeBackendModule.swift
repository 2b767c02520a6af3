import AppCore
import Backend
import Sword

@testable import NotesApp

/// A test module: every component this test target's tests build takes its notes from here, not from the server.
/// (`tests: [NotesAppTests]` in .sword.yml; `sword generate` writes Sword.tests.generated.swift beside this file.)
@Module(registeredTo: AppComponent.self)
enum FakeBackendModule {
  @Provider(scopedWith: .single)
  static func notesBackend() -> any NotesBackend { FakeBackend(titles: ["Fake 1", "Fake 2"]) }
}

final class FakeBackend: NotesBackend {
  let fixed: [String]
  init(titles: [String]) { fixed = titles }
  func titles() -> [String] { fixed }
}
