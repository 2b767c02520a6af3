import Foundation

/// What SwiftPM alone costs: `swift package describe --type json` for every package of a workspace, run
/// concurrently (one per core, as Sword does), timed as a whole. Sword's describe stage is compared with it.
enum DescribeBaseline {
  struct Measurement {
    var seconds: Double
    /// User and system CPU time of every `swift package` process.
    var cpuSeconds: Double
  }

  static func measure(packages: [String], swift: String, cores: Int = ProcessInfo.processInfo.activeProcessorCount)
    -> Measurement
  {
    let start = DispatchTime.now().uptimeNanoseconds
    let next = Counter()
    let cpu = Sum()
    DispatchQueue.concurrentPerform(iterations: max(1, cores)) { _ in
      while let position = next.take(below: packages.count) {
        let path = packages[position]
        let result = try? CommandRunner.run(swift, ["package", "--package-path", path, "describe", "--type", "json"])
        cpu.add(result?.cpuSeconds ?? 0)
      }
    }
    return Measurement(seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, cpuSeconds: cpu.value)
  }

  /// A total that several threads add to.
  final class Sum: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0.0

    func add(_ amount: Double) { lock.withLock { total += amount } }

    var value: Double { lock.withLock { total } }
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
