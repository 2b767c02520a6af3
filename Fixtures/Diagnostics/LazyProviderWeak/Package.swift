// swift-tools-version: 6.0
// Sword's diagnostics catalogue: a cycle that neither Lazy nor Provider breaks (next to one that Provider does), and
// a weak reference to an unscoped binding. Never built; `sword` only reads it, and Tests/SwordGeneratorTests/Diagnostics
// compares what it prints with expected.txt.
import PackageDescription

let package = Package(
  name: "LazyProviderWeak",
  targets: [.executableTarget(name: "App")]
)
