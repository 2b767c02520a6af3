import Foundation
import SwordTestSupport

@testable import SwordGenerator

/// A workspace of two declarative packages, which Sword reads statically without running SwiftPM: the root package
/// `App` (an executable target that imports `Core`) and the package `Core` in `core`, whose one component is
/// `AppComponent`.
enum DeclarativeWorkspace {
  /// Writes the workspace into the folder `root`.
  static func write(into root: String, core: String = "Packages/Core") throws {
    func write(_ path: String, _ text: String) throws {
      let url = URL(fileURLWithPath: root + "/" + path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try write(".sword.yml", "local_packages:\n  - path: \(core)\n    targets: [Core]\nroot:\n  target: App\n")
    try write(
      "Package.swift",
      ManifestCorpus.manifest(
        "6.0",
        #"""
        let package = Package(name: "App", dependencies: [.package(path: "\#(core)")], targets: [
          .executableTarget(name: "App", dependencies: [.product(name: "Core", package: "Core")]),
        ])
        """#))
    try write("Sources/App/main.swift", "import Core\n")
    try write(
      "\(core)/Package.swift",
      ManifestCorpus.manifest(
        "6.0",
        #"""
        let package = Package(name: "Core", products: [.library(name: "Core", targets: ["Core"])], targets: [.target(name: "Core")])
        """#))
    try write(
      "\(core)/Sources/Core/AppComponent.swift", "import Sword\n@Component\npublic final class AppComponent {}\n")
  }

  /// The describer of a run: the static reader, with no `swift` to run behind it (a package that reached SwiftPM
  /// would fail).
  static func describer() -> ManifestReadingDescriber {
    ManifestReadingDescriber(fallback: SwiftPMDescriber(environment: ["PATH": "/nonexistent"]))
  }
}
