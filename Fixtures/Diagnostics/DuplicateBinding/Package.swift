// swift-tools-version: 6.0
// Sword's diagnostics catalogue: a type bound three times. Never built; `sword` only reads it, and
// Tests/SwordGeneratorTests/Diagnostics compares what it prints with expected.txt.
import PackageDescription

let package = Package(
  name: "DuplicateBinding",
  targets: [.executableTarget(name: "App")]
)
