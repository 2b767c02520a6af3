// swift-tools-version: 6.0
import Foundation
import PackageDescription

let manifestFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let swordPath = URL(fileURLWithPath: "../../../..", relativeTo: manifestFolder).absoluteURL.standardized
let sword = swordPath.lastPathComponent

let package = Package(
  name: "Core",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "Components", targets: ["Components"]),
    .library(name: "Networking", targets: ["Networking"]),
    .library(name: "Storage", targets: ["Storage"]),
  ],
  dependencies: [.package(path: swordPath.path)],
  targets: [
    .target(name: "Components", dependencies: [.product(name: "Sword", package: sword)]),
    .target(name: "Networking", dependencies: ["Components", .product(name: "Sword", package: sword)]),
    .target(name: "Storage", dependencies: ["Components", "Networking", .product(name: "Sword", package: sword)]),
  ],
  swiftLanguageModes: [.v6]
)
