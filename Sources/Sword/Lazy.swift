import Foundation

/// A value created on first use and then kept. Ask for `Lazy<T>` instead of `T` in an `@Injected` initializer or a
/// `@Provider` function to defer creating `T` (an expensive service, or one half of a dependency cycle):
///
/// ```swift
/// @Dependency(registeredTo: AppComponent.self)
/// final class Exporter {
///   private let encoder: Lazy<PDFEncoder>
///   @Injected
///   init(encoder: Lazy<PDFEncoder>) { self.encoder = encoder }
///   func export() -> Data { encoder.value.encode() }  // PDFEncoder is created here, once
/// }
/// ```
///
/// The first ``value`` asks the component (so a scoped binding is shared as usual); later ones return the same
/// instance. Thread-safe: when several threads ask at once, the component is asked once. Do not read ``value``
/// from the initializer that received it when the `Lazy` breaks a cycle: the other half is not made yet.
public final class Lazy<Value> {
  private let lock = NSLock()
  private var make: (() -> Value)?
  private var made: Value?

  /// Wraps `make`, called on the first ``value`` only. Sword's generated code creates these.
  public init(_ make: @escaping () -> Value) {
    self.make = make
  }

  /// The value, created on the first call.
  public var value: Value {
    lock.lock()
    defer { lock.unlock() }
    if let made { return made }
    let value = make!()
    made = value
    make = nil
    return value
  }

  /// The value, created on the first call (the same as ``value``, spelled like Dagger's `Lazy.get()`).
  public func get() -> Value { value }
}
