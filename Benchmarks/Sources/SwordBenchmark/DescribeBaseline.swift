import Foundation

/// What SwiftPM alone costs: `swift package describe --type json` for every package of a workspace, run
/// concurrently (one per core, as Sword does), timed as a whole. Sword's describe stage is compared with it.
enum DescribeBaseline {
  static func measure(packages: [String], swift: String, cores: Int = ProcessInfo.processInfo.activeProcessorCount)
    -> Double
  {
    let start = DispatchTime.now().uptimeNanoseconds
    let next = Counter()
    DispatchQueue.concurrentPerform(iterations: max(1, cores)) { _ in
      while let position = next.take(below: packages.count) {
        let path = packages[position]
        _ = try? CommandRunner.run(swift, ["package", "--package-path", path, "describe", "--type", "json"])
      }
    }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  /// Hands out 0, 1, 2… to several threads.
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
      lock.lock()
      defer { lock.unlock() }
      guard value < limit else { return nil }
      value += 1
      return value - 1
    }
  }
}
