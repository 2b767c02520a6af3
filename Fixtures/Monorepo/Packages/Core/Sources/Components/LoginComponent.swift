import Sword

/// The graph of one login flow: a new instance per flow.
@Subcomponent(of: AppComponent.self)
public final class LoginComponent {}

/// The request a profile screen is opened with.
public struct ProfileRequest: Sendable {
  public let source: String
  public init(source: String) { self.source = source }
}

/// The graph of one profile screen, opened with a request.
@Subcomponent(of: AppComponent.self, arguments: ProfileRequest.self)
public final class ProfileComponent {}
