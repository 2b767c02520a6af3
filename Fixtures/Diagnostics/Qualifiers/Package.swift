// swift-tools-version: 6.0
// Sword's diagnostics catalogue: qualified bindings asked for with the wrong tag or none, and standard-library
// values bound and injected by type alone. Never built; `sword` only reads it, and Tests/SwordGeneratorTests/Diagnostics
// compares what it prints with expected.txt.
import PackageDescription

let package = Package(
  name: "Qualifiers",
  targets: [.executableTarget(name: "App")]
)
