/// `root:`, where the generated code goes: a package target, or (Xcode forms) a plain folder of sources or a target
/// of an Xcode project.
extension ConfigDecoder {
  /// `output_files`: a whole number from 1 to ``OutputParts/maximum``; reported and taken as 1 otherwise.
  mutating func partCount(_ pair: YAMLNode.Pair) -> Int {
    guard let text = string(pair, expected: "a number of files, from 1 to \(OutputParts.maximum)") else { return 1 }
    guard let count = Int(text.value), (1...OutputParts.maximum).contains(count) else {
      report(
        .configInvalidValue,
        "'output_files' must be a whole number from 1 to \(OutputParts.maximum), found '\(text.value)'; for example 8 "
          + "for a graph of a few thousand bindings, or 1 (the default) for one file",
        at: text.location)
      return 1
    }
    return count
  }

  /// The root; the workspace folder's package and its only executable target when `root` is left out.
  mutating func root(_ pair: YAMLNode.Pair?) -> Configuration.Root? {
    let defaultRoot = Configuration.Root.package(
      path: workspaceRoot, target: nil, output: OutputParts.defaultFileName)
    guard let pair, pair.value.scalar?.isNull != true else { return defaultRoot }
    if case .alias = pair.value.kind { return nil }
    guard case .mapping(let pairs) = pair.value.kind else {
      wrongType(pair, expected: "a mapping with 'path', 'target' and 'output' (or 'sources', 'module' and 'output')")
      return nil
    }
    let entries = knownEntries(pairs, known: ConfigKeys.rootKeys, in: "in 'root'")
    if let pair = entries[ConfigKeys.components], pair.value.scalar?.isNull != true {
      rootComponents = names(
        pair, kind: "component", emptyFix: "list the root components to generate here, or leave it out")
    }
    if let pair = entries[ConfigKeys.outputFiles], pair.value.scalar?.isNull != true {
      outputFiles = partCount(pair)
    }
    let keys = pairs.compactMap { $0.key.scalar?.value }.filter { entries[$0] != nil }
    if keys.contains(ConfigKeys.xcodeProject) { return xcodeProjectRoot(entries, keys: keys, at: pair.key.location) }
    let packageKeys = keys.filter(ConfigKeys.packageRootKeys.contains)
    let xcodeKeys = keys.filter(ConfigKeys.xcodeRootKeys.contains)
    if let firstPackage = packageKeys.first, let firstXcode = xcodeKeys.first {
      let later = keys.firstIndex(of: firstPackage)! < keys.firstIndex(of: firstXcode)! ? firstXcode : firstPackage
      let message =
        "'root' mixes the package form (\(Self.list(packageKeys))) with the Xcode form "
        + "(\(Self.list(xcodeKeys))); use 'path'/'target'/'output' for a Swift package target, or "
        + "'sources'/'module'/'output' for a folder of app sources"
      report(.configConflictingKeys, message, at: entries[later]!.key.location)
      return nil
    }
    if xcodeKeys.isEmpty { return packageRoot(entries) }
    return sourcesRoot(entries, at: pair.value.location)
  }

  private mutating func packageRoot(_ entries: [String: YAMLNode.Pair]) -> Configuration.Root? {
    var path: String? = workspaceRoot
    if let pathPair = entries[ConfigKeys.path], pathPair.value.scalar?.isNull != true {
      path = string(pathPair, expected: "the folder of the package holding the root target").flatMap {
        folder($0, role: "'root' path")
      }
    }
    var target: Located<String>?
    var validTarget = true
    if let targetPair = entries[ConfigKeys.target], targetPair.value.scalar?.isNull != true {
      target = string(targetPair, expected: "the name of the target receiving the generated code")
      validTarget = target != nil
      if target?.value.isEmpty == true {
        report(.configInvalidValue, "'target' is empty; name a target of the root package", at: target!.location)
        validTarget = false
      }
    }
    var output: String? = OutputParts.defaultFileName
    if let outputPair = entries[ConfigKeys.output], outputPair.value.scalar?.isNull != true {
      output = string(outputPair, expected: "a .swift file name, relative to the target's folder").flatMap {
        outputPath($0, relativeTo: "the target's folder")
      }
    }
    guard let path, validTarget, let output else { return nil }
    return .package(path: path, target: target, output: output)
  }

  private mutating func sourcesRoot(_ entries: [String: YAMLNode.Pair], at location: SourceLocation) -> Configuration
    .Root?
  {
    for (key, meaning) in [
      (ConfigKeys.sources, "the folder of the app's sources"), (ConfigKeys.module, "the app's Swift module name"),
      (ConfigKeys.output, "the generated file, relative to .sword.yml"),
    ] where entries[key] == nil {
      report(.configMissingKey, "'root' with 'sources' and 'module' is missing '\(key)' (\(meaning))", at: location)
    }
    let sourcesText = entries[ConfigKeys.sources].flatMap { string($0, expected: "a folder relative to .sword.yml") }
    let folderPath = sourcesText.flatMap { folder($0, role: "'root' sources folder") }
    let module = entries[ConfigKeys.module].flatMap { string($0, expected: "a Swift module name") }
    if let module, !SwiftIdentifier.isValid(module.value) {
      report(.configInvalidValue, "'module' must be a Swift identifier, found '\(module.value)'", at: module.location)
    }
    let outputText = entries[ConfigKeys.output].flatMap { string($0, expected: "a .swift file relative to .sword.yml") }
    var output = outputText.flatMap { outputPath($0, relativeTo: "the folder of .sword.yml") }
    if let written = outputText, let relative = output, let sourcesText, let folderPath,
      !Paths.isInside(Paths.join(workspaceRoot, relative), folder: folderPath)
    {
      let name = relative.split(separator: "/").last.map(String.init) ?? relative
      let message =
        "'output' '\(written.value)' is not inside 'sources' ('\(sourcesText.value)'); "
        + "write '\(sourcesText.value)/\(name)'"
      report(.configInvalidValue, message, at: written.location)
      output = nil
    }
    if let pair = entries[ConfigKeys.defaultIsolation],
      let isolation = string(pair, expected: "'MainActor' or 'nonisolated', as SWIFT_DEFAULT_ACTOR_ISOLATION")
    {
      switch isolation.value {
      case "MainActor": rootIsMainActorByDefault = true
      case "nonisolated": rootIsMainActorByDefault = false
      default:
        report(
          .configInvalidValue,
          "'default_isolation' must be 'MainActor' or 'nonisolated' (the app target's SWIFT_DEFAULT_ACTOR_ISOLATION), "
            + "found '\(isolation.value)'", at: isolation.location)
        return nil
      }
    }
    guard let folderPath, let module, SwiftIdentifier.isValid(module.value), let output else { return nil }
    return .sources(folder: folderPath, module: module.value, output: output)
  }

  private static func list(_ keys: [String]) -> String {
    keys.map { "'\($0)'" }.joined(separator: ", ")
  }
}
