// swift-tools-version: 6.0
// Sword's diagnostics catalogue: a dependency cycle, reached from an accessor. Never built; `sword` only reads it, and
// Tests/SwordGeneratorTests/Diagnostics compares what it prints with expected.txt.
import PackageDescription

let package = Package(
  name: "DependencyCycle",
  targets: [.executableTarget(name: "App")]
)
