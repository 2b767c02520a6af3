// swift-tools-version: 6.2
import Foundation
import PackageDescription

// Sword is this repository itself, two folders up. SwiftPM names a path dependency after its folder, so the
// folder name is read here rather than assumed.
let manifestFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let swordPath = URL(fileURLWithPath: "../..", relativeTo: manifestFolder).absoluteURL.standardized
let sword = swordPath.lastPathComponent

// What a team that takes Swift 6.2 seriously turns on: every upcoming feature Sword's output must survive, and
// warnings as errors.
let strict: [SwiftSetting] = [
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  .enableUpcomingFeature("InferIsolatedConformances"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .treatAllWarnings(as: .error),
]

// The app target is main-actor isolated by default, as Xcode 26 makes new apps.
let package = Package(
  name: "Chirp",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: swordPath.path),
    .package(path: "Packages/Core"),
    .package(path: "Packages/Features"),
  ],
  targets: [
    .executableTarget(
      name: "Chirp",
      dependencies: [
        .product(name: "Sword", package: sword),
        .product(name: "Models", package: "Core"),
        .product(name: "AppComponents", package: "Core"),
        .product(name: "Networking", package: "Core"),
        .product(name: "Persistence", package: "Core"),
        .product(name: "Timeline", package: "Features"),
        .product(name: "VoiceMemo", package: "Features"),
      ],
      swiftSettings: [.defaultIsolation(MainActor.self)] + strict
    )
  ],
  swiftLanguageModes: [.v6]
)
