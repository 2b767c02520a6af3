import Core
import Sword

/// One feed screen's graph: a child of the app's, made with `app.makeFeedComponent()`.
@Subcomponent(of: AppComponent.self)
public final class FeedComponent {}
