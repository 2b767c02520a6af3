/// The targets without sources of their own that the reader describes as SwiftPM does: system libraries, binary
/// artifacts, and the snippets SwiftPM makes of the files under a root package's `Snippets/` folder.
extension StaticPackageReader {
  /// `.systemLibrary(…)`: its folder is found like any target's and must hold a `module.modulemap` (SwiftPM
  /// refuses the package otherwise: "missing system target module map").
  static func describeSystemLibrary(
    _ target: DeclaredTarget, resolver: TargetFolderResolver, packagePath: String
  ) throws(ManifestFallback) -> DescribedTarget {
    let folder = try resolver.folder(of: target)
    guard PackageFolder.kind(of: Paths.join(Paths.join(packagePath, folder), "module.modulemap")).kind == .file else {
      throw ManifestFallback(
        "the system library target '\(target.name)' without '\(folder)/module.modulemap'", at: target.location)
    }
    return DescribedTarget(
      name: target.name, kind: .systemLibrary, moduleType: "SystemLibraryTarget", path: folder, sources: [])
  }

  /// `.binaryTarget(name:url:checksum:)`: SwiftPM describes it without downloading, at `remote/archive/<file>`
  /// of the URL's last component. The URL must be `https` and end in `.zip` or `.artifactbundleindex`
  /// (`ManifestValidator`); the reader wants plain characters in it, with nothing to percent-decode.
  /// `.binaryTarget(name:path:)` of a `.zip` inside the package is described at that path, without opening it, as
  /// SwiftPM does; any other local artifact (an XCFramework, an artifact bundle) is left to SwiftPM, which opens it
  /// to learn its kind.
  static func describeBinary(_ target: DeclaredTarget) throws(ManifestFallback) -> DescribedTarget {
    guard let url = target.url else {
      let path = target.path ?? ""
      guard PackageFolder.pathExtension(Paths.lastComponent(path)) == "zip", !path.hasPrefix("/"),
        !path.hasPrefix("~"), let components = Paths.relativeComponents(path), !components.isEmpty
      else {
        throw ManifestFallback(
          "the local binary target '\(target.name)' at '\(path)' ('.binaryTarget(name:path:)' of an artifact SwiftPM "
            + "opens, or outside the package)", at: target.location)
      }
      return DescribedTarget(
        name: target.name, kind: .binary, moduleType: "BinaryTarget", path: components.joined(separator: "/"),
        sources: [])
    }
    let plain = url.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-._~/:".unicodeScalars.contains(scalar))
    }
    let rest = url.dropFirst("https://".count)
    guard url.hasPrefix("https://"), plain, let slash = rest.firstIndex(of: "/"), slash != rest.startIndex else {
      throw ManifestFallback("the binary target URL '\(url)'", at: target.location)
    }
    let file = Paths.lastComponent(String(rest[slash...]))
    guard let fileExtension = PackageFolder.pathExtension(file), ["zip", "artifactbundleindex"].contains(fileExtension)
    else {
      throw ManifestFallback("the binary target URL '\(url)' (not a .zip or .artifactbundleindex)", at: target.location)
    }
    return DescribedTarget(
      name: target.name, kind: .binary, moduleType: "BinaryTarget", path: "remote/archive/" + file, sources: [])
  }

  /// One snippet per `.swift` file under `Snippets/` (any depth), in the order SwiftPM walks the folder: the
  /// entries of a folder as the file system lists them, subfolders after, breadth first. Each depends on
  /// `libraries` (the package's library targets held by a product, in SwiftPM's order). Hidden entries, links and
  /// names a target already has are left to SwiftPM.
  static func snippets(in packagePath: String, libraries: [String], taken: Set<String>) throws(ManifestFallback)
    -> [DescribedTarget]
  {
    var snippets: [DescribedTarget] = []
    var names = taken
    var pending = ["Snippets"]
    while !pending.isEmpty {
      let folder = pending.removeFirst()
      guard let entries = PackageFolder.entries(of: Paths.join(packagePath, folder)) else {
        throw ManifestFallback("the unreadable folder '\(folder)'")
      }
      for entry in entries {
        let relative = folder + "/" + entry
        let (kind, isLink) = PackageFolder.kind(of: Paths.join(packagePath, relative))
        guard !entry.hasPrefix("."), !isLink else { throw ManifestFallback("the snippet entry '\(relative)'") }
        if kind == .directory {
          pending.append(relative)
          continue
        }
        guard kind == .file, PackageFolder.pathExtension(entry) == "swift" else { continue }
        let name = String(entry.dropLast(".swift".count))
        guard names.insert(name).inserted else {
          throw ManifestFallback("the snippet '\(relative)', whose name another target or snippet has")
        }
        snippets.append(
          DescribedTarget(
            name: name, kind: .snippet, path: folder, sources: [entry], targetDependencies: libraries))
      }
    }
    return snippets
  }
}
