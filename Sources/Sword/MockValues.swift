/// The values a generated `mock(…)` was given, by key: what replaces a binding in that mock's graph. The mocks'
/// graph of a module (`_SwordMocks`, DEBUG builds only) keeps one; you do not call it yourself.
///
/// ```swift
/// final class _SwordMocks: @unchecked Sendable {
///   let _swordValues = Sword.MockValues()
///   var apiClient: any APIClient {
///     if let value: any APIClient = _swordValues.value(0x1D4B_7E02) { return value }
///     return HTTPClient(config: self.config)
///   }
/// }
/// ```
///
/// The graph keeps the values here rather than in a stored property per binding: a class of thousands of optional
/// stored properties costs the compiler three accessors each, and it made a module's mocks compile several times
/// slower than the same members without them.
///
/// Contract: every call for one key passes the same `Value` (the generated code does: one member per key), so
/// values are kept untyped and handed back with `unsafeDowncast`; all of a mock's values are set before its graph
/// is read or shared.
public final class MockValues: @unchecked Sendable {
  private var values: [Int: AnyObject] = [:]

  /// Creates an empty set of values: every binding built as the component builds it.
  public init() {}

  /// Keeps `value` for `key`; `nil` (a parameter left out) keeps nothing.
  public func set<Value>(_ key: Int, _ value: Value?) {
    if let value { values[key] = OverridesBox(value) }
  }

  /// The value kept for `key`, if the mock was given one.
  public func value<Value>(_ key: Int) -> Value? {
    values[key].map { unsafeDowncast($0, to: OverridesBox<Value>.self).values }
  }

  /// The value kept for `key`, which the mock's signature required.
  public func required<Value>(_ key: Int) -> Value {
    guard let value: Value = value(key) else {
      preconditionFailure("Sword: a mock's required value \(key) was not set")
    }
    return value
  }
}
