import Foundation
import XCTest

@testable import SwordGenerator

extension XCTestCase {
  /// SwiftPM's describer, and the lock files its describes leave under the temporary folder removed when the test
  /// ends.
  func swiftPMDescriber(cleaningUpAfter packages: [String]) -> SwiftPMDescriber {
    for package in packages {
      let scratch = SwiftPMDescriber.scratchPath(for: package)
      let lock = FileManager.default.temporaryDirectory
        .appendingPathComponent(scratch.replacingOccurrences(of: "/", with: "_") + ".lock").path
      addTeardownBlock { try? FileManager.default.removeItem(atPath: lock) }
    }
    return SwiftPMDescriber()
  }
}
