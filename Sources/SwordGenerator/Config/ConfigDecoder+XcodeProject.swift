/// `root: {xcode_project: App.xcodeproj, target: App, output: App/Sword.generated.swift}`: the root is a target of an
/// Xcode project, read from its `project.pbxproj` (``XcodeProjectReader``) when the configuration is decoded.
extension ConfigDecoder {
  mutating func xcodeProjectRoot(
    _ entries: [String: YAMLNode.Pair], keys: [String], at location: SourceLocation
  ) -> Configuration.Root? {
    let others = keys.filter {
      [ConfigKeys.path, ConfigKeys.sources, ConfigKeys.module, ConfigKeys.defaultIsolation].contains($0)
    }
    if let other = others.first, let pair = entries[other] {
      let message =
        "'root' with 'xcode_project' takes only 'target', 'output', 'output_files' and 'components': the "
        + "project gives the sources, the module name and the default isolation; remove "
        + others.map { "'\($0)'" }.joined(separator: ", ")
      report(.configConflictingKeys, message, at: pair.key.location)
      return nil
    }
    let projectText = entries[ConfigKeys.xcodeProject].flatMap {
      string($0, expected: "the .xcodeproj folder, relative to .sword.yml")
    }
    var projectPath = projectText.flatMap { folder($0, role: "'root' xcode_project") }
    if let text = projectText, projectPath != nil, !text.value.hasSuffix(".xcodeproj") {
      report(
        .configInvalidValue, "'xcode_project' must name a .xcodeproj folder, found '\(text.value)'", at: text.location)
      projectPath = nil
    }
    var target: Located<String>?
    if let pair = entries[ConfigKeys.target], pair.value.scalar?.isNull != true {
      target = string(pair, expected: "the name of the app target in the Xcode project")
    } else {
      report(
        .configMissingKey,
        "'root' with 'xcode_project' is missing 'target' (the app target that receives the "
          + "generated code)", at: location)
    }
    var output: String?
    var outputValid = true
    if let pair = entries[ConfigKeys.output], pair.value.scalar?.isNull != true {
      let written = string(pair, expected: "a .swift file relative to .sword.yml")
      output = written.flatMap { outputPath($0, relativeTo: "the folder of .sword.yml") }.map {
        Paths.join(workspaceRoot, $0)
      }
      outputValid = output != nil
    }
    guard let projectPath, let projectText, let target, outputValid else { return nil }
    switch XcodeProjectReader.read(
      projectPath: projectPath, target: target, output: output, projectLocation: projectText.location,
      rootLocation: location)
    {
    case .success(let root):
      if !Paths.isInside(root.outputPath, folder: workspaceRoot), !allowOutsideWorkspace {
        report(
          .configPathOutsideWorkspace,
          "the generated file '\(root.outputPath)' (the app target's folder) is outside "
            + "the workspace folder '\(workspaceRoot)'; write 'output:' inside it", at: location)
        return nil
      }
      return .xcodeProject(root)
    case .failure(let error):
      for diagnostic in error.diagnostics { report(diagnostic) }
      return nil
    }
  }
}
