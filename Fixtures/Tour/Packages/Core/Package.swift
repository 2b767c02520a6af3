// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Core",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "AppCore", targets: ["AppCore"]),
    .library(name: "Networking", targets: ["Networking"]),
  ],
  dependencies: [.package(name: "sword", path: "../../../..")],
  targets: [
    .target(name: "AppCore", dependencies: [.product(name: "Sword", package: "sword")]),
    .target(name: "Networking", dependencies: ["AppCore", .product(name: "Sword", package: "sword")]),
  ],
  swiftLanguageModes: [.v6]
)
