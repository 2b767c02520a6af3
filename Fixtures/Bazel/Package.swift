// swift-tools-version: 6.0
import PackageDescription

// The modules of the BUILD files as one Swift package, so that `sword generate` can also read them through
// .sword.yml (SwiftPM describes this package): scripts/test-bazel.sh checks that Bazel's sword_generate writes the
// same bytes. Each target's folder is the Bazel package of the same name.
let package = Package(
  name: "BazelFixture",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "sword", path: "../..")],
  targets: [
    .target(
      name: "Core", dependencies: [.product(name: "Sword", package: "sword")], path: "Core", exclude: ["BUILD.bazel"]),
    .target(
      name: "Networking", dependencies: ["Core", .product(name: "Sword", package: "sword")], path: "Networking",
      exclude: ["BUILD.bazel"]),
    .target(
      name: "Feed", dependencies: ["Core", "Networking", .product(name: "Sword", package: "sword")], path: "Feed",
      exclude: ["BUILD.bazel"]),
    .target(
      name: "Settings", dependencies: ["Core", "Networking", .product(name: "Sword", package: "sword")],
      path: "Settings", exclude: ["BUILD.bazel"]),
    .executableTarget(
      name: "App", dependencies: ["Core", "Networking", "Feed", "Settings", .product(name: "Sword", package: "sword")],
      path: "App", exclude: ["BUILD.bazel"]),
  ],
  swiftLanguageModes: [.v6]
)
