// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Tour",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "sword", path: "../.."),  // a clone of Sword
    .package(path: "Packages/Core"),
    .package(path: "Packages/Feed"),
  ],
  targets: [
    .executableTarget(
      name: "TourApp",
      dependencies: [
        .product(name: "Sword", package: "sword"),
        .product(name: "AppCore", package: "Core"),
        .product(name: "Networking", package: "Core"),
        .product(name: "Feed", package: "Feed"),
      ],
      // Fails the build, naming `sword generate`, when the committed Sword.generated.swift is stale.
      plugins: [.plugin(name: "SwordCheckBuildPlugin", package: "sword")]
    ),
    // Tests replace bindings through the generated `init(…, overrides:)` (`test_overrides: true`).
    .testTarget(name: "TourAppTests", dependencies: ["TourApp"]),
  ],
  swiftLanguageModes: [.v6]
)
