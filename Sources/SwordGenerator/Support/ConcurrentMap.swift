import Dispatch

/// `body` for each of `0..<count`, at most `jobs` at a time; the results in that order. `finished` is called with
/// the number done after each one.
func concurrentMap<Element: Sendable>(
  count: Int, jobs: Int, finished: (Int) -> Void = { _ in }, body: @escaping @Sendable (Int) -> Element
) async -> [Element] {
  await withTaskGroup(of: (Int, Element).self) { group in
    var results = [Element?](repeating: nil, count: count)
    var next = 0
    func start() {
      guard next < count else { return }
      let position = next
      next += 1
      group.addTask { (position, body(position)) }
    }
    for _ in 0..<max(1, jobs) { start() }
    var done = 0
    while let (position, element) = await group.next() {
      results[position] = element
      done += 1
      finished(done)
      start()
    }
    return results.map { $0! }
  }
}

/// `body` for each of `0..<count` on every core (`DispatchQueue.concurrentPerform`), each result written to its
/// own slot; the results in that order. For the synchronous graph and render stages, whose work per component
/// reads one shared immutable graph.
func parallelMap<Element>(count: Int, body: (Int) -> Element) -> [Element] {
  guard count > 1 else { return (0..<count).map(body) }
  let slots = UnsafeMutableBufferPointer<Element>.allocate(capacity: count)
  defer { slots.deallocate() }
  nonisolated(unsafe) let shared = slots
  // Each call writes its own slot; the callers' bodies only read what they share.
  withoutActuallyEscaping(body) { body in
    nonisolated(unsafe) let work = body
    DispatchQueue.concurrentPerform(iterations: count) { position in
      (shared.baseAddress! + position).initialize(to: work(position))
    }
  }
  return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
    _ = buffer.moveInitialize(fromContentsOf: slots)
    initialized = count
  }
}

/// `first` and `second` at once, on two cores when there are two: for two independent passes over the same
/// immutable input (the graph stage's type table beside the file imports it merges).
func concurrently<First, Second>(_ first: () -> First, _ second: () -> Second) -> (First, Second) {
  var one: First?
  var two: Second?
  withUnsafeMutablePointer(to: &one) { onePointer in
    withUnsafeMutablePointer(to: &two) { twoPointer in
      withoutActuallyEscaping(first) { first in
        withoutActuallyEscaping(second) { second in
          // Each iteration writes its own slot; both only read what they share.
          nonisolated(unsafe) let work = (first, second, onePointer, twoPointer)
          DispatchQueue.concurrentPerform(iterations: 2) { position in
            if position == 0 { work.2.pointee = work.0() } else { work.3.pointee = work.1() }
          }
        }
      }
    }
  }
  return (one!, two!)
}

/// Drops `value` on a background thread. Freeing a whole graph or a workspace's indexes takes tens of milliseconds
/// at 50,000 files; a run need not wait for it before it answers. The caller must hold no other reference for
/// this to help (then the background thread frees it); it is correct either way.
func releaseAside<Value>(_ value: consuming Value) {
  let box = UncheckedBox(value)
  DispatchQueue.global(qos: .utility).async { box.value = nil }
}

/// A value handed to another thread that is its only user from then on.
private final class UncheckedBox<Value>: @unchecked Sendable {
  var value: Value?
  init(_ value: consuming Value) { self.value = value }
}
