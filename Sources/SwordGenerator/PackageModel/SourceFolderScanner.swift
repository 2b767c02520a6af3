import Foundation

/// Lists the `.swift` files under a plain folder of sources (a `root: {sources: …}` Xcode app folder).
enum SourceFolderScanner {
  /// Every `.swift` file under `folder`, recursively, absolute and sorted. Hidden folders and `.build` are skipped;
  /// `nil` when `folder` cannot be read.
  static func swiftFiles(under folder: String) -> [String]? {
    let root = URL(fileURLWithPath: folder, isDirectory: true)
    let keys: [URLResourceKey] = [.isDirectoryKey]
    var isDirectory: ObjCBool = false
    guard
      FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
      let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys)
    else { return nil }
    var files: [String] = []
    for case let url as URL in enumerator {
      let name = url.lastPathComponent
      if (try? url.resourceValues(forKeys: Set(keys)).isDirectory) == true {
        if name.hasPrefix(".") { enumerator.skipDescendants() }  // hidden folders, `.build` among them
      } else if name.hasSuffix(".swift") {
        files.append(Paths.join(folder, relativePath(of: url, under: root)))
      }
    }
    return files.sorted()
  }

  /// The path of `url` below `root`; the enumerator builds its URLs on `root`, so no symbolic link is resolved.
  private static func relativePath(of url: URL, under root: URL) -> String {
    let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
    if url.path.hasPrefix(prefix) { return String(url.path.dropFirst(prefix.count)) }
    let rootCount = root.standardizedFileURL.pathComponents.count
    return url.standardizedFileURL.pathComponents.dropFirst(rootCount).joined(separator: "/")
  }
}
