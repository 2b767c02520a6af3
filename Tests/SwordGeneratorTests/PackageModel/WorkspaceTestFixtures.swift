import SwordGenerator

/// Small builders for the configurations and descriptions the package model tests share.
enum WorkspaceTestFixtures {
  static let configFile = "/repo/.sword.yml"

  /// A place in `/repo/.sword.yml`.
  static func at(_ line: Int, _ column: Int = 3) -> SourceLocation {
    SourceLocation(file: configFile, line: line, column: column)
  }

  /// A configuration rooted at `/repo`.
  static func configuration(
    local: [Configuration.LocalPackage],
    root: Configuration.Root,
    rootLocation: SourceLocation = at(10, 1)
  ) -> Configuration {
    Configuration(
      file: configFile, workspaceRoot: "/repo", localPackages: local, root: root, rootLocation: rootLocation)
  }

  /// A local package entry whose targets are written on lines `line + 1`, `line + 2`…
  static func local(_ path: String, line: Int, targets: [String]) -> Configuration.LocalPackage {
    Configuration.LocalPackage(
      path: path,
      location: at(line),
      targets: targets.enumerated().map { Located($0.element, at: at(line + 1 + $0.offset, 7)) }
    )
  }

  /// `Packages/Core`: libraries Networking and B-Lib (custom path), a test, a macro and a plugin target.
  static let core = DescribedPackage(
    name: "Core",
    path: "/repo/Packages/Core",
    targets: [
      DescribedTarget(
        name: "Networking", path: "Sources/Networking",
        sources: ["Session.swift", "API/Client.swift", "Resources/data.json"]),
      DescribedTarget(name: "B-Lib", c99name: "B_Lib", path: "Custom/BSources", sources: ["B.swift"]),
      DescribedTarget(name: "CoreTests", kind: .test, path: "Tests/CoreTests", sources: ["T.swift"]),
      DescribedTarget(name: "CoreMacros", kind: .macro, path: "Sources/CoreMacros", sources: ["M.swift"]),
      DescribedTarget(
        name: "Lint", kind: .plugin, moduleType: "PluginTarget", path: "Plugins/Lint", sources: ["P.swift"]),
    ]
  )

  /// `/repo` itself: executable App (which already holds a generated file) and executable Tool.
  static let app = DescribedPackage(
    name: "App",
    path: "/repo",
    targets: [
      DescribedTarget(
        name: "App", kind: .executable, path: "Sources/App",
        sources: ["main.swift", "Sword.generated.swift", "Features/Login.swift"]),
      DescribedTarget(name: "Tool", kind: .executable, path: "Sources/Tool", sources: ["main.swift"]),
      DescribedTarget(name: "AppSupport", path: "Sources/AppSupport", sources: ["Support.swift"]),
    ]
  )
}
