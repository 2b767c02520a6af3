import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file-system questions SwiftPM's package builder asks of a package folder, asked the same way: entries as
/// `readdir` lists them (hidden ones included, in no particular order), links followed where SwiftPM follows them.
enum PackageFolder {
  /// What a path is.
  enum Kind: Equatable {
    case missing
    /// A regular file.
    case file
    case directory
    /// A symbolic link whose target is missing.
    case brokenLink
    /// A FIFO, a socket, a device: never opened (a FIFO would block the reader).
    case other
  }

  /// What is at `path`, following symbolic links; and whether `path` itself is a link.
  static func kind(of path: String) -> (kind: Kind, isLink: Bool) {
    var status = stat()
    guard lstat(path, &status) == 0 else { return (.missing, false) }
    let isLink = (status.st_mode & S_IFMT) == S_IFLNK
    if isLink, stat(path, &status) != 0 { return (.brokenLink, true) }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: return (.directory, isLink)
    case S_IFREG: return (.file, isLink)
    default: return (.other, isLink)
    }
  }

  static func isDirectory(_ path: String) -> Bool { kind(of: path).kind == .directory }

  /// The names in the folder `path` (`.` and `..` left out), or `nil` when it cannot be read.
  static func entries(of path: String) -> [String]? {
    guard let stream = opendir(path) else { return nil }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != ".", name != ".." { names.append(name) }
    }
    return names
  }

  /// The extension SwiftPM sees in a file name: what follows its last `.`, if the name has one past its first
  /// character.
  static func pathExtension(_ name: String) -> String? {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    return String(name[name.index(after: dot)...])
  }
}
