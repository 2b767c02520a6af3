// swift-tools-version: 6.0
// Sword's diagnostics catalogue: misused factories, components and async / throwing bindings. Never built; `sword`
// only reads it, and Tests/SwordGeneratorTests/Diagnostics compares what it prints with expected.txt.
import PackageDescription

let package = Package(
  name: "FactoriesAndEffects",
  targets: [.executableTarget(name: "App")]
)
