import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder Sword makes for its own work (the tree of a revision `sword diff` reads) and may later remove: the only
/// kind of folder Sword ever deletes. It is made with `mkdtemp` under a fixed parent, so its name is new and nobody
/// could have planted it; it holds a marker file saying it is Sword's; and it is only accepted back (to reuse or to
/// remove) when `lstat` says it is a folder, not a link, owned by this user, with the marker inside. The parent is
/// reached without following a link (``makeRealFolder(_:below:)``), so a link planted on the way never leads a
/// removal elsewhere.
///
/// ```swift
/// let parent = "/repo/.build/sword-diff"
/// if WorkFolder.makeRealFolder(parent, below: "/repo") == nil {
///   let folder = try WorkFolder.make(in: parent, prefix: "tree-")  // /repo/.build/sword-diff/tree-Xa81Qz
///   folder.remove()
/// }
/// ```
package struct WorkFolder: Hashable, Sendable {
  /// The marker's name inside every work folder.
  package static let markerName = ".sword-work"
  private static let markerText = "Made by Sword for its own work; Sword removes it when it is no longer needed.\n"

  package let path: String

  /// Why a work folder could not be made.
  package struct Problem: Error, CustomStringConvertible {
    package var description: String
  }

  /// A new work folder `<parent>/<prefix>XXXXXX`, readable by this user only, with its marker.
  package static func make(in parent: String, prefix: String) throws(Problem) -> WorkFolder {
    var template = Array((parent + "/" + prefix + "XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard made != nil else {
      throw Problem(description: "cannot make a folder in '\(parent)': \(String(cString: strerror(errno)))")
    }
    let folder = WorkFolder(path: String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
    let marker = folder.path + "/" + markerName
    guard case .success = AtomicFile.create(marker, with: Data(markerText.utf8)) else {
      rmdir(folder.path)
      throw Problem(description: "cannot mark '\(folder.path)' as Sword's")
    }
    return folder
  }

  /// The work folder at `path`, when it is one: a folder (not a link) owned by this user, holding the marker as a
  /// regular file. Anything else is not Sword's, and is left alone.
  package static func existing(_ path: String) -> WorkFolder? {
    guard isRealFolderOwnedByUser(path) else { return nil }
    var marker = stat()
    guard lstat(path + "/" + markerName, &marker) == 0, marker.st_mode & S_IFMT == S_IFREG,
      marker.st_uid == geteuid()
    else { return nil }
    return WorkFolder(path: path)
  }

  /// Removes the folder with everything in it, if it is still a work folder; a link inside is removed as a link,
  /// never followed.
  package func remove() {
    guard Self.existing(path) != nil else { return }
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Makes sure `folder`, which lies below `root`, is a real folder of this user's: each of its components below
  /// `root` is made when missing (mode 0700 for new ones) and otherwise must be a folder, not a link, owned by this
  /// user. `root` itself is the user's (the workspace, however it is reached). Returns why not, or `nil`.
  package static func makeRealFolder(_ folder: String, below root: String) -> String? {
    guard Paths.isInside(folder, folder: root), folder != root else {
      return "'\(folder)' is not below '\(root)'"
    }
    var current = root
    for component in Paths.relative(folder, to: root).split(separator: "/") {
      current += "/" + component
      if mkdir(current, 0o700) == 0 { continue }
      guard errno == EEXIST else { return "cannot make '\(current)': \(String(cString: strerror(errno)))" }
      guard isRealFolderOwnedByUser(current) else {
        return "'\(current)' is a link or not a folder of this user's; Sword does not work through it"
      }
    }
    return nil
  }

  /// Whether `lstat` says `path` is a folder (not a link to one) owned by this user.
  package static func isRealFolderOwnedByUser(_ path: String) -> Bool { ownedFolderMode(path) != nil }

  /// ``isRealFolderOwnedByUser(_:)``, and writable by no one else: a folder Sword may write into although it lies
  /// where others could have made it (the shared temporary folder, a cache folder).
  package static func isPrivateFolder(_ path: String) -> Bool {
    guard let mode = ownedFolderMode(path) else { return false }
    return mode & 0o022 == 0
  }

  /// The mode of `path` when `lstat` says it is a folder (not a link to one) owned by this user, else `nil`.
  private static func ownedFolderMode(_ path: String) -> mode_t? {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == geteuid() else { return nil }
    return status.st_mode
  }
}
