import DesignSystem
import SignUpFeature

/// The first screen: made by hand from what the graph gives.
public struct WelcomeScreen {
  public let signUp: SignUpViewModel
  public init(signUp: SignUpViewModel) { self.signUp = signUp }
}
