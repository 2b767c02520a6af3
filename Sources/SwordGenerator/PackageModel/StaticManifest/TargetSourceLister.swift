/// Lists a target's source files by SwiftPM's rules (`TargetSourcesBuilder`), for a target of Swift files: every
/// file under its folder, recursively, except hidden entries, `exclude:`d paths, the package's manifests, folders
/// SwiftPM treats as one item (`.xcodeproj`, `.docc`, `.xcassets`…; before tools 5.6 every folder with an
/// extension; before 5.3 `.lproj` folders) and resources (``TargetResources``); with `sources:`, only what lies under
/// the listed paths. A `.swift` file (any file under `sources:` from tools 5.3) is a source; headers and unknown
/// files are not.
///
/// A target with C, C++, Objective-C or assembly files and no Swift file is a C-family target: its compiled files
/// are its sources, and SwiftPM's checks of its public headers (`include/` or `publicHeadersPath:`) are made.
///
/// What the reader does not model is left to SwiftPM: Swift mixed with other languages, C-family files under
/// `sources:`, a public-headers folder with subfolders and no module map, C-family test targets, resource files of
/// the same name that Xcode's build system would copy to one place, links to folders inside the target or along a
/// loop (SwiftPM follows every link, loops included), broken links, a test entry point (`LinuxMain.swift`), a target
/// left without any Swift file.
///
/// ```swift
/// let lister = TargetSourceLister(packagePath: "/repo/Core", toolsVersion: tools)
/// try lister.sources(of: target, in: "Sources/Core").sources
/// // ["Clock.swift", "Sub/Timer.swift"], relative to the folder, sorted as SwiftPM sorts them
/// ```
struct TargetSourceLister {
  let packagePath: String
  let toolsVersion: ToolsVersion
  /// The package's `defaultLocalization:`, which localized resources need.
  var defaultLocalization: String?

  /// Extensions of folders never entered: SwiftPM skips them, or treats each as one (non-source) item.
  static let skippedFolderExtensions: Set<String> = ["xcodeproj", "playground", "xcworkspace"]
  static let opaqueFolderExtensions: Set<String> = [
    "nib", "xib", "storyboard", "xcassets", "xcstrings", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "metal",
    "xcprivacy", "docc",
  ]
  /// Compiled by SwiftPM as C, C++, Objective-C or assembly: a target with them is not a Swift target.
  static let foreignSourceExtensions: Set<String> = [
    "c", "m", "mm", "cc", "cpp", "cxx", "s", "S", "modulemap", "apinotes",
  ]
  static let headerExtensions: Set<String> = ["h", "hh", "hpp", "h++", "hp", "hxx", "H", "ipp", "def"]
  /// Resources under Xcode's build system (`swift build --build-system swiftbuild`), ignored by SwiftPM's own.
  static let xcodeResourceExtensions: Set<String> = [
    "nib", "xib", "storyboard", "xcassets", "xcstrings", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "metal",
    "xcprivacy",
  ]
  static let testEntryPoints: Set<String> = ["LinuxMain.swift", "XCTMain.swift"]
  /// What SwiftPM compiles with clang (`FileRuleDescription.clang` and `.asm`).
  static let cFamilyCompiledExtensions: Set<String> = ["c", "m", "mm", "cc", "cpp", "cxx", "s", "S"]

  /// A target's files as SwiftPM lists them, and whether they make it a C-family (`ClangTarget`) target.
  struct Listing: Equatable {
    var sources: [String]
    var isCFamily: Bool
  }

  /// The source files of `target` in `folder` (relative to the package), relative to that folder and sorted.
  func sources(of target: DeclaredTarget, in folder: String) throws(ManifestFallback) -> Listing {
    let root = Paths.join(packagePath, folder)
    let excluded = Set(target.exclude.map { Paths.join(root, $0) })
    let declared = target.sources.map { Set($0.map { Paths.join(root, $0) }) }
    var resources = TargetResources(
      target: target, root: root, declaredSources: declared, defaultLocalization: defaultLocalization)
    // A declared resource that names nothing on disk claims nothing: SwiftPM only warns ("Invalid Resource"), and
    // the bundle it may still make changes no target's sources.
    var sources: [String] = []
    var cFamily = CFamilyFiles()
    var followedLinks: [String] = []
    var queue = [root]
    while let path = queue.popLast() {
      let name = Paths.lastComponent(path)
      if name.hasPrefix(".") { continue }
      if name.hasSuffix(".") { throw fallback("the name '\(name)'", target) }
      let pathExtension = PackageFolder.pathExtension(name)
      if let pathExtension, Self.skippedFolderExtensions.contains(pathExtension) { continue }
      // Before 5.3 there are no resources: SwiftPM skips localization folders.
      if toolsVersion < .v5_3, pathExtension == "lproj" { continue }
      if Paths.parent(of: path) == packagePath,
        name == "Package.swift" || name == "Package.resolved"
          || (name.hasPrefix("Package@") && pathExtension == "swift")
      {
        continue
      }
      if excluded.contains(path) { continue }
      let (kind, isLink) = PackageFolder.kind(of: path)
      switch kind {
      case .missing, .brokenLink: throw fallback("the broken link '\(relative(path))'", target)
      case .other: throw fallback("'\(relative(path))', which is no regular file", target)
      case .file:
        if try resources.claim(path) { continue }
        if let pathExtension, Self.xcodeResourceExtensions.contains(pathExtension) {
          try resources.addXcodeResource(path)
        }
        if try isSource(path, extension: pathExtension, declared: declared, target: target, cFamily: &cFamily) {
          sources.append(String(path.dropFirst(root.count + 1)))
        } else if !(pathExtension.map { Self.xcodeResourceExtensions.contains($0) } ?? false) {
          _ = try resources.claimLocalized(path)
        }
      case .directory:
        if isLink, path != root { try follow(link: path, root: root, followed: &followedLinks, target: target) }
        if path != root, TargetResources.localization(ofFolder: Paths.parent(of: path)) != nil {
          throw fallback("the folder '\(relative(path))' inside a localization folder", target)
        }
        if path != root, let pathExtension, pathExtension != "lproj", !(declared?.contains(path) ?? false),
          toolsVersion >= .v5_6 ? Self.opaqueFolderExtensions.contains(pathExtension) : true
        {
          if try !resources.claim(path), Self.xcodeResourceExtensions.contains(pathExtension) {
            try resources.addXcodeResource(path)
          }
          continue
        }
        if path != root, try resources.isCopiedFolder(path) { continue }
        guard let entries = PackageFolder.entries(of: path) else {
          throw fallback("the unreadable folder '\(relative(path))'", target)
        }
        queue += entries.map { path + "/" + $0 }
      }
    }
    if sources.contains(where: { $0.hasSuffix(".swift") }) {
      if let other = (cFamily.compiled + cFamily.others).min() {
        throw fallback("the non-Swift source '\(relative(other))' beside Swift sources", target)
      }
      // SwiftPM sorts by path string; Swift's `<` on strings is what it uses.
      return Listing(sources: sources.sorted(), isCFamily: false)
    }
    guard !cFamily.compiled.isEmpty else {
      throw fallback("target '\(target.name)' has no Swift source file in '\(folder)'", target)
    }
    // Before 5.0 assembly files are not compiled, and C-family targets differ in more ways the reader does not know.
    guard toolsVersion >= .v5_0 else { throw fallback("C-family sources with tools \(toolsVersion)", target) }
    let compiled = cFamily.compiled.map { String($0.dropFirst(root.count + 1)) }
    try checkPublicHeaders(of: target, in: root, compiled: compiled)
    return Listing(sources: compiled.sorted(), isCFamily: true)
  }

  /// SwiftPM follows a link to a folder and lists what it finds under the link's name. The reader follows one
  /// that leads out of the target's folder to a folder no other followed link shares files with (another target's
  /// folder, a shared one); a link that leads into the target, above it, or back along the way (SwiftPM would walk
  /// it twice or without end) is left to SwiftPM.
  private func follow(link: String, root: String, followed: inout [String], target: DeclaredTarget)
    throws(ManifestFallback)
  {
    guard let resolved = FileSystemProbe.realPath(link), let realRoot = FileSystemProbe.realPath(root),
      !Paths.isInside(resolved, folder: realRoot), !Paths.isInside(realRoot, folder: resolved),
      !followed.contains(where: { Paths.isInside(resolved, folder: $0) || Paths.isInside($0, folder: resolved) })
    else { throw fallback("the link to a folder '\(relative(link))'", target) }
    followed.append(resolved)
  }

  /// C-family files found in a target (absolute paths): those clang compiles, and module maps and API notes.
  struct CFamilyFiles {
    var compiled: [String] = []
    var others: [String] = []
  }

  /// SwiftPM's checks of a C-family target's public headers (`PackageBuilder`, `ModuleMapGenerator`), where they
  /// refuse the package or where the reader cannot tell the module map SwiftPM makes: from tools 5.5 a library
  /// without its public-headers folder is an error; a folder with subfolders is read only with a `module.modulemap`
  /// or as `include/<Module>/<Module>.h` alone (the nested umbrella header). Test, plugin and macro targets in C are
  /// left to SwiftPM too.
  private func checkPublicHeaders(of target: DeclaredTarget, in root: String, compiled: [String])
    throws(ManifestFallback)
  {
    guard target.kind == .regular || target.kind == .executable else {
      throw fallback("a \(target.kind.rawValue) target of C-family sources", target)
    }
    let headers = Paths.join(root, target.publicHeadersPath ?? "include")
    guard PackageFolder.isDirectory(headers) else {
      let isExecutable =
        target.kind == .executable
        || compiled.contains(where: Self.isMainFile)
      if toolsVersion >= .v5_5, !isExecutable {
        throw fallback("the C-family library without its public headers folder '\(relative(headers))'", target)
      }
      return
    }
    if PackageFolder.kind(of: headers + "/module.modulemap").kind == .file { return }
    let entries = PackageFolder.entries(of: headers) ?? []
    let folders = entries.filter { PackageFolder.isDirectory(headers + "/" + $0) }
    let module = DescribedTarget.moduleName(for: target.name)
    if folders == [module], PackageFolder.kind(of: "\(headers)/\(module)/\(module).h").kind == .file,
      !entries.contains(where: { $0.hasSuffix(".h") })
    {
      return
    }
    if let folder = folders.min() {
      throw fallback("the public headers folder '\(relative(headers))' with the subfolder '\(folder)'", target)
    }
  }

  /// Whether SwiftPM compiles the file as Swift: under `sources:`, anything but a header; otherwise a `.swift` file.
  /// C-family files outside `sources:` are collected in `cFamily`.
  private func isSource(
    _ path: String, extension pathExtension: String?, declared: Set<String>?, target: DeclaredTarget,
    cFamily: inout CFamilyFiles
  ) throws(ManifestFallback) -> Bool {
    let name = Paths.lastComponent(path)
    if Self.testEntryPoints.contains(name) { throw fallback("the test entry point '\(relative(path))'", target) }
    let isHeader = pathExtension.map { Self.headerExtensions.contains($0) } ?? false
    if let declared {
      guard Self.isInside(path, anyOf: declared) else { return false }
      if isHeader { return false }
      if pathExtension.map({ Self.foreignSourceExtensions.contains($0) }) ?? false {
        throw fallback("the non-Swift source '\(relative(path))'", target)
      }
      // From 5.3 everything listed compiles; before, only files of a language SwiftPM knows.
      return toolsVersion >= .v5_3 || pathExtension == "swift"
    }
    if let pathExtension, Self.foreignSourceExtensions.contains(pathExtension) {
      if Self.cFamilyCompiledExtensions.contains(pathExtension) {
        cFamily.compiled.append(path)
      } else {
        cFamily.others.append(path)
      }
      return false
    }
    return pathExtension == "swift"
  }

  private static func isInside(_ path: String, anyOf folders: Set<String>) -> Bool {
    var current = path
    while true {
      if folders.contains(current) { return true }
      let parent = Paths.parent(of: current)
      if parent == current { return false }
      current = parent
    }
  }

  /// Whether SwiftPM takes the file for a target's `main` (`main.swift`, `main.c`…, any case): what makes a
  /// `.target` an executable.
  static func isMainFile(_ path: String) -> Bool {
    let file = Paths.lastComponent(path).lowercased()
    return file.hasPrefix("main.") && file.filter { $0 == "." }.count == 1
  }

  private func relative(_ path: String) -> String { Paths.relative(path, to: packagePath) }

  private func fallback(_ what: String, _ target: DeclaredTarget) -> ManifestFallback {
    ManifestFallback("\(what) (target '\(target.name)')", at: target.location)
  }
}
