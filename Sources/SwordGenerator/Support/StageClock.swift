import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The time one stage of a run took: wall clock, and the CPU time of the whole process meanwhile (every thread:
/// the concurrent stages count each core's share; a single-threaded stage counts what it computed, not the time
/// another process held its core).
package struct StageTiming: Sendable, Equatable {
  package var stage: String
  package var seconds: Double
  package var cpuSeconds: Double

  package init(stage: String, seconds: Double, cpuSeconds: Double) {
    self.stage = stage
    self.seconds = seconds
    self.cpuSeconds = cpuSeconds
  }
}

/// Measures the stages of a run one after the other: each ``lap(_:)`` closes the stage since the previous one; a
/// lap of the stage just closed adds to it (the index stage's entries decoded after the run cache was asked).
struct StageClock {
  private var last = DispatchTime.now().uptimeNanoseconds
  private var lastCPU = StageClock.processCPUSeconds()
  private(set) var laps: [StageTiming] = []

  mutating func lap(_ stage: String) {
    let now = DispatchTime.now().uptimeNanoseconds
    let cpu = Self.processCPUSeconds()
    let timing = StageTiming(stage: stage, seconds: Double(now - last) / 1e9, cpuSeconds: max(0, cpu - lastCPU))
    if laps.last?.stage == stage {
      laps[laps.count - 1].seconds += timing.seconds
      laps[laps.count - 1].cpuSeconds += timing.cpuSeconds
    } else {
      laps.append(timing)
    }
    last = now
    lastCPU = cpu
  }

  /// User and system CPU time of this process so far.
  static func processCPUSeconds() -> Double {
    var time = timespec()
    guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return 0 }
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
