import Foundation
import PackagePlugin

/// The build-time check, for teams that commit `Sword.generated.swift`: applied to a target, it runs
/// `sword check` on the package's `.sword.yml` whenever a source of the package or of its local dependencies
/// changes, and fails the build, naming the command to run, when the graph is invalid or the committed file is
/// stale. Packages are described from the plugin API (no `swift package describe` inside the build) and the cache
/// lives in the plugin's work folder, so a build with nothing changed costs a check of stamps.
@main
struct SwordCheckBuildPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    let work = context.pluginWorkDirectoryURL
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let description = work.appendingPathComponent("packages.json")
    let encoded = try PluginPackageDescription.encode(localPackagesFrom: context.package)
    // Rewritten only when it changes, so that an unchanged description does not rerun the check.
    if (try? Data(contentsOf: description)) != encoded { try encoded.write(to: description) }
    let config = context.package.directoryURL.appendingPathComponent(".sword.yml")
    let stamp = work.appendingPathComponent("sword-check.stamp")
    return [
      .buildCommand(
        displayName: "Sword: checking that the committed generated code is current (`sword generate` if not)",
        executable: try context.tool(named: "SwordCLI").url,
        arguments: [
          "check", "--quiet", "--config", config.path, "--package-description", description.path,
          "--cache-dir", work.appendingPathComponent("cache").path, "--stamp", stamp.path,
        ],
        inputFiles: [config, description] + Self.swiftSources(of: context.package),
        outputFiles: [stamp])
    ]
  }

  /// Every Swift source of the package and of the packages it depends on by path: what `.sword.yml` can list.
  static func swiftSources(of root: Package) -> [URL] {
    var seen: Set<String> = []
    var pending = [root]
    var files: [URL] = []
    while let package = pending.popLast() {
      guard seen.insert(package.directoryURL.path).inserted else { continue }
      for target in package.targets {
        guard let module = target as? SourceModuleTarget else { continue }
        files += module.sourceFiles(withSuffix: "swift").map(\.url)
      }
      for dependency in package.dependencies {
        switch dependency.package.origin {
        case .root, .local: pending.append(dependency.package)
        default: continue
        }
      }
    }
    return files.sorted { $0.path < $1.path }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  /// In an Xcode project: `sword check` on the `.sword.yml` beside the project, whenever the target's sources, the
  /// project or a local package changes (see ``SwordXcodeBuild``).
  extension SwordCheckBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let build = SwordXcodeBuild(context: context, target: target)
      try FileManager.default.createDirectory(at: build.workDirectory, withIntermediateDirectories: true)
      return [
        .buildCommand(
          displayName: "Sword: checking that the committed generated code is current (`sword generate` if not)",
          executable: try context.tool(named: "SwordCLI").url,
          arguments: try build.checkArguments(),
          inputFiles: build.inputFiles(),
          outputFiles: [build.stampFile])
      ]
    }
  }
#endif
