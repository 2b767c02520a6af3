import Foundation

/// Counts the instructions a command executes with `valgrind --tool=callgrind` (the VMs this runs on have no
/// hardware counters): the compiler's work, which unlike its CPU time does not depend on caches, on the other
/// processes on the machine or on the VM's speed of the moment. Under callgrind a command runs many times slower,
/// hence opt-in (`--instructions`).
struct InstructionCounter {
  /// The `valgrind` executable.
  var valgrind: String

  /// Runs `command` (an executable's path and its arguments) under callgrind; returns the instructions counted in
  /// it and in every process it starts.
  func count(_ command: [String]) throws -> Int {
    let options = ["--tool=callgrind", "--callgrind-out-file=/dev/null", "--trace-children=yes"]
    let result = try CommandRunner.check(valgrind, options + command)
    guard let total = Self.collected(in: result.standardError) else {
      throw CommandRunner.Failure(
        description: "no `Collected :` line from callgrind:\n\(result.standardError.suffix(3000))")
    }
    return total
  }

  /// Runs `commands` under callgrind two at a time (the machine's cores), taken in the order given: put the longest
  /// first. Returns the counts in the same order.
  func count(_ commands: [[String]]) throws -> [Int] {
    final class Shared: @unchecked Sendable {
      let lock = NSLock()
      var next = 0
      var outcomes: [Result<Int, any Error>?]
      init(_ count: Int) { outcomes = Array(repeating: nil, count: count) }
    }
    let shared = Shared(commands.count)
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      while true {
        let index = shared.lock.withLock {
          defer { shared.next += 1 }
          return shared.next
        }
        guard index < commands.count else { return }
        let outcome = Result { try count(commands[index]) }
        shared.lock.withLock { shared.outcomes[index] = outcome }
      }
    }
    return try shared.outcomes.map { try $0!.get() }
  }

  /// The sum of callgrind's `==PID== Collected : N` lines in `output` (one a traced process); nil without any.
  static func collected(in output: String) -> Int? {
    let counts = output.split(separator: "\n").compactMap { line -> Int? in
      guard let range = line.range(of: "Collected :") else { return nil }
      return Int(line[range.upperBound...].trimmingCharacters(in: .whitespaces))
    }
    return counts.isEmpty ? nil : counts.reduce(0, +)
  }
}
