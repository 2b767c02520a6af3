// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Testing",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "sword", path: "../.."),  // a clone of Sword
    .package(path: "Packages/Core"),
    .package(path: "Packages/Notes"),
  ],
  targets: [
    .executableTarget(
      name: "NotesApp",
      dependencies: [
        .product(name: "Sword", package: "sword"),
        .product(name: "AppCore", package: "Core"),
        .product(name: "Backend", package: "Core"),
        .product(name: "Notes", package: "Notes"),
      ]),
    // A test module (`tests:` in .sword.yml) replaces the backend for every component this target's tests build.
    .testTarget(name: "NotesAppTests", dependencies: ["NotesApp"]),
    // The same app without it: the real backend. Both targets run in one test process.
    .testTarget(name: "NotesAppPlainTests", dependencies: ["NotesApp"]),
  ],
  swiftLanguageModes: [.v6]
)
