import AppGraph
import Model
import Sword

/// The graph of a signed-in session: `app.makeSessionComponent(user:)`.
@Subcomponent(of: AppComponent.self, arguments: User.self)
public final class SessionComponent {}
