import Foundation

/// Where the test targets find the repository's own files.
package enum Repository {
  /// The repository's root folder (the one holding `Package.swift`).
  package static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  /// `Fixtures/`: a folder per scenario, holding its inputs and its expected outputs.
  package static let fixtures = root.appendingPathComponent("Fixtures")
  /// The `sword` that `swift build --product sword` builds (`make test` builds it first).
  package static let sword = root.appendingPathComponent(".build/debug/sword").path
}
