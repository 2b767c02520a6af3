import Foundation

/// What the build-tool plugins do for a target of an Xcode project (their `XcodeBuildToolPlugin` conformances), kept
/// apart from the plugin API so that it is unit tested (`Tests/SwordPluginTests` compiles this file too): the
/// `sword` command to run and the files whose change must run it again.
///
/// `sword` reads the project itself (`--xcode-project`): Xcode's plugin API names a target's own files but not the
/// packages it uses (its `dependencies` are empty in Xcode), and the project file does. The command's inputs are
/// the target's sources, `project.pbxproj`, `.sword.yml` when there is one beside the project, and every Swift file
/// and manifest under the project's folder and the local packages it or `.sword.yml` names elsewhere, but Sword's
/// own package (referenced by path to work on Sword, or vendored): `sword` never indexes it.
///
/// This file lives in `Plugins/Shared` and is linked into each build-tool plugin's folder.
struct SwordXcodeBuild {
  /// The folder holding the `.xcodeproj`.
  var projectFolder: URL
  /// The project's name: `VoiceMemo` for `VoiceMemo.xcodeproj`.
  var projectName: String
  /// The target the plugin is applied to.
  var targetName: String
  /// The target's Swift sources, as Xcode lists them.
  var targetSources: [URL]
  /// The plugin's work folder, where the generated code, the cache and the stamp go.
  var workDirectory: URL

  var projectFile: URL { projectFolder.appendingPathComponent(projectName + ".xcodeproj") }
  /// `.sword.yml` beside the project, when there is one.
  var configFile: URL? {
    let file = projectFolder.appendingPathComponent(".sword.yml")
    return FileManager.default.fileExists(atPath: file.path) ? file : nil
  }
  var generatedFile: URL { workDirectory.appendingPathComponent("Sword.generated.swift") }
  var stampFile: URL { workDirectory.appendingPathComponent("sword-check.stamp") }
  var cacheFolder: URL { workDirectory.appendingPathComponent("cache") }

  /// The generated files: one, or `parts` beside it (`Sword.generated.1.swift` …) when the code is split.
  func generatedFiles(parts: Int) -> [URL] {
    guard parts > 1 else { return [generatedFile] }
    return (1...parts).map { workDirectory.appendingPathComponent("Sword.generated.\($0).swift") }
  }

  /// From 100 source files on, the code is split in 8 files that the compiler builds in parallel (as the SwiftPM
  /// conformance does); below that, one.
  func parts(for inputs: [URL]) -> Int {
    inputs.filter { $0.pathExtension == "swift" }.count < 100 ? 1 : 8
  }

  /// `sword generate` for the target, into the work folder; `.sword.yml` adds its settings when there is one.
  func generateArguments(parts: Int) -> [String] {
    var arguments = [
      "generate", "--quiet", "--xcode-project", projectFile.path, "--xcode-target", targetName,
      "--output", generatedFile.path, "--output-files", "\(parts)", "--cache-dir", cacheFolder.path,
    ]
    if let configFile { arguments += ["--config", configFile.path] }
    return arguments
  }

  /// `sword check` of the committed generated file that `.sword.yml` names; it needs one.
  func checkArguments() throws -> [String] {
    guard let configFile else {
      throw SwordXcodeBuildFailure(
        "SwordCheckBuildPlugin checks the generated file that .sword.yml names, and there is none beside "
          + "\(projectName).xcodeproj; write one (`sword init` there), or use SwordBuildPlugin to generate at build time"
      )
    }
    return [
      "check", "--quiet", "--config", configFile.path, "--cache-dir", cacheFolder.path, "--stamp", stampFile.path,
    ]
  }

  /// Every file whose change must run the command again, sorted, each once.
  func inputFiles() -> [URL] {
    var files = Set(targetSources.map(\.standardizedFileURL.path))
    files.insert(projectFile.appendingPathComponent("project.pbxproj").path)
    if let configFile { files.insert(configFile.path) }
    let root = projectFolder.standardizedFileURL.path
    let packages = localPackageFolders() + configuredPackageFolders()
    let sword = Set(packages.filter(Self.isSwordPackage))
    var folders = [root]
    for folder in packages where folder != root && !folder.hasPrefix(root + "/") && !sword.contains(folder) {
      folders.append(folder)
    }
    for folder in Set(folders) { files.formUnion(Self.sourcesAndManifests(under: folder, skipping: sword)) }
    return files.sorted().map { URL(fileURLWithPath: $0) }
  }

  /// The folders of the project's `XCLocalSwiftPackageReference`s.
  func localPackageFolders() -> [String] {
    let file = projectFile.appendingPathComponent("project.pbxproj")
    guard let data = FileManager.default.contents(atPath: file.path),
      let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
      let objects = (plist as? [String: Any])?["objects"] as? [String: Any]
    else { return [] }
    return objects.values.compactMap { value -> String? in
      guard let object = value as? [String: Any], object["isa"] as? String == "XCLocalSwiftPackageReference",
        let relative = object["relativePath"] as? String
      else { return nil }
      return projectFolder.appendingPathComponent(relative).standardizedFileURL.path
    }.sorted()
  }

  /// The folders `.sword.yml` lists as `path:` (its local packages).
  func configuredPackageFolders() -> [String] {
    guard let configFile else { return [] }
    return SwordConfigScan.paths(in: configFile).map { value in
      (value.hasPrefix("/") ? URL(fileURLWithPath: value) : projectFolder.appendingPathComponent(value))
        .standardizedFileURL.path
    }
  }

  /// Whether `folder` holds Sword's own package: its manifest, its macros and this plugin.
  static func isSwordPackage(_ folder: String) -> Bool {
    ["Package.swift", "Sources/SwordMacros", "Plugins/SwordBuildPlugin"].allSatisfy {
      FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent($0))
    }
  }

  /// The Swift files and package manifests under `folder`; hidden folders, build folders, other dependency managers'
  /// checkouts, Xcode bundles and the folders of `skipped` (absolute) left out.
  static func sourcesAndManifests(under folder: String, skipping skippedFolders: Set<String> = []) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory {
        let skipped =
          name.hasPrefix(".") || ["build", "DerivedData", "Pods", "Carthage", "node_modules"].contains(name)
          || [".xcodeproj", ".xcworkspace", ".xcassets", ".bundle"].contains { name.hasSuffix($0) }
          || skippedFolders.contains((folder as NSString).appendingPathComponent(relative))
        if skipped { enumerator.skipDescendants() }
        continue
      }
      if name.hasSuffix(".swift") { files.append((folder as NSString).appendingPathComponent(relative)) }
    }
    return files
  }
}

/// A target the Xcode conformance cannot work on, as the plugin reports it.
struct SwordXcodeBuildFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
