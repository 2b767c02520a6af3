// swift-tools-version: 6.0
// Sword's diagnostics catalogue: an attribute argument Sword cannot read. Never built; `sword` only reads it, and
// Tests/SwordGeneratorTests/Diagnostics compares what it prints with expected.txt.
import PackageDescription

let package = Package(
  name: "UnreadableAttribute",
  targets: [.executableTarget(name: "App")]
)
