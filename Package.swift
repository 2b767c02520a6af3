// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "Sword",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .macCatalyst(.v16)],
  products: [
    /// What apps import: the macros and the small runtime the generated code calls.
    .library(name: "Sword", targets: ["Sword"]),
    /// The command-line generator, run at a monorepo's root.
    .executable(name: "sword", targets: ["SwordCLI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CYaml",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    .target(
      name: "Sword",
      dependencies: ["SwordMacros"]
    ),
    .target(name: "SwordNaming"),
    .macro(
      name: "SwordMacros",
      dependencies: [
        "SwordNaming",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "SwordGenerator",
      dependencies: [
        "CYaml",
        "SwordNaming",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "Subprocess", package: "swift-subprocess"),
      ]
    ),
    .executableTarget(
      name: "SwordCLI",
      dependencies: [
        "SwordGenerator",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "SwordTests",
      dependencies: ["Sword"]
    ),
    .testTarget(
      name: "SwordMacrosTests",
      dependencies: [
        "SwordMacros",
        .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
      ]
    ),
    .testTarget(
      name: "SwordGeneratorTests",
      dependencies: ["SwordGenerator", "SwordNaming"]
    ),
    .testTarget(name: "EndToEndTests"),
  ],
  swiftLanguageModes: [.v6]
)
