// swift-tools-version: 6.0
// Sword's diagnostics catalogue: a provider that is not static. Never built; `sword` only reads it, and
// Tests/SwordGeneratorTests/Diagnostics compares what it prints with expected.txt.
import PackageDescription

let package = Package(
  name: "ProviderNotStatic",
  targets: [.executableTarget(name: "App")]
)
