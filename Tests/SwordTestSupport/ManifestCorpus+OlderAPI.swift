/// Older and rarer parts of the manifest API: tools versions 4.0 to 5.2 (their forms, their layout rules, and the
/// later arguments they refuse), snippets, system library and binary targets, and declarative forms seen less often
/// (`.version("…")` language modes, `.custom` platforms, network permissions, `Set` and `KeyValuePairs` literals).
/// Each alone, nested and in odd spacing, and the shapes SwiftPM refuses.
///
/// A `.package(path: "../Dep")` dependency names a package that is not written: `swift package describe` reads the
/// root manifest only, as in the other groups.
extension ManifestCorpus {
  /// A manifest whose first line has no space after the colon, the only form tools versions before 5.4 accept.
  private static func oldManifest(_ tools: String, _ body: String) -> String {
    "// swift-tools-version:\(tools)\nimport PackageDescription\n\n\(body)\n"
  }

  /// ``simple(_:_:tools:_:extra:)`` with the first line of ``oldManifest(_:_:)``.
  private static func old(
    _ name: String, _ expectation: ManifestCase.Expectation, tools: String, _ body: String,
    extra: [String: String] = [:]
  ) -> ManifestCase {
    var files = ["Package.swift": oldManifest(tools, body), "Sources/A/A.swift": "public struct A {}\n"]
    files.merge(extra) { _, new in new }
    return ManifestCase(name, expectation, files: files)
  }

  /// A package whose command plugin `Fetch` asks for network connections to port 80.
  private static func fetchPluginAllowedPort80(
    _ name: String, _ expectation: ManifestCase.Expectation, tools: String
  ) -> ManifestCase {
    ManifestCase(
      name, expectation,
      files: [
        "Package.swift": manifest(
          tools,
          #"""
          let package = Package(name: "P", targets: [
            .plugin(
              name: "Fetch",
              capability: .command(
                intent: .custom(verb: "fetch", description: "Downloads"),
                permissions: [.allowNetworkConnections(scope: .all(ports: [80]), reason: "x")]
              )
            ),
          ])
          """#),
        "Plugins/Fetch/main.swift": "\n",
      ])
  }

  /// The sources, beside `Sources/A/A.swift`, of an executable target `Tool` and a test target `ATests`.
  private static let libraryToolAndTestsFiles = [
    "Sources/Tool/main.swift": "print(1)\n", "Tests/ATests/ATests.swift": "struct ATests {}\n",
  ]

  // MARK: Tools versions 4.0 to 5.2

  static let oldestTools: [ManifestCase] = [
    old(
      "tools 4.0: products, a test target, a product by name", .readStatically, tools: "4.0",
      #"""
      let package = Package(
        name: "P",
        products: [
          .library(name: "A", targets: ["A"]),
          .executable(name: "tool", targets: ["Tool"]),
        ],
        dependencies: [.package(path: "../Dep")],
        targets: [
          .target(name: "A", dependencies: ["D"]),
          .target(name: "Tool", dependencies: ["A"]),
          .testTarget(name: "ATests", dependencies: ["A"]),
        ]
      )
      """#, extra: libraryToolAndTestsFiles),
    // 4.0 wrote language versions as numbers, which the reader does not evaluate.
    old(
      "tools 4.0: Int language versions", .fallsBack("swiftLanguageVersions"), tools: "4.0",
      #"let package = Package(name: "P", targets: [.target(name: "A")], swiftLanguageVersions: [4])"#),
    ManifestCase(
      "tools 4.0: path, exclude and sources", .readStatically,
      files: [
        "Package.swift": oldManifest(
          "4.0",
          #"""
          let package = Package(
            name: "P",
            targets: [
              .target(
                name: "A", dependencies: [], path: "Lib/A",
                exclude: ["Old", "More/Skip.swift"], sources: ["A.swift", "More"]
              ),
            ]
          )
          """#),
        "Lib/A/A.swift": "\n", "Lib/A/Other.swift": "\n", "Lib/A/Old/O.swift": "\n", "Lib/A/More/M.swift": "\n",
        "Lib/A/More/Skip.swift": "\n",
      ]),
    // A 4.0 package in comments and odd spacing, with a language version 3.
    old(
      "tools 4.0 with comments and odd spacing", .readStatically, tools: "4.0",
      """
      let package=Package( // the package
        name:"P",/* no products */dependencies:[ .package( path :"../Dep" ) , ],
        targets:[.target(name:"A",dependencies:["D"/* a product */]),.testTarget(name:"ATests",dependencies:["A"])]
        , cxxLanguageStandard : nil )
      """, extra: ["Tests/ATests/ATests.swift": "struct ATests {}\n"]),
    old(
      "tools 4.2: a test target, a product by name, language versions .v4 and .v4_2", .readStatically, tools: "4.2",
      #"""
      let package = Package(
        name: "P",
        products: [.library(name: "A", targets: ["A"]), .executable(name: "tool", targets: ["Tool"])],
        dependencies: [.package(path: "../Dep")],
        targets: [
          .target(name: "A", dependencies: ["D"]),
          .target(name: "Tool", dependencies: ["A"]),
          .testTarget(name: "ATests", dependencies: ["A"]),
        ],
        swiftLanguageVersions: [.v4, .v4_2]
      )
      """#, extra: libraryToolAndTestsFiles),
    old(
      "tools 4.2: path, exclude and sources", .readStatically, tools: "4.2",
      #"""
      let package = Package(name: "P", targets: [
        .target(name: "A", dependencies: [], path: "Sources/A", exclude: ["Skip.swift"], sources: ["A.swift", "Sub"]),
      ])
      """#,
      extra: ["Sources/A/Skip.swift": "\n", "Sources/A/Sub/S.swift": "\n", "Sources/A/Left.swift": "\n"]),
    old(
      "tools 4.2: platforms (from 5.0)", .swiftPMRefuses("platforms"), tools: "4.2",
      #"let package = Package(name: "P", platforms: [.macOS(.v10_13)], targets: [.target(name: "A")])"#),
    old(
      "tools 4.2: swiftSettings (from 5.0)", .swiftPMRefuses("swiftSettings"), tools: "4.2",
      #"let package = Package(name: "P", targets: [.target(name: "A", swiftSettings: [.define("X")])])"#),
    old(
      "tools 5.0: platforms, swiftSettings, language version .v5", .readStatically, tools: "5.0",
      #"""
      let package = Package(
        name: "P",
        platforms: [.macOS(.v10_14), .iOS(.v12)],
        products: [.library(name: "A", targets: ["A"]), .executable(name: "tool", targets: ["Tool"])],
        targets: [
          .target(name: "A", swiftSettings: [.define("X")]),
          .target(name: "Tool", dependencies: ["A"]),
          .testTarget(name: "ATests", dependencies: ["A"]),
        ],
        swiftLanguageVersions: [.v5]
      )
      """#, extra: libraryToolAndTestsFiles),
    // Before 5.2, `package:` of `.product` may be left out.
    old(
      "tools 5.0: .target, .byName, .product without and with package", .readStatically, tools: "5.0",
      #"""
      let package = Package(
        name: "P",
        dependencies: [.package(path: "../Dep")],
        targets: [
          .target(
            name: "A",
            dependencies: [
              .target(name: "B"), .byName(name: "C"), .product(name: "D"), .product(name: "E", package: "Dep"),
            ]
          ),
          .target(name: "B"),
          .target(name: "C"),
        ]
      )
      """#, extra: ["Sources/B/B.swift": "\n", "Sources/C/C.swift": "\n"]),
    old(
      "tools 5.0: path, exclude and sources", .readStatically, tools: "5.0",
      #"""
      let package = Package(name: "P", targets: [
        .target(name: "A", dependencies: [], path: "Code", exclude: ["Old"], sources: ["A.swift", "Kept"]),
      ])
      """#,
      extra: ["Code/A.swift": "\n", "Code/Old/O.swift": "\n", "Code/Kept/K.swift": "\n", "Code/Left.swift": "\n"]),
    old(
      "tools 5.1: products, a test target, .product without package", .readStatically, tools: "5.1",
      #"""
      let package = Package(
        name: "P",
        products: [.library(name: "A", targets: ["A"]), .executable(name: "tool", targets: ["Tool"])],
        dependencies: [.package(path: "../Dep")],
        targets: [
          .target(name: "A", dependencies: [.product(name: "D"), "E"]),
          .target(name: "Tool", dependencies: ["A"]),
          .testTarget(name: "ATests", dependencies: ["A"]),
        ]
      )
      """#, extra: libraryToolAndTestsFiles),
    // Nested in a constant and a type-qualified call, with a comment in the argument list.
    old(
      "tools 5.1 nested, with comments", .readStatically, tools: "5.1",
      #"""
      let deps: [Target.Dependency] = [
        .product(name: "D"),  // no package before 5.2
        Target.Dependency.target(name: "B"),
      ]
      let package = Package(
        name: "P",
        dependencies: [.package(path: "../Dep")],
        targets: [
          .target(name: "A", dependencies: deps),
          Target.target(name: "B", /* no dependencies */ path: "Sources/B"),
        ]
      )
      """#, extra: ["Sources/B/B.swift": "\n"]),
    old(
      "tools 5.2: a named path dependency, .product with package", .readStatically, tools: "5.2",
      #"""
      let package = Package(
        name: "P",
        products: [.library(name: "A", targets: ["A"]), .executable(name: "tool", targets: ["Tool"])],
        dependencies: [.package(name: "Dep", path: "../Dep")],
        targets: [
          .target(name: "A", dependencies: [.product(name: "D", package: "Dep"), "Dep"]),
          .target(name: "Tool", dependencies: ["A"]),
          .testTarget(name: "ATests", dependencies: ["A"]),
        ]
      )
      """#, extra: libraryToolAndTestsFiles),
    old(
      "tools 5.2: path, exclude and sources", .readStatically, tools: "5.2",
      #"""
      let package = Package(name: "P", targets: [
        .target(name: "A", dependencies: [], path: "Sources/A", exclude: ["Old"], sources: ["A.swift", "Old", "New"]),
      ])
      """#,
      extra: ["Sources/A/Old/O.swift": "\n", "Sources/A/New/N.swift": "\n", "Sources/A/Left.swift": "\n"]),
    old(
      "tools 5.2: .product without package", .swiftPMRefuses("'.product(name:)'"), tools: "5.2",
      #"""
      let package = Package(
        name: "P", dependencies: [.package(path: "../Dep")],
        targets: [.target(name: "A", dependencies: [.product(name: "D")])]
      )
      """#),
    old(
      "tools 5.2: resources (from 5.3)", .swiftPMRefuses("resources"), tools: "5.2",
      #"let package = Package(name: "P", targets: [.target(name: "A", resources: [.process("R")])])"#,
      extra: ["Sources/A/R/r.txt": "\n"]),
    old(
      "tools 5.2: defaultLocalization (from 5.3)", .swiftPMRefuses("defaultLocalization"), tools: "5.2",
      #"let package = Package(name: "P", defaultLocalization: "en", targets: [.target(name: "A")])"#),
    old(
      "tools 5.2: a binary target (from 5.3)", .swiftPMRefuses("binaryTarget"), tools: "5.2",
      #"let package = Package(name: "P", targets: [.target(name: "A"), .binaryTarget(name: "Bin", path: "Bin.zip")])"#,
      extra: ["Bin.zip": "\n"]),
    // Before 5.3 there are no resources: a localization folder is no resource and needs no defaultLocalization.
    old(
      "tools 5.2: an X.lproj folder in a target is ignored", .readStatically, tools: "5.2",
      #"let package = Package(name: "P", targets: [.target(name: "A")])"#,
      extra: [
        "Sources/A/en.lproj/Localizable.strings": "\"a\" = \"a\";\n", "Sources/A/Base.lproj/Hidden.swift": "\n",
      ]),
    // Before 5.3 a file that is no source is not compiled, even when `sources:` names it.
    old(
      "tools 5.2: a non-source file listed in sources", .readStatically, tools: "5.2",
      #"let package = Package(name: "P", targets: [.target(name: "A", sources: ["A.swift", "notes.txt"])])"#,
      extra: ["Sources/A/notes.txt": "\n", "Sources/A/Left.swift": "\n"]),
  ]

  // MARK: Snippets

  /// Two libraries in products and one in none: snippets depend on the libraries some product holds.
  private static let snippetLibraries = #"""
    let package = Package(
      name: "P",
      products: [.library(name: "A", targets: ["A"]), .library(name: "B", targets: ["B"])],
      targets: [.target(name: "A"), .target(name: "B"), .target(name: "Internal")]
    )
    """#
  private static let snippetSources = [
    "Sources/A/A.swift": "public struct A {}\n", "Sources/B/B.swift": "public struct B {}\n",
    "Sources/Internal/I.swift": "struct I {}\n",
  ]

  static let snippets: [ManifestCase] = [
    ManifestCase(
      "a snippet, tools 5.7", .readStatically,
      files: [
        "Package.swift": manifest("5.7", snippetLibraries), "Snippets/First.swift": "import A\nprint(A())\n",
      ].merging(snippetSources) { $1 }),
    ManifestCase(
      "a snippet at the top and one in a group, tools 6.0", .readStatically,
      files: [
        "Package.swift": manifest("6.0", snippetLibraries), "Snippets/First.swift": "print(1)\n",
        "Snippets/Group/Second.swift": "// snippet.hide\nimport B\n// snippet.show\nprint(B())\n",
      ].merging(snippetSources) { $1 }),
    ManifestCase(
      "a snippet in a group only, tools 6.0", .readStatically,
      files: [
        "Package.swift": manifest("6.0", snippetLibraries), "Snippets/Group/Second.swift": "print(2)\n",
      ].merging(snippetSources) { $1 }),
    // Snippets whatever the tools version.
    ManifestCase(
      "a snippet, tools 5.2", .readStatically,
      files: [
        "Package.swift": oldManifest("5.2", snippetLibraries), "Snippets/First.swift": "print(1)\n",
      ].merging(snippetSources) { $1 }),
    ManifestCase(
      "a snippet without library products", .readStatically,
      files: [
        "Package.swift": manifest(
          "6.0",
          #"""
          let package = Package(
            name: "P", products: [.executable(name: "tool", targets: ["Tool"])],
            targets: [.target(name: "A"), .executableTarget(name: "Tool", dependencies: ["A"])]
          )
          """#),
        "Sources/A/A.swift": "\n", "Sources/Tool/main.swift": "print(1)\n", "Snippets/First.swift": "print(1)\n",
      ]),
    // Several snippets in one folder come in the order of the folder's listing (SwiftPM does not sort them), files
    // before subfolders; a file that is no Swift file is no snippet. A product of two targets, a static one, and an
    // executable one, whose target no snippet depends on.
    ManifestCase(
      "snippets in folders two deep, libraries of several products", .readStatically,
      files: [
        "Package.swift": manifest(
          "6.0",
          #"""
          let package = Package(
            name: "P",
            products: [
              .library(name: "Kit", targets: ["B", "A"]),
              .executable(name: "tool", targets: ["Tool"]),
              .library(name: "Z", type: .static, targets: ["C"]),
            ],
            targets: [
              .executableTarget(name: "Tool"), .target(name: "C"), .target(name: "A"), .target(name: "B"),
              .target(name: "Internal"),
            ]
          )
          """#),
        "Sources/Tool/main.swift": "print(1)\n", "Sources/C/C.swift": "\n", "Sources/Internal/I.swift": "\n",
        "Snippets/Zeta.swift": "print(1)\n", "Snippets/Alpha.swift": "print(1)\n", "Snippets/README.md": "\n",
        "Snippets/Group/One.swift": "print(1)\n", "Snippets/Group/Two.swift": "print(1)\n",
        "Snippets/Group/Sub/Third.swift": "print(1)\n",
      ].merging(snippetSources) { $1 }),
  ]

  // MARK: System library targets

  private static let zlibModuleMap = "module CZ [system] {\n  header \"shim.h\"\n  link \"z\"\n  export *\n}\n"

  static let systemLibraries: [ManifestCase] = [
    ManifestCase(
      "a system library with pkgConfig and providers, used by a Swift target", .readStatically,
      files: [
        "Package.swift": manifest(
          "6.0",
          #"""
          let package = Package(
            name: "P",
            products: [.library(name: "A", targets: ["A"])],
            targets: [
              .systemLibrary(name: "CZ", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
              .target(name: "A", dependencies: ["CZ"]),
            ]
          )
          """#),
        "Sources/CZ/module.modulemap": zlibModuleMap, "Sources/CZ/shim.h": "#include <zlib.h>\n",
        "Sources/A/A.swift": "import CZ\n",
      ]),
    ManifestCase(
      "a system library at a custom path, nested and commented", .readStatically,
      files: [
        "Package.swift": manifest(
          "5.9",
          #"""
          let system = Target.systemLibrary(
            name: "CZ",
            path: "Custom/CZ"  // not Sources/CZ
          )
          let package = Package(name: "P", targets: [system, .target(name: "A", dependencies: [.target(name: "CZ")])])
          """#),
        "Custom/CZ/module.modulemap": zlibModuleMap, "Custom/CZ/shim.h": "#include <zlib.h>\n",
        "Sources/A/A.swift": "import CZ\n",
      ]),
    ManifestCase(
      "a system library without a module map", .swiftPMRefuses("module.modulemap"),
      files: [
        "Package.swift": manifest(
          "6.0",
          #"""
          let package = Package(
            name: "P", targets: [.systemLibrary(name: "CZ"), .target(name: "A", dependencies: ["CZ"])]
          )
          """#),
        "Sources/CZ/shim.h": "#include <zlib.h>\n", "Sources/A/A.swift": "\n",
      ]),
  ]

  // MARK: Binary targets

  private static let checksum = String(repeating: "0123456789abcdef", count: 4)
  /// The least `Info.plist` SwiftPM takes for an XCFramework's (it reads it even on Linux).
  private static let xcframeworkInfo = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>AvailableLibraries</key>
      <array>
        <dict>
          <key>LibraryIdentifier</key><string>macos-arm64</string>
          <key>LibraryPath</key><string>Bin.framework</string>
          <key>SupportedArchitectures</key><array><string>arm64</string></array>
          <key>SupportedPlatform</key><string>macos</string>
        </dict>
      </array>
      <key>CFBundlePackageType</key><string>XFWK</string>
      <key>XCFrameworkFormatVersion</key><string>1.0</string>
    </dict>
    </plist>

    """
  /// The least `info.json` SwiftPM takes for an artifact bundle's.
  private static let artifactBundleInfo = """
    {
      "schemaVersion": "1.0",
      "artifacts": {
        "tool": {
          "type": "executable", "version": "1.0.0",
          "variants": [{"path": "linux/tool", "supportedTriples": ["x86_64-unknown-linux-gnu"]}]
        }
      }
    }

    """

  static let binaryTargets: [ManifestCase] = [
    // Described offline, without a download: SwiftPM prints the path `remote/archive/<the URL's last component>`.
    simple(
      "a remote binary target", .readStatically,
      #"""
      let package = Package(
        name: "P",
        products: [.library(name: "A", targets: ["A", "Bin"])],
        targets: [
          .target(name: "A", dependencies: ["Bin"]),
          .binaryTarget(name: "Bin", url: "https://example.com/Bin.zip", checksum: "\#(checksum)"),
        ]
      )
      """#),
    simple(
      "a remote artifact bundle index", .readStatically,
      #"""
      let package = Package(
        name: "P",
        targets: [
          .target(name: "A", dependencies: ["Bin"]),
          .binaryTarget(name: "Bin", url: "https://example.com/Bin.artifactbundleindex", checksum: "\#(checksum)"),
        ]
      )
      """#),
    simple(
      "a remote binary target not zipped", .swiftPMRefuses("not a .zip or .artifactbundleindex"),
      #"""
      let package = Package(
        name: "P",
        targets: [
          .target(name: "A"),
          .binaryTarget(name: "Bin", url: "https://example.com/Bin.tar.gz", checksum: "\#(checksum)"),
        ]
      )
      """#),
    simple(
      "a local XCFramework", .fallsBack("binaryTarget"),
      #"""
      let package = Package(
        name: "P",
        targets: [.target(name: "A", dependencies: ["Bin"]), .binaryTarget(name: "Bin", path: "Bin.xcframework")]
      )
      """#, extra: ["Bin.xcframework/Info.plist": xcframeworkInfo]),
    simple(
      "a local XCFramework whose Info.plist is no XCFramework's", .fallsBack("binaryTarget(name:path:)"),
      #"""
      let package = Package(
        name: "P",
        targets: [.target(name: "A", dependencies: ["Bin"]), .binaryTarget(name: "Bin", path: "Bin.xcframework")]
      )
      """#, extra: ["Bin.xcframework/Info.plist": "<plist/>\n"]),
    simple(
      "a local zipped binary target", .readStatically,
      #"""
      let package = Package(
        name: "P", targets: [.target(name: "A", dependencies: ["Bin"]), .binaryTarget(name: "Bin", path: "Bin.zip")]
      )
      """#, extra: ["Bin.zip": "zip\n"]),
    // SwiftPM looks into a local XCFramework or artifact bundle, not into a zip: a zip need not be there, nor inside
    // the package.
    simple(
      "a local zip that is not there", .readStatically,
      #"let package = Package(name: "P", targets: [.target(name: "A"), .binaryTarget(name: "Bin", path: "Bin.zip")])"#),
    simple(
      "a local zip outside the package", .fallsBack("binaryTarget"),
      #"""
      let package = Package(name: "P", targets: [.target(name: "A"), .binaryTarget(name: "Bin", path: "../Bin.zip")])
      """#),
    simple(
      "a local XCFramework that is not there", .fallsBack("binaryTarget(name:path:)"),
      #"""
      let package = Package(
        name: "P", targets: [.target(name: "A"), .binaryTarget(name: "Bin", path: "Bin.xcframework")]
      )
      """#),
    simple(
      "a local artifact bundle in a folder", .fallsBack("binaryTarget"),
      #"""
      let package = Package(
        name: "P", targets: [.target(name: "A"), .binaryTarget(name: "Tool", path: "Bin/Tool.artifactbundle")]
      )
      """#, extra: ["Bin/Tool.artifactbundle/info.json": artifactBundleInfo]),
  ]

  // MARK: Rarer declarative forms

  static let rarerDeclarative: [ManifestCase] = [
    // Loops that skip some targets: `continue` (in an `if`, or a `switch` on the kind), a literal list of kinds.
    simple(
      "a loop that continues past some kinds", .readStatically,
      #"""
      let package = Package(name: "P", targets: [.target(name: "A"), .testTarget(name: "ATests", dependencies: ["A"])])
      for target in package.targets {
        switch target.type {
        case .regular, .executable:
          break
        default:
          continue
        }
        var settings = target.swiftSettings ?? []
        settings.append(.define("SHIPPED"))
        target.swiftSettings = settings
      }
      """#, extra: ["Tests/ATests/T.swift": "\n"]),
    simple(
      "a loop that continues in an if", .readStatically,
      #"""
      let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B")])
      for target in package.targets {
        if target.name == "B" { continue }
        target.exclude = ["Old.swift"]
      }
      """#, extra: ["Sources/A/Old.swift": "\n", "Sources/B/B.swift": "\n", "Sources/B/Old.swift": "\n"]),
    simple(
      "a loop left with break", .fallsBack("statement"),
      #"""
      let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B")])
      for target in package.targets {
        if target.name == "A" { break }
        target.exclude = ["Old.swift"]
      }
      """#, extra: ["Sources/B/B.swift": "\n", "Sources/B/Old.swift": "\n"]),
    simple(
      "a where clause over a literal list of kinds", .readStatically,
      #"""
      let package = Package(name: "P", targets: [.target(name: "A"), .testTarget(name: "ATests", dependencies: ["A"])])
      for target in package.targets where [.executable, .regular].contains(
        target.type
      ) {
        target.swiftSettings = [.define("SHIPPED")]
      }
      """#, extra: ["Tests/ATests/T.swift": "\n"]),
    simple(
      "a ternary without a type annotation", .readStatically,
      #"""
      let useLocal = false
      let dependencyName = useLocal ? "B" : "C"
      let package = Package(
        name: "P",
        targets: [.target(name: "A", dependencies: [.target(name: dependencyName)]), .target(name: "B"), .target(name: "C")]
      )
      """#, extra: ["Sources/B/B.swift": "\n", "Sources/C/C.swift": "\n"]),
    simple(
      "swiftLanguageModes with .version", .readStatically,
      #"let package = Package(name: "P", targets: [.target(name: "A")], swiftLanguageModes: [.version("6"), .v5])"#),
    simple(
      "swiftLanguageVersions with .version", .readStatically, tools: "5.9",
      #"""
      let package = Package(name: "P", targets: [.target(name: "A")], swiftLanguageVersions: [.version("5"), .v4_2])
      """#),
    // `Platform.custom(_:)`, from tools 5.6.
    simple(
      "a custom platform in conditions", .readStatically, tools: "5.9",
      #"""
      let package = Package(
        name: "P",
        targets: [
          .target(
            name: "A",
            dependencies: [.target(name: "B", condition: .when(platforms: [.custom("freebsd"), .linux]))],
            swiftSettings: [.define("BSD", .when(platforms: [Platform.custom("freebsd")]))]
          ),
          .target(name: "B"),
        ]
      )
      """#, extra: ["Sources/B/B.swift": "\n"]),
    simple(
      "a custom platform before tools 5.6", .swiftPMRefuses("needs tools version 5.6"), tools: "5.5",
      #"""
      let package = Package(
        name: "P",
        targets: [.target(name: "A", swiftSettings: [.define("BSD", .when(platforms: [.custom("freebsd")]))])]
      )
      """#),
    ManifestCase(
      "a command plugin allowed network connections", .readStatically,
      files: [
        "Package.swift": manifest(
          "5.9",
          #"""
          let package = Package(
            name: "P",
            products: [.plugin(name: "Fetch", targets: ["Fetch"])],
            targets: [
              .plugin(
                name: "Fetch",
                capability: .command(
                  intent: .custom(verb: "fetch", description: "Downloads"),
                  permissions: [
                    .allowNetworkConnections(scope: .all(), reason: "x"),
                    .writeToPackageDirectory(reason: "saves"),
                  ]
                )
              ),
              .plugin(
                name: "Local",
                capability: .command(
                  intent: .custom(verb: "serve", description: "Serves"),
                  permissions: [
                    .allowNetworkConnections(scope: .local(), reason: "serves"),
                    .allowNetworkConnections(scope: .docker, reason: "docker"),
                    .allowNetworkConnections(scope: .unixDomainSocket, reason: "socket"),
                    .allowNetworkConnections(scope: .none, reason: "none"),
                  ]
                )
              ),
            ]
          )
          """#),
        "Plugins/Fetch/main.swift": "\n", "Plugins/Local/L.swift": "\n",
      ]),
    // Ports are numbers, which the reader does not evaluate.
    fetchPluginAllowedPort80("network connections to some ports", .fallsBack("ports"), tools: "5.9"),
    fetchPluginAllowedPort80(
      "network connections before tools 5.9", .swiftPMRefuses("needs tools version 5.9"), tools: "5.8"),
    // The order of a Set's elements changes from run to run: excluded names, whose order means nothing.
    simple(
      "a Set made an Array for exclude", .fallsBack("Set<String>"),
      #"""
      let skipped: Set<String> = ["Old.swift", "Older"]
      let package = Package(name: "P", targets: [.target(name: "A", exclude: Array(skipped))])
      """#, extra: ["Sources/A/Old.swift": "\n", "Sources/A/Older/O.swift": "\n", "Sources/A/Kept.swift": "\n"]),
    simple(
      "KeyValuePairs iterated to build defines", .fallsBack("KeyValuePairs"),
      #"""
      let flags: KeyValuePairs<String, String> = ["LOG": "1", "TRACE": "0"]
      var defines: [SwiftSetting] = []
      for (key, value) in flags {
        defines.append(.define("\(key)_\(value)"))
      }
      let package = Package(name: "P", targets: [.target(name: "A", swiftSettings: defines)])
      """#),
    // Targets from the pairs, and a dependency on each in the pairs' order, which the description keeps.
    simple(
      "KeyValuePairs iterated to build targets", .fallsBack("KeyValuePairs"),
      #"""
      let modules: KeyValuePairs<String, String> = ["C": "Lib/C", "B": "Sources/B", "B2": "Sources/B2"]
      var targets: [Target] = []
      var dependencies: [Target.Dependency] = []
      for (name, path) in modules {
        targets.append(.target(name: name, path: path))
        dependencies.append(.target(name: name))
      }
      let package = Package(name: "P", targets: [.target(name: "A", dependencies: dependencies)] + targets)
      """#, extra: ["Sources/B/B.swift": "\n", "Lib/C/C.swift": "\n", "Sources/B2/B.swift": "\n"]),
  ]
}
