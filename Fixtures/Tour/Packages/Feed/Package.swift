// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Feed",
  platforms: [.macOS(.v13)],
  products: [.library(name: "Feed", targets: ["Feed"])],
  dependencies: [
    .package(name: "sword", path: "../../../.."),
    .package(path: "../Core"),
  ],
  targets: [
    .target(
      name: "Feed",
      dependencies: [
        .product(name: "Sword", package: "sword"),
        .product(name: "AppCore", package: "Core"),
        .product(name: "Networking", package: "Core"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
