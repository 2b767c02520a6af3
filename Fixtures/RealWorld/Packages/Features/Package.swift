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

// The features are UI code: main-actor isolated by default, without a single @MainActor in their sources.
let package = Package(
  name: "Features",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "Timeline", targets: ["Timeline"]),
    .library(name: "VoiceMemo", targets: ["VoiceMemo"]),
  ],
  dependencies: [.package(path: swordPath.path), .package(path: "../Core")],
  targets: [
    .target(
      name: "Timeline",
      dependencies: [
        .product(name: "Sword", package: sword), .product(name: "Models", package: "Core"),
        .product(name: "AppComponents", package: "Core"), .product(name: "Networking", package: "Core"),
        .product(name: "Persistence", package: "Core"),
      ],
      swiftSettings: [.defaultIsolation(MainActor.self)] + strict),
    .target(
      name: "VoiceMemo",
      dependencies: [
        "Timeline", .product(name: "Sword", package: sword), .product(name: "AppComponents", package: "Core"),
      ],
      swiftSettings: [.defaultIsolation(MainActor.self)] + strict),
  ],
  swiftLanguageModes: [.v6]
)
