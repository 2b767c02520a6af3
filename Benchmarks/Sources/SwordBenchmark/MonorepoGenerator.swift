import Foundation

/// Writes a synthetic monorepo: a root package with the `App` target, `packages` local packages of `targets`
/// targets with `files` files each, and the `.sword.yml` that lists them all.
///
/// Package 0 holds `AppComponent` (with an argument); every other package has a subcomponent of it (every fourth
/// with an argument, every tenth from the fifth on with a nested detail subcomponent). Each binding injects up to
/// three earlier ones: from its own target, the previous target of its package and the core package, so the graph
/// is wide, acyclic and crosses modules as a real one does.
///
/// With `smallPackages` the shape of a large app's module graph instead (``ScaleBenchmark``): one target per package,
/// every binding registered to `AppComponent` (no subcomponents), and the root's `App` target depending on every
/// package's product, as an app target that links all its feature modules does.
struct MonorepoGenerator {
  var packages: Int
  var targets: Int
  var files: Int
  /// How each package's `Package.swift` is written.
  var style = ManifestStyle.plain
  /// Every binding registered to `AppComponent`, and the root manifest depending on every package.
  var smallPackages = false

  init(packages: Int, targets: Int, files: Int, style: ManifestStyle = .plain, smallPackages: Bool = false) {
    self.packages = packages
    self.targets = targets
    self.files = files
    self.style = style
    self.smallPackages = smallPackages
  }

  /// The workspace of a benchmark size, in its manifest style.
  init(size: WorkspaceSize) {
    self.init(packages: size.packages, targets: size.targets, files: size.files, style: size.style)
  }

  static func packageName(_ package: Int) -> String { String(format: "Pkg%03d", package) }
  static func moduleName(_ package: Int, _ target: Int) -> String { "\(packageName(package))Mod\(target)" }

  /// The component bindings of `package` register to, and the module declaring it.
  func component(of package: Int) -> String {
    package == 0 || smallPackages ? "AppComponent" : "\(Self.packageName(package))Component"
  }

  func hasDetailComponent(_ package: Int) -> Bool { !smallPackages && package > 0 && package % 10 == 5 }

  /// The file `number` of target `target` in `package`, with its injections.
  func file(_ package: Int, _ target: Int, _ number: Int) -> SyntheticFile {
    var file = bare(package, target, number)
    guard file.kind != .plainHelper, file.kind != .plainModel else { return file }
    var injections: [SyntheticFile.Injection] = []
    if let own = injectable(package, target, before: number) { injections.append(own) }
    if target > 0, let previous = injectable(package, target - 1, before: number + 1) { injections.append(previous) }
    if package > 0, let core = injectable(0, target, before: number + 1) { injections.append(core) }
    file.injections = injections
    return file
  }

  private func bare(_ package: Int, _ target: Int, _ number: Int) -> SyntheticFile {
    let kind = SyntheticFile.Kind(fileNumber: number)
    var component = component(of: package)
    if kind == .detailClass, hasDetailComponent(package) { component = "\(Self.packageName(package))DetailComponent" }
    return SyntheticFile(
      module: Self.moduleName(package, target), number: number, kind: kind, component: component,
      componentModule: Self.moduleName(package == 0 || smallPackages ? 0 : package, 0), injections: [])
  }

  /// The nearest injectable binding of a file numbered below `limit` in that target.
  private func injectable(_ package: Int, _ target: Int, before limit: Int) -> SyntheticFile.Injection? {
    var number = min(limit, files) - 1
    while number >= 0, number >= limit - 5 {
      let candidate = bare(package, target, number)
      if let type = candidate.injectedType { return .init(type: type, module: candidate.module) }
      number -= 1
    }
    return nil
  }

  /// Writes everything under `root` (emptied first); returns the paths of the Swift files written.
  @discardableResult
  func write(to root: URL) throws -> [String] {
    let fileManager = FileManager.default
    try? fileManager.removeItem(at: root)
    var written: [String] = []
    func put(_ text: String, _ relative: String) throws {
      let url = root.appendingPathComponent(relative)
      try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
      if relative.hasSuffix(".swift"), !relative.hasSuffix("Package.swift") { written.append(url.path) }
    }
    try put(smallPackages ? rootManifestDependingOnAll : Self.rootManifest, "Package.swift")
    try put("print(\"synthetic app\")\n", "Sources/App/main.swift")
    var config = "# Synthetic monorepo written by sword-benchmark.\nlocal_packages:\n"
    for package in 0..<packages {
      let name = Self.packageName(package)
      let modules = (0..<targets).map { Self.moduleName(package, $0) }
      config += "  - path: Packages/\(name)\n    targets: [\(modules.joined(separator: ", "))]\n"
      let manifests = style.files(
        package: package, name: name, modules: modules, dependencies: dependencies(of: modules))
      for (path, text) in manifests.sorted(by: { $0.key < $1.key }) { try put(text, "Packages/\(name)/\(path)") }
      if package == 0 || !smallPackages {
        let (componentFile, componentText) = componentSource(package)
        try put(componentText, "Packages/\(name)/Sources/\(modules[0])/\(componentFile)")
      }
      for target in 0..<targets {
        for number in 0..<files {
          let source = file(package, target, number)
          try put(source.text, "Packages/\(name)/Sources/\(modules[target])/\(source.typeName).swift")
        }
      }
    }
    config += "root:\n  path: .\n  target: App\n"
    try put(config, ".sword.yml")
    return written
  }

  /// The path of file `number` of target `target` of `package` under `root`.
  func path(of package: Int, _ target: Int, _ number: Int, in root: URL) -> URL {
    let source = bare(package, target, number)
    return root.appendingPathComponent(
      "Packages/\(Self.packageName(package))/Sources/\(source.module)/\(source.typeName).swift")
  }

  /// A file of the target without any Sword attribute, which can be removed without breaking the graph.
  func plainFile(of package: Int, _ target: Int, in root: URL) throws -> URL {
    guard
      let number = (0..<files).first(where: {
        let kind = SyntheticFile.Kind(fileNumber: $0)
        return kind == .plainHelper || kind == .plainModel
      })
    else { throw CommandRunner.Failure(description: "the synthetic target has no plain file") }
    return path(of: package, target, number, in: root)
  }

  /// The file that changes in the "one file changed" run: a binding in the middle of the workspace.
  func editedFile(in root: URL) -> URL {
    let package = packages / 2
    let target = targets / 2
    let source = bare(package, target, 0)
    return root.appendingPathComponent(
      "Packages/\(Self.packageName(package))/Sources/\(source.module)/\(source.typeName).swift")
  }

  static let rootManifest = """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(name: "BenchApp", targets: [.executableTarget(name: "App")])

    """

  /// Each target's dependencies: the package's first target and the one before it.
  private func dependencies(of modules: [String]) -> [[String]] {
    modules.enumerated().map { position, module in
      Set([modules[0], modules[max(0, position - 1)]]).subtracting([module]).sorted()
    }
  }

  /// The root manifest of the `smallPackages` shape: `App` depends on every package's product.
  private var rootManifestDependingOnAll: String {
    let names = (0..<packages).map(Self.packageName)
    return """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "BenchApp",
        dependencies: [
      \(names.map { "    .package(path: \"Packages/\($0)\")," }.joined(separator: "\n"))
        ],
        targets: [
          .executableTarget(
            name: "App",
            dependencies: [
      \(names.map { "        .product(name: \"\($0)\", package: \"\($0)\")," }.joined(separator: "\n"))
            ]
          )
        ]
      )

      """
  }

  private func componentSource(_ package: Int) -> (String, String) {
    let name = Self.packageName(package)
    if package == 0 {
      return (
        "AppComponent.swift",
        """
        import Sword

        /// What the app is started with.
        public struct AppConfig: Sendable {
          public let name: String
          public init(name: String) { self.name = name }
        }

        /// The graph that lives as long as the app.
        @Component(arguments: AppConfig.self)
        public final class AppComponent {}

        """
      )
    }
    var text = "import Pkg000Mod0\nimport Sword\n\n"
    if package % 4 == 0 {
      text += "/// What \(name)'s screen is opened with.\npublic struct \(name)Request: Sendable {\n"
      text += "  public let id: Int\n  public init(id: Int) { self.id = id }\n}\n\n"
      text += "@Subcomponent(of: AppComponent.self, arguments: \(name)Request.self)\n"
    } else {
      text += "@Subcomponent(of: AppComponent.self)\n"
    }
    text += "public final class \(name)Component {}\n"
    if hasDetailComponent(package) {
      text += "\n@Subcomponent(of: \(name)Component.self)\npublic final class \(name)DetailComponent {}\n"
    }
    return ("\(name)Component.swift", text)
  }
}
