import AppGraph
import Foundation
import Model
import SplashFeature
import WelcomeFeature

/// The app's scene, what its entry point shows (a SwiftUI `Scene` in the real app): the root target, which receives
/// the generated code and reads the graph through it.
public struct AppScene {
  let component: AppComponent

  public init(baseURL: URL) {
    component = AppComponent(appEnvironment: AppEnvironment(baseURL: baseURL))
  }

  /// Signs up and opens the timeline and a post; what each screen shows.
  public func walkthrough() -> [String] {
    let welcome = WelcomeScreen(signUp: component.signUpViewModel)
    let user = welcome.signUp.signUp(name: "ada")
    let session = component.makeSessionComponent(user: user)
    let post = session.postViewModel(postID: 1)
    return [SplashScreen().title] + session.feedViewModel.texts + [post.post?.text ?? "no post"]
  }
}
