/// How the benchmark's packages write their `Package.swift`: `plain`, one declarative shape for all, or `teams`,
/// rotating through the shapes app teams write (found in public manifests): resources with a localization, a settings
/// loop over `package.targets`, a helper in an `extension Target`, a `Package@swift-5.9.swift` beside an older
/// `Package.swift`, an old tools version with string platform versions, `#if os(…)`, traits, shared `let` settings
/// with a language mode, products made with `.map`. Every shape is one SwiftPM accepts and describes with the same
/// targets and sources as the plain one.
enum ManifestStyle: String, CaseIterable {
  case plain, teams

  /// The number of shapes `teams` rotates through, by package number.
  static let teamShapes = 10

  /// The files of a package's manifest shape (relative path → contents): its manifests and any resources.
  func files(package: Int, name: String, modules: [String], dependencies: [[String]]) -> [String: String] {
    let shape = self == .plain ? 0 : package % Self.teamShapes
    let quoted = { (names: [String]) in names.map { "\"\($0)\"" }.joined(separator: ", ") }
    let library = ".library(name: \"\(name)\", targets: [\(quoted(modules))])"
    func targets(_ make: (String, [String]) -> String) -> String {
      zip(modules, dependencies).map { "    " + make($0, $1) + "," }.joined(separator: "\n")
    }
    let plainTargets = targets { ".target(name: \"\($0)\", dependencies: [\(quoted($1))])" }
    func manifest(_ tools: String, _ body: String) -> String {
      "// swift-tools-version: \(tools)\nimport PackageDescription\n\n\(body)\n"
    }
    func declaration(_ arguments: String, targets: String = plainTargets) -> String {
      "let package = Package(\n  name: \"\(name)\",\(arguments)\n  products: [\(library)],\n  targets: [\n\(targets)\n  ]\n)\n"
    }
    switch shape {
    case 1:
      let first = modules[0]
      let withResources = targets { module, dependencies in
        module == first
          ? ".target(name: \"\(module)\", dependencies: [\(quoted(dependencies))], resources: [.process(\"Resources\")])"
          : ".target(name: \"\(module)\", dependencies: [\(quoted(dependencies))])"
      }
      return [
        "Package.swift": manifest("5.9", declaration("\n  defaultLocalization: \"en\",", targets: withResources)),
        "Sources/\(first)/Resources/en.lproj/Localizable.strings": "\"title\" = \"\(name)\";\n",
        "Sources/\(first)/Resources/de.lproj/Localizable.strings": "\"title\" = \"\(name)\";\n",
        "Sources/\(first)/Resources/Defaults.json": "{}\n",
      ]
    case 2:
      let loop = """

        for target in package.targets where target.type != .test {
          var settings = target.swiftSettings ?? []
          settings.append(.enableUpcomingFeature("ExistentialAny"))
          target.swiftSettings = settings
        }
        """
      return ["Package.swift": manifest("6.0", declaration("\n  platforms: [.macOS(.v14), .iOS(.v17)],") + loop)]
    case 3:
      let helper = """
        extension Target {
          static func module(_ name: String, dependencies: [Target.Dependency] = []) -> Target {
            .target(name: name, dependencies: dependencies, swiftSettings: [.define("MODULE_\\(name)")])
          }
        }

        """
      let helped = targets { ".module(\"\($0)\", dependencies: [\(quoted($1))])" }
      return ["Package.swift": manifest("5.9", helper + declaration("", targets: helped))]
    case 4:
      return [
        "Package.swift": manifest("5.7", declaration("\n  platforms: [.macOS(.v12)],")),
        "Package@swift-5.9.swift": manifest("5.9", declaration("\n  platforms: [.macOS(.v14), .visionOS(.v1)],")),
      ]
    case 5:
      return ["Package.swift": manifest("5.7", declaration("\n  platforms: [.macOS(\"13.0\"), .iOS(\"16.4\")],"))]
    case 6:
      let conditional = """
        #if os(Linux)
        let platformSettings: [SwiftSetting] = [.define("LINUX")]
        #else
        let platformSettings: [SwiftSetting] = [.define("APPLE")]
        #endif

        """
      let settled = targets {
        ".target(name: \"\($0)\", dependencies: [\(quoted($1))], swiftSettings: platformSettings)"
      }
      return ["Package.swift": manifest("6.0", conditional + declaration("", targets: settled))]
    case 7:
      let traced = targets {
        ".target(name: \"\($0)\", dependencies: [\(quoted($1))], swiftSettings: [.define(\"LOGGING\", .when(traits: [\"Logging\"]))])"
      }
      let traits = "\n  traits: [\"Logging\", .default(enabledTraits: [\"Logging\"])],"
      let body = declaration("", targets: traced).replacingOccurrences(
        of: "\n  targets:", with: traits + "\n  targets:")
      return ["Package.swift": manifest("6.1", body)]
    case 8:
      let shared =
        "let sharedSettings: [SwiftSetting] = [\n  .enableUpcomingFeature(\"StrictConcurrency\"),\n  .define(\"SHARED\"),\n]\n\n"
      let settled = targets { ".target(name: \"\($0)\", dependencies: [\(quoted($1))], swiftSettings: sharedSettings)" }
      let body = declaration("", targets: settled).replacingOccurrences(
        of: "\n  ]\n)\n", with: "\n  ],\n  swiftLanguageModes: [.v5]\n)\n")
      return ["Package.swift": manifest("6.0", shared + body)]
    case 9:
      let names = "let moduleNames = [\(quoted(modules))]\n\n"
      let body = declaration("", targets: plainTargets).replacingOccurrences(
        of: "  products: [\(library)],", with: "  products: moduleNames.map { .library(name: $0, targets: [$0]) },")
      return ["Package.swift": manifest("5.9", names + body)]
    default:
      return ["Package.swift": manifest("6.0", declaration(""))]
    }
  }
}
