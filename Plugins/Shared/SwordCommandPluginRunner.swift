import Foundation
import PackagePlugin

/// What `sword-generate` and `sword-check` share: run `sword <verb>` on the package the plugin was invoked on,
/// with the packages described from the plugin API (no `swift package describe` inside the plugin).
///
/// This file lives in `Plugins/Shared` and is linked into each command plugin's folder, since plugins cannot
/// share a library target.
enum SwordCommandPluginRunner {
  /// Writes the package description, runs `sword verb …` in the package's folder and fails when it fails.
  ///
  /// `arguments` are passed on to `sword`; `--config` defaults to `.sword.yml` in the package's folder and
  /// `--cache-dir` to the plugin's work folder.
  static func run(verb: String, context: PluginContext, arguments: [String]) throws {
    let tool = try context.tool(named: "SwordCLI")
    let packageFolder = context.package.directoryURL
    let description = context.pluginWorkDirectoryURL.appendingPathComponent("packages.json")
    try FileManager.default.createDirectory(at: context.pluginWorkDirectoryURL, withIntermediateDirectories: true)
    try PluginPackageDescription.encode(localPackagesFrom: context.package).write(to: description)

    var swordArguments = [verb, "--package-description", description.path]
    if !arguments.contains(where: { $0 == "--config" || $0.hasPrefix("--config=") }) {
      swordArguments += ["--config", packageFolder.appendingPathComponent(".sword.yml").path]
    }
    // The cache goes to the plugin's own folder: a plugin may not write into the package without permission.
    if !arguments.contains(where: { $0 == "--no-cache" || $0 == "--cache-dir" || $0.hasPrefix("--cache-dir=") }) {
      swordArguments += ["--cache-dir", context.pluginWorkDirectoryURL.appendingPathComponent("cache").path]
    }
    swordArguments += arguments

    let process = Process()
    process.executableURL = tool.url
    process.arguments = swordArguments
    process.currentDirectoryURL = packageFolder
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw SwordPluginFailure(
        message: "`sword \(verb)` failed (exit status \(process.terminationStatus))"
          + (verb == "check" ? "; run `swift package --allow-writing-to-package-directory sword-generate`" : ""))
    }
  }
}

/// A failed `sword` run, as the plugin reports it.
struct SwordPluginFailure: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
