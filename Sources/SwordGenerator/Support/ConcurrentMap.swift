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
