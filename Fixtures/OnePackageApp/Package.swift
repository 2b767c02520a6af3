// swift-tools-version: 6.0
import Foundation
import PackageDescription

// Sword is this repository itself, two folders up; SwiftPM names a path dependency after its folder.
let manifestFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let swordPath = URL(fileURLWithPath: "../..", relativeTo: manifestFolder).absoluteURL.standardized
let sword = swordPath.lastPathComponent

// A whole app in one package, as rockname/sword's SNS example keeps it: thirteen targets, the root target
// (AppScene, a library the app's entry point links) depending on its siblings. `sword init --target AppScene` lists
// those siblings, which is what .sword.yml holds.
let package = Package(
  name: "Birdhouse",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "AppScene", targets: ["AppScene"]),
    .library(name: "FeedFeature", targets: ["FeedFeature"]),
  ],
  dependencies: [.package(path: swordPath.path)],
  targets: [
    .target(name: "Model"),
    .target(name: "AppGraph", dependencies: ["Model", .product(name: "Sword", package: sword)]),
    .target(name: "SessionGraph", dependencies: ["AppGraph", "Model", .product(name: "Sword", package: sword)]),
    .target(name: "APIClient", dependencies: ["Model"]),
    .target(
      name: "APIClientLive",
      dependencies: ["AppGraph", "APIClient", "Model", .product(name: "Sword", package: sword)]),
    .target(
      name: "Repositories",
      dependencies: ["AppGraph", "SessionGraph", "APIClient", "Model", .product(name: "Sword", package: sword)]),
    .target(name: "DesignSystem"),
    .target(name: "SplashFeature", dependencies: ["DesignSystem"]),
    .target(
      name: "SignUpFeature",
      dependencies: ["AppGraph", "Repositories", "DesignSystem", "Model", .product(name: "Sword", package: sword)]),
    .target(name: "WelcomeFeature", dependencies: ["SignUpFeature", "DesignSystem"]),
    .target(
      name: "FeedFeature",
      dependencies: ["SessionGraph", "Repositories", "Model", .product(name: "Sword", package: sword)]),
    .target(
      name: "PostFeature",
      dependencies: ["SessionGraph", "Repositories", "Model", .product(name: "Sword", package: sword)]),
    .target(
      name: "AppScene",
      dependencies: [
        "Model", "AppGraph", "SessionGraph", "APIClientLive", "Repositories", "SplashFeature", "WelcomeFeature",
        "SignUpFeature", "FeedFeature", "PostFeature", .product(name: "Sword", package: sword),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
