import Foundation

/// Reads `root: {xcode_project: …, target: …}` from the project's `project.pbxproj`: the target's Swift sources
/// (file references of its Sources phase, and Xcode 16's synchronized folders with their exceptions), its module
/// name, default actor isolation and compilation conditions, the framework targets it depends on, and the local
/// packages whose products it uses. Every problem is a located diagnostic: at the `.sword.yml` key for a missing
/// project or target, at the object in `project.pbxproj` for a missing file or a conflicting setting.
///
/// ```swift
/// let root = try XcodeProjectReader.read(
///   projectPath: "/repo/VoiceMemo.xcodeproj", target: Located("VoiceMemo", at: location), output: nil,
///   projectLocation: location, rootLocation: location
/// ).get()
/// ```
enum XcodeProjectReader {
  /// Product types whose target is a module the app imports (and Sword indexes).
  static let moduleProductTypes: Set<String> = [
    "com.apple.product-type.framework", "com.apple.product-type.framework.static",
    "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic",
  ]

  static func read(
    projectPath: String, target name: Located<String>, output: String?, projectLocation: SourceLocation,
    rootLocation: SourceLocation
  ) -> Result<XcodeProjectRoot, DiagnosticsError> {
    let file: PBXProjectFile
    do {
      file = try PBXProjectFile(projectPath: projectPath)
    } catch {
      switch error {
      case .missing:
        return .failure(
          DiagnosticsError(
            Diagnostic(
              .xcodeProjectUnreadable,
              "'\(Paths.relative(projectPath, to: Paths.parent(of: rootLocation.file)))' has no project.pbxproj; name the "
                + ".xcodeproj folder that Xcode opens", at: projectLocation)))
      case .malformed(let reason, let line, let column):
        return .failure(
          DiagnosticsError(
            Diagnostic(
              .xcodeProjectUnreadable,
              "cannot read the Xcode project: \(reason); fix the file there (or take it back from version control)",
              at: SourceLocation(file: Paths.join(projectPath, "project.pbxproj"), line: line, column: column))))
      }
    }
    let targets = file.objects(isa: "PBXNativeTarget")
    guard let app = targets.first(where: { $0.string("name") == name.value }) else {
      return .failure(DiagnosticsError(unknownTarget(name, among: targets, in: projectPath)))
    }
    var reading = Reading(file: file)
    let appTarget = reading.target(app)
    var frameworks: [XcodeProjectRoot.Target] = []
    var products = reading.products(of: app)
    var seen: Set<String> = [app.id]
    var pending = dependencies(of: app, in: file)
    while !pending.isEmpty {
      let dependency = pending.removeFirst()
      guard seen.insert(dependency.id).inserted else { continue }
      guard let type = dependency.string("productType"), moduleProductTypes.contains(type) else { continue }
      frameworks.append(reading.target(dependency))
      products += reading.products(of: dependency)
      pending += dependencies(of: dependency, in: file)
    }
    let outputPath = output ?? Paths.join(appTarget.directory, OutputParts.defaultFileName)
    // The generated file may be missing while the project already compiles it: Sword is about to write it.
    let problems =
      reading.problems
      + reading.missing.filter { !OutputParts.isPart($0.path, of: outputPath) }.map {
        Diagnostic(
          .xcodeFileMissing,
          "target '\($0.target)' compiles '\($0.path)', which is not there; restore the file or "
            + "remove it from the target", at: file.location(of: $0.reference))
      }
    let (packages, missingPackages) = localPackages(in: file, paths: reading.paths)
    guard problems.isEmpty && missingPackages.isEmpty else {
      return .failure(DiagnosticsError(problems + missingPackages))
    }
    return .success(
      XcodeProjectRoot(
        projectPath: projectPath, app: appTarget, frameworks: frameworks.sorted { $0.moduleName < $1.moduleName },
        packages: packages, products: products, outputPath: outputPath, location: rootLocation))
  }

  /// The native targets `target` depends on in the same project.
  private static func dependencies(of target: PBXProjectFile.Object, in file: PBXProjectFile) -> [PBXProjectFile.Object]
  {
    target.strings("dependencies").compactMap { file.object($0)?.string("target") }.compactMap(file.object)
      .filter { $0.isa == "PBXNativeTarget" }
  }

  private static func unknownTarget(
    _ name: Located<String>, among targets: [PBXProjectFile.Object], in projectPath: String
  ) -> Diagnostic {
    let names = targets.compactMap { $0.string("name") }.sorted()
    let project = projectPath.split(separator: "/").last.map(String.init) ?? projectPath
    let nearest = Suggestion.nearest(to: name.value, in: names, maxDistance: max(2, name.value.count / 3))
    return Diagnostic(
      .unknownTarget,
      "Xcode project '\(project)' has no target named '\(name.value)'"
        + (nearest.map { "; did you mean '\($0)'?" } ?? ""),
      at: name.location,
      detail: ["targets of '\(project)': " + (names.isEmpty ? "none" : names.joined(separator: ", "))])
  }

  /// The local packages the project references: `XCLocalSwiftPackageReference`s, and package folders (a folder
  /// holding `Package.swift`) in its file tree; and a problem for each reference whose folder holds no package.
  private static func localPackages(
    in file: PBXProjectFile, paths: PBXPathResolver
  ) -> (packages: [XcodeProjectRoot.Package], missing: [Diagnostic]) {
    var packages: [XcodeProjectRoot.Package] = []
    var missing: [Diagnostic] = []
    var seen: Set<String> = []
    let projectFolder = Paths.parent(of: file.projectPath)
    for id in file.project.strings("packageReferences") {
      guard let reference = file.object(id), reference.isa == "XCLocalSwiftPackageReference",
        let relative = reference.string("relativePath"), seen.insert(Paths.join(projectFolder, relative)).inserted
      else { continue }
      let path = Paths.join(projectFolder, relative)
      guard FileSystemProbe.isFile(Paths.join(path, "Package.swift")) else {
        let fault = FileSystemProbe.entry(at: path) == .directory ? "it holds no Package.swift" : "it is not there"
        missing.append(
          Diagnostic(
            .xcodePackageMissing,
            "the project references the local package '\(relative)' (the folder '\(path)'), but \(fault); put the "
              + "package there, or remove the reference in Xcode (the project's Package Dependencies) and add the "
              + "package from where it is now", at: file.location(of: id)))
        continue
      }
      packages.append(.init(path: path, location: file.location(of: id), isPackageReference: true))
    }
    for reference in file.objects(isa: "PBXFileReference") {
      let type = reference.string("lastKnownFileType") ?? reference.string("explicitFileType") ?? "folder"
      guard type == "wrapper" || type == "folder",
        let path = paths.path(of: reference.id), FileSystemProbe.isFile(Paths.join(path, "Package.swift")),
        seen.insert(path).inserted
      else { continue }
      packages.append(.init(path: path, location: file.location(of: reference.id), isPackageReference: false))
    }
    return (packages.sorted { $0.path < $1.path }, missing)
  }

  /// One pass over the project, collecting problems as it reads targets.
  private struct Reading {
    let file: PBXProjectFile
    let paths: PBXPathResolver
    var problems: [Diagnostic] = []
    /// Files the targets compile that are not on disk, with the identifier of their file reference.
    var missing: [(path: String, reference: String, target: String)] = []

    init(file: PBXProjectFile) {
      self.file = file
      paths = PBXPathResolver(file)
    }

    mutating func target(_ object: PBXProjectFile.Object) -> XcodeProjectRoot.Target {
      let name = object.string("name") ?? object.id
      var files = Set(sourcesPhaseFiles(of: object, named: name))
      let synchronized = XcodeSynchronizedFolder.swiftFiles(of: object, in: file, paths: paths)
      files.formUnion(synchronized.files)
      for (group, folder) in synchronized.unreadable {
        problems.append(
          Diagnostic(
            .xcodeFileMissing,
            "target '\(name)' compiles the folder '\(folder)', which is not there; restore it or "
              + "remove it from the project", at: file.location(of: group)))
      }
      let sources = files.sorted()
      let configurations = settings(of: object, named: name)
      let moduleNames = configurations.mapValues { settings in
        settings.value("PRODUCT_MODULE_NAME").flatMap { $0.isEmpty ? nil : $0 }
          ?? XcodeBuildSettings.identifier(settings.value("PRODUCT_NAME").flatMap { $0.isEmpty ? nil : $0 } ?? name)
      }
      let isolation = configurations.mapValues { $0.value("SWIFT_DEFAULT_ACTOR_ISOLATION") == "MainActor" }
      for (setting, values) in [
        ("module name", moduleNames.mapValues { $0 }),
        ("SWIFT_DEFAULT_ACTOR_ISOLATION", isolation.mapValues { $0 ? "MainActor" : "nonisolated" }),
      ] where Set(values.values).count > 1 {
        let each = values.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        problems.append(
          Diagnostic(
            .xcodeSettingsDiffer,
            "target '\(name)' has a different \(setting) in each build configuration (\(each)); the generated code "
              + "is the same for every configuration, so make them agree", at: file.location(of: object.id)))
      }
      var target = XcodeProjectRoot.Target(
        name: name, moduleName: moduleNames.values.sorted().first ?? XcodeBuildSettings.identifier(name),
        sourceFiles: sources,
        directory: Self.commonFolder(of: sources) ?? synchronizedFolder(of: object) ?? file.sourceRoot,
        isMainActorByDefault: isolation.values.contains(true),
        compilationConditions: configurations.mapValues { $0.list("SWIFT_ACTIVE_COMPILATION_CONDITIONS") })
      target.importsInternalByDefault = configurations.values.contains {
        $0.value("SWIFT_UPCOMING_FEATURE_INTERNAL_IMPORTS_BY_DEFAULT") == "YES"
      }
      return target
    }

    /// The Swift files of the target's Sources build phase; those that are not on disk are also in ``missing``.
    private mutating func sourcesPhaseFiles(of target: PBXProjectFile.Object, named name: String) -> [String] {
      var files: [String] = []
      for phase in target.strings("buildPhases").compactMap(file.object) where phase.isa == "PBXSourcesBuildPhase" {
        for buildFile in phase.strings("files").compactMap(file.object) {
          guard let referenceID = buildFile.string("fileRef"), let reference = file.object(referenceID),
            reference.isa == "PBXFileReference", (reference.string("path") ?? "").hasSuffix(".swift"),
            let path = paths.path(of: referenceID)
          else { continue }
          files.append(path)
          if !FileSystemProbe.isFile(path) { missing.append((path, referenceID, name)) }
        }
      }
      return files
    }

    private func synchronizedFolder(of target: PBXProjectFile.Object) -> String? {
      target.strings("fileSystemSynchronizedGroups").compactMap { paths.path(of: $0) }.sorted().first
    }

    /// The target's settings in each of its build configurations, layered on the project's of the same name.
    private func settings(of target: PBXProjectFile.Object, named name: String) -> [String: XcodeBuildSettings] {
      func levels(of configuration: PBXProjectFile.Object?) -> [[String: Any]] {
        guard let configuration else { return [] }
        var levels: [[String: Any]] = []
        if let base = configuration.string("baseConfigurationReference"), let path = paths.path(of: base) {
          levels.append(XcodeConfigFile.settings(at: path))
        }
        levels.append(configuration.dictionary("buildSettings") ?? [:])
        return levels
      }
      let projectConfigurations = configurations(of: file.project)
      var result: [String: XcodeBuildSettings] = [:]
      for configuration in configurations(of: target) {
        let configurationName = configuration.string("name") ?? configuration.id
        let project = projectConfigurations.first { $0.string("name") == configurationName }
        result[configurationName] = XcodeBuildSettings(
          levels: levels(of: project) + levels(of: configuration), targetName: name)
      }
      if result.isEmpty { result["Release"] = XcodeBuildSettings(levels: [], targetName: name) }
      return result
    }

    private func configurations(of object: PBXProjectFile.Object) -> [PBXProjectFile.Object] {
      guard let list = object.string("buildConfigurationList").flatMap(file.object) else { return [] }
      return list.strings("buildConfigurations").compactMap(file.object)
    }

    /// The local package products `target` uses; remote packages' products, plugins and Sword's own library (which
    /// declares nothing for the graph) are left out.
    func products(of target: PBXProjectFile.Object) -> [XcodeProjectRoot.Product] {
      target.strings("packageProductDependencies").compactMap { id -> XcodeProjectRoot.Product? in
        guard let dependency = file.object(id), let name = dependency.string("productName"),
          !name.hasPrefix("plugin:"), name != "Sword"
        else { return nil }
        var packagePath: String?
        if let packageID = dependency.string("package") {
          guard let package = file.object(packageID), package.isa == "XCLocalSwiftPackageReference",
            let relative = package.string("relativePath")
          else { return nil }
          packagePath = Paths.join(Paths.parent(of: file.projectPath), relative)
        }
        return .init(name: name, packagePath: packagePath, location: file.location(of: id))
      }
    }

    /// The deepest folder holding every file of `files`.
    static func commonFolder(of files: [String]) -> String? {
      guard var common = files.first.map(Paths.parent(of:)) else { return nil }
      for file in files.dropFirst() {
        while !Paths.isInside(file, folder: common) { common = Paths.parent(of: common) }
      }
      return common
    }
  }
}
