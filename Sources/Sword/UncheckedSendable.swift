/// A value passed where a `Sendable` one is required, without the compiler's check. Sword's generated code wraps the
/// component in one for a `@Sendable` factory (`{ [component = Sword.UncheckedSendable(self)] in … }`): a
/// component is made to be shared across threads (its arguments are constants set once and its scoped instances
/// are made under locks), like the accessors called from any thread. You do not need it yourself.
public struct UncheckedSendable<Value>: @unchecked Sendable {
  public let value: Value

  public init(_ value: Value) {
    self.value = value
  }
}
