/// The constructs of real manifests that the static reader learnt to read: older tools versions, SwiftPM's choice of
/// a version-specific manifest, resources, `#if`, and declarative forms (string platform versions, every version
/// requirement, type-qualified calls). Each alone, nested and in odd spacing, and the shapes SwiftPM refuses.
extension ManifestCorpus {
  static let twoTargets =
    #"let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B")])"#
  private static let bSource = ["Sources/B/B.swift": "public struct B {}\n"]

  // MARK: Tools versions 5.3 to 5.8

  static let olderTools: [ManifestCase] = [
    ManifestCase(
      "tools 5.3", .readStatically,
      files: [
        "Package.swift": "// swift-tools-version:5.3\nimport PackageDescription\n\n" + oneTarget + "\n",
        "Sources/A/A.swift": "\n",
      ]),
    simple("tools 5.3 with a space before the version", .swiftPMRefuses("first line"), tools: "5.3", oneTarget),
    simple(
      "an untyped array of type-qualified targets", .readStatically,
      #"""
      let ts = [Target.target(name: "A")]
      let package = Package(name: "P", targets: ts)
      """#),
    simple(
      "tools 5.4 with an executable target", .readStatically, tools: "5.4",
      #"let package = Package(name: "P", targets: [.target(name: "A"), .executableTarget(name: "Tool", dependencies: ["A"])])"#,
      extra: ["Sources/Tool/main.swift": "print(1)\n"]),
    simple("tools 5.5", .readStatically, tools: "5.5", oneTarget),
    simple("tools 5.6", .readStatically, tools: "5.6", oneTarget),
    simple("tools 5.7", .readStatically, tools: "5.7", oneTarget),
    simple(
      "tools 5.8 with an upcoming feature", .readStatically, tools: "5.8",
      #"""
      let package = Package(
        name: "P",
        targets: [.target(name: "A", swiftSettings: [.enableUpcomingFeature("BareSlashRegexLiterals")])]
      )
      """#),
    simple(
      "a folder with an extension, tools 5.5: taken whole", .readStatically, tools: "5.5", oneTarget,
      extra: ["Sources/A/Helpers.bundle/H.swift": "struct H {}\n", "Sources/A/Kit.v2/K.swift": "struct K {}\n"]),
    simple(
      "a folder with an extension, tools 5.6: entered", .readStatically, tools: "5.6", oneTarget,
      extra: ["Sources/A/Helpers.bundle/H.swift": "struct H {}\n", "Sources/A/Kit.v2/K.swift": "struct K {}\n"]),
    simple(
      "a library of an executable target, tools 5.6", .readStatically, tools: "5.6",
      #"""
      let package = Package(name: "P", products: [.library(name: "L", targets: ["A"])], targets: [.target(name: "A")])
      """#, extra: ["Sources/A/main.swift": "print(1)\n"]),
    simple(
      "a library of an executable target, tools 5.7", .swiftPMRefuses("library product"), tools: "5.7",
      #"""
      let package = Package(name: "P", products: [.library(name: "L", targets: ["A"])], targets: [.target(name: "A")])
      """#, extra: ["Sources/A/main.swift": "print(1)\n"]),
    simple(
      "plugins: before tools 5.5", .swiftPMRefuses("needs tools version 5.5"), tools: "5.4",
      #"""
      let package = Package(name: "P", dependencies: [.package(path: "../G")], targets: [.target(name: "A", plugins: [.plugin(name: "Gen", package: "G")])])
      """#),
    simple(
      "packageAccess: before tools 5.9", .swiftPMRefuses("needs tools version 5.9"), tools: "5.8",
      #"let package = Package(name: "P", targets: [.target(name: "A", packageAccess: false)])"#),
    ManifestCase(
      "an executable target before tools 5.4", .swiftPMRefuses("needs tools version 5.4"),
      files: [
        "Package.swift": "// swift-tools-version:5.3\nimport PackageDescription\n"
          + #"let package = Package(name: "P", targets: [.executableTarget(name: "A")])"#,
        "Sources/A/main.swift": "\n",
      ]),
    simple(
      "a single target in Sources/, tools 5.8", .swiftPMRefuses("no folder"), tools: "5.8",
      #"let package = Package(name: "P", targets: [.target(name: "Lib")])"#),
    ManifestCase(
      "a plugin and a test target, tools 5.6", .readStatically,
      files: [
        "Package.swift": manifest(
          "5.6",
          #"""
          let package = Package(
            name: "P",
            products: [.plugin(name: "Gen", targets: ["Gen"]), .library(name: "A", targets: ["A"])],
            targets: [
              .target(name: "A"),
              .plugin(name: "Gen", capability: .buildTool()),
              .testTarget(name: "ATests", dependencies: ["A"]),
            ]
          )
          """#),
        "Sources/A/A.swift": "\n", "Plugins/Gen/Gen.swift": "\n", "Tests/ATests/T.swift": "\n",
      ]),
  ]

  // MARK: Package@swift-*.swift

  static let manifestChoice: [ManifestCase] = [
    ManifestCase(
      "a newer version-specific manifest wins", .readStatically,
      files: [
        "Package.swift": manifest("5.7", oneTarget),
        "Package@swift-5.9.swift": manifest("5.9", twoTargets),
        "Sources/A/A.swift": "\n",
      ].merging(bSource) { $1 }),
    ManifestCase(
      "an older version-specific manifest loses", .readStatically,
      files: [
        "Package.swift": manifest("6.0", twoTargets),
        "Package@swift-5.9.swift": manifest("5.9", oneTarget),
        "Sources/A/A.swift": "\n",
      ].merging(bSource) { $1 }),
    ManifestCase(
      "one for the toolchain's major version wins outright", .readStatically,
      files: [
        "Package.swift": manifest("6.0", oneTarget),
        "Package@swift-6.swift": manifest("5.9", twoTargets),
        "Sources/A/A.swift": "\n",
      ].merging(bSource) { $1 }),
    ManifestCase(
      "one for a future Swift is ignored", .readStatically,
      files: [
        "Package.swift": manifest("5.9", oneTarget),
        "Package@swift-99.swift": manifest("5.9", twoTargets),
        "Sources/A/A.swift": "\n",
      ].merging(bSource) { $1 }),
    ManifestCase(
      "several: the newest that fits", .readStatically,
      files: [
        "Package.swift": manifest("5.5", oneTarget),
        "Package@swift-5.7.swift": manifest("5.7", oneTarget),
        "Package@swift-5.10.swift": manifest("5.10", twoTargets),
        "Sources/A/A.swift": "\n",
      ].merging(bSource) { $1 }),
    ManifestCase(
      "a version-specific manifest the reader cannot read", .fallsBack("struct"),
      files: [
        "Package.swift": manifest("5.7", oneTarget),
        "Package@swift-5.9.swift": manifest("5.9", "struct S {}\n" + oneTarget),
        "Sources/A/A.swift": "\n",
      ]),
  ]

  // MARK: Resources

  static let resources: [ManifestCase] = [
    simple(
      "processed and copied resources hold no sources", .readStatically, tools: "5.9",
      #"""
      let package = Package(
        name: "P",
        targets: [
          .target(
            name: "A",
            resources: [
              .process("Resources"),  // images and a template
              .copy("Fixtures"),
              .embedInCode("seed.json"),
            ]
          )
        ]
      )
      """#,
      extra: [
        "Sources/A/Resources/logo.png": "png\n", "Sources/A/Resources/Template.swift": "let t = 1\n",
        "Sources/A/Fixtures/Case.swift": "let c = 1\n", "Sources/A/Fixtures/data.txt": "x\n",
        "Sources/A/seed.json": "{}\n", "Sources/A/Sub/S.swift": "struct S {}\n",
      ]),
    simple(
      "localized resources with a default localization", .readStatically, tools: "5.5",
      #"""
      let package = Package(
        name: "P", defaultLocalization: "en",
        targets: [.target(name: "A", resources: [.process("Strings", localization: .default), .process("Base.txt", localization: .base)])]
      )
      """#,
      extra: [
        "Sources/A/en.lproj/Localizable.strings": "\"a\" = \"a\";\n",
        "Sources/A/fr.lproj/Localizable.strings": "\"a\" = \"b\";\n",
        "Sources/A/Strings/Other.strings": "\n", "Sources/A/Base.txt": "\n",
      ]),
    simple(
      "two processed resources of one name", .swiftPMRefuses("two resources named"), tools: "5.9",
      #"let package = Package(name: "P", targets: [.target(name: "A", resources: [.process("One"), .process("Two")])])"#,
      extra: ["Sources/A/One/logo.png": "1\n", "Sources/A/Two/logo.png": "2\n"]),
    simple(
      "an Info.plist resource", .swiftPMRefuses("Info.plist"), tools: "5.9",
      #"let package = Package(name: "P", targets: [.target(name: "A", resources: [.process("Info.plist")])])"#,
      extra: ["Sources/A/Info.plist": "<plist/>\n"]),
    simple(
      "a folder inside a localization folder", .swiftPMRefuses("inside a localization folder"), tools: "5.9",
      #"let package = Package(name: "P", defaultLocalization: "en", targets: [.target(name: "A")])"#,
      extra: ["Sources/A/en.lproj/Deep/x.strings": "\n"]),
    simple(
      "embedInCode before tools 5.9", .swiftPMRefuses("needs tools version 5.9"), tools: "5.8",
      #"let package = Package(name: "P", targets: [.target(name: "A", resources: [.embedInCode("a.json")])])"#,
      extra: ["Sources/A/a.json": "{}\n"]),
  ]

  // MARK: #if

  static let conditions: [ManifestCase] = [
    simple(
      "#if os() choosing the targets", .readStatically,
      #"""
      #if os(Linux)
      let targets: [Target] = [.target(name: "A"), .target(name: "B")]
      #elseif os(macOS)
      let targets: [Target] = [.target(name: "A")]
      #else
      let targets: [Target] = [.target(name: "Missing")]
      #endif
      let package = Package(name: "P", targets: targets)
      """#,
      extra: bSource),
    simple(
      "#if around a whole Package", .readStatically,
      #"""
      #if canImport(Darwin)
        let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "Missing")])
      #else
        let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B")])
      #endif
      """#,
      extra: bSource),
    simple(
      "#if with ! && || and nesting", .readStatically,
      #"""
      let base = "P"
      #if !os(Windows) && (arch(x86_64) || arch(arm64)) || false
        #if compiler(>=6.0)
          let extra: [Target] = [.target(name: "B")]
        #else
          let extra: [Target] = []
        #endif
      #endif
      let package = Package(name: base, targets: [.target(name: "A")] + extra)
      """#,
      extra: bSource),
    simple(
      "#if swift() in language mode 5", .readStatically, tools: "5.9",
      #"""
      #if swift(>=6.0)
        let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "Missing")])
      #elseif swift(>=5.9)
        let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B")])
      #endif
      """#,
      extra: bSource),
    simple(
      "#if swift() in language mode 6", .readStatically, tools: "6.0",
      #"""
      #if swift(>=6.0)
        let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B")])
      #else
        let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "Missing")])
      #endif
      """#,
      extra: bSource),
    simple(
      "#if hasFeature", .fallsBack("#if"), "#if hasFeature(Embedded)\nlet n = \"Q\"\n#endif\n" + oneTarget),
  ]

  // MARK: Traits

  static let traits: [ManifestCase] = [
    simple(
      "a trait", .readStatically, tools: "6.1",
      #"let package = Package(name: "P", traits: ["T"], targets: [.target(name: "A")])"#),
    simple(
      "traits, defaults and trait conditions", .readStatically, tools: "6.1",
      #"""
      let package = Package(
        name: "P",
        products: [.library(name: "A", targets: ["A"])],
        traits: [
          "Logging",
          .trait(name: "Metrics", description: "Exports metrics", enabledTraits: ["Logging"]),
          .default(enabledTraits: ["Logging"]),
        ],
        dependencies: [
          .package(url: "https://example.com/a/swift-log", from: "1.0.0", traits: [.defaults]),
          .package(
            url: "https://example.com/a/swift-metrics", "1.0.0"..<"3.0.0",
            traits: ["Fast", .trait(name: "Slow", condition: .when(traits: ["Metrics"]))]),
          .package(path: "../Local", traits: []),
        ],
        targets: [
          .target(
            name: "A",
            dependencies: [
              "B",
              .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Logging"])),
              .product(name: "Metrics", package: "swift-metrics", condition: .when(platforms: [.linux], traits: ["Metrics"])),
            ],
            swiftSettings: [.define("METRICS", .when(traits: ["Metrics"])), .define("DBG", .when(configuration: .debug, traits: ["Logging"]))]
          ),
          .target(name: "B"),
        ]
      )
      """#, extra: bSource),
    simple(
      "traits before tools 6.1", .swiftPMRefuses("needs tools version 6.1"),
      #"let package = Package(name: "P", traits: ["T"], targets: [.target(name: "A")])"#),
    simple(
      "an enabled trait not declared", .swiftPMRefuses("but not declared"), tools: "6.1",
      #"let package = Package(name: "P", traits: [.default(enabledTraits: ["Nope"])], targets: [.target(name: "A")])"#),
    simple(
      "a trait name that is no identifier", .swiftPMRefuses("trait name"), tools: "6.1",
      #"let package = Package(name: "P", traits: ["my-trait"], targets: [.target(name: "A")])"#),
    simple(
      "a trait twice in a set", .readStatically, tools: "6.1",
      #"let package = Package(name: "P", traits: ["T", "T"], targets: [.target(name: "A")])"#),
    simple(
      "a trait declared twice in two ways", .fallsBack("declared twice"), tools: "6.1",
      #"let package = Package(name: "P", traits: ["T", .trait(name: "T", description: "x")], targets: [.target(name: "A")])"#
    ),
    simple(
      "a dependency condition naming an undeclared trait", .fallsBack("not declared"), tools: "6.1",
      #"""
      let package = Package(name: "P", targets: [.target(name: "A", dependencies: [.target(name: "B", condition: .when(traits: ["U"]))]), .target(name: "B")])
      """#, extra: bSource),
    simple(
      "a setting condition naming an undeclared trait", .readStatically, tools: "6.1",
      #"""
      let package = Package(name: "P", traits: ["T"], targets: [.target(name: "A", swiftSettings: [.define("X", .when(traits: ["U"]))])])
      """#),
  ]

  // MARK: Statements

  static let statements: [ManifestCase] = [
    simple(
      "a settings loop over package.targets", .readStatically, tools: "6.2",
      #"""
      let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B"), .testTarget(name: "ATests", dependencies: ["A"])])

      for target in package.targets where target.type != .test {
        var settings = target.swiftSettings ?? []
        settings.append(.defaultIsolation(MainActor.self))
        target.swiftSettings = settings
      }
      """#, extra: bSource.merging(["Tests/ATests/T.swift": "\n"]) { $1 }),
    simple(
      "settings added with ?? and +, and forEach", .readStatically, tools: "6.0",
      #"""
      let upcoming: [SwiftSetting] = [.enableUpcomingFeature("InternalImportsByDefault")]
      let package = Package(name: "P", targets: [.target(name: "A", swiftSettings: [.define("X")]), .target(name: "B")])
      for target in package.targets {
        if target.name.hasSuffix("B") {
          target.swiftSettings = (target.swiftSettings ?? []) + upcoming
        } else if target.name == "Never" {
          target.swiftSettings = []
        }
      }
      package.targets.forEach { target in
        target.swiftSettings?.append(.define("Y"))
      }
      """#, extra: bSource),
    simple(
      "appending to the package's lists", .readStatically,
      #"""
      let package = Package(name: "P", targets: [.target(name: "A")])
      package.targets.append(.target(name: "B", dependencies: ["A"]))
      package.products += [.library(name: "L", targets: ["A", "B"])]
      package.dependencies.append(contentsOf: [.package(url: "https://example.com/a/Kit", from: "1.0.0")])
      package.platforms = [.macOS(.v13)]
      """#, extra: bSource),
    simple(
      "a var list built by a loop and interpolation", .readStatically,
      #"""
      let prefix = "Feature"
      var targets: [Target] = [.target(name: "A")]
      for name in ["One", "Two"] {
        targets.append(.target(name: "\(prefix)\(name)", dependencies: ["A"], path: "Sources/Features/\(name)"))
      }
      #if os(Linux)
      targets += [.target(name: "B")]
      #endif
      let package = Package(name: "P", targets: targets)
      """#,
      extra: bSource.merging(["Sources/Features/One/O.swift": "\n", "Sources/Features/Two/T.swift": "\n"]) { $1 }),
    simple(
      "a change through a constant", .fallsBack("a change of"),
      #"""
      let core = Target.target(name: "A")
      let package = Package(name: "P", targets: [core])
      core.swiftSettings = [.define("X")]
      """#),
    simple(
      "a let set in if, if let, switch over target.type, a computed Bool", .readStatically,
      "import class Foundation.ProcessInfo\n"
        + #"""
        func hasEnvironmentVariable(_ name: String) -> Bool { ProcessInfo.processInfo.environment[name] != nil }
        var useLocalDependencies: Bool { hasEnvironmentVariable("SWORD_CORPUS_SURELY_UNSET") }

        let platform: SupportedPlatform
        if let target = ProcessInfo.processInfo.environment["SWORD_CORPUS_SURELY_UNSET"] {
          platform = .macOS(target)
        } else if let path = ProcessInfo.processInfo.environment["PATH"] {
          platform = path.isEmpty || useLocalDependencies ? .macOS("12.0") : .macOS("13.0")
        } else {
          platform = .macOS("14.0")
        }
        let defaultSettings: [SwiftSetting]
        #if os(Linux)
        defaultSettings = [.define("LINUX")]
        #else
        defaultSettings = []
        #endif

        let package = Package(
          name: "P", platforms: [platform],
          targets: [.target(name: "A", swiftSettings: defaultSettings), .testTarget(name: "ATests", dependencies: ["A"])],
          cxxLanguageStandard: CXXLanguageStandard.cxx11
        )

        for target in package.targets {
          switch target.type {
          case .regular, .test, .executable:
            var settings = target.swiftSettings ?? []
            settings.append(.enableUpcomingFeature("MemberImportVisibility"))
            target.swiftSettings = settings
          case .macro, .plugin, .system, .binary:
            ()  // not applicable
          @unknown default:
            ()
          }
        }
        """#, extra: ["Tests/ATests/T.swift": "\n"]),
    simple(
      "a let read before it is set", .swiftPMRefuses("before it is set"),
      "let names: [String]\nlet copy = names\n" + oneTarget),
    simple(
      "a while loop", .fallsBack("statement"), oneTarget + "\nwhile false {}"),
    simple(
      "a change of the first target", .fallsBack("first"), oneTarget + "\npackage.targets.first?.swiftSettings = []"),
    simple(
      "a loop variable of the wrong type", .swiftPMRefuses("where"),
      #"""
      let package = Package(name: "P", targets: [.target(name: "A")])
      for target in package.targets { target.swiftSettings = ["X"] }
      """#),
  ]

  // MARK: Helpers

  static let helpers: [ManifestCase] = [
    simple(
      "a static helper in an extension of Target", .readStatically,
      #"""
      extension Target {
        static func feature(_ name: String, dependencies: [Target.Dependency] = [], path: String? = nil) -> Target {
          .target(name: name, dependencies: dependencies + ["A"], path: path ?? "Sources/Features/\(name)")
        }
      }
      extension Target.Dependency {
        static let core: Self = "A"
        static var search: Target.Dependency { .target(name: "Search") }
      }
      let package = Package(
        name: "P",
        targets: [
          .target(name: "A"),
          .feature("Search"),
          Target.feature("Home", dependencies: [.search, .core]),
          .feature("Settings", path: "Sources/Settings"),
        ]
      )
      """#,
      extra: [
        "Sources/Features/Search/S.swift": "\n", "Sources/Features/Home/H.swift": "\n",
        "Sources/Settings/S.swift": "\n",
      ]),
    simple(
      "a top-level function with locals, map and filter", .readStatically,
      #"""
      let modules = ["B", "C", "Legacy"]

      func libraries(_ names: [String]) -> [Target] {
        let kept = names.filter { $0 != "Legacy" }
        var targets = kept.map { name in Target.target(name: name, dependencies: ["A"]) }
        targets.append(.target(name: "A"))
        return targets
      }

      let all = libraries(modules)
      let package = Package(
        name: "P",
        products: modules.filter { !$0.hasPrefix("L") }.map { .library(name: $0, targets: [$0]) },
        targets: all
      )
      """#, extra: bSource.merging(["Sources/C/C.swift": "\n"]) { $1 }),
    simple(
      "helpers with if, #if and return, a closure called in place", .readStatically, tools: "5.9",
      #"""
      func isTargetingLinux() -> Bool {
        if Context.environment["SWORD_CORPUS_SURELY_UNSET"] != nil {
          return false
        }
        #if os(Linux)
        return true
        #else
        return false
        #endif
      }

      let onLinux = isTargetingLinux()

      extension Product {
        static func all() -> [Product] {
          if onLinux {
            [.library(name: "L", targets: ["A"])]
          } else {
            []
          }
        }
      }

      let settings: [SwiftSetting] = {
        var initial: [SwiftSetting] = [.define("BASE")]
        #if compiler(>=6.0)
        initial.append(.enableUpcomingFeature("ExistentialAny"))
        #endif
        return initial
      }()

      let package = Package(
        name: "P", products: Product.all(),
        targets: [.target(name: "A", swiftSettings: settings)],
        cLanguageStandard: .c11, cxxLanguageStandard: .cxx17
      )

      for target in package.targets {
        #if compiler(>=6.0)
        if target.swiftSettings == nil {
          target.swiftSettings = []
        }
        target.swiftSettings?.append(.define("LATE"))
        #endif
      }
      """#),
    simple(
      "C settings and a trait made with .init", .readStatically, tools: "6.1",
      #"""
      let package = Package(
        name: "P",
        traits: [.init(name: "Fast", description: "Faster")],
        targets: [
          .target(
            name: "A", cSettings: [.define("X", to: "1"), .headerSearchPath("include")],
            cxxSettings: [.unsafeFlags(["-O2"], .when(configuration: .release))])
        ]
      )
      """#),
    simple(
      "a helper of the wrong type", .swiftPMRefuses("where"),
      #"""
      func name() -> Target.Dependency { "A" }
      let package = Package(name: "P", targets: [name()])
      """#),
    simple(
      "a recursive helper", .fallsBack("too deep"),
      #"""
      func targets() -> [Target] { targets() }
      let package = Package(name: "P", targets: targets())
      """#),
    simple(
      "a generic helper", .fallsBack("helper of a form"),
      #"""
      func one<T>(_ value: T) -> [Target] { [.target(name: "A")] }
      let package = Package(name: "P", targets: one(1))
      """#),
  ]

  // MARK: Environment, ternaries, computed variables

  static let environment: [ManifestCase] = [
    simple(
      "environment reads choosing dependencies and targets", .readStatically,
      "import Foundation\n"
        + #"""
        let local = ProcessInfo.processInfo.environment["SWORD_CORPUS_SURELY_UNSET"] != nil
        let pathSet = Context.environment["PATH"] != nil
        let mode = Context.environment["SWORD_CORPUS_SURELY_UNSET"] ?? "release"
        let deps: [Package.Dependency] =
          local ? [.package(path: "../Kit")] : [.package(url: "https://example.com/a/Kit", from: "1.0.0")]
        let package = Package(
          name: "P", dependencies: deps,
          targets: [.target(name: "A"), pathSet && mode == "release" ? .target(name: "B") : .target(name: "Missing")]
        )
        if getenv("SWORD_CORPUS_SURELY_UNSET") != nil {
          package.targets.append(.target(name: "Nope"))
        }
        """#, extra: bSource),
    simple(
      "a computed variable and a function below their use", .readStatically,
      #"""
      let package = Package(name: "P", dependencies: dependencies, targets: targets())

      var dependencies: [Package.Dependency] {
        [.package(url: "https://example.com/a/Kit", from: "1.0.0")]
      }

      func targets() -> [Target] {
        [.target(name: "A", dependencies: [.product(name: "Kit", package: "Kit")]), .plugin(name: "Gen", capability: .buildTool)]
      }
      """#, extra: ["Plugins/Gen/G.swift": "\n"]),
    simple(
      "a scoped import of ProcessInfo, Array<…> and a pre-release", .readStatically,
      "import class Foundation.ProcessInfo\n"
        + #"""
        let settings: Array<SwiftSetting> = ProcessInfo.processInfo.environment["SWORD_CORPUS_SURELY_UNSET"] == nil ? [] : [.define("X")]
        let package = Package(
          name: "P", dependencies: [.package(url: "https://example.com/a/Kit", from: "1.0.0-beta.1+exp.sha.5114f85")],
          targets: [.target(name: "A", swiftSettings: settings)]
        )
        """#),
    simple(
      "a range with a pre-release bound", .fallsBack("pre-release"),
      #"let package = Package(name: "P", dependencies: [.package(url: "https://example.com/a/Kit", "1.0.0-rc.1"..<"2.0.0")], targets: [.target(name: "A")])"#
    ),
    simple(
      "#if canImport(FoundationEssentials)", ManifestCase.Expectation.onLinux(.readStatically, else: .fallsBack("#if")),
      "#if canImport(FoundationEssentials)\nlet extra: [Target] = [.target(name: \"B\")]\n#else\nlet extra: [Target] = []\n#endif\n"
        + #"let package = Package(name: "P", targets: [.target(name: "A")] + extra)"#, extra: bSource),
    simple(
      "ProcessInfo without Foundation", .swiftPMRefuses("without `import Foundation`"),
      #"let ci = ProcessInfo.processInfo.environment["CI"] != nil"# + "\n" + oneTarget),
    simple(
      "an environment variable's name from a constant", .readStatically,
      "import Foundation\nlet name = \"CI\"\nlet ci = ProcessInfo.processInfo.environment[name] != nil\n" + oneTarget),
  ]

  // MARK: C-family targets

  static let cFamily: [ManifestCase] = [
    ManifestCase(
      "C, C++ and assembly targets beside Swift ones", .readStatically,
      files: [
        "Package.swift": manifest(
          "5.9",
          #"""
          let package = Package(
            name: "P",
            products: [.library(name: "A", targets: ["A"]), .executable(name: "tool", targets: ["Tool"])],
            targets: [
              .target(name: "A", dependencies: ["CCore", "CxxKit"]),
              .target(name: "CCore", cSettings: [.headerSearchPath("private")]),
              .target(name: "CxxKit", publicHeadersPath: "public", cxxSettings: [.define("KIT", to: "1")]),
              .target(name: "Mapped"),
              .executableTarget(name: "Tool", dependencies: ["CCore"]),
            ],
            cxxLanguageStandard: .cxx17
          )
          """#),
        "Sources/A/A.swift": "\n",
        "Sources/CCore/core.c": "int core(void) { return 1; }\n", "Sources/CCore/fast.S": "\n",
        "Sources/CCore/include/CCore.h": "int core(void);\n", "Sources/CCore/private/p.h": "\n",
        "Sources/CxxKit/kit.cpp": "\n", "Sources/CxxKit/detail/more.cc": "\n", "Sources/CxxKit/public/kit.h": "\n",
        "Sources/Mapped/m.c": "\n", "Sources/Mapped/include/module.modulemap": "module Mapped { header \"m.h\" }\n",
        "Sources/Mapped/include/deep/m.h": "\n",
        "Sources/Tool/main.c": "int main(void) { return 0; }\n",
      ]),
    simple(
      "a C library without public headers, tools 5.4", .readStatically, tools: "5.4",
      #"let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "C")])"#,
      extra: ["Sources/C/c.c": "\n"]),
    simple(
      "a C library without public headers, tools 5.5", .swiftPMRefuses("public headers folder"), tools: "5.5",
      #"let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "C")])"#,
      extra: ["Sources/C/c.c": "\n"]),
    simple(
      "public headers in subfolders without a module map", .fallsBack("subfolder"),
      #"let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "C")])"#,
      extra: ["Sources/C/c.c": "\n", "Sources/C/include/sub/c.h": "\n"]),
    simple(
      "a nested umbrella header", .readStatically,
      #"let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "C")])"#,
      extra: ["Sources/C/c.c": "\n", "Sources/C/include/C/C.h": "\n", "Sources/C/include/C/more.h": "\n"]),
    simple(
      "a C test target", .fallsBack("C-family"),
      #"let package = Package(name: "P", targets: [.target(name: "A"), .testTarget(name: "CTests")])"#,
      extra: ["Tests/CTests/t.c": "\n"]),
  ]

  // MARK: Declarative forms

  static let declarative: [ManifestCase] = [
    simple(
      "platform versions as strings", .readStatically,
      #"""
      let package = Package(
        name: "P",
        platforms: [.macOS("13.0"), .iOS("15"), .tvOS("16.1.2"), .watchOS("9.0"), .macCatalyst("15.0")],
        targets: [.target(name: "A")]
      )
      """#),
    simple(
      "a platform version below the minimum", .swiftPMRefuses("macOS version"),
      #"let package = Package(name: "P", platforms: [.macOS("9.0")], targets: [.target(name: "A")])"#),
    simple(
      "every version requirement", .readStatically, tools: "5.9",
      #"""
      let package = Package(
        name: "P",
        dependencies: [
          .package(url: "https://example.com/a/Major.git", .upToNextMajor(from: "1.0.0")),
          .package(url: "https://example.com/a/Minor", .upToNextMinor(from: "1.2.0")),
          .package(url: "https://example.com/a/Exact", .exact("1.2.3")),
          .package(url: "https://example.com/a/Branch", .branch("main")),
          .package(url: "https://example.com/a/Revision", .revision("abc123")),
          .package(url: "https://example.com/a/Range", "1.0.0"..<"3.0.0"),
          .package(url: "https://example.com/a/Closed", "1.0.0"..."2.0.0"),
          .package(url: "git@example.com:a/Ssh.git", exact: "2.0.0"),
        ],
        targets: [
          .target(
            name: "A",
            dependencies: [
              .product(name: "M", package: "Major"), .product(name: "N", package: "Minor"),
              .product(name: "E", package: "Exact"), .product(name: "S", package: "Ssh"),
            ])
        ]
      )
      """#),
    simple(
      "named URL dependencies, tools 5.5", .readStatically, tools: "5.5",
      #"""
      let package = Package(
        name: "P",
        dependencies: [
          .package(name: "Kit", url: "https://example.com/a/swift-kit.git", from: "1.0.0"),
          .package(name: "Other", url: "https://example.com/a/other", .branch("main")),
        ],
        targets: [.target(name: "A", dependencies: [.product(name: "Kit", package: "Kit"), "Other"])]
      )
      """#),
    simple(
      "an upToNextMajor with an invalid version", .swiftPMRefuses("version '1.0'"),
      #"""
      let package = Package(name: "P", dependencies: [.package(url: "https://example.com/a/D", .upToNextMajor(from: "1.0"))], targets: [.target(name: "A")])
      """#),
    simple(
      "type-qualified calls", .readStatically,
      #"""
      let core = Target.target(name: "A")
      let dependencies = [Target.Dependency.target(name: "A")]
      let package = Package(
        name: "P",
        products: [Product.library(name: "L", targets: ["A", "B"])],
        targets: [
          core, PackageDescription.Target.target(name: "B", dependencies: dependencies),
          .target(name: "C", dependencies: [PackageDescription.Target.Dependency.byName(name: "B")]),
        ]
      )
      """#, extra: bSource.merging(["Sources/C/C.swift": "\n"]) { $1 }),
    simple(
      "a type-qualified call of the wrong type", .swiftPMRefuses("where"),
      #"let package = Package(name: "P", targets: [Product.library(name: "A", targets: ["A"])])"#),
    simple(
      "a product named like the test product", .readStatically,
      #"""
      let package = Package(
        name: "P",
        products: [.library(name: "PPackageTests", targets: ["A"]), .library(name: "L", targets: ["A"])],
        targets: [.target(name: "A"), .testTarget(name: "ATests", dependencies: ["A"])]
      )
      """#, extra: ["Tests/ATests/T.swift": "\n"]),
  ]
}
