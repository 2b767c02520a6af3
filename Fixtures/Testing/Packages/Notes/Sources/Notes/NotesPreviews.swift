#if DEBUG
import AppCore
import Backend

/// What the feature's previews show, from the generated mocks. With SwiftUI this is
/// `#Preview { NotesView(model: NotesPreviews.list()) }`; here a test calls it, as Linux has no previews.
public enum NotesPreviews {
  /// The list with three notes from a backend that never touches the network.
  public static func list() -> NotesViewModel {
    NotesViewModel.mock(
      analytics: SilentAnalytics(), appConfig: AppConfig(server: "preview"),
      notesBackend: PreviewBackend(titles: ["Groceries", "Ideas", "Travel"]))
  }
}

/// A backend with fixed notes.
public final class PreviewBackend: NotesBackend {
  let fixed: [String]
  public init(titles: [String]) { fixed = titles }
  public func titles() -> [String] { fixed }
}

/// Analytics that reports nothing.
final class SilentAnalytics: Analytics {
  func track(_ event: String) {}
}
#endif
