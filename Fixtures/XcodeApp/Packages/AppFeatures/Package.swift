// swift-tools-version: 6.0
import Foundation
import PackageDescription

// Sword is this repository itself, four folders up; SwiftPM names a path dependency after its folder.
let manifestFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let swordPath = URL(fileURLWithPath: "../../../..", relativeTo: manifestFolder).absoluteURL.standardized
let sword = swordPath.lastPathComponent

let package = Package(
  name: "AppFeatures",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "AppCore", targets: ["AppCore"]),
    .library(name: "Settings", targets: ["Settings"]),
    .library(name: "Timeline", targets: ["Timeline"]),
  ],
  dependencies: [.package(path: swordPath.path)],
  targets: [
    .target(name: "AppCore", dependencies: [.product(name: "Sword", package: sword)]),
    .target(name: "Settings", dependencies: ["AppCore", .product(name: "Sword", package: sword)]),
    .target(name: "Timeline", dependencies: ["AppCore", "Settings", .product(name: "Sword", package: sword)]),
  ],
  swiftLanguageModes: [.v6]
)
