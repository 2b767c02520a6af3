// swift-tools-version: 6.0
// A workspace whose graph is wrong in several ways at once; never built, only read by `sword`.
// Tests/SwordGeneratorTests/Diagnostics compares what it prints with expected.txt.
import PackageDescription

let package = Package(
  name: "BrokenGraph",
  targets: [.executableTarget(name: "App")]
)
