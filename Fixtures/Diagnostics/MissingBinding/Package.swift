// swift-tools-version: 6.0
// Sword's diagnostics catalogue: a missing binding, three requests away from an accessor. Never built; `sword` only reads it, and
// Tests/SwordGeneratorTests/Diagnostics compares what it prints with expected.txt.
import PackageDescription

let package = Package(
  name: "MissingBinding",
  targets: [.executableTarget(name: "App")]
)
