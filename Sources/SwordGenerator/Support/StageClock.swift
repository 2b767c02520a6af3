import Foundation

/// Measures how long each stage of a run takes.
struct StageClock {
  private var last = DispatchTime.now().uptimeNanoseconds
  private(set) var laps: [(stage: String, seconds: Double)] = []

  mutating func lap(_ stage: String) {
    let now = DispatchTime.now().uptimeNanoseconds
    laps.append((stage, Double(now - last) / 1e9))
    last = now
  }
}
