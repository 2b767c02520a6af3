/// Finds each target's folder by SwiftPM's rules (`PackageBuilder.findPath`): `path:` when given (inside the
/// package, an existing folder), else `<predefined>/<name>` where the predefined folder is the first that exists of
/// `Sources`, `Source`, `src`, `srcs` (test targets: `Tests`, then those four; plugins: `Plugins`), else — from tools
/// version 5.9, for the only target of its kind — the predefined folder itself.
///
/// SwiftPM's remaining case, a folder whose name differs from the target's only in case (found on a
/// case-insensitive disk, with a warning), and every error are left to SwiftPM.
///
/// ```swift
/// let resolver = TargetFolderResolver(packagePath: "/repo/Core", targets: declared.targets, toolsVersion: tools)
/// try resolver.folder(of: networking)  // "Sources/Networking", relative to the package
/// ```
struct TargetFolderResolver {
  let packagePath: String
  let toolsVersion: ToolsVersion
  private let predefined: [Group: (folder: String, entries: Set<String>)]
  private let counts: [Group: Int]

  /// SwiftPM's three kinds of predefined folder.
  private enum Group: CaseIterable {
    case sources, tests, plugins

    init(_ kind: DeclaredTarget.Kind) {
      self = kind == .test ? .tests : kind == .plugin ? .plugins : .sources
    }

    var candidates: [String] {
      switch self {
      case .sources: ["Sources", "Source", "src", "srcs"]
      case .tests: ["Tests", "Sources", "Source", "src", "srcs"]
      case .plugins: ["Plugins"]
      }
    }
  }

  init(packagePath: String, targets: [DeclaredTarget], toolsVersion: ToolsVersion) {
    self.packagePath = packagePath
    self.toolsVersion = toolsVersion
    var predefined: [Group: (folder: String, entries: Set<String>)] = [:]
    for group in Group.allCases {
      let folder =
        group.candidates.first { PackageFolder.isDirectory(Paths.join(packagePath, $0)) } ?? group.candidates[0]
      predefined[group] = (folder, Set(PackageFolder.entries(of: Paths.join(packagePath, folder)) ?? []))
    }
    self.predefined = predefined
    counts = Dictionary(grouping: targets, by: { Group($0.kind) }).mapValues(\.count)
  }

  /// The folder of `target` relative to the package (`.` for the package folder itself).
  func folder(of target: DeclaredTarget) throws(ManifestFallback) -> String {
    if let path = target.path {
      if path.isEmpty || path == "." { return "." }
      guard !path.hasPrefix("/"), !path.hasPrefix("~"), let components = Paths.relativeComponents(path) else {
        throw ManifestFallback("the target path '\(path)' (outside the package or absolute)", at: target.location)
      }
      let relative = components.isEmpty ? "." : components.joined(separator: "/")
      guard PackageFolder.isDirectory(Paths.join(packagePath, relative)) else {
        throw ManifestFallback("the target path '\(path)', which is no folder", at: target.location)
      }
      return relative
    }
    let group = Group(target.kind)
    let (folder, entries) = predefined[group]!
    if entries.contains(target.name) {
      let relative = folder + "/" + target.name
      guard PackageFolder.isDirectory(Paths.join(packagePath, relative)) else {
        throw ManifestFallback("'\(relative)', which is no folder", at: target.location)
      }
      return relative
    }
    if toolsVersion >= .v5_9, counts[group] == 1, PackageFolder.isDirectory(Paths.join(packagePath, folder)) {
      return folder
    }
    throw ManifestFallback("no folder '\(folder)/\(target.name)' for target '\(target.name)'", at: target.location)
  }
}
