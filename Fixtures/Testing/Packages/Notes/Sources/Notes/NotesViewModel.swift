import AppCore
import Sword

/// The list of notes. It opens a note with `makeNote(index)`.
@Dependency(registeredTo: AppComponent.self)
public final class NotesViewModel {
  public let store: NotesStore
  public let makeNote: (Int) -> NoteViewModel
  let analytics: any Analytics

  @Injected
  public init(store: NotesStore, analytics: Analytics, makeNote: @escaping (Int) -> NoteViewModel) {
    self.store = store
    self.analytics = analytics
    self.makeNote = makeNote
  }

  public func open() -> [String] {
    analytics.track("notes opened")
    return store.titles
  }
}

/// One note, made with its position: `component.noteViewModel(index: 0)`.
@Dependency(registeredTo: AppComponent.self)
public final class NoteViewModel {
  public let store: NotesStore
  public let index: Int

  @Injected
  public init(@Assisted index: Int, store: NotesStore) {
    self.index = index
    self.store = store
  }

  public var title: String { store.titles[index] }
}
