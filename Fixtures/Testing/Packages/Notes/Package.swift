// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Notes",
  platforms: [.macOS(.v13)],
  products: [.library(name: "Notes", targets: ["Notes"])],
  dependencies: [
    .package(name: "sword", path: "../../../.."),
    .package(path: "../Core"),
  ],
  targets: [
    .target(
      name: "Notes",
      dependencies: [
        .product(name: "Sword", package: "sword"),
        .product(name: "AppCore", package: "Core"),
        .product(name: "Backend", package: "Core"),
      ]),
    // The feature's own tests and previews build its view models with the generated `mock(…)`.
    .testTarget(name: "NotesTests", dependencies: ["Notes"]),
  ],
  swiftLanguageModes: [.v6]
)
