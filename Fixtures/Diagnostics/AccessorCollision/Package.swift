// swift-tools-version: 6.0
// Sword's diagnostics catalogue: two accessors with one name. Never built; `sword` only reads it, and
// Tests/SwordGeneratorTests/Diagnostics compares what it prints with expected.txt.
import PackageDescription

let package = Package(
  name: "AccessorCollision",
  targets: [.executableTarget(name: "App")]
)
