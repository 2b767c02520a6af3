import Foundation

/// The manifests of a package folder, which both the describe stage and the describe cache read.
///
/// ```swift
/// ManifestFiles.read(package: "/repo/Packages/Core").map(\.name)  // ["Package.swift", "Package@swift-5.9.swift"]
/// ```
enum ManifestFiles {
  /// Every `Package.swift` and `Package@swift-….swift` of `package`, read once, sorted by name, with their bytes
  /// (`nil` for one that cannot be read).
  static func read(package: String) -> [(name: String, data: Data?)] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: package)) ?? []
    return names.sorted()
      .filter { $0 == "Package.swift" || ($0.hasPrefix("Package@swift") && $0.hasSuffix(".swift")) }
      .map { ($0, FileReader.contents("\(package)/\($0)")) }
  }
}
