extension Array where Element == Double {
  /// The middle value, or the mean of the two middle values; the array must not be empty.
  var median: Double {
    let sorted = self.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
