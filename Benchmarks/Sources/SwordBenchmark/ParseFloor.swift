import Foundation
import SwiftParser
import SwiftSyntax

/// The parse floor: reading every file and parsing it with SwiftParser, nothing else, on all cores. No indexer that
/// parses every file can beat it; Sword's cold run is compared with it.
enum ParseFloor {
  struct Measurement {
    var seconds: Double
    /// The CPU time the parsing threads took (user and system, of this process while they ran).
    var cpuSeconds: Double
    var bytes: Int
    var files: Int
  }

  /// User and system CPU time of this process so far.
  static func processCPUSeconds() -> Double {
    var time = timespec()
    guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return 0 }
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  static func measure(_ files: [String], cores: Int = ProcessInfo.processInfo.activeProcessorCount) -> Measurement {
    let workers = max(1, cores)
    let total = Total()
    let start = DispatchTime.now().uptimeNanoseconds
    let startCPU = processCPUSeconds()
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var bytes = 0
      for position in stride(from: worker, to: files.count, by: workers) {
        guard let data = FileManager.default.contents(atPath: files[position]) else { continue }
        bytes += data.count
        let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
        withExtendedLifetime(tree) {}
      }
      total.add(bytes)
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return Measurement(
      seconds: seconds, cpuSeconds: processCPUSeconds() - startCPU, bytes: total.value, files: files.count)
  }

  /// A sum that several threads add to.
  final class Total: @unchecked Sendable {
    private let lock = NSLock()
    private var sum = 0

    func add(_ amount: Int) {
      lock.lock()
      sum += amount
      lock.unlock()
    }

    var value: Int {
      lock.lock()
      defer { lock.unlock() }
      return sum
    }
  }
}
