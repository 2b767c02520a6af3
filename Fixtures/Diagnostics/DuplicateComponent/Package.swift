// swift-tools-version: 6.0
// Sword's diagnostics catalogue: two components with the same name. Never built; `sword` only reads it, and
// Tests/SwordGeneratorTests/Diagnostics compares what it prints with expected.txt.
import PackageDescription

let package = Package(
  name: "DuplicateComponent",
  targets: [
    .target(name: "Core"),
    .executableTarget(name: "App", dependencies: ["Core"]),
  ]
)
