// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Tour",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "sword", path: "../.."),  // a clone of Sword; or .package(url: …, from: "0.1.0")
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
    )
  ],
  swiftLanguageModes: [.v6]
)
