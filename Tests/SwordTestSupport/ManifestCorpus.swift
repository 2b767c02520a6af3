import Foundation

/// Manifest variants for the static reader's equivalence tests: each construct alone, nested, with unusual spacing
/// and comments, and the shapes SwiftPM refuses. Each case is a package (files by relative path) and what the
/// reader must make of it:
/// - `.readStatically`: read without SwiftPM, and (in `StaticReadingEquivalenceTests`) equal to what
///   `swift package describe` prints;
/// - `.fallsBack(reason)`: left to SwiftPM, the reason naming the construct (SwiftPM may accept or refuse it);
/// - `.swiftPMRefuses(reason)`: left to SwiftPM, which refuses the package (proof that the reader's check is one of
///   SwiftPM's).
package struct ManifestCase: Sendable {
  package enum Expectation: Sendable, Equatable {
    case readStatically
    case fallsBack(String)
    case swiftPMRefuses(String)

    /// `linux` on Linux, `other` elsewhere: for a condition whose answer the reader knows only on Linux.
    package static func onLinux(_ linux: Expectation, else other: Expectation) -> Expectation {
      #if os(Linux)
        linux
      #else
        other
      #endif
    }
  }

  package var name: String
  /// Relative path → contents; a path ending in `/` is an empty folder.
  package var files: [String: String]
  /// Relative path of a symbolic link → what it points to.
  package var links: [String: String] = [:]
  package var expectation: Expectation

  package init(_ name: String, _ expectation: Expectation, files: [String: String], links: [String: String] = [:]) {
    self.name = name
    self.files = files
    self.links = links
    self.expectation = expectation
  }
}

/// The corpus: ``all`` cases, and helpers to write them.
package enum ManifestCorpus {
  /// A manifest: the tools-version line, `import PackageDescription`, then `body`.
  package static func manifest(_ tools: String = "6.0", _ body: String) -> String {
    "// swift-tools-version: \(tools)\nimport PackageDescription\n\n\(body)\n"
  }

  /// A package with one target `A` (`Sources/A/A.swift`) and the given manifest body.
  static func simple(
    _ name: String, _ expectation: ManifestCase.Expectation, tools: String = "6.0", _ body: String,
    extra: [String: String] = [:]
  ) -> ManifestCase {
    var files = ["Package.swift": manifest(tools, body), "Sources/A/A.swift": "public struct A {}\n"]
    files.merge(extra) { _, new in new }
    return ManifestCase(name, expectation, files: files)
  }

  static let oneTarget = #"let package = Package(name: "P", targets: [.target(name: "A")])"#

  package static let all: [ManifestCase] =
    readStatically + spacing + fallsBack + refused + olderTools + manifestChoice + resources + conditions + declarative
    + traits + statements + helpers + environment + cFamily + oldestTools + snippets + systemLibraries + binaryTargets
    + rarerDeclarative

  // MARK: Read statically

  static let readStatically: [ManifestCase] = [
    simple("minimal", .readStatically, oneTarget),
    simple("tools 5.9", .readStatically, tools: "5.9", oneTarget),
    simple("tools 6.1", .readStatically, tools: "6.1", oneTarget),
    simple("tools 6.2", .readStatically, tools: "6.2", oneTarget),
    simple("tools 6.0.1 with a patch", .readStatically, tools: "6.0.1", oneTarget),
    simple("tools 6.3 (with a 6.3 toolchain)", .readStatically, tools: "6.3", oneTarget),
    ManifestCase(
      "no targets at all", .readStatically,
      files: ["Package.swift": manifest("6.0", #"let package = Package(name: "Empty")"#)]),
    ManifestCase(
      "trailing slashes and ./ in paths", .readStatically,
      files: [
        "Package.swift": manifest(
          "6.0",
          #"""
          let package = Package(name: "P", targets: [
            .target(name: "A", path: "Lib/A/", exclude: ["Old/", "./Skip.swift"], sources: ["./", "Old/"]),
          ])
          """#),
        "Lib/A/A.swift": "\n", "Lib/A/Skip.swift": "\n", "Lib/A/Old/O.swift": "\n", "Lib/A/Sub/S.swift": "\n",
      ]),
    simple(
      "a dependency by the name of a package", .readStatically,
      #"""
      let package = Package(name: "P", dependencies: [.package(path: "../Kit")], targets: [.target(name: "A", dependencies: ["Kit"])])
      """#),
    ManifestCase(
      "every target kind", .readStatically,
      files: [
        "Package.swift": "// swift-tools-version: 6.0\nimport CompilerPluginSupport\nimport PackageDescription\n\n"
          + #"""
          let package = Package(
            name: "Kinds",
            products: [.library(name: "Lib", targets: ["Lib"]), .executable(name: "tool", targets: ["Tool"])],
            targets: [
              .target(name: "Lib", dependencies: ["Macros"]),
              .executableTarget(name: "Tool", dependencies: ["Lib"]),
              .testTarget(name: "LibTests", dependencies: ["Lib"]),
              .macro(name: "Macros"),
              .plugin(name: "Gen", capability: .buildTool()),
            ]
          )
          """#,
        "Sources/Lib/Lib.swift": "public struct Lib {}\n",
        "Sources/Tool/main.swift": "print(1)\n",
        "Sources/Macros/Macros.swift": "struct M {}\n",
        "Tests/LibTests/LibTests.swift": "struct T {}\n",
        "Plugins/Gen/Plugin.swift": "struct P {}\n",
      ]),
    ManifestCase(
      "a command plugin with intent and permissions", .readStatically,
      files: [
        "Package.swift": manifest(
          "6.0",
          #"""
          let package = Package(
            name: "Plugins",
            products: [.plugin(name: "Fmt", targets: ["Fmt"])],
            targets: [
              .plugin(
                name: "Fmt",
                capability: .command(
                  intent: .custom(verb: "fmt", description: "Formats"),
                  permissions: [.writeToPackageDirectory(reason: "writes")]
                )
              ),
              .plugin(name: "Docs", capability: .command(intent: .documentationGeneration())),
            ]
          )
          """#),
        "Plugins/Fmt/main.swift": "print(1)\n",
        "Plugins/Docs/Docs.swift": "struct D {}\n",
      ]),
    simple(
      "a target with main.swift is an executable", .readStatically, oneTarget,
      extra: ["Sources/A/main.swift": "print(1)\n"]),
    simple(
      "a file named main.helper.swift is no main", .readStatically, oneTarget,
      extra: ["Sources/A/main.helper.swift": "\n"]),
    simple("a file named Main.swift is a main", .readStatically, oneTarget, extra: ["Sources/A/Main.swift": "\n"]),
    ManifestCase(
      "path, exclude and nested folders", .readStatically,
      files: [
        "Package.swift": manifest(
          "6.0",
          #"""
          let package = Package(
            name: "Custom",
            targets: [
              .target(name: "A", path: "Lib/A", exclude: ["Unused.swift", "Old", "Missing.swift"]),
            ]
          )
          """#),
        "Lib/A/A.swift": "\n", "Lib/A/Unused.swift": "\n", "Lib/A/Old/Old.swift": "\n", "Lib/A/Sub/Deep/B.swift": "\n",
        "Lib/A/Sub/C.swift": "\n",
      ]),
    ManifestCase(
      "exclude of a nested path", .readStatically,
      files: [
        "Package.swift": manifest(
          "6.0", #"let package = Package(name: "P", targets: [.target(name: "A", exclude: ["Sub/B.swift"])])"#),
        "Sources/A/A.swift": "\n", "Sources/A/Sub/B.swift": "\n", "Sources/A/Sub/C.swift": "\n",
      ]),
    ManifestCase(
      "sources: a file, a folder, a non-Swift file", .readStatically,
      files: [
        "Package.swift": manifest(
          "6.0",
          #"""
          let package = Package(name: "P", targets: [
            .target(name: "A", sources: ["A.swift", "Kept", "notes.txt"]),
          ])
          """#),
        "Sources/A/A.swift": "\n", "Sources/A/Other.swift": "\n", "Sources/A/Kept/K.swift": "\n",
        "Sources/A/Kept/K.md": "\n",
        "Sources/A/notes.txt": "\n", "Sources/A/header.h": "\n",
      ]),
    ManifestCase(
      "path '.' at the package root", .readStatically,
      files: [
        "Package.swift": manifest(
          "6.0", #"let package = Package(name: "Root", targets: [.target(name: "A", path: ".", exclude: ["Skip"])])"#),
        "A.swift": "\n", "More/B.swift": "\n", "Skip/C.swift": "\n", "Package.resolved": "{}\n", "README.md": "\n",
      ]),
    ManifestCase(
      "Source and src as the predefined folder", .readStatically,
      files: [
        "Package.swift": manifest(
          "6.0", #"let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B")])"#),
        "Source/A/A.swift": "\n", "Source/B/B.swift": "\n", "src/Ignored/I.swift": "\n",
      ]),
    ManifestCase(
      "src as the predefined folder", .readStatically,
      files: [
        "Package.swift": manifest(
          "6.0", #"let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B")])"#),
        "src/A/A.swift": "\n", "src/B/B.swift": "\n",
      ]),
    ManifestCase(
      "test target under Sources when there is no Tests folder", .readStatically,
      files: [
        "Package.swift": manifest(
          "6.0",
          #"""
          let package = Package(name: "P", targets: [.target(name: "A"), .testTarget(name: "ATests", dependencies: ["A"])])
          """#),
        "Sources/A/A.swift": "\n", "Sources/ATests/ATests.swift": "\n",
      ]),
    ManifestCase(
      "the only target in the predefined folder itself", .readStatically,
      files: [
        "Package.swift": manifest("5.9", #"let package = Package(name: "P", targets: [.target(name: "Only")])"#),
        "Sources/One.swift": "\n", "Sources/Sub/Two.swift": "\n",
      ]),
    ManifestCase(
      "hidden files, docc, xcassets, xcodeproj and a nested manifest", .readStatically,
      files: [
        "Package.swift": manifest("6.0", oneTarget),
        "Sources/A/A.swift": "\n", "Sources/A/.hidden.swift": "\n", "Sources/A/.cache/C.swift": "\n",
        "Sources/A/A.docc/Doc.md": "\n", "Sources/A/A.docc/Inner.swift": "\n",
        "Sources/A/Media.xcassets/Contents.json": "{}\n",
        "Sources/A/Old.xcodeproj/project.pbxproj": "\n", "Sources/A/Old.xcodeproj/X.swift": "\n",
        "Sources/A/Vendored/Package.swift": "// swift-tools-version: 6.0\n", "Sources/A/Vendored/V.swift": "\n",
        "Sources/A/README.md": "\n", "Sources/A/data.json": "{}\n", "Sources/A/View.xib": "\n",
      ]),
    ManifestCase(
      "a link to a file", .readStatically,
      files: [
        "Package.swift": manifest("6.0", oneTarget), "Sources/A/A.swift": "\n", "Shared/S.swift": "\n",
      ], links: ["Sources/A/S.swift": "../../Shared/S.swift"]),
    ManifestCase(
      "target dependencies in every form", .readStatically,
      files: [
        "Package.swift": manifest(
          "6.0",
          #"""
          let package = Package(
            name: "Deps",
            dependencies: [
              .package(path: "../Local"),
              .package(name: "Renamed", path: "../Other"),
              .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
              .package(url: "https://github.com/swiftlang/swift-syntax.git", "602.0.0"..<"604.0.0"),
              .package(url: "https://example.com/a/Exact.git", exact: "1.2.3"),
              .package(url: "git@example.com:team/Branchy.git", branch: "main"),
              .package(url: "https://example.com/b/Pinned", revision: "abc123"),
              .package(url: "https://example.com/c/Closed", "1.0.0"..."1.9.9"),
            ],
            targets: [
              .target(name: "Core"),
              .target(
                name: "A",
                dependencies: [
                  "Core",
                  .target(name: "Core", condition: .when(platforms: [.linux, .macOS])),
                  .byName(name: "Core"),
                  "SomeProduct",
                  .product(name: "ArgumentParser", package: "swift-argument-parser"),
                  .product(name: "SwiftSyntax", package: "SWIFT-SYNTAX"),
                  .product(name: "L", package: "Local"),
                  .product(name: "R", package: "Renamed"),
                  .product(name: "E", package: "exact", condition: .when(platforms: [.iOS])),
                  .product(name: "B", package: "Branchy"),
                  .product(name: "P", package: "Pinned"),
                  .product(name: "C", package: "Closed"),
                ]
              ),
            ]
          )
          """#),
        "Sources/Core/Core.swift": "\n", "Sources/A/A.swift": "\n",
      ]),
    ManifestCase(
      "plugins used by a target", .readStatically,
      files: [
        "Package.swift": manifest(
          "6.0",
          #"""
          let package = Package(
            name: "Uses",
            dependencies: [.package(name: "sword", path: "../sword")],
            targets: [.executableTarget(name: "App", plugins: [.plugin(name: "SwordCheckBuildPlugin", package: "sword")])]
          )
          """#),
        "Sources/App/main.swift": "\n",
      ]),
    ManifestCase(
      "constants, typed and untyped, concatenated", .readStatically,
      files: [
        "Package.swift": manifest(
          "6.0",
          #"""
          let name = "Consts"
          let excluded = ["Skip.swift"]
          let more: [String] = excluded + ["Other.swift"]
          let shared: [Target.Dependency] = [.product(name: "Sword", package: "sword")]
          var settings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]
          let strict: [SwiftSetting] = settings + [.unsafeFlags(["-warnings-as-errors"])]
          let core: Target = .target(name: "Core", dependencies: shared, exclude: more, swiftSettings: strict)
          let targets: [Target] = [core] + [.target(name: "A", dependencies: ["Core"] + shared)]
          let flag = true

          let package = Package(
            name: name,
            dependencies: [.package(name: "sword", path: "../..")],
            targets: targets + [.testTarget(name: "ATests", dependencies: ["A"], packageAccess: flag)]
          )
          """#),
        "Sources/Core/Core.swift": "\n", "Sources/Core/Skip.swift": "\n", "Sources/Core/Other.swift": "\n",
        "Sources/A/A.swift": "\n", "Tests/ATests/T.swift": "\n",
      ]),
    ManifestCase(
      "Swift settings, conditions and default isolation", .readStatically,
      files: [
        "Package.swift": manifest(
          "6.2",
          #"""
          let package = Package(
            name: "Settings",
            targets: [
              .target(
                name: "UI",
                swiftSettings: [
                  .defaultIsolation(MainActor.self),
                  .define("DEBUG_UI", .when(configuration: .debug)),
                  .enableExperimentalFeature("StrictConcurrency", .when(platforms: [.macOS, .iOS], configuration: .release)),
                  .swiftLanguageMode(.v6),
                  .treatAllWarnings(as: .error),
                  .treatWarning("DeprecatedDeclaration", as: .warning),
                  .strictMemorySafety(),
                  .interoperabilityMode(.Cxx, .when(platforms: [.linux])),
                ],
                linkerSettings: [.linkedLibrary("z"), .linkedFramework("Foundation", .when(platforms: [.macOS]))]
              ),
              .target(name: "Flags", swiftSettings: [.unsafeFlags(["-default-isolation", "MainActor"])]),
              .target(name: "Plain", swiftSettings: [.defaultIsolation(nil)]),
              .target(name: "Imports", swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]),
              .target(name: "ImportFlags", swiftSettings: [.unsafeFlags(["-enable-upcoming-feature", "InternalImportsByDefault"])]),
            ]
          )
          """#),
        "Sources/UI/UI.swift": "\n", "Sources/Flags/F.swift": "\n", "Sources/Plain/P.swift": "\n",
        "Sources/Imports/I.swift": "\n", "Sources/ImportFlags/F.swift": "\n",
      ]),
    simple(
      "platforms and language modes", .readStatically,
      #"""
      let package = Package(
        name: "P",
        platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1), .macCatalyst(.v16)],
        targets: [.target(name: "A")],
        swiftLanguageModes: [.v5, .v6]
      )
      """#),
    simple(
      "swiftLanguageVersions at tools 5.9", .readStatically, tools: "5.9",
      #"""
      let package = Package(name: "P", platforms: [.macOS(.v14)], targets: [.target(name: "A")], swiftLanguageVersions: [.v5])
      """#),
    simple(
      "platform versions of tools 6.2", .readStatically, tools: "6.2",
      #"""
      let package = Package(name: "P", platforms: [.macOS(.v26), .iOS(.v26)], targets: [.target(name: "A")])
      """#),
    simple(
      "defaultLocalization", .readStatically,
      #"""
      let package = Package(name: "P", defaultLocalization: "en", targets: [.target(name: "A")])
      """#),
    ManifestCase(
      "names that are not identifiers", .readStatically,
      files: [
        "Package.swift": manifest(
          "6.0",
          #"""
          let package = Package(name: "My Package", targets: [
            .target(name: "B-Lib"), .target(name: "2D"), .target(name: "a.b"), .target(name: "22x"), .target(name: "_9"),
          ])
          """#),
        "Sources/B-Lib/B.swift": "\n", "Sources/2D/D.swift": "\n", "Sources/a.b/X.swift": "\n",
        "Sources/22x/X.swift": "\n",
        "Sources/_9/N.swift": "\n",
      ]),
    simple(
      "library product types", .readStatically,
      #"""
      let package = Package(
        name: "P",
        products: [
          .library(name: "A", targets: ["A"]),
          .library(name: "AStatic", type: .static, targets: ["A"]),
          .library(name: "ADynamic", type: .dynamic, targets: ["A"]),
        ],
        targets: [.target(name: "A")]
      )
      """#),
    simple(
      "packageAccess false", .readStatically,
      #"let package = Package(name: "P", targets: [.target(name: "A", packageAccess: false)])"#),
    simple(
      "a library product naming an executable target", .swiftPMRefuses("library product"),
      #"""
      let package = Package(name: "P", products: [.library(name: "L", targets: ["A"])], targets: [.executableTarget(name: "A")])
      """#),
    simple(
      "an empty dependency list and nil arguments", .readStatically,
      #"""
      let package = Package(name: "P", dependencies: [], targets: [.target(name: "A", dependencies: [], path: nil, sources: nil, swiftSettings: nil)])
      """#),
  ]

  // MARK: Spacing, comments and layout

  static let spacing: [ManifestCase] = [
    simple(
      "comments everywhere", .readStatically,
      #"""
      // A comment before the package.
      /* A block comment */ let package = Package( // trailing
        name: /* inline */ "P", // the name
        targets: [
          // .target(name: "Commented"),
          .target(name: "A" /* , path: "Nope" */),
        ]
      )
      """#),
    simple(
      "unusual spacing", .readStatically,
      "let package=Package(name:\"P\",targets:[.target(name   :   \"A\"   ,dependencies:[   ]   )   ,]   )"),
    simple(
      "one argument per line, trailing commas", .readStatically,
      """
      let package = Package(
        name: "P",
        products: [
          .library(
            name: "A",
            targets: [
              "A",
            ]
          ),
        ],
        targets: [
          .target(
            name: "A",
          ),
        ],
      )
      """),
    simple(
      "semicolons and tabs", .readStatically,
      "let n = \"P\";\tlet package = Package(name: n, targets: [.target(name: \"A\")]);"),
    simple(
      "a raw string and escapes", .readStatically,
      #"""
      let package = Package(name: #"P"#, targets: [.target(name: "\u{41}")])
      """#),
    simple(
      "parentheses around values", .readStatically,
      #"let package = Package(name: ("P"), targets: ([.target(name: "A")]))"#),
    ManifestCase(
      "tools-version line with tabs and no space", .readStatically,
      files: [
        "Package.swift": "//swift-tools-version:\t6.0\nimport PackageDescription\n" + oneTarget + "\n",
        "Sources/A/A.swift": "\n",
      ]),
    ManifestCase(
      "CRLF line ends", .readStatically,
      files: [
        "Package.swift": "// swift-tools-version: 6.0\r\nimport PackageDescription\r\n" + oneTarget + "\r\n",
        "Sources/A/A.swift": "\n",
      ]),
    simple("import Foundation unused", .readStatically, "import Foundation\n" + oneTarget),
  ]

  // MARK: Left to SwiftPM

  static let fallsBack: [ManifestCase] = [
    simple("a function never called", .readStatically, "func make() -> Target { .target(name: \"A\") }\n" + oneTarget),
    simple("a struct", .fallsBack("struct"), "struct Names {}\n" + oneTarget),
    simple("#if on a custom flag", .fallsBack("#if"), "#if DEBUG\nlet n = \"Q\"\n#endif\n" + oneTarget),
    simple(
      "a loop", .readStatically, "var names: [String] = []\nfor n in [\"A\"] { names.append(n) }\n" + oneTarget),
    simple(
      "appending a target without a folder", .swiftPMRefuses("no folder"),
      oneTarget + "\npackage.targets.append(.target(name: \"B\"))"),
    simple("an unknown call", .fallsBack("make"), #"let package = Package(name: "P", targets: [make()])"#),
    simple(
      "Context.environment", .readStatically,
      #"""
      let local = Context.environment["LOCAL"] != nil
      let package = Package(name: "P", targets: [.target(name: "A")])
      """#),
    simple(
      "the whole ProcessInfo environment", .fallsBack("ProcessInfo"),
      "import Foundation\n" + #"""
        let env = ProcessInfo.processInfo.environment
        let package = Package(name: "P", targets: [.target(name: "A")])
        """#),
    simple(
      "getenv with a space", .readStatically,
      "import Foundation\n" + #"""
        let ci = getenv ("CI") != nil
        let package = Package(name: "P", targets: [.target(name: "A")])
        """#),
    simple(
      "a file read", .fallsBack("String"),
      "import Foundation\n" + #"""
        let text = try! String(contentsOfFile: "names.txt")
        let package = Package(name: "P", targets: [.target(name: "A")])
        """#),
    simple(
      "#filePath", .fallsBack("URL"),
      "import Foundation\n" + #"""
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().lastPathComponent
        let package = Package(name: "P", targets: [.target(name: "A")])
        """#),
    simple("import Glibc", .fallsBack("Glibc"), "import Glibc\n" + oneTarget),
    simple(
      "interpolation", .readStatically,
      #"""
      let n = "A"
      let package = Package(name: "P\(n)", targets: [.target(name: "A")])
      """#),
    simple(
      "a resource that does not exist", .readStatically,
      #"let package = Package(name: "P", targets: [.target(name: "A", resources: [.process("R")])])"#),
    simple(
      "cSettings on a Swift target", .readStatically,
      #"let package = Package(name: "P", targets: [.target(name: "A", cSettings: [.define("X")])])"#),
    simple(
      "publicHeadersPath on a Swift target", .readStatically,
      #"let package = Package(name: "P", targets: [.target(name: "A", publicHeadersPath: "inc")])"#),
    simple(
      "a system library without its module map", .swiftPMRefuses("module.modulemap"),
      #"let package = Package(name: "P", targets: [.systemLibrary(name: "A")])"#),
    simple(
      "a binary target of a local zip", .readStatically,
      #"let package = Package(name: "P", targets: [.binaryTarget(name: "A", path: "A.xcframework.zip")])"#),
    simple(
      "a version-specific manifest with a patch version", .fallsBack("patch"), oneTarget,
      extra: ["Package@swift-5.9.1.swift": manifest("5.9", oneTarget)]),
    simple("tools 3.1", .fallsBack("3.1"), tools: "3.1", oneTarget),
    simple(
      "moduleAliases", .fallsBack("product"),
      #"""
      let package = Package(name: "P", dependencies: [.package(path: "../D")], targets: [.target(name: "A", dependencies: [.product(name: "X", package: "D", moduleAliases: ["X": "Y"])])])
      """#),
    simple(
      "a registry dependency", .fallsBack("package"),
      #"let package = Package(name: "P", dependencies: [.package(id: "a.b", from: "1.0.0")], targets: [.target(name: "A")])"#
    ),
    simple(
      "a plugin used without its package", .fallsBack("plugin"),
      #"let package = Package(name: "P", targets: [.target(name: "A", plugins: ["Gen"])])"#),
    simple("a closure without a type", .fallsBack("map"), "let names = [\"A\"].map { $0 }\n" + oneTarget),
    simple("Snippets", .readStatically, oneTarget, extra: ["Snippets/Demo.swift": "print(1)\n"]),
    simple(
      "a module map at the root", .fallsBack("module.modulemap"), oneTarget,
      extra: ["module.modulemap": "module X {}\n"]),
    simple(
      "LinuxMain.swift beside the test targets (the test product's, not described)", .readStatically,
      #"""
      let package = Package(name: "P", targets: [.target(name: "A"), .testTarget(name: "ATests", dependencies: ["A"])])
      """#, extra: ["Tests/ATests/T.swift": "\n", "Tests/LinuxMain.swift": "\n"]),
    simple(
      "LinuxMain.swift inside a test target", .fallsBack("LinuxMain"),
      #"""
      let package = Package(name: "P", targets: [.target(name: "A"), .testTarget(name: "ATests", dependencies: ["A"])])
      """#, extra: ["Tests/ATests/T.swift": "\n", "Tests/ATests/LinuxMain.swift": "\n"]),
    ManifestCase(
      "a link to a folder outside the target", .readStatically,
      files: [
        "Package.swift": manifest("6.0", oneTarget), "Sources/A/A.swift": "\n", "Elsewhere/E.swift": "\n",
      ], links: ["Sources/A/Linked": "../../Elsewhere"]),
    ManifestCase(
      "a link to another target's folder", .readStatically,
      files: [
        "Package.swift": manifest("6.0", twoTargets), "Sources/A/A.swift": "\n", "Sources/B/B.swift": "\n",
      ], links: ["Sources/A/Shared": "../B"]),
    ManifestCase(
      "a link to a folder inside the target", .fallsBack("link"),
      files: [
        "Package.swift": manifest("6.0", oneTarget), "Sources/A/A.swift": "\n", "Sources/A/Inner/I.swift": "\n",
      ], links: ["Sources/A/Again": "Inner"]),
    ManifestCase(
      "a link back to the target's folder", .fallsBack("link"),
      files: ["Package.swift": manifest("6.0", oneTarget), "Sources/A/A.swift": "\n"],
      links: ["Sources/A/Loop": "."]),
    ManifestCase(
      "two links to one folder", .fallsBack("link"),
      files: [
        "Package.swift": manifest("6.0", oneTarget), "Sources/A/A.swift": "\n", "Elsewhere/E.swift": "\n",
      ], links: ["Sources/A/One": "../../Elsewhere", "Sources/A/Two": "../../Elsewhere"]),
    ManifestCase(
      "a broken link", .fallsBack("broken"),
      files: [
        "Package.swift": manifest("6.0", oneTarget), "Sources/A/A.swift": "\n",
      ], links: ["Sources/A/Gone.swift": "../../Nowhere.swift"]),
    simple(
      "a non-ASCII target name", .fallsBack("ASCII"),
      #"let package = Package(name: "P", targets: [.target(name: "Café")])"#,
      extra: ["Sources/Café/C.swift": "\n"]),
    simple(
      "a localized folder without defaultLocalization", .swiftPMRefuses("defaultLocalization"), oneTarget,
      extra: ["Sources/A/en.lproj/Localizable.strings": "\n"]),
    simple(
      "two resources of one name", .fallsBack("two resources"), oneTarget,
      extra: [
        "Sources/A/One/Media.xcassets/Contents.json": "{}\n", "Sources/A/Two/Media.xcassets/Contents.json": "{}\n",
      ]),
    simple(
      "a dependency at a local URL", .fallsBack("not a remote"),
      #"""
      let package = Package(name: "P", dependencies: [.package(url: "/tmp/repo", from: "1.0.0")], targets: [.target(name: "A")])
      """#),
    simple(
      "a test target depending on a target (fine) and a plugin without package", .fallsBack("plugin"),
      #"""
      let package = Package(name: "P", targets: [.target(name: "A"), .testTarget(name: "T", dependencies: ["A"], plugins: [.plugin(name: "G")])])
      """#, extra: ["Tests/T/T.swift": "\n"]),
    simple(
      "a target name from a constant declared later", .fallsBack("no constant"),
      #"""
      let package = Package(name: "P", targets: [.target(name: later)])
      let later = "A"
      """#),
    simple("a Package made twice", .fallsBack("second Package"), oneTarget + "\nlet other = Package(name: \"Q\")"),
    simple("a constant declared twice", .fallsBack("twice"), "let n = \"P\"\nlet n = \"Q\"\n" + oneTarget),
    simple(
      "a tools version with experimental features", .fallsBack("first line"), tools: "6.0;(experimentalCGen)", oneTarget
    ),
  ]

  // MARK: Refused by SwiftPM

  static let refused: [ManifestCase] =
    [
      simple(
        "an executable product of a library target", .swiftPMRefuses("executable product"),
        #"""
        let package = Package(name: "P", products: [.executable(name: "E", targets: ["A"])], targets: [.target(name: "A")])
        """#),
      simple(
        "a library product of a target with main.swift", .swiftPMRefuses("library product"),
        #"""
        let package = Package(name: "P", products: [.library(name: "L", targets: ["A"])], targets: [.target(name: "A")])
        """#, extra: ["Sources/A/main.swift": "\n"]),
      ManifestCase(
        "a plugin product of a library", .swiftPMRefuses("plugin product"),
        files: [
          "Package.swift": manifest(
            "6.0",
            #"""
            let package = Package(name: "P", products: [.plugin(name: "G", targets: ["A"])], targets: [.target(name: "A")])
            """#),
          "Sources/A/A.swift": "\n",
        ]),
      simple(
        "a missing target folder", .swiftPMRefuses("no folder"),
        #"let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "Missing")])"#),
      simple(
        "a missing custom path", .swiftPMRefuses("no folder"),
        #"let package = Package(name: "P", targets: [.target(name: "A", path: "Nope")])"#),
      simple(
        "a path outside the package", .swiftPMRefuses("outside"),
        #"let package = Package(name: "P", targets: [.target(name: "A", path: "../A")])"#),
      simple(
        "two targets of one name", .swiftPMRefuses("two targets"),
        #"let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "A")])"#),
      simple(
        "a product of an unknown target", .swiftPMRefuses("unknown target"),
        #"let package = Package(name: "P", products: [.library(name: "L", targets: ["Nope"])], targets: [.target(name: "A")])"#
      ),
      simple(
        "a product without targets", .swiftPMRefuses("without a name or targets"),
        #"let package = Package(name: "P", products: [.library(name: "L", targets: [])], targets: [.target(name: "A")])"#
      ),
      simple(
        "a product of an undeclared package", .swiftPMRefuses("undeclared"),
        #"let package = Package(name: "P", targets: [.target(name: "A", dependencies: [.product(name: "X", package: "nowhere")])])"#
      ),
      simple(
        "an unknown target dependency", .swiftPMRefuses("unknown target"),
        #"let package = Package(name: "P", targets: [.target(name: "A", dependencies: [.target(name: "Nope")])])"#),
      simple(
        "a library depending on a test target", .swiftPMRefuses("test target"),
        #"""
        let package = Package(name: "P", targets: [.target(name: "A", dependencies: ["ATests"]), .testTarget(name: "ATests")])
        """#, extra: ["Tests/ATests/T.swift": "\n"]),
      simple(
        "a cycle", .swiftPMRefuses("cycle"),
        #"""
        let package = Package(name: "P", targets: [.target(name: "A", dependencies: ["B"]), .target(name: "B", dependencies: ["A"])])
        """#, extra: ["Sources/B/B.swift": "\n"]),
      ManifestCase(
        "two targets sharing a file", .swiftPMRefuses("belongs to both"),
        files: [
          "Package.swift": manifest(
            "6.0",
            #"let package = Package(name: "P", targets: [.target(name: "A", path: "Sources"), .target(name: "B", path: "Sources/B")])"#
          ),
          "Sources/A.swift": "\n", "Sources/B/B.swift": "\n",
        ]),
      simple(
        "an empty target folder", .fallsBack("no Swift source"),
        #"let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "Empty")])"#,
        extra: ["Sources/Empty/": ""]),
      simple("C sources", .swiftPMRefuses("non-Swift"), oneTarget, extra: ["Sources/A/c.c": "int x;\n"]),
      simple(
        "a C target", .readStatically, #"let package = Package(name: "P", targets: [.target(name: "C")])"#,
        extra: ["Sources/C/c.c": "int x;\n", "Sources/C/include/c.h": "\n"]),
      simple(
        "an untyped constant of the wrong type", .swiftPMRefuses("where"),
        #"""
        let deps = ["B"]
        let package = Package(name: "P", targets: [.target(name: "A", dependencies: deps), .target(name: "B")])
        """#, extra: ["Sources/B/B.swift": "\n"]),
      simple(
        "an implicit member without context", .swiftPMRefuses("type"),
        #"""
        let ts = [.target(name: "A")]
        let package = Package(name: "P", targets: ts)
        """#),
      simple(
        "a platform version newer than the tools version", .swiftPMRefuses("needs tools version 6.2"),
        #"""
        let package = Package(name: "P", platforms: [.macOS(.v26)], targets: [.target(name: "A")])
        """#),
      simple(
        "default isolation before tools 6.2", .swiftPMRefuses("needs tools version 6.2"), tools: "6.1",
        #"""
        let package = Package(name: "P", targets: [.target(name: "A", swiftSettings: [.defaultIsolation(MainActor.self)])])
        """#),
      simple(
        "swiftLanguageModes before tools 6.0", .swiftPMRefuses("needs tools version 6.0"), tools: "5.9",
        #"""
        let package = Package(name: "P", targets: [.target(name: "A")], swiftLanguageModes: [.v5])
        """#),
      simple(
        "a platform declared twice", .swiftPMRefuses("twice"),
        #"let package = Package(name: "P", platforms: [.macOS(.v13), .macOS(.v14)], targets: [.target(name: "A")])"#),
      simple(
        "an empty platform list", .swiftPMRefuses("empty platform"),
        #"let package = Package(name: "P", platforms: [], targets: [.target(name: "A")])"#),
      simple(
        "an invalid version", .swiftPMRefuses("version '1.0'"),
        #"""
        let package = Package(name: "P", dependencies: [.package(url: "https://example.com/x/D", from: "1.0")], targets: [.target(name: "A")])
        """#),
      simple(
        "an argument out of order", .swiftPMRefuses("not a form"),
        #"let package = Package(name: "P", targets: [.target(path: "Sources/A", name: "A")])"#),
      simple(
        "a macro without CompilerPluginSupport", .swiftPMRefuses("CompilerPluginSupport"),
        #"let package = Package(name: "P", targets: [.macro(name: "A")])"#),
      simple("a tools version newer than the toolchain", .swiftPMRefuses("9.9"), tools: "9.9", oneTarget),
      simple(
        "a syntax error", .swiftPMRefuses("syntax"), #"let package = Package(name: "P", targets: [.target(name: "A")]"#),
      simple("no package", .swiftPMRefuses("no `let package"), #"let name = "P""#),
    ]
    + [
      ("blanks after the tools version", "// swift-tools-version: 5.9 \nimport PackageDescription\n", "first line"),
      ("a tab after the tools version", "// swift-tools-version:6.0\t\nimport PackageDescription\n", "first line"),
      ("no import at all", "// swift-tools-version: 6.0\n", "import PackageDescription"),
      ("only import Foundation", "// swift-tools-version: 6.0\nimport Foundation\n", "import PackageDescription"),
      (
        "only import CompilerPluginSupport", "// swift-tools-version: 6.0\nimport CompilerPluginSupport\n",
        "import PackageDescription"
      ),
    ].map { name, head, reason in
      ManifestCase(
        name, .swiftPMRefuses(reason), files: ["Package.swift": head + oneTarget + "\n", "Sources/A/A.swift": "\n"])
    }
}

extension ManifestCase {
  /// Writes the package into `folder` (created), its files, empty folders and links.
  package func write(to folder: String) throws {
    let manager = FileManager.default
    try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for (path, contents) in files {
      let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
      if path.hasSuffix("/") {
        try manager.createDirectory(at: url, withIntermediateDirectories: true)
        continue
      }
      try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: url)
    }
    for (path, destination) in links {
      let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
      try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try manager.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
    }
  }
}
