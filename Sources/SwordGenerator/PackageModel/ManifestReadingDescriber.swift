import Foundation

/// Describes packages the two ways DESIGN.md §1 names: a declarative `Package.swift` is read statically
/// (``StaticPackageReader``, no process, no compiler), anything else goes to `fallback` (`swift package describe`).
/// Each package's way, and for SwiftPM why, is kept in ``readings`` for `--verbose` and `sword verify-manifests`.
///
/// ```swift
/// let describer = ManifestReadingDescriber(fallback: SwiftPMDescriber())
/// let core = try await describer.describe(packageAt: "/repo/Packages/Core", reportingAt: location)
/// describer.readings.all  // [ManifestReading(path: "/repo/Packages/Core", way: .statically)]
/// ```
package struct ManifestReadingDescriber: PackageDescribing {
  package var reader: StaticPackageReader
  /// What describes the packages the reader leaves (SwiftPM's describer in a run of `sword`).
  package var fallback: any PackageDescribing
  /// `false` (`--describe-with-swiftpm`) sends every package to `fallback`.
  package var readsStatically: Bool
  /// How each package was read this run.
  package let readings = ManifestReadings()
  /// Tells the toolchain's newest tools version, once, when a manifest needs it.
  fileprivate var toolchain: ToolchainToolsVersion?

  package init(
    fallback: any PackageDescribing, readsStatically: Bool = true,
    reader: StaticPackageReader = StaticPackageReader()
  ) {
    self.fallback = fallback
    self.readsStatically = readsStatically
    self.reader = reader
  }

  /// SwiftPM's describer behind the static reader; that `swift` is asked which tools versions it supports when a
  /// manifest declares one newer than 6.2.
  package init(swiftPM: SwiftPMDescriber, readsStatically: Bool = true) {
    self.init(fallback: swiftPM, readsStatically: readsStatically)
    toolchain = ToolchainToolsVersion(describer: swiftPM)
  }

  package func describe(packageAt path: String, reportingAt location: SourceLocation) async throws(DiagnosticsError)
    -> DescribedPackage
  {
    guard readsStatically else {
      readings.note(path, .swiftPM(because: nil))
      return try await fallback.describe(packageAt: path, reportingAt: location)
    }
    switch await readStatically(packageAt: path) {
    case .success(let description):
      readings.note(path, .statically)
      return description
    case .failure(let reason):
      readings.note(path, .swiftPM(because: reason))
      return try await fallback.describe(packageAt: path, reportingAt: location)
    }
  }
}

extension ManifestReadingDescriber {
  /// The static reading of the package in `path`, asking the toolchain which tools versions it supports when the
  /// manifest declares one newer than 6.2.
  package func readStatically(packageAt path: String) async -> Result<DescribedPackage, ManifestFallback> {
    let result = reader.read(packageAt: path)
    guard case .failure(let reason) = result, reason.needsToolchainVersion, let toolchain,
      let version = await toolchain.value()
    else { return result }
    var reader = reader
    reader.toolchainToolsVersion = version
    return reader.read(packageAt: path)
  }
}

/// How one package's manifest was read.
package struct ManifestReading: Hashable, Sendable {
  package enum Way: Hashable, Sendable, Codable {
    /// Evaluated with SwiftParser, no process run.
    case statically
    /// Described by `swift package describe`; `because` says what the static reader could not read, `nil` when
    /// SwiftPM was asked for every package (`--describe-with-swiftpm`).
    case swiftPM(because: ManifestFallback?)
  }

  package var path: String
  package var way: Way

  package init(path: String, way: Way) {
    self.path = path
    self.way = way
  }
}

/// The readings of one run, by package folder.
package final class ManifestReadings: @unchecked Sendable {
  private let lock = NSLock()
  private var readings: [String: ManifestReading.Way] = [:]

  package init() {}

  package func note(_ path: String, _ way: ManifestReading.Way) {
    lock.withLock { readings[path] = way }
  }

  /// How the package in `path` was read, if it was.
  package func way(of path: String) -> ManifestReading.Way? {
    lock.withLock { readings[path] }
  }

  /// Every package read so far, sorted by folder.
  package var all: [ManifestReading] {
    lock.withLock { readings.map { ManifestReading(path: $0.key, way: $0.value) }.sorted { $0.path < $1.path } }
  }
}

/// The newest tools version a `swift` supports (`swift --version`'s Swift version), asked once and only when a
/// manifest needs it (a tools version newer than every supported toolchain's, a version-specific manifest, a
/// `compiler(…)` condition). Packages described side by side that all need it share the one process.
actor ToolchainToolsVersion {
  private let describer: SwiftPMDescriber
  private var answer: Task<ToolsVersion?, Never>?

  init(describer: SwiftPMDescriber) { self.describer = describer }

  func value() async -> ToolsVersion? {
    if let answer { return await answer.value }
    let describer = describer
    let asking = Task<ToolsVersion?, Never> {
      guard let swift = try? describer.swiftExecutable(),
        let output = try? await describer.runner.run(swift, arguments: ["--version"]), output.succeeded
      else { return nil }
      return Self.version(
        inVersionOutput: String(decoding: output.standardOutput + output.standardError, as: UTF8.self))
    }
    answer = asking
    return await asking.value
  }

  /// `Swift version 6.3.1 (swift-6.3.1-RELEASE)` → 6.3.1.
  static func version(inVersionOutput text: String) -> ToolsVersion? {
    guard let range = text.range(of: "Swift version ") else { return nil }
    let number = text[range.upperBound...].prefix { $0.isNumber || $0 == "." }
    let parts = number.split(separator: ".").compactMap { Int($0) }
    guard parts.count >= 2 else { return nil }
    return ToolsVersion(parts[0], parts[1], parts.count > 2 ? parts[2] : 0)
  }
}
