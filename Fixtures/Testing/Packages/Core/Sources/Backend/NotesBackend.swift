import AppCore
import Sword

/// Where the notes come from.
public protocol NotesBackend: AnyObject {
  func titles() -> [String]
}

/// One per app: the server's notes.
@Dependency(registeredTo: AppComponent.self, boundTo: NotesBackend.self, scopedWith: .single)
public final class HTTPNotesBackend: NotesBackend {
  let server: String

  @Injected
  public init(config: AppConfig) {
    server = config.server
  }

  public func titles() -> [String] { ["\(server)/notes/1", "\(server)/notes/2"] }
}
