import ArgumentParser
import Foundation
import SwordGenerator

/// `sword verify-manifests`: read every package both ways and report where the readings differ.
struct VerifyManifestsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify-manifests",
    abstract: "Compare Sword's static reading of each package's manifest with `swift package describe`.",
    discussion: """
      Sword reads a declarative Package.swift (PackageDescription calls and constants) without compiling it, and \
      sends any other manifest to `swift package describe`. This command reads every package the configuration \
      names both ways and compares what Sword uses: targets, their folders and source files, dependencies and \
      default isolation. It prints one line per package (read statically and the same, described by SwiftPM and \
      why, or where the readings differ) and a summary. Run it once in CI, or after upgrading Swift.

      A difference is a bug in Sword's reader: until it is fixed, `--describe-with-swiftpm` makes every run \
      describe packages with SwiftPM.

      Exit codes: 0 the readings agree for every package read statically; 1 they differ for at least one, or the \
      configuration cannot be read; 64 wrong usage.
      """)

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The configuration file (default: .sword.yml in this folder or the nearest folder above it).", valueName: "path"))
  var config: String?

  @Option(name: .shortAndLong, help: "How many `swift package describe` to run at once (default: the number of cores).")
  var jobs: Int?

  func validate() throws {
    try OptionRanges.check(jobs, "--jobs", OptionRanges.jobs)
  }

  func run() async throws {
    let currentDirectory = CurrentDirectory.path
    let printer = ReportPrinter(quiet: false, verbose: false)
    let path: String
    switch ConfigLocator.locate(explicit: config, from: currentDirectory) {
    case .success(let found): path = found
    case .failure(let error):
      printer.print(PipelineReport(outcome: .failed, diagnostics: error.diagnostics))
      throw ExitCode(1)
    }
    var verifier = ManifestVerifier()
    if let jobs { verifier.jobs = jobs }
    let outcome = await SignalCancellation.run {
      [verifier] () async -> Result<[ManifestVerifier.Result], DiagnosticsError> in
      do throws(DiagnosticsError) {
        return .success(try await verifier.verify(configPath: path, currentDirectory: currentDirectory))
      } catch {
        return .failure(error)
      }
    }
    guard case .success(let results) = outcome else {
      if case .failure(let error) = outcome {
        printer.print(PipelineReport(outcome: .failed, diagnostics: error.diagnostics))
      }
      throw ExitCode(1)
    }
    let lines = ManifestVerifier.lines(results, relativeTo: currentDirectory)
    FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    if results.contains(where: \.isDifference) { throw ExitCode(1) }
  }
}
