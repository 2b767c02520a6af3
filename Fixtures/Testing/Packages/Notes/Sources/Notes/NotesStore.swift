import AppCore
import Backend
import Sword

/// The notes on screen: one per app, shared by every view model that shows them.
@Dependency(registeredTo: AppComponent.self, scopedWith: .single)
public final class NotesStore {
  public private(set) var titles: [String]

  @Injected
  public init(backend: NotesBackend) {
    titles = backend.titles()
  }

  public func add(_ title: String) { titles.append(title) }
}
