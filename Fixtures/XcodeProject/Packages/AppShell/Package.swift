// swift-tools-version: 6.0
import Foundation
import PackageDescription

// Sword is this repository itself, four folders up; SwiftPM names a path dependency after its folder.
let manifestFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let swordPath = URL(fileURLWithPath: "../../../..", relativeTo: manifestFolder).absoluteURL.standardized
let sword = swordPath.lastPathComponent

// Added to the Xcode project as a package folder in its file tree (as rockname/sword's VoiceMemo adds its
// `Package`): the app target uses its products without naming the package.
let package = Package(
  name: "AppShell",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "ComponentApp", targets: ["ComponentApp"]),
    .library(name: "MemoStore", targets: ["MemoStore"]),
  ],
  dependencies: [.package(path: swordPath.path)],
  targets: [
    .target(name: "ComponentApp", dependencies: [.product(name: "Sword", package: sword)]),
    .target(name: "MemoStore", dependencies: ["ComponentApp", .product(name: "Sword", package: sword)]),
  ],
  swiftLanguageModes: [.v6]
)
