// swift-tools-version: 6.0
// Sword's diagnostics catalogue: scoped bindings that capture shorter-lived ones. Never built; `sword` only reads it, and
// Tests/SwordGeneratorTests/Diagnostics compares what it prints with expected.txt.
import PackageDescription

let package = Package(
  name: "ShorterLivedCapture",
  targets: [.executableTarget(name: "App")]
)
