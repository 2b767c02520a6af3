/// Hears how the describe stage goes while it goes (see ``WorkspaceLoader/listener``), so that work can start on a
/// package's targets before every package is described. The loader names no one who listens.
///
/// ```swift
/// final class Log: DescribeListener {
///   func listedTargetsArrived(_ targets: [SwordTarget]) { print(targets.map(\.name)) }  // ["Networking"]
///   func describesRunning(_ count: Int) {}
/// }
/// ```
package protocol DescribeListener: AnyObject, Sendable {
  /// A package's listed targets (its `local_packages` entry's, not the root), as soon as its description arrives,
  /// while others may still be described.
  func listedTargetsArrived(_ targets: [SwordTarget])
  /// How many describes are running, whenever that changes (0 at the end).
  func describesRunning(_ count: Int)
}
