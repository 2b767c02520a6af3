import Foundation
import PackagePlugin

/// Writes the module list that `sword generate --modules` reads: `{"modules": [{"module": …, "sources": […]}]}`.
enum SwordModuleListFile {
  private struct List: Encodable {
    struct Module: Encodable {
      var module: String
      var sources: [String]
    }
    var modules: [Module]
  }

  /// The Swift files of `module`, sorted by path.
  static func swiftSources(of module: SwiftSourceModuleTarget) -> [URL] {
    module.sourceFiles.map(\.url).filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
  }

  /// Writes the list for `modules` to `url`, leaving the file alone when its bytes would not change, so that an
  /// unchanged package graph does not make the build regenerate.
  static func write(_ modules: [SwiftSourceModuleTarget], to url: URL) throws {
    let list = List(
      modules: modules.map {
        List.Module(module: $0.moduleName, sources: swiftSources(of: $0).map(\.path))
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(list)
    if FileManager.default.contents(atPath: url.path) == data { return }
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }
}
