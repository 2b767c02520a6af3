// swift-tools-version: 6.0
import Foundation
import PackageDescription

let manifestFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let swordPath = URL(fileURLWithPath: "../../../..", relativeTo: manifestFolder).absoluteURL.standardized
let sword = swordPath.lastPathComponent

let package = Package(
  name: "Features",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "Login", targets: ["Login"]),
    .library(name: "Profile", targets: ["Profile"]),
  ],
  dependencies: [
    .package(path: swordPath.path),
    .package(path: "../Core"),
  ],
  targets: [
    .target(
      name: "Login",
      dependencies: [
        .product(name: "Sword", package: sword),
        .product(name: "Components", package: "Core"),
        .product(name: "Networking", package: "Core"),
        .product(name: "Storage", package: "Core"),
      ]
    ),
    // A custom layout: sources under ProfileFeature/Sources, with a file excluded from the build.
    .target(
      name: "Profile",
      dependencies: [
        .product(name: "Sword", package: sword),
        .product(name: "Components", package: "Core"),
        .product(name: "Storage", package: "Core"),
      ],
      path: "ProfileFeature/Sources",
      exclude: ["Unused.swift"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
