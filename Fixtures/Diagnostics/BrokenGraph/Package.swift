// swift-tools-version: 6.0
// A workspace whose graph is wrong in several ways at once; never built, only read by `sword`.
// Tests/SwordGeneratorTests/Golden compares `sword generate` on it with expected-diagnostics.txt.
import PackageDescription

let package = Package(
  name: "BrokenGraph",
  targets: [.executableTarget(name: "App")]
)
