// swift-tools-version: 6.0
// Sword's diagnostics catalogue: a subcomponent of an unknown parent, and subcomponents in a cycle. Never built; `sword` only reads it, and
// Tests/SwordGeneratorTests/Diagnostics compares what it prints with expected.txt.
import PackageDescription

let package = Package(
  name: "SubcomponentParents",
  targets: [.executableTarget(name: "App")]
)
