// swift-tools-version: 6.0
import Foundation
import PackageDescription

// Sword is this repository itself, four folders up; SwiftPM names a path dependency after its folder.
let manifestFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let swordPath = URL(fileURLWithPath: "../../../..", relativeTo: manifestFolder).absoluteURL.standardized
let sword = swordPath.lastPathComponent

// Referenced by the Xcode project as a local package (XCLocalSwiftPackageReference). Its product is named
// differently from the target it is made of, and that target depends on another of the package's own.
let package = Package(
  name: "Recorder",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "Recorder", targets: ["AudioRecorder"])
  ],
  dependencies: [
    .package(path: swordPath.path),
    .package(path: "../AppShell"),
  ],
  targets: [
    .target(
      name: "Waveform",
      dependencies: [.product(name: "Sword", package: sword), .product(name: "ComponentApp", package: "AppShell")]),
    .target(
      name: "AudioRecorder",
      dependencies: [
        "Waveform", .product(name: "Sword", package: sword), .product(name: "ComponentApp", package: "AppShell"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
