// swift-tools-version: 6.0
// Sword's diagnostics catalogue: multibindings that cannot work — one map key contributed twice (in one component
// and across a parent and its subcomponent), scoped and assisted contributions, a declaration that is not a
// collection, and a collection nobody declares. Never built; `sword` only reads it, and
// Tests/SwordGeneratorTests/Diagnostics compares what it prints with expected.txt.
import PackageDescription

let package = Package(
  name: "Multibindings",
  targets: [.executableTarget(name: "App")]
)
