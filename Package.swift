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
    /// `swift package --allow-writing-to-package-directory sword-generate`, from the root package.
    .plugin(name: "SwordGeneratePlugin", targets: ["SwordGeneratePlugin"]),
    /// `swift package sword-check`, from the root package.
    .plugin(name: "SwordCheckPlugin", targets: ["SwordCheckPlugin"]),
    /// Generation at build time, applied to the root target.
    .plugin(name: "SwordBuildPlugin", targets: ["SwordBuildPlugin"]),
    /// The same plugin under rockname/sword's product name, so that manifests written for it work unchanged:
    /// `plugins: [.plugin(name: "SwordBuildToolPlugin", package: "sword")]`.
    .plugin(name: "SwordBuildToolPlugin", targets: ["SwordBuildPlugin"]),
    /// The build-time check for a committed generated file: fails the build when it is stale.
    .plugin(name: "SwordCheckBuildPlugin", targets: ["SwordCheckBuildPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.0"),
    // `swift package generate-documentation --target Sword`: the DocC catalog in Sources/Sword/Sword.docc.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    // Tests only: random valid declarations for the "generate ⇒ compiles" property.
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
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
    // Sword's attributes as the macros and the generator both read them, with the rules on them (`MacroRule`'s
    // words): one reading for both. A library of the macros' closure, so SwiftPM's prebuilt swift-syntax still
    // serves an app's macros (see "Macros and prebuilt swift-syntax" in BuildSystems.md).
    .target(
      name: "SwordSyntaxRules",
      dependencies: ["SwordNaming", .product(name: "SwiftSyntax", package: "swift-syntax")]
    ),
    // The one process control Swift cannot reach (`prctl` is variadic): becoming a child subreaper on Linux.
    .target(name: "CProcessControl"),
    .macro(
      name: "SwordMacros",
      dependencies: [
        "SwordNaming",
        "SwordSyntaxRules",
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
        "CProcessControl",
        "SwordNaming",
        "SwordSyntaxRules",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "Subprocess", package: "swift-subprocess"),
      ],
      // The HTML graph page's script and style sheet, embedded in the code (`PackageResources`), not copied into a
      // resource bundle: a bundle must sit beside the binary, and `make install`, the Bazel rules and the remote
      // workers copy `sword` alone.
      resources: [
        .embedInCode("GraphExport/Page/graph-page.js"),
        .embedInCode("GraphExport/Page/graph-page.css"),
      ]
    ),
    .executableTarget(
      name: "SwordCLI",
      dependencies: [
        "SwordGenerator",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .plugin(
      name: "SwordGeneratePlugin",
      capability: .command(
        intent: .custom(verb: "sword-generate", description: "Validate the graph and write Sword.generated.swift"),
        permissions: [.writeToPackageDirectory(reason: "Sword writes the generated dependency graph code")]
      ),
      dependencies: ["SwordCLI"]
    ),
    .plugin(
      name: "SwordCheckPlugin",
      capability: .command(
        intent: .custom(verb: "sword-check", description: "Fail when the graph is invalid or the generated code stale")
      ),
      dependencies: ["SwordCLI"]
    ),
    .plugin(name: "SwordBuildPlugin", capability: .buildTool(), dependencies: ["SwordCLI"]),
    .plugin(name: "SwordCheckBuildPlugin", capability: .buildTool(), dependencies: ["SwordCLI"]),
    .testTarget(
      name: "SwordTests",
      dependencies: ["Sword"]
    ),
    .testTarget(
      name: "SwordMacrosTests",
      dependencies: [
        "SwordMacros", "SwordNaming", "SwordTestSupport",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
      ]
    ),
    .testTarget(
      name: "SwordGeneratorTests",
      dependencies: [
        "SwordGenerator", "SwordNaming", "SwordTestSupport",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // The engine's doc comment examples, each in a function that is compiled and never called:
    // `scripts/doc-examples.py` (in `make lint`) keeps them line for line the same as the comments. Their
    // statements show values (`Paths.join(…)  // "…"`), which Swift warns are unused: warnings are off here alone.
    .testTarget(
      name: "SwordDocExamples",
      dependencies: [
        "SwordGenerator", "SwordNaming", "SwordSyntaxRules",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      swiftSettings: [.unsafeFlags(["-suppress-warnings"])]
    ),
    // The runtime library's doc comment examples (user code written with Sword's macros), the same way.
    .testTarget(
      name: "SwordRuntimeDocExamples",
      dependencies: ["Sword"],
      swiftSettings: [.unsafeFlags(["-suppress-warnings"])]
    ),
    // What the test targets share (temporary folders, the repository's paths); not a product.
    .target(name: "SwordTestSupport", dependencies: ["SwordNaming"], path: "Tests/SwordTestSupport"),
    // Tests that run the real SwiftPM: `swift package describe` and `dump-package`, the describe cache on real
    // manifests, `sword init` on a real package, and the checked-in package descriptions of the fixtures compared
    // with what SwiftPM says now. `make test` runs them; `make test-unit` leaves them out.
    .testTarget(
      name: "SwordIntegrationTests",
      dependencies: ["SwordGenerator", "SwordTestSupport"]
    ),
    .testTarget(name: "EndToEndTests", dependencies: ["SwordTestSupport"]),
    // The plugins' shared logic (files of Plugins/Shared linked here) unit tested, and their Xcode conformances
    // type-checked against a stand-in of Xcode's XcodeProjectPlugin module (StandIn/, which the test compiles).
    .testTarget(name: "SwordPluginTests", dependencies: ["SwordTestSupport"], exclude: ["StandIn"]),
    // `make bench`: synthetic monorepos, the deep graph, compile time and runtime of generated code. A target here
    // (not a package of its own) so that its release build shares swift-syntax with `sword`'s.
    .executableTarget(
      name: "SwordBenchmark",
      dependencies: [
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      path: "Benchmarks/Sources/SwordBenchmark"
    ),
  ],
  swiftLanguageModes: [.v6]
)
