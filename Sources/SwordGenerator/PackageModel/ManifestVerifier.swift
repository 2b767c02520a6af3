import Foundation

/// `sword verify-manifests`: every package a `.sword.yml` names, read both ways — statically (``StaticPackageReader``)
/// and by `swift package describe` — and compared (``DescriptionDifferences``). For CI, once: a difference is a bug
/// in Sword's reader (the workaround is `--describe-with-swiftpm`), and a package the reader leaves to SwiftPM says
/// why, so a team can see what keeps its first runs slow.
///
/// ```swift
/// let results = try await ManifestVerifier().verify(configPath: ".sword.yml", currentDirectory: "/repo")
/// results.filter(\.isDifference)  // [] when both readings agree everywhere
/// ```
package struct ManifestVerifier: Sendable {
  /// SwiftPM's describer (tests may hand another).
  package var swiftPM: any PackageDescribing
  /// The static reader (with the `swift` it asks which tools versions it supports).
  package var reading: ManifestReadingDescriber
  /// At most this many SwiftPM describes at once.
  package var jobs: Int

  package init(swiftPM: SwiftPMDescriber = SwiftPMDescriber(), jobs: Int = ProcessInfo.processInfo.activeProcessorCount)
  {
    self.swiftPM = swiftPM
    reading = ManifestReadingDescriber(swiftPM: swiftPM)
    self.jobs = max(1, jobs)
  }

  /// One package's result.
  package struct Result: Sendable, Equatable {
    package enum Outcome: Sendable, Equatable {
      /// Read statically, and SwiftPM says the same.
      case same
      /// Read statically, and SwiftPM says otherwise: each difference in words.
      case differs([String])
      /// Read statically, but SwiftPM refuses the package: its diagnostics.
      case swiftPMRefuses([Diagnostic])
      /// Not read statically: why. SwiftPM describes it in every run.
      case describedBySwiftPM(ManifestFallback)
    }

    package var path: String
    package var outcome: Outcome

    /// Whether the two readings disagree.
    package var isDifference: Bool {
      switch outcome {
      case .differs, .swiftPMRefuses: true
      case .same, .describedBySwiftPM: false
      }
    }
  }

  /// Each package of the configuration at `configPath` (relative to `currentDirectory`), in path order.
  package func verify(configPath: String, currentDirectory: String) async throws(DiagnosticsError) -> [Result] {
    let configuration = try ConfigLoader.load(file: configPath, currentDirectory: currentDirectory)
    let loader = WorkspaceLoader(describer: swiftPM, maximumConcurrentDescribes: jobs)
    let packages = loader.packagesToDescribe(in: configuration)
    var readings: [Swift.Result<DescribedPackage, ManifestFallback>] = []
    for package in packages { readings.append(await reading.readStatically(packageAt: package.path)) }
    let toCompare = packages.indices.filter { if case .success = readings[$0] { true } else { false } }
    let described = await loader.describeAll(toCompare.map { packages[$0] })
    var results: [Result] = []
    for (index, package) in packages.enumerated() {
      switch readings[index] {
      case .failure(let reason):
        results.append(Result(path: package.path, outcome: .describedBySwiftPM(reason)))
      case .success(let statically):
        guard let answer = described[package.path] else { continue }
        switch answer {
        case .failure(let error):
          results.append(Result(path: package.path, outcome: .swiftPMRefuses(error.diagnostics)))
        case .success(let swiftPMDescription):
          let differences = DescriptionDifferences.between(statically, swiftPMDescription)
          results.append(Result(path: package.path, outcome: differences.isEmpty ? .same : .differs(differences)))
        }
      }
    }
    return results.sorted { $0.path < $1.path }
  }

  /// What `sword verify-manifests` prints: a line per package (its folder relative to `folder`), then a summary.
  ///
  /// ```text
  /// sword: Packages/Core: read statically, the same as SwiftPM's description
  /// sword: Packages/Odd: described by SwiftPM: Packages/Odd/Package.swift:4:1: a function declaration (…)
  /// sword: 2 packages: 1 read statically and the same as SwiftPM, 1 described by SwiftPM, no difference
  /// ```
  package static func lines(_ results: [Result], relativeTo folder: String) -> [String] {
    // Paths and SwiftPM's words come from the disk: escaped, so none can forge a line or drive the terminal.
    func shown(_ text: String) -> String {
      TerminalText.escaped(text == folder ? "." : Paths.relative(text, to: folder))
    }
    var lines: [String] = []
    for result in results {
      let package = shown(result.path)
      switch result.outcome {
      case .same: lines.append("sword: \(package): read statically, the same as SwiftPM's description")
      case .describedBySwiftPM(let reason):
        lines.append("sword: \(package): described by SwiftPM: \(shown(reason.description))")
      case .differs(let differences):
        lines.append("sword: \(package): error: the static reading differs from SwiftPM's description:")
        lines += differences.map { "    " + TerminalText.escaped($0) }
      case .swiftPMRefuses(let diagnostics):
        lines.append("sword: \(package): error: read statically, but SwiftPM cannot describe it:")
        lines += diagnostics.map { "    " + $0.rendered.replacingOccurrences(of: "\n", with: "\n    ") }
      }
    }
    let same = results.filter { $0.outcome == .same }.count
    let differing = results.filter(\.isDifference).count
    let others = results.count - same - differing
    var summary =
      "sword: \(results.count) package\(results.count == 1 ? "" : "s"): \(same) read statically and the "
      + "same as SwiftPM, \(others) described by SwiftPM, "
    summary += differing == 0 ? "no difference" : "\(differing) with differences"
    lines.append(summary)
    if differing > 0 {
      lines.append(
        "sword: a difference is a bug in Sword's manifest reader; until it is fixed, `--describe-with-swiftpm` "
          + "describes every package with SwiftPM")
    }
    return lines
  }
}
