// swift-tools-version: 6.0
import Foundation
import PackageDescription

// Sword is this repository itself, two folders up. SwiftPM names a path dependency after its folder, so the
// folder name is read here rather than assumed.
let manifestFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let swordPath = URL(fileURLWithPath: "../..", relativeTo: manifestFolder).absoluteURL.standardized
let sword = swordPath.lastPathComponent

let package = Package(
  name: "App",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: swordPath.path),
    .package(path: "Packages/Core"),
    .package(path: "Packages/Features"),
  ],
  targets: [
    .executableTarget(
      name: "App",
      dependencies: [
        .product(name: "Sword", package: sword),
        .product(name: "Components", package: "Core"),
        .product(name: "Networking", package: "Core"),
        .product(name: "Storage", package: "Core"),
        .product(name: "Login", package: "Features"),
        .product(name: "Profile", package: "Features"),
      ]
    ),
    // rockname/sword's README example, unchanged but for SwiftUI: proof that its sources work with this Sword.
    .executableTarget(
      name: "SwordReadme",
      dependencies: [.product(name: "Sword", package: sword)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
