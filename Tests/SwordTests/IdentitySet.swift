import Foundation

/// A thread-safe set of object identities, to count how many distinct instances many threads received.
final class IdentitySet: @unchecked Sendable {
  private let lock = NSLock()
  private var identities: Set<ObjectIdentifier> = []
  private var objects: [AnyObject] = []

  /// Records `object` (and keeps it alive, so that its identity cannot be reused by a later object).
  func insert(_ object: AnyObject) {
    lock.lock()
    if identities.insert(ObjectIdentifier(object)).inserted { objects.append(object) }
    lock.unlock()
  }

  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return identities.count
  }
}
