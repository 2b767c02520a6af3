import ArgumentParser
import SwordGenerator

/// The ranges of the options that take a number: a value outside is a usage error naming the range, never a
/// crash (`--process-timeout 9223372036854775807` once overflowed a `Duration`) or a run that cannot work.
enum OptionRanges {
  /// `--jobs`: at least one, and no more than a machine could use.
  static let jobs = 1...1024
  /// `--process-timeout`: from one second to a week.
  static let processTimeout = 1...604_800
  /// `--output-files`: the parts the generated code may be split in.
  static let outputFiles = 1...OutputParts.maximum

  /// Throws a usage error when `value` is given and outside `range`.
  static func check(_ value: Int?, _ option: String, _ range: ClosedRange<Int>, unit: String = "") throws {
    guard let value, !range.contains(value) else { return }
    throw ValidationError(
      "\(option) must be from \(range.lowerBound) to \(range.upperBound)\(unit), found \(value)")
  }
}
