// swift-tools-version: 6.0
// Sword's diagnostics catalogue: test modules whose replacements cannot be, and a mock that cannot be made. Never
// built; `sword` only reads it, and Tests/SwordGeneratorTests/Diagnostics compares what it prints with expected.txt.
import PackageDescription

let package = Package(
  name: "TestModules",
  targets: [
    .executableTarget(name: "App"),
    .testTarget(name: "AppTests", dependencies: ["App"]),
  ]
)
