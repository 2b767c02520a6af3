import Foundation

/// What a package's description depends on besides its manifest: the names of the files and folders under its
/// targets' folders. Adding, removing or renaming a file there changes the listing's digest; editing a file does
/// not (its contents are the index cache's business). Hidden entries are left out, as SwiftPM leaves them out.
enum PackageListing {
  /// The digest of `manifests` (from ``ManifestFiles/read(package:)``): names and bytes.
  static func manifestDigest(_ manifests: [(name: String, data: Data?)]) -> String {
    var key = CacheKey()
    for manifest in manifests {
      key.add(manifest.name)
      key.add(manifest.data.map { ContentHash($0) } ?? ContentHash(high: 1, low: 1))
    }
    return key.digest.hex
  }

  /// The folders, relative to the package, that hold every target of `description`: the smallest set of target
  /// paths (and `extra` folders) such that each of them is inside one.
  static func roots(of description: DescribedPackage, extra: [String] = []) -> [String] {
    let paths = description.targets.map(\.path).map(normalized) + extra.map(normalized)
    var roots: [String] = []
    for path in Set(paths).sorted(by: { ($0.count, $0) < ($1.count, $1) })
    where !roots.contains(where: { covers($0, path) }) {
      roots.append(path)
    }
    return roots.sorted()
  }

  /// Whether every one of `paths` is inside one of `roots`.
  static func covered(_ paths: [String], by roots: [String]) -> Bool {
    paths.map(normalized).allSatisfy { path in roots.contains { covers($0, path) } }
  }

  /// What SwiftPM looks at in a package besides its manifests and its targets' folders, whether it exists or not
  /// (a missing one lists as missing, so creating it changes the digest): the folders it finds targets in by
  /// default, `Snippets`, a top-level module map (a system library package) and test entry points.
  static let conventionalRoots = [
    "LinuxMain.swift", "Plugins", "Snippets", "Source", "Sources", "Tests", "XCTMain.swift", "module.modulemap", "src",
    "srcs",
  ]

  /// The digest of every entry's relative path under `roots` of `package`, folders marked, sorted; a root that does
  /// not exist counts as such.
  static func digest(package: String, roots: [String]) -> String {
    var key = CacheKey()
    for root in roots.sorted() {
      key.add(root)
      let folder = root.isEmpty || root == "." ? package : (root.hasPrefix("/") ? root : "\(package)/\(root)")
      var entries: [String] = []
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
        if isFolder.boolValue { list(folder, prefix: "", into: &entries) } else { entries = ["<file>"] }
      } else {
        entries = ["<missing>"]
      }
      key.add(entries.count)
      for entry in entries.sorted() { key.add(entry) }
    }
    return key.digest.hex
  }

  /// Appends every non-hidden entry under `folder`, recursively, in sorted order; folders reached through a
  /// symbolic link are followed (SwiftPM follows them too), but never into one of their own ancestors.
  private static func list(_ folder: String, prefix: String, into entries: inout [String]) {
    var ancestors: Set<FolderIdentity> = []
    list(folder, prefix: prefix, into: &entries, ancestors: &ancestors)
  }

  /// A folder as the file system knows it, whatever path leads there.
  private struct FolderIdentity: Hashable {
    var device: UInt64
    var inode: UInt64
  }

  private static func list(
    _ folder: String, prefix: String, into entries: inout [String], ancestors: inout Set<FolderIdentity>
  ) {
    var status = stat()
    guard stat(folder, &status) == 0 else { return }
    let identity = FolderIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    guard ancestors.insert(identity).inserted else { return }
    defer { ancestors.remove(identity) }
    for (name, isFolder) in children(of: folder) {
      if isFolder {
        entries.append(prefix + name + "/")
        list("\(folder)/\(name)", prefix: prefix + name + "/", into: &entries, ancestors: &ancestors)
      } else {
        entries.append(prefix + name)
      }
    }
  }

  /// The non-hidden entries of `folder`, sorted by name, with whether each is a folder (through links).
  private static func children(of folder: String) -> [(name: String, isFolder: Bool)] {
    guard let stream = opendir(folder) else { return [] }
    defer { closedir(stream) }
    var result: [(name: String, isFolder: Bool)] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard !name.hasPrefix(".") else { continue }
      let type = Int32(entry.pointee.d_type)
      var isFolder = type == Int32(DT_DIR)
      if type == Int32(DT_LNK) || type == Int32(DT_UNKNOWN) {
        var status = stat()
        isFolder = stat("\(folder)/\(name)", &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
      }
      result.append((name, isFolder))
    }
    return result.sorted { $0.name < $1.name }
  }

  private static func normalized(_ path: String) -> String {
    var result = path
    while result.hasSuffix("/") { result.removeLast() }
    if result.hasPrefix("./") { result.removeFirst(2) }
    return result == "." ? "" : result
  }

  /// Whether `path` is `root` or inside it.
  private static func covers(_ root: String, _ path: String) -> Bool {
    root.isEmpty ? !path.hasPrefix("/") : (path == root || path.hasPrefix(root + "/"))
  }
}
