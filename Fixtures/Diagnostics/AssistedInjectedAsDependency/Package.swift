// swift-tools-version: 6.0
// Sword's diagnostics catalogue: an assisted type injected as a plain dependency. Never built; `sword` only reads it, and
// Tests/SwordGeneratorTests/Diagnostics compares what it prints with expected.txt.
import PackageDescription

let package = Package(
  name: "AssistedInjectedAsDependency",
  targets: [.executableTarget(name: "App")]
)
