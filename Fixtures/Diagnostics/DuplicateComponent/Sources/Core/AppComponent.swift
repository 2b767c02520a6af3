import Sword

@Component
public final class AppComponent {}
