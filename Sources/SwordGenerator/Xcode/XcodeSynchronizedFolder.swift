import Foundation

/// Xcode 16's synchronized folders (`PBXFileSystemSynchronizedRootGroup`): every file under the folder belongs to the
/// targets that list the folder in `fileSystemSynchronizedGroups`, except those its exception sets name.
///
/// A `PBXFileSystemSynchronizedBuildFileExceptionSet` names a target and `membershipExceptions`, paths relative to
/// the folder whose membership differs from the folder's: left out of a target that has the folder, added to a
/// target that does not. A `PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet` leaves its paths out of
/// one build phase (the target's Sources phase is the one that matters here). Folders Xcode treats as one item
/// (`explicitFolders`, asset catalogs, bundles, documentation catalogs) hold no sources.
///
/// ```swift
/// XcodeSynchronizedFolder.swiftFiles(of: target, in: file, paths: resolver).files
/// // ["/repo/VoiceMemo/VoiceMemoApp.swift", "/repo/VoiceMemo/Screens/VoiceMemoScreen.swift"]
/// ```
enum XcodeSynchronizedFolder {
  /// Folder extensions whose contents Xcode never compiles as separate sources.
  static let opaqueExtensions: Set<String> = [
    "xcassets", "bundle", "docc", "xcdatamodeld", "xcmappingmodel", "framework", "xcframework", "xcodeproj",
    "xcworkspace", "playground", "lproj", "scnassets", "rcproject", "mlpackage",
  ]

  /// A synchronized folder's Swift files that target `target` compiles, absolute; and the folders that could not
  /// be listed (by the identifier of the group that names them).
  static func swiftFiles(
    of target: PBXProjectFile.Object, in file: PBXProjectFile, paths: PBXPathResolver
  ) -> (files: [String], unreadable: [(group: String, path: String)]) {
    let own = Set(target.strings("fileSystemSynchronizedGroups"))
    let sourcesPhases = Set(target.strings("buildPhases").filter { file.object($0)?.isa == "PBXSourcesBuildPhase" })
    var files: [String] = []
    var unreadable: [(group: String, path: String)] = []
    for group in file.objects(isa: "PBXFileSystemSynchronizedRootGroup") {
      guard let folder = paths.path(of: group.id) else { continue }
      var excluded: Set<String> = []
      var added: Set<String> = []
      for exceptionID in group.strings("exceptions") {
        guard let exception = file.object(exceptionID) else { continue }
        let names = Set(exception.strings("membershipExceptions").map(Paths.standardized))
        switch exception.isa {
        case "PBXFileSystemSynchronizedBuildFileExceptionSet" where exception.string("target") == target.id:
          if own.contains(group.id) { excluded.formUnion(names) } else { added.formUnion(names) }
        case "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet"
        where exception.string("buildPhase").map(sourcesPhases.contains) == true:
          excluded.formUnion(names)
        default: continue
        }
      }
      if own.contains(group.id) {
        guard let listed = list(folder, opaque: Set(group.strings("explicitFolders").map(Paths.standardized))) else {
          unreadable.append((group.id, folder))
          continue
        }
        files += listed.filter { !isExcluded($0, by: excluded) }.map { Paths.join(folder, $0) }
      }
      files += added.filter { $0.hasSuffix(".swift") && !isExcluded($0, by: excluded) }.map { Paths.join(folder, $0) }
    }
    return (files, unreadable)
  }

  /// Whether `relative` or a folder above it is among `excluded`.
  private static func isExcluded(_ relative: String, by excluded: Set<String>) -> Bool {
    guard !excluded.isEmpty else { return false }
    var path = Substring(relative)
    while true {
      if excluded.contains(String(path)) { return true }
      guard let slash = path.lastIndex(of: "/") else { return false }
      path = path[..<slash]
    }
  }

  /// The `.swift` files under `folder`, relative to it and sorted; hidden entries, opaque folders and `opaque`
  /// (relative paths) skipped. `nil` when the folder cannot be read.
  static func list(_ folder: String, opaque: Set<String> = []) -> [String]? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
      let enumerator = FileManager.default.enumerator(atPath: folder)
    else { return nil }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let name = relative.split(separator: "/").last.map(String.init) ?? relative
      let isFolder = (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory
      if name.hasPrefix(".") || (isFolder && (opaque.contains(relative) || isOpaque(name))) {
        if isFolder { enumerator.skipDescendants() }
        continue
      }
      if !isFolder, name.hasSuffix(".swift") { files.append(relative) }
    }
    return files.sorted()
  }

  private static func isOpaque(_ name: String) -> Bool {
    guard let dot = name.lastIndex(of: ".") else { return false }
    return opaqueExtensions.contains(String(name[name.index(after: dot)...]).lowercased())
  }
}
