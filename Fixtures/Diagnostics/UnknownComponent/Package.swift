// swift-tools-version: 6.0
// Sword's diagnostics catalogue: registeredTo: a type that is not a component. Never built; `sword` only reads it, and
// Tests/SwordGeneratorTests/Diagnostics compares what it prints with expected.txt.
import PackageDescription

let package = Package(
  name: "UnknownComponent",
  targets: [.executableTarget(name: "App")]
)
