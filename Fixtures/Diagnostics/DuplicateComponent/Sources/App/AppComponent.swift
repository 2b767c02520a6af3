import Sword

@Component
final class AppComponent {}
