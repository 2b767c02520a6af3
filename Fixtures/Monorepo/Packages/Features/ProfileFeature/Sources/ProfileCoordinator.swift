import Components
import Storage
import Sword

/// A coordinator that hands out screens: it receives its component, the factory of an assisted type (plain and
/// `@Sendable`), the factories of two subcomponents (one with an argument), and an async factory.
@Dependency(registeredTo: AppComponent.self, scopedWith: .single)
public final class ProfileCoordinator: Sendable {
  public let component: AppComponent
  public let makeDetail: @Sendable (String, String) -> UserDetailViewModel
  public let makeLogin: @Sendable () -> LoginComponent
  public let makeProfile: @Sendable (ProfileRequest) -> ProfileComponent
  public let makeNotes: @MainActor (String) async throws -> NoteScreen

  @Injected
  public init(
    component: AppComponent,
    makeDetail: @escaping @Sendable (String, String) -> UserDetailViewModel,
    makeLogin: @escaping @Sendable () -> LoginComponent,
    makeProfile: @escaping @Sendable (ProfileRequest) -> ProfileComponent,
    makeNotes: @escaping @MainActor (String) async throws -> NoteScreen
  ) {
    self.component = component
    self.makeDetail = makeDetail
    self.makeLogin = makeLogin
    self.makeProfile = makeProfile
    self.makeNotes = makeNotes
  }
}

/// An assisted type that needs an async binding: its factory is `async throws`.
@MainActor
@Dependency(registeredTo: AppComponent.self)
public final class NoteScreen {
  public let title: String
  public let viewModel: NotesViewModel
  @Injected
  public init(@Assisted title: String, viewModel: NotesViewModel) {
    self.title = title
    self.viewModel = viewModel
  }
}

/// Lives in the profile subcomponent and receives it, and a non-escaping-use factory of the detail screen.
@Dependency(registeredTo: ProfileComponent.self)
public final class ProfileRouter {
  public let component: ProfileComponent
  public let makeDetail: (String, String) -> UserDetailViewModel
  @Injected
  public init(component: ProfileComponent, makeDetail: @escaping (String, String) -> UserDetailViewModel) {
    self.component = component
    self.makeDetail = makeDetail
  }
}
