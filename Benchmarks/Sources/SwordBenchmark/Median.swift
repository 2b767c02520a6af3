extension Array where Element == Double {
  /// The middle value, or the mean of the two middle values; the array must not be empty.
  var median: Double {
    let sorted = self.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The median over rounds of this round's figure divided by `reference`'s figure of the same round (rounds where
  /// the reference is not positive are left out), or nil when no round is left. Two figures of one round were
  /// measured seconds apart, so a drift of the machine's speed between rounds cancels out.
  func medianRatio(to reference: [Double]) -> Double? {
    let ratios = zip(self, reference).filter { $0.1 > 0 }.map { $0.0 / $0.1 }
    return ratios.isEmpty ? nil : ratios.median
  }
}
