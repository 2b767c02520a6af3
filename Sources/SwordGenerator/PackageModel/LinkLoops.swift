import Foundation

/// Finds the links in a package's folder that would send `swift package describe` round without end. SwiftPM
/// follows every link in a target's folder: one link to a folder that holds it (`self -> .`) is walked about 40
/// times and ends (``DuplicateSourceFiles`` reports the copies), but two such links that each lead to a folder
/// holding the other (`a -> .` and `b -> .`) make every sequence of them a path, 2⁴⁰ of them: SwiftPM spins at full
/// CPU until `--process-timeout`. Found before SwiftPM runs, they are an error at once, naming both.
///
/// ```swift
/// LinkLoops.first(inPackageAt: "/repo/Packages/Core")
/// // ("/repo/Packages/Core/Sources/Core/a", "/repo/Packages/Core/Sources/Core/b")
/// ```
package enum LinkLoops {
  /// The first pair of links (in a walk of the package folder that follows no link, hidden entries and the
  /// package's `.build` skipped) that each lead to a folder holding the other; `nil` when there is none.
  package static func first(inPackageAt packagePath: String) -> (link: String, other: String)? {
    var loops: [(link: String, folder: String, leadsTo: String)] = []
    var pending = [packagePath]
    while let folder = pending.popLast() {
      for name in (PackageFolder.entries(of: folder) ?? []).sorted() where !name.hasPrefix(".") {
        let path = folder + "/" + name
        var status = stat()
        guard lstat(path, &status) == 0 else { continue }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
          pending.append(path)
        case S_IFLNK:
          guard let leadsTo = FileSystemProbe.realPath(path), PackageFolder.isDirectory(leadsTo),
            let realFolder = FileSystemProbe.realPath(folder), Paths.isInside(realFolder, folder: leadsTo)
          else { continue }
          if let other = loops.first(where: {
            Paths.isInside(realFolder, folder: $0.leadsTo) && Paths.isInside($0.folder, folder: leadsTo)
          }) {
            return (other.link, path)
          }
          loops.append((path, realFolder, leadsTo))
        default: break
        }
      }
    }
    return nil
  }
}
