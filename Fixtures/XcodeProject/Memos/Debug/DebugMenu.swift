/// A debug-only screen of another target: the Xcode 16 project leaves this file out of the Memos target with an
/// exception set of its synchronized folder, and the Xcode 15 project does not add it to the target.
enum DebugMenu {
  static let title = "Debug"
}
