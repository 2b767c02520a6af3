// swift-tools-version: 6.0
// Sword's diagnostics catalogue: a source file that does not parse. Never built; `sword` only reads it, and
// Tests/SwordGeneratorTests/Diagnostics compares what it prints with expected.txt.
import PackageDescription

let package = Package(
  name: "SourceSyntax",
  targets: [.executableTarget(name: "App")]
)
