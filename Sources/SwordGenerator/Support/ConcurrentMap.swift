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
