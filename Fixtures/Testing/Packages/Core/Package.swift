// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Core",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "AppCore", targets: ["AppCore"]),
    .library(name: "Backend", targets: ["Backend"]),
  ],
  dependencies: [.package(name: "sword", path: "../../../..")],
  targets: [
    .target(name: "AppCore", dependencies: [.product(name: "Sword", package: "sword")]),
    .target(name: "Backend", dependencies: ["AppCore", .product(name: "Sword", package: "sword")]),
  ],
  swiftLanguageModes: [.v6]
)
