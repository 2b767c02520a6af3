// swift-tools-version: 6.0
// Sword's diagnostics catalogue: scopes that cannot work. Never built; `sword` only reads it, and
// Tests/SwordGeneratorTests/Diagnostics compares what it prints with expected.txt.
import PackageDescription

let package = Package(
  name: "ScopeProblems",
  targets: [.executableTarget(name: "App")]
)
