/// Marks a parameter of an `@Injected` initializer that the caller passes instead of the component. The
/// generated accessor takes it as an argument with the same label:
///
/// ```swift
/// @Dependency(registeredTo: AppComponent.self)
/// final class UserDetailViewModel {
///   @Injected
///   init(@Assisted userID: User.ID, userRepository: UserRepository) { ... }
/// }
///
/// let viewModel = component.userDetailViewModel(userID: id)
/// ```
///
/// Inside the initializer, the parameter reads as the plain value.
@propertyWrapper
public struct Assisted<Value> {
  /// The value the caller passed.
  public var wrappedValue: Value

  /// Wraps the value a caller passes for an `@Assisted` parameter.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }
}

extension Assisted: Sendable where Value: Sendable {}
