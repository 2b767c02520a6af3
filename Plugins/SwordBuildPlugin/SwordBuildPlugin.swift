import Foundation
import PackagePlugin

/// The build-tool plugin: applied to an app's root target, it generates `Sword.generated.swift` into the plugin
/// work directory at build time, from the sources of the target and of the targets it depends on in local
/// packages. It reads no `.sword.yml` and runs no `swift package describe`: the plugin API names the modules and
/// their files, which the plugin writes to a module list for `sword generate --modules`.
///
/// Test overrides are off, as everywhere in Sword, unless the package's `.sword.yml` says `test_overrides: true`
/// (then `--test-overrides`): the plugin and `sword generate` give the same code for the same settings.
///
/// The build command's inputs are every one of those source files and the module list, so an edit (or a file
/// added to a module) regenerates the code; a file is rewritten only when its bytes change.
///
/// From 100 source files on, the code is split in 8 files (`--output-files 8`, every one a declared output): the
/// compiler builds them in parallel, one job per file, so a clean build uses every core and a changed binding
/// recompiles only its file. Below that, one file: a small graph gains nothing.
@main
struct SwordBuildPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    guard let root = target as? SwiftSourceModuleTarget else {
      throw SwordBuildPluginFailure(
        description: "SwordBuildPlugin applies to Swift targets; '\(target.name)' is not one")
    }
    let tool = try context.tool(named: "SwordCLI").url
    let work = context.pluginWorkDirectoryURL
    let modules = SwordModuleCollector.modules(from: root, in: context.package)
    let list = work.appendingPathComponent("sword-modules.json")
    try SwordModuleListFile.write(modules, to: list)
    let sources = modules.flatMap { SwordModuleListFile.swiftSources(of: $0) }
    let generated = work.appendingPathComponent("Sword.generated.swift")
    let parts = sources.count < 100 ? 1 : 8
    let outputs =
      parts == 1 ? [generated] : (1...parts).map { work.appendingPathComponent("Sword.generated.\($0).swift") }
    let config = context.package.directoryURL.appendingPathComponent(".sword.yml")
    let testOverrides = SwordConfigScan.testOverrides(in: config) ? ["--test-overrides"] : []
    let configInputs = FileManager.default.fileExists(atPath: config.path) ? [config] : []
    return [
      .buildCommand(
        displayName: "Sword: generating the dependency graph of \(root.name) from \(modules.count) modules",
        executable: tool,
        arguments: [
          "generate", "--quiet", "--modules", list.path, "--root-module", root.moduleName, "--output", generated.path,
          "--output-files", "\(parts)",
        ] + testOverrides,
        inputFiles: [list] + configInputs + sources,
        outputFiles: outputs)
    ]
  }
}

/// A target the build-tool plugin cannot work on.
struct SwordBuildPluginFailure: Error, CustomStringConvertible {
  var description: String
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  /// In an Xcode project ("Run Build Tool Plug-ins" of the app target): `sword generate --xcode-project`, which reads
  /// the target's sources, settings and local packages from the project (see ``SwordXcodeBuild``).
  extension SwordBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let build = SwordXcodeBuild(context: context, target: target)
      let inputs = build.inputFiles()
      let parts = build.parts(for: inputs)
      return [
        .buildCommand(
          displayName: "Sword: generating the dependency graph of \(target.displayName) from "
            + "\(context.xcodeProject.displayName).xcodeproj",
          executable: try context.tool(named: "SwordCLI").url,
          arguments: build.generateArguments(parts: parts),
          inputFiles: inputs,
          outputFiles: build.generatedFiles(parts: parts))
      ]
    }
  }
#endif
