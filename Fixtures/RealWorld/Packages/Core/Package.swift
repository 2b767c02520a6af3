// swift-tools-version: 6.2
import Foundation
import PackageDescription

let manifestFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let swordPath = URL(fileURLWithPath: "../../../..", relativeTo: manifestFolder).absoluteURL.standardized
let sword = swordPath.lastPathComponent

let strict: [SwiftSetting] = [
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  .enableUpcomingFeature("InferIsolatedConformances"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .treatAllWarnings(as: .error),
]

// The core is nonisolated (Swift's default): models, the component, networking and persistence.
let package = Package(
  name: "Core",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "Models", targets: ["Models"]),
    .library(name: "AppComponents", targets: ["AppComponents"]),
    .library(name: "Networking", targets: ["Networking"]),
    .library(name: "Persistence", targets: ["Persistence"]),
  ],
  dependencies: [.package(path: swordPath.path)],
  targets: [
    .target(name: "Models", swiftSettings: strict),
    .target(
      name: "AppComponents", dependencies: ["Models", .product(name: "Sword", package: sword)], swiftSettings: strict),
    .target(
      name: "Networking", dependencies: ["Models", "AppComponents", .product(name: "Sword", package: sword)],
      swiftSettings: strict),
    .target(
      name: "Persistence",
      dependencies: ["Models", "AppComponents", "Networking", .product(name: "Sword", package: sword)],
      swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
