import Sword

@Component
final class AppComponent {}

@Subcomponent(of: SettingsComponent.self)
final class ProfileComponent {}

// Neither leads to a @Component.
@Subcomponent(of: CheckoutComponent.self)
final class CartComponent {}

@Subcomponent(of: CartComponent.self)
final class CheckoutComponent {}
