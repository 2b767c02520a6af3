import Foundation

@testable import SwordGenerator

/// A stand-in for SwiftPM in cache tests: describes a package as one library target per folder under `Sources/`,
/// with the `.swift` files it finds there, and counts how often it is asked. `during` runs in the middle of a
/// describe, after the folders were read, to imitate a file appearing while SwiftPM runs.
final class ListingDescriber: PackageDescribing, @unchecked Sendable {
  private let lock = NSLock()
  private var calls = 0
  var during: (@Sendable () -> Void)?

  var callCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return calls
  }

  /// Counts a call; returns the hook to run during it.
  private func countCall() -> (@Sendable () -> Void)? {
    lock.lock()
    defer { lock.unlock() }
    calls += 1
    return during
  }

  func describe(packageAt path: String, reportingAt location: SourceLocation) async throws(DiagnosticsError)
    -> DescribedPackage
  {
    let hook = countCall()
    let sources = URL(fileURLWithPath: path).appendingPathComponent("Sources")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []).filter {
      !$0.hasPrefix(".")
    }
    let targets = names.sorted().map { name -> DescribedTarget in
      let folder = sources.appendingPathComponent(name).path
      let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".swift") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }.sorted()
      return DescribedTarget(name: name, path: "Sources/\(name)", sources: files)
    }
    hook?()
    return DescribedPackage(name: URL(fileURLWithPath: path).lastPathComponent, path: path, targets: targets)
  }
}
