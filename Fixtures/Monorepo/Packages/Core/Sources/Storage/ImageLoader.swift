import Components
import Foundation
import Sword

/// Shared while someone holds it, made anew after everyone let go.
@Dependency(registeredTo: AppComponent.self, scopedWith: .weakReference)
public final class ImageLoader {
  /// How many loaders were ever made, so the app can check the weak scope.
  public static var made: Int { counter.withLock { $0 } }
  private static let counter = NSLockedCounter()

  public let serial: Int

  @Injected
  public init() { serial = ImageLoader.counter.increment() }
}

/// A counter safe to use from many threads.
final class NSLockedCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func increment() -> Int {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value
  }

  func withLock<T>(_ body: (Int) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(value)
  }
}
