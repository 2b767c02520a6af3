// swift-tools-version: 6.0
// Sword's diagnostics catalogue: a component argument that a binding provides again. Never built; `sword` only reads it, and
// Tests/SwordGeneratorTests/Diagnostics compares what it prints with expected.txt.
import PackageDescription

let package = Package(
  name: "ArgumentBoundAgain",
  targets: [.executableTarget(name: "App")]
)
