// swift-tools-version: 6.0
// Sword's diagnostics catalogue: a @Dependency without exactly one @Injected initializer. Never built; `sword` only reads it, and
// Tests/SwordGeneratorTests/Diagnostics compares what it prints with expected.txt.
import PackageDescription

let package = Package(
  name: "InjectedInitializers",
  targets: [.executableTarget(name: "App")]
)
